/// UIKit's zoom (iOS 18), used for a presentation, a push, their dismissal and pop when the
/// controller's `preferredTransition` is a zoom and no delegate vends an animator: the zoomed
/// view grows from the source view's frame to its own, and shrinks back into it; the source view
/// is hidden meanwhile (WWDC24 "Enhance your UI animations and transitions": the zoom "morphs"
/// the source into the destination). [?] Its spring is not published (`NavigationRules.zoom…`):
/// the model animates the frame on a critically damped spring, with no corner or content morph.
public final class SystemZoomAnimator: ViewControllerAnimatedTransitioning {
    let zoom: ZoomTransition

    public init(zoom: ZoomTransition) { self.zoom = zoom }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        (transitionContext?.isAnimated ?? true) ? NavigationRules.zoomDuration : 0
    }

    public func animateTransition(using ctx: ViewControllerContextTransitioning) {
        guard let t = (ctx as? TransitionContext)?.transition, let toVC = ctx.viewController(forKey: .to),
            let fromVC = ctx.viewController(forKey: .from)
        else { return ctx.completeTransition(true) }
        let coming = t.kind == .presentation || t.kind == .push
        let zoomed = coming ? toVC : fromVC
        let source = coming ? fromVC : toVC
        let container = ctx.containerView
        let sourceView = t.engine.traced(
            .target, "UIViewController.Transition", .zoomSourceViewProvider,
            [.init(label: "_", name: "context", value: .object(zoomed.typeName))],
            result: { .string($0?.name ?? ($0 == nil ? "nil" : "view")) }
        ) { zoom.sourceView(ZoomTransition.Context(sourceViewController: source, zoomedViewController: zoomed)) }
        let final = coming ? ctx.finalFrame(for: toVC) : ctx.initialFrame(for: fromVC)
        // Where the source view is, in the container's coordinates; without one, a point at the
        // centre, so the view still grows and shrinks in place [?].
        let sourceRect =
            sourceView.map { v in
                let f = v.frameInWindow
                let c = container.frameInWindow
                return f.offsetBy(dx: -c.minX, dy: -c.minY)
            } ?? Rect(x: final.midX, y: final.midY, width: 0, height: 0)
        let wasHidden = sourceView?.isHidden ?? false
        sourceView?.isHidden = true
        let duration = transitionDuration(using: ctx)
        let curve = TimingCurve.spring(duration: duration, damping: 1, initialVelocity: 0)
        if coming {
            guard let view = ctx.view(forKey: .to) else { return ctx.completeTransition(true) }
            if view.superview !== container { container.addSubview(view) }
            view.frame = sourceRect
            View.perform(
                duration: duration, curve: curve, animations: { view.frame = final },
                completing: WorldBlock(opaque: { _ in
                    sourceView?.isHidden = wasHidden
                    if ctx.transitionWasCancelled { view.removeFromSuperview() }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }))
        } else {
            guard let view = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
            // The view coming back (a pop, or a presenter's view a full-screen presentation took
            // out) goes behind the one shrinking.
            if let back = ctx.view(forKey: .to), back.superview == nil {
                container.insertSubview(back, at: 0)
                back.frame = ctx.finalFrame(for: toVC)
            }
            let start = view.frame
            View.perform(
                duration: duration, curve: curve, animations: { view.frame = sourceRect },
                completing: WorldBlock(opaque: { _ in
                    sourceView?.isHidden = wasHidden
                    if ctx.transitionWasCancelled { view.frame = start }
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                }))
        }
    }
}
