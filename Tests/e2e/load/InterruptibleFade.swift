// An animator written the way Apple's `interruptibleAnimator(using:)` documentation describes
// (our own code): it vends one property animator per transition, typed as
// UIViewImplicitlyAnimating, and animateTransition(using:) starts that same animator.
import UIKit

final class InterruptibleFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let presented = transitionContext.view(forKey: .to)!
        let controller = transitionContext.viewController(forKey: .to)!
        transitionContext.containerView.addSubview(presented)
        presented.frame = transitionContext.finalFrame(for: controller)
        presented.alpha = 0
        let made = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            presented.alpha = 1
        }
        made.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        animator = made
        return made
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        print("fade ended: \(transitionCompleted)")
    }
}

final class InterruptibleFadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        InterruptibleFadeAnimator()
    }
}
