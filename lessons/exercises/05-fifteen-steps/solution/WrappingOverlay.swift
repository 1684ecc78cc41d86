// Lesson 5's exercise, solved: the demo of "详解 iOS 8 UIPresentationController Custom
// Presentation" (axl411, Eleme, 2016), with the presented view wrapped and zoomed in. Our own
// code; it compiles unchanged in Xcode.
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

    // UIKit asks for it several times: it is built once, in presentationTransitionWillBegin().
    override var presentedView: UIView? { wrapperView }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.insetBy(dx: 50, dy: 50) ?? .zero
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        wrapperView.frame = frameOfPresentedViewInContainerView
        let content: UIView = presentedViewController.view
        content.frame = wrapperView.bounds
        wrapperView.addSubview(content)
        dimmingView.addSubview(wrapperView)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    // A turn changes the container's size: the veil and the wrapper follow it on every layout
    // pass (neither is a controller's root view, so UIKit resizes neither).
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        wrapperView.frame = frameOfPresentedViewInContainerView
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
        1
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        // The presented view may already have a place (here, inside the veil): a view has one
        // superview, so adding it to the container would take it out of there.
        if toView.superview == nil { transitionContext.containerView.addSubview(toView) }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.5,
            initialSpringVelocity: 0, options: [],
            animations: {
                toView.transform = .identity
                toView.alpha = 1
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
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
