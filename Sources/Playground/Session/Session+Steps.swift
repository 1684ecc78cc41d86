import PresentationKit

/// The step scope of `expect`: a layer above (the lesson runner) marks where a step began, and
/// `trace.step` claims and `used` claims then read only what happened since. Without a mark the
/// step is the whole session.
///
/// The mark is a log position plus the trace's global number at that moment. Undo replays the
/// log exactly, so both stay true of the rebuilt world; a reset inside the step makes a new
/// engine whose calls all belong to the step; undoing back past the mark moves the mark back
/// with it (what the learner does next is still this step's work).
extension Session {
    /// Starts a step here: `trace.step` and `used` read from this point on.
    package func beginStep() {
        stepMarked = true
        stepLogStart = log.count
        stepTraceStart = engine.traceEnd
        usedSinceStepStart = []
        shownSinceStepStart = []
    }

    /// The calls since the step began.
    package var stepTrace: [TraceEvent] {
        if engineMadeAt >= stepLogStart { return engine.trace }
        return Array(engine.trace[engine.keptIndex(stepTraceStart)...])
    }

    /// The calls since the most recent transition began; nil before the first.
    package var lastTransitionTrace: [TraceEvent]? {
        guard let t = engine.lastTransition else { return nil }
        return Array(engine.trace[engine.keptIndex(t.traceStart)...])
    }

    /// Everything an `expect` line is checked against, as the session stands now.
    package func expectationContext() -> ExpectationContext {
        var context = ExpectationContext(
            snapshot: engine.snapshot(), trace: engine.trace, stepTrace: stepTrace, lastTrace: lastTransitionTrace,
            controller: engine.presentedStack.first?.presentationController?.typeName, used: usedSinceStepStart,
            shown: shownSinceStepStart, stepWords: stepMarked ? "since the step began" : "since the session began")
        context.lastAction = lastActionSinceStepStart
        context.transitionFrames = ExpectationContext.frames(of: engine.lastTransition)
        context.touchable = { [engine] name in engine.reaches(viewNamed: name) }
        return context
    }

    /// The most recent action in the log since the step began, as spelled (`expect last action`):
    /// read from the log, so an action `undo` took back no longer counts.
    var lastActionSinceStepStart: String? {
        guard stepLogStart < log.count else { return nil }
        for i in stride(from: log.count - 1, through: stepLogStart, by: -1) {
            if case .act = log[i] { return CommandSpelling.line(for: log[i]) }
        }
        return nil
    }

    /// `x` checked here: now, or `at` seconds into the last transition, replayed (the state now
    /// is untouched); without a transition, it fails saying so.
    package func evaluateHere(_ x: Expectation) -> ExpectationResult {
        var context = expectationContext()
        if let at = x.at {
            switch snapshot(secondsIntoLastTransition: at) {
            case .success(let shot):
                context.snapshot = shot
                context.touchable = nil
            case .failure:
                return ExpectationResult(expectation: x, passed: false, actual: "no transition yet to read at \(at) s")
            }
        }
        return ExpectationEvaluator.evaluate(x, in: context)
    }

    /// After undo: a mark past the end of the log comes back to it.
    func keepStepStartWithinLog() {
        guard log.count < stepLogStart else { return }
        stepLogStart = log.count
        stepTraceStart = engine.traceEnd
    }

    /// Remembers a line that ran (not one refused, and not an `expect`, which only looks) for
    /// `expect used`.
    func noteUsed(_ command: Command, _ outputs: [Output]) {
        guard command.traits.isNotedAsUsed else { return }
        if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { return }
        usedSinceStepStart.append(CommandSpelling.line(for: command))
        // An action's own drawing and trace tail, and undo's, come without asking: only a look
        // command's output counts as looked at.
        if command.traits.isLook {
            for output in outputs { shownSinceStepStart.formUnion(ShownKind.kinds(of: output)) }
        }
        // A long session at the prompt keeps the recent ones; a step never runs this many.
        if usedSinceStepStart.count > 2_000 { usedSinceStepStart.removeFirst(1_000) }
    }
}
