// real-world: load as DeleteConfirmHarness
// real-world: trace has Presentr
// real-world: trace has PresentrController
import UIKit

/// A screen that confirms a delete with the library's built-in alert controller, shown as an
/// alert through a `Presentr` it keeps (the presenter is the transitioning delegate).
final class DeleteConfirmHarness: UIViewController {
    let presenter = Presentr(presentationType: .alert)

    func confirmDelete() {
        let alert = AlertViewController(title: "Delete draft?", body: "This cannot be undone.")
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in })
        alert.addAction(AlertAction(title: "Keep", style: .cancel) { _ in })
        presenter.presentationType = .alert
        customPresentViewController(presenter, viewController: alert, animated: true, completion: nil)
    }
}
