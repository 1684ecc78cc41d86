// real-world: load as PanelHarness
// real-world: trace has ModalTransition
// real-world: trace has PresentationController
import UIKit

/// A search screen that shows its results in a floating panel presented modally, removable by a
/// swipe down, as the library's README presents one.
final class PanelHarness: UIViewController {
    func showResults() {
        let results = UIViewController()
        results.view.backgroundColor = .white
        let panel = FloatingPanelController()
        panel.set(contentViewController: results)
        panel.isRemovalInteractionEnabled = true
        present(panel, animated: true, completion: nil)
    }
}
