// real-world: load as FloatingHarness
// real-world: trace has FloatingBottomSheetPresentationController
import UIKit

/// A presented controller with the protocol's default sizing.
final class FloatingContent: UIViewController, FloatingBottomSheetPresentable {
    var bottomSheetScrollable: UIScrollView? { nil }
}

/// The screen that presents it through the library's helper.
final class FloatingHarness: UIViewController {
    func showSheet() {
        presentFloatingBottomSheet(FloatingContent())
    }
}
