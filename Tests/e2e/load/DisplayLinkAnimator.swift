// An animator that steps its own spring from a display link, as bottom-sheet libraries do, and
// completes the transition when the sheet settles (our own code in that style): it pins
// CADisplayLink on the engine's clock, `UIScreen.main.displayLink(withTarget:selector:)` aside.
import UIKit

final class SpringStepAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var displayLink: CADisplayLink?
    private var context: UIViewControllerContextTransitioning?
    private var velocity: CGFloat = 0
    private var target: CGFloat = 0
    private(set) var frames = 0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.view(forKey: .to),
            let controller = transitionContext.viewController(forKey: .to)
        else { return }
        let final = transitionContext.finalFrame(for: controller)
        transitionContext.containerView.addSubview(presented)
        presented.frame = final.offsetBy(dx: 0, dy: final.height)
        target = final.minY
        context = transitionContext
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    @objc private func step(_ link: CADisplayLink) {
        guard let context, let presented = context.view(forKey: .to) else { return }
        frames += 1
        // A critically damped spring, stepped at the link's frame duration.
        let stiffness: CGFloat = 300
        let damping = 2 * stiffness.squareRoot()
        let offset = presented.frame.minY - target
        velocity += (-stiffness * offset - damping * velocity) * CGFloat(link.duration)
        presented.frame.origin.y += velocity * CGFloat(link.duration)
        if abs(offset) < 0.5 && abs(velocity) < 1 {
            presented.frame.origin.y = target
            link.invalidate()
            displayLink = nil
            print("settled after \(frames) frames")
            context.completeTransition(true)
        }
    }
}

final class SpringSheetController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height - 300, width: container.bounds.width, height: 300)
    }
}

final class SpringSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SpringSheetController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SpringStepAnimator()
    }
}
