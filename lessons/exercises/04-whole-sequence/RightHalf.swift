// Lesson 4's exercise: the presentation controller of the "Creating Custom Presentations" chapter
// of Apple's View Controller Programming Guide (as Cong Le's 2025 summary walks through it). Fill
// in the two TODOs, then `check` at the prompt: it compiles this file, presents through your
// controller, turns the iPad to landscape and back, dismisses, cancels a presentation and a
// dismissal half way, and checks what is left. The file compiles unchanged in Xcode too.
import UIKit

/// The presented controller on the right half of the screen, over a 40 % black veil.
class RightHalfPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let half = (bounds.width / 2).rounded(.down)
        return CGRect(x: bounds.width - half, y: 0, width: half, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    // Every layout pass of the container, a turn's included: the veil covers the container and
    // the presented view keeps to its right half.
    override func containerViewWillLayoutSubviews() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            // A cancelled fade does not put the alpha back by itself (`explain` says what the
            // model assumes there): the completion does.
            coordinator.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 0 },
                completion: { context in
                    if context.isCancelled { self.dimmingView.alpha = 1 }
                })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // TODO: the clean-up after a presentation that did not happen (`completed` is false).
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // TODO: the clean-up after a dismissal (mind the one that did not happen: the presentation
        // is still on screen).
    }
}
