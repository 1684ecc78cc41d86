// real-world: load as PanModalHarness
// real-world: trace has PanModalPresentationController
import UIKit

/// A presented controller that opts into the library's options with the protocol's defaults.
final class ShortSheet: UIViewController, PanModalPresentable {
    var panScrollable: UIScrollView? { nil }
}

/// The screen that presents it through the library's `presentPanModal(_:)` helper.
final class PanModalHarness: UIViewController {
    func showSheet() {
        presentPanModal(ShortSheet())
    }
}
