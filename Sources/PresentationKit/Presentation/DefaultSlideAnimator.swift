/// UIKit's own transition when the delegate vends no animator: the presented view slides up from
/// the bottom edge and back down. Its timing is not published ([?]): see `PresentationRules`.
public final class DefaultSlideAnimator: ViewControllerAnimatedTransitioning {
    public init() {}

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        (transitionContext?.isAnimated ?? true) ? PresentationRules.defaultTransitionDuration : 0
    }

    public func animateTransition(using ctx: ViewControllerContextTransitioning) {
        let container = ctx.containerView
        let duration = ctx.isAnimated ? transitionDuration(using: ctx) : 0
        // Presenting when the "to" controller is the one the "from" controller presents.
        let presenting =
            ctx.viewController(forKey: .to).map { to in
                ctx.viewController(forKey: .from)?.presentedViewController === to
            } ?? false
        if !presenting, let toView = ctx.view(forKey: .to), toView.superview == nil {
            // The presenter's view was removed when the presentation ended: back behind the slide.
            container.insertSubview(toView, at: 0)
        }
        if presenting, let presented = ctx.viewController(forKey: .to), let view = ctx.view(forKey: .to) {
            let final = ctx.finalFrame(for: presented)
            if view.superview == nil { container.addSubview(view) }
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            View.perform(
                duration: duration, curve: PresentationRules.defaultTransitionCurve,
                animations: {
                    view.frame = final
                },
                completion: { _ in
                    if ctx.transitionWasCancelled { view.removeFromSuperview() }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else if let view = ctx.view(forKey: .from) {
            let start = view.frame
            View.perform(
                duration: duration, curve: PresentationRules.defaultTransitionCurve,
                animations: {
                    view.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY)
                },
                completion: { _ in
                    if ctx.transitionWasCancelled { view.frame = start }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            ctx.completeTransition(true)
        }
    }
}
