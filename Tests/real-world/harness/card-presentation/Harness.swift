// real-world: load as CardHarness
// real-world: trace has CardTransitionManager
// real-world: trace has CardPresentationController
// real-world: trace has CardAnimator
import UIKit

/// A list screen that opens a detail as a card through the library's `presentCard(_:animated:)`
/// (the presenting screen is pushed back behind the card; a pan down dismisses it). On iOS 13
/// and later the library falls back to the system sheet unless told not to, as its README says.
final class CardHarness: UIViewController {
    func showDetail() {
        CardPresentationController.useSystemPresentationOniOS13 = false
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        presentCard(detail, animated: true)
    }
}
