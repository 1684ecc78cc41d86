// real-world: load as FittedHarness
// real-world: trace has SheetViewController
// real-world: trace has SheetTransition
import UIKit

/// A screen that wraps a plain controller in the library's sheet with two sizes and presents it,
/// as the library's README shows.
final class FittedHarness: UIViewController {
    func showSheet() {
        let content = UIViewController()
        content.view.backgroundColor = .white
        let options = SheetOptions(pullBarHeight: 24, shrinkPresentingViewController: false)
        let sheet = SheetViewController(controller: content, sizes: [.fixed(260), .percent(0.8)], options: options)
        present(sheet, animated: true, completion: nil)
    }
}
