import PresentationKit

/// An animator built from an `AnimatorSpec`, written as the articles write theirs
/// (`UIViewControllerAnimatedTransitioning`): it takes the views and frames from the context,
/// animates with `View.animate`, and calls `completeTransition(!transitionWasCancelled)` —
/// unless `set complete-transition off` makes it forget, which hangs the transition as in UIKit.
/// Its settings are fixed when it is made, so a copy of the world (`WorldCopy`) shares it.
package final class ConfigurableAnimator: ViewControllerAnimatedTransitioning, TraceNameProviding, WorldShared {
    package let spec: AnimatorSpec
    package let isPresenting: Bool
    let completesTransition: Bool
    /// Whether a dismissal adds `view(forKey: .to)` (the presenter's view, when it was removed).
    let restoresPresenter: Bool

    package init(spec: AnimatorSpec, presenting: Bool, completesTransition: Bool = true, restoresPresenter: Bool = true)
    {
        self.spec = spec
        self.isPresenting = presenting
        self.completesTransition = completesTransition
        self.restoresPresenter = restoresPresenter
    }

    package var traceTypeName: String { spec.typeName }

    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        // As Apple's sample answers: no time at all when the transition is not animated.
        (transitionContext?.isAnimated ?? true) ? spec.duration : 0
    }

    package func animateTransition(using ctx: ViewControllerContextTransitioning) {
        guard case .custom(_, let entrance, let timing, _) = spec else { return }
        let duration = ctx.isAnimated ? transitionDuration(using: ctx) : 0
        let container = ctx.containerView
        if isPresenting {
            guard let vc = ctx.viewController(forKey: .to), let view = ctx.view(forKey: .to) else { return finish(ctx) }
            let final = ctx.finalFrame(for: vc)
            // Article 004's zoom adds the view unconditionally, moving it out of a dimming view that
            // wraps it (a view has one superview); the others keep a wrapping already in place.
            if entrance == .zoom || view.superview == nil { container.addSubview(view) }
            view.frame = final
            switch entrance {
            case .edge(let edge): view.frame = Self.offscreen(final, edge, container.bounds)
            case .drop: view.center = Point(x: view.center.x, y: -view.bounds.height)
            case .zoom:
                view.transform = AffineTransform(scaleX: 0.2, y: 0.2)
                view.alpha = 0
            case .fade: view.alpha = 0
            case .none: break
            }
            animate(
                duration, timing,
                {
                    view.frame = final
                    view.transform = .identity
                    view.alpha = 1
                },
                completion: WorldBlock((self, ctx, view), carried: { c, w in (c.0, w.context(c.1), w.view(c.2)) }) {
                    c, _ in
                    let (animator, ctx, view) = c
                    if ctx.transitionWasCancelled { view.removeFromSuperview() }
                    animator.finish(ctx)
                })
        } else {
            // When the presentation removed the presenter's view, only the animator puts it back
            // (`set restore-presenter off` is the animator that forgets: a blank screen after).
            if restoresPresenter, let toView = ctx.view(forKey: .to), toView.superview == nil {
                container.insertSubview(toView, at: 0)
            }
            guard let view = ctx.view(forKey: .from) else { return finish(ctx) }
            let start = view.frame
            let startAlpha = view.alpha
            let startTransform = view.transform
            animate(
                duration, timing,
                {
                    switch entrance {
                    case .edge(let edge): view.frame = Self.offscreen(start, edge, container.bounds)
                    case .drop: view.center = Point(x: view.center.x, y: -view.bounds.height)
                    case .zoom:
                        view.transform = AffineTransform(scaleX: 0.2, y: 0.2)
                        view.alpha = 0
                    case .fade: view.alpha = 0
                    case .none: break
                    }
                },
                completion: WorldBlock((self, ctx, view), carried: { c, w in (c.0, w.context(c.1), w.view(c.2)) }) {
                    c, _ in
                    let (animator, ctx, view) = c
                    // UIKit leaves the model values where the animation put them: a cancelled
                    // dismissal must put the view back itself.
                    if ctx.transitionWasCancelled {
                        view.transform = startTransform
                        view.frame = start
                        view.alpha = startAlpha
                    }
                    animator.finish(ctx)
                })
        }
    }

    /// `View.animate` with the curve or the spring of `timing` (the spring as `UIView.animate(…
    /// usingSpringWithDamping:…)` makes it); the completion is a `WorldBlock` so that a world
    /// waiting on an interactive gesture can be copied (undo then replays little).
    private func animate(
        _ duration: Double, _ timing: AnimatorTiming, _ changes: @escaping () -> Void,
        completion: WorldBlock<Bool>
    ) {
        let curve: TimingCurve
        switch timing {
        case .curve(let c): curve = c
        case .spring(let damping, let velocity):
            curve = .spring(duration: duration, damping: damping, initialVelocity: velocity)
        }
        View.perform(duration: duration, curve: curve, animations: changes, completing: completion)
    }

    private func finish(_ ctx: ViewControllerContextTransitioning) {
        guard completesTransition else { return }
        ctx.completeTransition(!ctx.transitionWasCancelled)
    }

    /// `frame` moved just past `edge` of `bounds`.
    static func offscreen(_ frame: Rect, _ edge: Edge, _ bounds: Rect) -> Rect {
        switch edge {
        case .right: return Rect(x: bounds.width, y: frame.minY, width: frame.width, height: frame.height)
        case .left: return Rect(x: -frame.width, y: frame.minY, width: frame.width, height: frame.height)
        case .top: return Rect(x: frame.minX, y: -frame.height, width: frame.width, height: frame.height)
        case .bottom: return Rect(x: frame.minX, y: bounds.height, width: frame.width, height: frame.height)
        }
    }
}
