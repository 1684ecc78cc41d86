/// Drives an animator's animations by percentage, as `UIPercentDrivenInteractiveTransition`:
/// it starts the animator with its clock frozen, `update(_:)` moves the clock, and `finish()` /
/// `cancel()` let it run forward or back at `completionSpeed` with `completionCurve`.
open class PercentDrivenInteractiveTransition: NSObject, ViewControllerInteractiveTransitioning {
    open var completionSpeed: Double = 1
    open var completionCurve: TimingCurve = .easeInOut
    /// `timingCurve` (iOS 10): when set, the curve the rest of the transition runs with on
    /// `finish()` or `cancel()`, in place of `completionCurve` ([D] Apple: "The timing curve to use
    /// when completing the transition… If this property is nil, the completionCurve is used").
    open var timingCurve: (any TimingCurveProvider)?
    open var wantsInteractiveStart = true
    open internal(set) var percentComplete: Double = 0
    weak var context: ViewControllerContextTransitioning?

    public override init() {}

    open var duration: Double { (context as? TransitionContext)?.transition.duration ?? 0 }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        guard let ctx = transitionContext as? TransitionContext, let animator = ctx.animator else { return }
        ctx.engine.traced(
            .animator, ctx.transition.animatorType, .animateTransition,
            [.init(label: "using", name: "transitionContext", value: .object(TransitionContext.typeName))]
        ) {
            animator.animateTransition(using: transitionContext)
        }
    }

    open func update(_ percentComplete: Double) {
        self.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func finish() { context?.finishInteractiveTransition() }
    open func cancel() { context?.cancelInteractiveTransition() }
    open func pause() { context?.pauseInteractiveTransition() }
}
