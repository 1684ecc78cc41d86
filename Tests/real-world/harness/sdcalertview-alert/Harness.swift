// real-world: load as DeleteHarness
// real-world: trace has AlertController
// real-world: trace has SDCTransition
// real-world: trace has PresentationController
// real-world: trace has AnimationController
import UIKit

/// A screen with a delete button that asks first, with the alert built as the library's README
/// builds one (a title, a message, a normal and a preferred action) and shown with the library's
/// `present()`, which finds the window's top controller itself.
final class DeleteHarness: UIViewController {
    private(set) var deleted = false

    func confirmDelete() {
        let alert = AlertController(title: "Delete draft?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .normal))
        alert.addAction(
            AlertAction(
                title: "Delete", style: .preferred,
                handler: { [weak self] _ in
                    self?.deleted = true
                }))
        alert.present()
    }
}
