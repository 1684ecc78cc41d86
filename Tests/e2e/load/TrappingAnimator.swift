// An animator with an off-by-one written as apps write them: its keyframes are read past the end,
// so the standard library traps inside Array's subscript. The report must still name this file
// and the line of the read (line 20), not Swift/ContiguousArrayBuffer.swift.
import UIKit

final class KeyframeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let keyframes: [CGFloat] = [0, 0.5]

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let presented = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(presented)
        presented.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        var alphas: [CGFloat] = []
        for i in 0...keyframes.count {
            // The last pass reads keyframes[2]: there are two.
            alphas.append(keyframes[i])
        }
        presented.alpha = alphas.last ?? 1
        transitionContext.completeTransition(true)
    }
}

final class KeyframeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        KeyframeAnimator()
    }
}
