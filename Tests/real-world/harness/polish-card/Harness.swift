// real-world: load as CardHarness
// real-world: trace has CardPresentationController
import UIKit

/// The library ships the card presentation controller only; the app's delegate vends it.
final class CardHarness: UIViewController, UIViewControllerTransitioningDelegate {
    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
