// real-world: load as SwipeHarness
// real-world: trace has VSwipeTransitionAnimator
import UIKit

/// The example app's first screen, reduced: a swipe area whose pan presents a modal through the
/// library's transition controller, which keeps its interaction controller alive.
final class SwipeHarness: UIViewController {
    let interactionController = VSwipeInteractionController()
    lazy var transitionController = TransitionController<VSwipeTransitionAnimator>(
        interactionController: interactionController)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(interactionController.externalGesture)
        interactionController.presentationMetrics.topMaxY = 0
        interactionController.dismissalMetrics.topMaxY = 0
    }

    func showModal() {
        guard presentedViewController == nil else { return }
        let modal = UIViewController()
        modal.view.backgroundColor = .white
        modal.transitioningDelegate = transitionController
        modal.modalPresentationStyle = .custom
        present(modal, animated: true, completion: nil)
    }
}
