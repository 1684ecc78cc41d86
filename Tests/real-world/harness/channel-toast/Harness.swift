// real-world: load as ChannelToastHarness
// real-world: trace has ToastPresentationController
// real-world: dismisses itself
import UIKit

/// Stand-in for the project's own `Utils` module: the one helper the toast uses from it.
extension DispatchQueue {
    func asyncAfter(_ delay: DispatchTimeInterval, execute work: @escaping () -> Void) {
        asyncAfter(deadline: .now() + delay, execute: work)
    }
}

/// A screen that shows a toast through the library's `toast(_:)` helper.
final class ChannelToastHarness: UIViewController {
    func showToast() {
        toast("Copied")
    }
}
