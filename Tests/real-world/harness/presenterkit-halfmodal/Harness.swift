// real-world: load as HalfModalHarness
// real-world: trace has HalfModalPresentationController
import UIKit

/// The screen an app would present the half modal from: the library ships the presentation
/// controller only, so the app's delegate vends it.
final class HalfModalHarness: UIViewController, UIViewControllerTransitioningDelegate {
    func showHalfModal() {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = self
        present(sheet, animated: true)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfModalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
