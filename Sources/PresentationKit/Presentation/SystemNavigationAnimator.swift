/// UIKit's own push and pop, used when the navigation controller's delegate vends no animator:
/// the pushed view slides in from the trailing edge over the covered one, which moves a fraction
/// of the width towards the leading edge (and the reverse for a pop). [?] Its duration, curve
/// and that fraction are not published (`NavigationRules`).
public final class SystemNavigationAnimator: ViewControllerAnimatedTransitioning {
    public init() {}

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        (transitionContext?.isAnimated ?? true) ? NavigationRules.duration : 0
    }

    public func animateTransition(using ctx: ViewControllerContextTransitioning) {
        guard let t = (ctx as? TransitionContext)?.transition, let toVC = ctx.viewController(forKey: .to),
            let fromVC = ctx.viewController(forKey: .from), let toView = ctx.view(forKey: .to),
            let fromView = ctx.view(forKey: .from)
        else { return ctx.completeTransition(true) }
        let container = ctx.containerView
        let width = container.bounds.width
        let final = ctx.finalFrame(for: toVC)
        let start = ctx.initialFrame(for: fromVC)
        let push = t.kind == .push
        let covered = -width * NavigationRules.parallax
        if push {
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: covered, dy: 0)
        }
        View.perform(
            duration: transitionDuration(using: ctx), curve: NavigationRules.curve,
            animations: {
                toView.frame = final
                fromView.frame = start.offsetBy(dx: push ? covered : width, dy: 0)
            },
            completing: WorldBlock(
                (ctx, toView, fromView),
                carried: { c, world in (world.context(c.0), world.view(c.1), world.view(c.2)) }
            ) { c, _ in
                let (ctx, toView, fromView) = c
                let cancelled = ctx.transitionWasCancelled
                // UIKit puts the views back where they belong: the one that stays at the
                // container's frame, the other out of the window.
                fromView.frame = start
                if cancelled { toView.removeFromSuperview() } else { fromView.removeFromSuperview() }
                ctx.completeTransition(!cancelled)
            })
    }
}
