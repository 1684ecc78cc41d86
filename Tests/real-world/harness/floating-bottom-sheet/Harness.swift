// real-world: load as FloatingHarness
// real-world: trace has FloatingBottomSheetPresentationController
import UIKit

/// A presented controller 240 points tall, the protocol's defaults otherwise.
final class FloatingContent: UIViewController, FloatingBottomSheetPresentable {
    var bottomSheetScrollable: UIScrollView? { nil }
    var bottomSheetHeight: any FloatingBottomSheetSizing { .fixed(240) }
}

/// The screen that presents it through the library's helper.
final class FloatingHarness: UIViewController {
    func showSheet() {
        presentFloatingBottomSheet(FloatingContent())
    }
}
