// Lesson 2's exercise: the overlay of "iOS8 Day-by-Day, Day 24: Presentation Controllers" (Sam
// Davies, 2014), in today's Swift. Fill in the three TODOs, then `check` at the prompt: it
// compiles this file, presents, turns the phone to landscape and back, dismisses, and checks the
// goals on what your code did at each moment, and what it left behind. The file compiles unchanged
// in Xcode too.
import UIKit

/// Shows the presented controller 30 points in from every edge, over a half-black veil.
class OverlayPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        // TODO: 30 points in from every edge of the container (`insetBy(dx:dy:)`).
        return containerView?.bounds ?? .zero
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        // TODO: size the dimming view to the container, make it transparent, and put it at the
        // back of the container (the animator adds the overlay in front of it).
        _ = containerView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // Runs on every layout pass of the container: during the transition and after each rotation.
    override func containerViewWillLayoutSubviews() {
        // TODO: the rotation fix. Both views should follow the container's new size: the veil
        // covers it, the overlay keeps its margins.
    }
}

/// Vends the overlay; UIKit's own animation moves it in and out.
class OverlayTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
