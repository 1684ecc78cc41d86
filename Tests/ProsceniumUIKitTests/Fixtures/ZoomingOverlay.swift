// A fixture in the manner of axl411's "详解 iOS 8 UIPresentationController Custom Presentation"
// (2016): a controller whose presented view sits 50 points in, placed inside its own dimming
// view, and a zoom animator (a fifth of the size to full, fading in, on a spring of damping 0.5
// over one second). Our own Swift, in today's spelling.
import UIKit

/// Puts the presented view inside a 40 % dimming view, 50 points in from every edge.
class ZoomingOverlayController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        // The frame is in the container's space; the dimming view covers the container exactly,
        // so the same rectangle holds inside it.
        containerView?.bounds.insetBy(dx: 50, dy: 50) ?? .zero
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView, let presentedView = presentedView,
            let coordinator = presentedViewController.transitionCoordinator
        else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        dimmingView.addSubview(presentedView)
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else { return }
        coordinator.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 },
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1 }
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        if let containerView = containerView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Grows the view from a fifth of its size while it fades in; shrinks and fades it on the way out.
final class ZoomSpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            // As in the article: the view is added to the container, leaving the dimming view.
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            toView.alpha = 0
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                options: [],
                animations: {
                    toView.transform = .identity
                    toView.alpha = 1
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { toView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                options: [],
                animations: {
                    fromView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
                    fromView.alpha = 0
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled {
                        fromView.transform = .identity
                        fromView.alpha = 1
                    }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

/// Vends the zooming overlay and its animators.
final class ZoomingOverlayDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        ZoomingOverlayController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomSpringAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomSpringAnimator(presenting: false)
    }
}

/// The first screen; it keeps the delegate alive.
final class ZoomingOverlayHostViewController: UIViewController {
    let overlayDelegate = ZoomingOverlayDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func showOverlay() {
        let presented = UIViewController()
        presented.view.backgroundColor = .white
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = overlayDelegate
        present(presented, animated: true, completion: {})
    }

    func hideOverlay() {
        dismiss(animated: true, completion: {})
    }
}
