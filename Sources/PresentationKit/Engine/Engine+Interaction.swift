extension Engine {
    /// The interactive transition waiting for a gesture, if any.
    public var awaitingInteraction: Transition? {
        guard let t = activeTransition, t.isInteractive, !t.interactionEnded else { return nil }
        return t
    }

    /// A gesture moving the interactive transition to `percent`: the animations follow linearly
    /// over the time the animation itself would take to cover that distance, then the gesture
    /// handler calls `update(_:)` on the interaction controller.
    public func driveInteraction(to percent: Double) throws {
        guard let t = awaitingInteraction, let ic = t.interactionController else {
            throw EngineError.noInteractiveTransition
        }
        let p = min(1, max(0, percent.isFinite ? percent : 0))
        let seconds = abs(p - t.percentComplete) * t.duration
        t.timebase.drive(from: now, to: p * t.duration, over: seconds, curve: .linear, kind: "gesture")
        schedule(at: now + seconds, role: .gesture) { [unowned self] in
            self.sendUpdate(p, to: ic, of: t)
        }
        run()
    }

    /// The gesture ends and its handler calls `finish()` or `cancel()`.
    public func endInteraction(cancel: Bool) throws {
        guard let t = awaitingInteraction, let ic = t.interactionController else {
            throw EngineError.noInteractiveTransition
        }
        perform {
            acting(as: .gesture) {
                traced(.interactionController, traceTypeName(of: ic), cancel ? .cancel : .finish) {
                    if let pd = ic as? PercentDrivenInteractiveTransition {
                        if cancel { pd.cancel() } else { pd.finish() }
                    } else if cancel {
                        t.context.cancelInteractiveTransition()
                    } else {
                        t.context.finishInteractiveTransition()
                    }
                }
            }
        }
        run()
    }

    /// A gesture handler's `update(_:)` on the interaction controller (a percent-driven one), or
    /// its report straight to the context (any other), traced where it is made.
    func sendUpdate(_ p: Double, to ic: ViewControllerInteractiveTransitioning, of t: Transition) {
        traced(
            .interactionController, traceTypeName(of: ic), .update,
            [.init(label: "_", name: "percentComplete", value: .number(p))]
        ) {
            if let pd = ic as? PercentDrivenInteractiveTransition {
                pd.update(p)
            } else {
                t.context.updateInteractiveTransition(p)
            }
        }
    }

    func setInteractiveProgress(_ t: Transition, _ p: Double) {
        t.percentComplete = p
        let target = p * t.duration
        if abs(t.timebase.local(at: now) - target) > 1e-9 {
            t.timebase.drive(from: now, to: target, over: 0, curve: .linear, kind: "update")
        }
    }

    /// `finishInteractiveTransition()` / `cancelInteractiveTransition()`: the rest plays forward
    /// over (1−p)·duration/completionSpeed, or back over p·duration/completionSpeed, with the
    /// completion curve; the animations' completions run when it gets there.
    func endInteraction(_ t: Transition, cancel: Bool) {
        guard !t.interactionEnded else { return }
        t.interactionEnded = true
        t.wasCancelled = cancel
        // [D] The appearance calls that undo the transition come now, when the interaction ends,
        // before the cancel animation and completeTransition(false) (UIViewControllerTransitionCoordinator.h:
        // the appearing controller gets viewWillDisappear, the disappearing one viewWillAppear).
        if cancel { sendReversedWillCalls(t) }
        // [D] The coordinator's interaction-change handlers hear that the interaction is over
        // (UIViewControllerTransitionCoordinator.h, notifyWhenInteractionChangesUsingBlock:).
        let handlers = t.interactionChangeHandlers
        t.interactionChangeHandlers.removeAll()
        for handler in handlers { handler(t.coordinator) }
        let speed = max(0.01, t.interactionController?.completionSpeed ?? 1)
        let controller = t.interactionController
        let curve =
            (controller as? PercentDrivenInteractiveTransition)?.timingCurve?.timingCurve
            ?? controller?.completionCurve ?? .easeInOut
        let p = t.duration > 0 ? min(1, max(0, t.timebase.local(at: now) / t.duration)) : t.percentComplete
        let seconds = (cancel ? p : 1 - p) * t.duration / speed
        t.timebase.drive(
            from: now, to: cancel ? 0 : t.duration, over: seconds, curve: curve, kind: cancel ? "cancel" : "finish")
        let end = now + seconds
        for group in t.pendingGroups {
            schedule(at: end, role: group.ownerRole) { [unowned self] in self.finish(group, finished: true) }
        }
        t.pendingGroups.removeAll()
    }
}
