// real-world: load as FinnHarness
// real-world: trace has BottomSheetPresentationController
import UIKit

/// The screen that presents a sheet with two heights through the library's transitioning
/// delegate, kept in a property as its README does.
final class FinnHarness: UIViewController {
    private var sheetTransitioningDelegate: BottomSheetTransitioningDelegate?

    func showSheet() {
        let content = UIViewController()
        content.view.backgroundColor = .white
        let delegate = BottomSheetTransitioningDelegate(contentHeights: [200, 400])
        sheetTransitioningDelegate = delegate
        content.transitioningDelegate = delegate
        content.modalPresentationStyle = .custom
        present(content, animated: true)
    }
}
