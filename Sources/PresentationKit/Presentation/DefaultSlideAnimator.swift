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
            if let to = ctx.viewController(forKey: .to) { toView.frame = ctx.finalFrame(for: to) }
        }
        // A context that provides its transition style replaces the presented controller's.
        let fromContext = (ctx as? TransitionContext)?.transition.presentationController?.transitionStyleFromContext
        let style =
            fromContext
            ?? (presenting ? ctx.viewController(forKey: .to) : ctx.viewController(forKey: .from))?.modalTransitionStyle
            ?? .coverVertical
        if style != .coverVertical {
            return animate(style, presenting: presenting, ctx, duration: duration)
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
                completing: WorldBlock((ctx, view), carried: { c, world in (world.context(c.0), world.view(c.1)) }) {
                    c, _ in
                    let (ctx, view) = c
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
                completing: WorldBlock((ctx, view), carried: { c, world in (world.context(c.0), world.view(c.1)) }) {
                    c, _ in
                    let (ctx, view) = c
                    if ctx.transitionWasCancelled { view.frame = start }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            ctx.completeTransition(true)
        }
    }

    /// The other transition styles' motion ([D] their names, Apple's "UIModalTransitionStyle";
    /// [?] the drawing): a cross dissolve fades the presented view in and out; a horizontal flip
    /// is drawn as the presented view turning edge-on and back (its width scaled from nothing), no
    /// perspective; a partial curl lifts the presenter's view up by
    /// `PresentationRules.partialCurlLift` of its height, revealing the presented one beneath.
    func animate(
        _ style: ModalTransitionStyle, presenting: Bool, _ ctx: ViewControllerContextTransitioning, duration: Double
    ) {
        let container = ctx.containerView
        let curve = PresentationRules.defaultTransitionCurve
        let vc = presenting ? ctx.viewController(forKey: .to) : ctx.viewController(forKey: .from)
        guard let vc, let view = ctx.view(forKey: presenting ? .to : .from) else { return ctx.completeTransition(true) }
        if presenting {
            if view.superview == nil { container.addSubview(view) }
            view.frame = ctx.finalFrame(for: vc)
        }
        let lifted = ctx.viewController(forKey: presenting ? .from : .to)?.view
        let liftHeight = container.bounds.height * PresentationRules.partialCurlLift
        switch style {
        case .crossDissolve: view.alpha = presenting ? 0 : 1
        case .flipHorizontal: if presenting { view.transform = AffineTransform(scaleX: 0.001, y: 1) }
        case .partialCurl:
            // The presenter's view stays in the window (above the presented one) while curled.
            if presenting, let lifted {
                container.addSubview(lifted)
                lifted.frame = container.bounds
            }
        case .coverVertical: break
        }
        View.perform(
            duration: duration, curve: curve,
            animations: {
                switch style {
                case .crossDissolve: view.alpha = presenting ? 1 : 0
                case .flipHorizontal: view.transform = presenting ? .identity : AffineTransform(scaleX: 0.001, y: 1)
                case .partialCurl:
                    lifted?.frame = container.bounds.offsetBy(dx: 0, dy: presenting ? -liftHeight : 0)
                case .coverVertical: break
                }
            },
            completing: WorldBlock((ctx, view), carried: { c, world in (world.context(c.0), world.view(c.1)) }) {
                c, _ in
                let (ctx, view) = c
                let cancelled = ctx.transitionWasCancelled
                if presenting ? cancelled : !cancelled {
                    view.alpha = 1
                    view.transform = .identity
                }
                ctx.completeTransition(!cancelled)
            })
    }
}
