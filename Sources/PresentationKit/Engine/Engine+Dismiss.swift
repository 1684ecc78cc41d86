extension Engine {
    /// UIKit's `dismiss(animated:completion:)`: asks the (maybe gone) delegate for a dismissal
    /// animator and interaction controller, calls `dismissalTransitionWillBegin()`, and starts the
    /// animation; the presentation controller is the one UIKit kept since the presentation.
    public func dismiss(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) throws {
        let traceStart = trace.count
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            guard let presenting = presented.presentingViewController, let pc = presented.presentationController,
                  let container = pc.containerView else { throw EngineError.nothingPresented }

            let delegate = presented.transitioningDelegate
            let delegateType = delegate.map { traceTypeName(of: $0) } ?? ""
            var animator: ViewControllerAnimatedTransitioning?
            if let d = delegate {
                animator = traced(.delegate, delegateType, "animationController(forDismissed:)",
                                  [.init(label: "forDismissed", name: "dismissed", value: .object(presented.typeName))],
                                  result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }) {
                    d.animationController(forDismissed: presented)
                }
            }
            var interaction: ViewControllerInteractiveTransitioning?
            if let d = delegate, let a = animator {
                interaction = traced(.delegate, delegateType, "interactionControllerForDismissal(using:)",
                                     [.init(label: "using", name: "animator", value: .object(traceTypeName(of: a)))],
                                     result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }) {
                    d.interactionControllerForDismissal(using: a)
                }
            }
            let style = pc.effectiveStyle ?? pc.presentationStyle
            let t = Transition(kind: .dismissal, engine: self, presented: presented, presenting: presenting,
                               presentationController: pc, containerView: container, isAnimated: animated,
                               isInteractive: interaction.map { $0.wantsInteractiveStart } ?? false, style: style)
            t.traceStart = traceStart
            t.animator = animator ?? DefaultSlideAnimator()
            t.animatorType = traceTypeName(of: t.animator!)
            t.interactionController = interaction
            t.completion = completion
            // UIKit remembers what the presentation did rather than asking again.
            t.removesPresentersView = pc.removedPresentersView
            if t.removesPresentersView, presenting.view.superview == nil {
                presenting.view.frame = window.bounds
                window.insertSubview(presenting.view, belowSubview: container)
            }
            activeTransition = t
            lastTransition = t
            presented.transitionCoordinator = t.coordinator
            presenting.transitionCoordinator = t.coordinator

            traced(.presentationController, pc.typeName, "dismissalTransitionWillBegin()") {
                pc.dismissalTransitionWillBegin()
            }
            appearance(presented, .presented, "viewWillDisappear(_:)", animated) { presented.viewWillDisappear(animated) }
            if t.removesPresentersView {
                appearance(presenting, .presenting, "viewWillAppear(_:)", animated) { presenting.viewWillAppear(animated) }
            }
            t.fromView = traced(.presentationController, pc.typeName, "presentedView",
                                result: { .object($0?.name ?? "nil") }) { pc.presentedView }
            t.finalFrameOfPresented = t.fromView?.frame ?? .zero

            startAnimations(of: t)
            layoutPass(pc)
        }
    }
}
