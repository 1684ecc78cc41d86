// Lesson 1's exercise: the centred card of "How to use custom presentation" (fujianjin6471,
// 2016), in today's Swift. Fill in the TODOs, then `check` at the prompt: it compiles this file,
// presents through your delegate, turns the phone to landscape and back, dismisses, and checks the
// goals on what your code did at each moment. The file compiles unchanged in Xcode too.
import UIKit

/// Centres a card two thirds as wide and half as tall as the screen, over a half-black veil.
class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    /// The card's size, asked of the container as a child asks its parent.
    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        CGSize(width: parentSize.width / 1.5, height: parentSize.height / 2)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        // TODO: the card at the size `size(forChildContentContainer:withParentContainerSize:)`
        // gives for the container's size, centred in the container.
        return containerView.bounds
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // Runs on every layout pass of the container, a rotation's included.
    override func containerViewWillLayoutSubviews() {
        // TODO: lay both views out again, so the veil covers the turned screen and the card is
        // measured and centred again.
    }
}

/// Slides the card in from the right edge, and back out the same way.
class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let controller = transitionContext.viewController(forKey: presenting ? .to : .from),
            let view = transitionContext.view(forKey: presenting ? .to : .from)
        else { return transitionContext.completeTransition(false) }
        let shown = presenting ? transitionContext.finalFrame(for: controller) : view.frame
        let offScreen = shown.offsetBy(dx: container.bounds.width - shown.minX, dy: 0)
        if presenting {
            container.addSubview(view)
            view.frame = offScreen
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { view.frame = self.presenting ? shown : offScreen },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// The fifth role: the object UIKit asks for the controller and the animators.
class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        // TODO: vend the card's presentation controller (nil leaves UIKit's own, full screen).
        nil
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        // TODO: vend the animator that slides the card in (nil leaves UIKit's own slide up).
        nil
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInAnimator(presenting: false)
    }
}
