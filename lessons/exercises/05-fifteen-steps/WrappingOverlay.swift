// Lesson 5's exercise: the demo of "详解 iOS 8 UIPresentationController Custom Presentation"
// (axl411, Eleme, 2016). Fill in the TODOs, then `check` at the prompt: it compiles this file,
// presents through your delegate, and checks where each view ended up. The file compiles
// unchanged in Xcode too.
import UIKit

/// Puts the presented controller's view in a wrapper 50 points in, inside a 40 % veil.
class WrappingOverlayController: UIPresentationController {
    let dimmingView = UIView()
    /// The view UIKit and the animator see as the presented view: it holds the controller's own.
    let wrapperView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    // UIKit asks for it several times, so it returns what presentationTransitionWillBegin() built.
    override var presentedView: UIView? {
        // TODO: the wrapper, not the controller's own view.
        super.presentedView
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.insetBy(dx: 50, dy: 50) ?? .zero
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        // TODO: give the wrapper the presented frame, put the controller's own view inside it
        // (filling it), and put the wrapper inside the veil.
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Springs the presented view from a fifth of its size to full size while it fades in.
class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO: the article's zoom lasts one second.
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        // TODO: the zoom. Start the view at its final frame, a fifth of its size and transparent,
        // and spring it to full size and opacity (damping 0.5, no initial velocity). And mind
        // where the view already is: this line takes it out of the veil.
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toController)
        transitionContext.completeTransition(true)
    }
}

/// Vends the overlay and the zoom for presenting; UIKit's own animation dismisses.
class WrappingOverlayDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        WrappingOverlayController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator()
    }
}
