// A fixture in the manner of fujianjin6471's "How to use custom presentation" (2016): a card
// centred at two thirds of the width and half the height, asked for through
// `size(forChildContentContainer:withParentContainerSize:)`, a half-black dimming view that closes
// the card on tap, the rotation fix, and slide-in animators. Our own Swift, in today's spelling.
//
// The tap handler is written as the loader hands it to the compiler (see TapToDismissCard.swift):
// the iOS source says `#selector(dimmingViewTapped(_:))` and `@objc func dimmingViewTapped(_:)`.
import UIKit

/// Centres the card at the size it asks its container for, over a dimming view.
class CenteredCardController: UIPresentationController {
    var dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        let tap = UITapGestureRecognizer(
            target: self,
            action: Selector("dimmingViewTapped(_:)") { target, sender in
                (target as! CenteredCardController).dimmingViewTapped(Selector.sender(sender))
            })
        dimmingView.addGestureRecognizer(tap)
    }

    func dimmingViewTapped(_ gesture: UIGestureRecognizer) {
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    )
        -> CGSize
    {
        CGSize(width: parentSize.width / 1.5, height: parentSize.height / 2)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let card = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
        return CGRect(
            x: (bounds.width - card.width) / 2, y: (bounds.height - card.height) / 2, width: card.width,
            height: card.height)
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

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { _ in self.dimmingView.alpha = 0 },
                completion: { context in
                    if context.isCancelled { self.dimmingView.alpha = 1 }
                })
        } else {
            dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // The article's point: UIKit keeps the old frame when the screen turns unless we lay it out.
    override func containerViewWillLayoutSubviews() {
        if let containerView = containerView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card in from the right edge, or back out to it, in half a second.
final class SlideFromRightAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            containerView.addSubview(toView)
            let finalFrame = transitionContext.finalFrame(for: toVC)
            var initialFrame = finalFrame
            initialFrame.origin.x = containerView.bounds.width
            toView.frame = initialFrame
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
                animations: { toView.frame = finalFrame },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { toView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let startFrame = fromView.frame
            var endFrame = startFrame
            endFrame.origin.x = containerView.bounds.width
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
                animations: { fromView.frame = endFrame },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { fromView.frame = startFrame }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

/// Vends the centred card's controller and the two slide animators.
final class CenteredCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CenteredCardController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SlideFromRightAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideFromRightAnimator(presenting: false)
    }
}

/// The first screen; it holds on to the delegate for as long as the card is up.
final class CenteredCardHostViewController: UIViewController {
    let cardDelegate = CenteredCardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        present(card, animated: true, completion: {})
    }

    func hideCard() {
        dismiss(animated: true, completion: {})
    }
}
