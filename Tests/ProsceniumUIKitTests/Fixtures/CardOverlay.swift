// A fixture written as an iOS app would write it, in the style of the day-24 overlay (Sam Davies,
// "iOS8 Day-by-Day, Day 24: Presentation Controllers", 2014) but in our own code: it compiles
// unchanged with Xcode, and here against ProsceniumUIKit through the `UIKit` module.
import UIKit

/// Shows the presented controller as a card 30 points in from every edge of the screen, over a
/// half-black dimming view that fades in and out with the transition.
class CardOverlayPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        return containerView.bounds.insetBy(dx: 30, dy: 30)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        // Behind everything: the animator adds the card on top.
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // Nothing of a cancelled presentation may stay on screen.
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            },
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1 }
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    // The article's rotation fix: lay the two views out again whenever the container does.
    override func containerViewWillLayoutSubviews() {
        if let containerView = containerView { dimmingView.frame = containerView.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Drops the card in from above on a lively spring and lifts it back out the same way.
final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            guard let card = transitionContext.view(forKey: .to),
                let controller = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let target = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(card)
            card.frame = target
            // Its centre one card-height above the screen's top edge.
            card.center = CGPoint(x: card.center.x, y: -card.bounds.height)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 10,
                options: [], animations: { card.frame = target },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { card.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        } else {
            guard let card = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let start = card.frame
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 10,
                options: [], animations: { card.center = CGPoint(x: card.center.x, y: -card.bounds.height) },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { card.frame = start }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

/// Hands UIKit the card's presentation controller and its two animators.
class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        CardOverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DropInAnimator(presenting: false)
    }

    /// Set while a swipe is dismissing the card: the swipe's handler drives this interaction.
    var swipe: UIPercentDrivenInteractiveTransition?

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        swipe
    }
}

/// The screen the card is shown from. It keeps the delegate: `transitioningDelegate` is weak.
final class CardHostViewController: UIViewController {
    var cardDelegate = CardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    func showCard(completion: (() -> Void)? = nil) {
        let card = UIViewController()
        card.view.backgroundColor = .white
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardDelegate
        present(card, animated: true, completion: completion)
    }

    func hideCard() {
        dismiss(animated: true, completion: {})
    }
}
