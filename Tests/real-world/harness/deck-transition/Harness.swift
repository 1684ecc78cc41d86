// real-world: load as DeckHarness
// real-world: trace has DeckPresentationController
import UIKit

/// A screen that presents a card over itself with the library's transitioning delegate, kept
/// by the presented controller as the README shows.
final class DeckHarness: UIViewController {
    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        let delegate = DeckTransitioningDelegate()
        card.transitioningDelegate = delegate
        card.modalPresentationStyle = .custom
        present(card, animated: true, completion: nil)
    }
}
