// Lesson 4's exercise, solved: the presentation controller of the "Creating Custom Presentations"
// chapter of Apple's View Controller Programming Guide (as Cong Le's 2025 summary walks through
// it), with the guide's clean-up. Our own code; it compiles unchanged in Xcode.
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

    // UIKit takes back the presented view and the container of a presentation that did not
    // happen; the veil is this controller's own, so only this controller can take it away.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    // A dismissal that did not happen leaves the presentation on screen, and it still needs its
    // veil; one that did happen takes the veil with it.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}
