/// The object UIKit hands an animator, as UIKit's private `_UIViewControllerTransitionContext`
/// behind `UIViewControllerContextTransitioning`. Calls that report back to UIKit
/// (`completeTransition(_:)`, the interactive updates) are traced here, where they arrive.
public final class TransitionContext: ViewControllerContextTransitioning {
    /// `targetTransform`: the identity. [?] The model's presentations and dismissals rotate
    /// nothing (Apple's reference: the transform "to apply to the views" during a rotation; the
    /// engine rotates through its own size-change pass, not a transition context).
    public var targetTransform: AffineTransform { .identity }
    unowned let transition: Transition
    init(transition: Transition) { self.transition = transition }

    var engine: Engine { transition.engine }
    static let typeName = "TransitionContext"

    public var containerView: View { transition.containerView }
    public var isAnimated: Bool { transition.isAnimated }
    public var isInteractive: Bool { transition.isInteractive && !transition.interactionEnded }
    public var transitionWasCancelled: Bool { transition.wasCancelled }
    public var presentationStyle: ModalPresentationStyle { transition.style }
    /// The animator UIKit got from the delegate (what a percent-driven interaction controller drives).
    public var animator: ViewControllerAnimatedTransitioning? { transition.animator }

    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch (transition.kind, key) {
        case (.presentation, .to), (.dismissal, .from), (.push, .to), (.pop, .from): return transition.presented
        case (.presentation, .from), (.dismissal, .to), (.push, .from), (.pop, .to): return transition.presenting
        default: return nil
        }
    }

    /// The presented side's view is `presentedView` (maybe a wrapper); the presenter's view only
    /// when it is removed and put back (full-screen styles), nil otherwise.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        // A push or a pop: both controllers' views, the one coming and the one going.
        if transition.isNavigation { return key.controllerKey.flatMap { viewController(forKey: $0) }?.view }
        switch (transition.kind, key) {
        case (.presentation, .to): return transition.toView
        case (.dismissal, .from): return transition.fromView
        case (.presentation, .from), (.dismissal, .to):
            return transition.removesPresentersView ? transition.presenting?.view : nil
        default: return nil
        }
    }

    /// `.zero` for the controller being presented; its current frame for the one being dismissed.
    public func initialFrame(for vc: ViewController) -> Rect {
        // A push or a pop: the controller going is where the container is; the one coming is not yet anywhere.
        if transition.isNavigation {
            return vc === viewController(forKey: .from) ? transition.containerView.bounds : .zero
        }
        if transition.kind == .dismissal, vc === transition.presented { return transition.finalFrameOfPresented }
        // The presenter fills the container: the window, or a context's view (`.currentContext`).
        if vc === transition.presenting { return transition.containerView.bounds }
        return .zero
    }

    /// `frameOfPresentedViewInContainerView` for the controller being presented; `.zero` for one
    /// whose view leaves the window at the end: [D] "CGRectZero if and only if the fromView will be
    /// removed from the window" (UIViewControllerTransitioning.h), so a presenter whose view a
    /// full-screen presentation removes, and the presented controller being dismissed.
    public func finalFrame(for vc: ViewController) -> Rect {
        // A push or a pop: the controller coming fills the container; the one going leaves the window.
        if transition.isNavigation {
            return vc === viewController(forKey: .to) ? transition.finalFrameOfPresented : .zero
        }
        if transition.kind == .presentation, vc === transition.presented { return transition.finalFrameOfPresented }
        if vc === transition.presenting {
            let leaves = transition.kind == .presentation && transition.removesPresentersView
            return leaves ? .zero : transition.containerView.bounds
        }
        return .zero
    }

    public func completeTransition(_ didComplete: Bool) {
        engine.traced(
            .context, Self.typeName, .completeTransition,
            [.init(label: "_", name: "didComplete", value: .bool(didComplete))]
        ) {
            engine.transitionDidComplete(transition, didComplete)
        }
    }

    public func updateInteractiveTransition(_ percentComplete: Double) {
        let p = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        engine.traced(
            .context, Self.typeName, .updateInteractiveTransition,
            [.init(label: "_", name: "percentComplete", value: .number(p))]
        ) {
            engine.setInteractiveProgress(transition, p)
        }
    }

    public func finishInteractiveTransition() {
        engine.traced(.context, Self.typeName, .finishInteractiveTransition) {
            engine.endInteraction(transition, cancel: false)
        }
    }

    public func cancelInteractiveTransition() {
        engine.traced(.context, Self.typeName, .cancelInteractiveTransition) {
            engine.endInteraction(transition, cancel: true)
        }
    }

    public func pauseInteractiveTransition() {
        engine.traced(.context, Self.typeName, .pauseInteractiveTransition) {}
    }
}
