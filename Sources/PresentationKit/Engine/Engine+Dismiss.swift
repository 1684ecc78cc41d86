extension Engine {
    /// UIKit's `dismiss(animated:completion:)`, in two stages like `present` (DESIGN section 8): the
    /// call asks the (maybe gone) delegate for a dismissal animator and interaction controller and
    /// returns; `dismissalTransitionWillBegin()` and the animation follow from the run loop. So a
    /// tap handler that dismisses has returned before the dismissal begins. The presentation
    /// controller is the one UIKit kept since the presentation.
    public func dismiss(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) throws {
        try dismiss(presented, animated: animated, completing: completion.map { c in WorldBlock(opaque: c) })
    }

    /// `dismiss` with a completion a copy of the world can carry (`WorldBlock`). `systemInteraction`
    /// is UIKit's own interaction for a dismissal the user's finger drives (a sheet's swipe), used
    /// when the transitioning delegate vends none.
    package func dismiss(
        _ presented: ViewController, animated: Bool, completing completion: WorldBlock<Void>?,
        systemInteraction: ViewControllerInteractiveTransitioning? = nil
    ) throws {
        let traceStart = traceEnd
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            guard let presenting = presented.presentingViewController, presented.presentationController != nil else {
                throw EngineError.nothingPresented
            }
            // [D] Dismissing a controller that presented others dismisses them all: only the top
            // one animates, with its own transition (Apple, "dismiss(animated:completion:)").
            let stack = Self.stack(from: presented)
            let top = stack.last ?? presented
            guard let pc = top.presentationController, let container = pc.containerView else {
                throw EngineError.nothingPresented
            }
            let args: [TraceArgument] = [
                .init(label: "animated", name: "flag", value: .bool(animated)),
                .init(label: "completion", name: "completion", value: completion == nil ? .none : .object("block")),
            ]
            let t = traced(
                .presenting, presenting.typeName, .dismiss, args,
                caller: appCaller, inside: .uikit
            ) {
                setUpDismissal(
                    top, presenting: presenting, pc: pc, container: container,
                    animated: animated, completion: completion, systemInteraction: systemInteraction)
            }
            if stack.count > 1 {
                t.intermediates = Array(stack.dropLast())
                // The view to come back is the one the bottom presentation removed, if it did.
                t.removesPresentersView = presented.presentationController?.removedPresentersView ?? false
            }
            t.traceStart = traceStart
            recordReturn(.dismissReturned)
            schedule(at: now, role: .uikit) { [unowned self] in
                self.runDismissalTransition(t)
            }
        }
    }

    /// Stage one: what happens inside `dismiss` before it returns.
    private func setUpDismissal(
        _ presented: ViewController, presenting: ViewController, pc: PresentationController,
        container: View, animated: Bool, completion: WorldBlock<Void>?,
        systemInteraction: ViewControllerInteractiveTransitioning?
    ) -> Transition {
        let delegate = presented.transitioningDelegate
        let delegateType = delegate.map { traceTypeName(of: $0) } ?? ""
        var animator: ViewControllerAnimatedTransitioning?
        if let d = delegate {
            animator = traced(
                .delegate, delegateType, .animationControllerForDismissed,
                [.init(label: "forDismissed", name: "dismissed", value: .object(presented.typeName))],
                result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
            ) {
                d.animationController(forDismissed: presented)
            }
        }
        var interaction: ViewControllerInteractiveTransitioning?
        if let d = delegate, let a = animator {
            interaction = traced(
                .delegate, delegateType, .interactionControllerForDismissal,
                [.init(label: "using", name: "animator", value: .object(traceTypeName(of: a)))],
                result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
            ) {
                d.interactionControllerForDismissal(using: a)
            }
        }
        if interaction == nil { interaction = systemInteraction }
        let t = beginModalTransition(
            .dismissal, presented: presented, presenting: presenting, pc: pc, container: container,
            animated: animated, style: pc.effectiveStyle ?? pc.presentationStyle, animator: animator,
            interaction: interaction, completion: completion)
        // UIKit remembers what the presentation did rather than asking again.
        t.removesPresentersView = pc.removedPresentersView
        return t
    }

    /// Stage two: the dismissal, from the run loop.
    private func runDismissalTransition(_ t: Transition) {
        guard let pc = t.presentationController, let presented = t.presented, let presenting = t.presenting else {
            return
        }
        let animated = t.isAnimated
        // [D] When the presentation removed the presenter's view, UIKit does not put it back: the
        // dismissal animator adds `view(forKey: .to)` to the container (Apple, animateTransition(using:)).
        presented.transitionCoordinator = t.coordinator
        presenting.transitionCoordinator = t.coordinator

        removeIntermediates(of: t)
        traced(.presentationController, pc.typeName, .dismissalTransitionWillBegin) {
            pc.dismissalTransitionWillBegin()
        }
        appearance(presented, .presented, .viewWillDisappear, animated) { presented.viewWillDisappear(animated) }
        if t.removesPresentersView {
            appearance(presenting, .presenting, .viewWillAppear, animated) { presenting.viewWillAppear(animated) }
        }
        t.fromView = traced(
            .presentationController, pc.typeName, .presentedView,
            result: { .view($0) }
        ) { pc.presentedView }
        t.finalFrameOfPresented = t.fromView?.frame ?? .zero

        startAnimations(of: t)
        layoutPass(pc)
    }
}
