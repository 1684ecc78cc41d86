import PresentationKit

/// The session as the stage view sees it: one `StageStep` for the line just run (the live page),
/// or one for each recent command in the log (`export html`).
extension Session {
    /// Where the session stands now; pass it to `stageStep(after:line:outputs:)` after a line.
    package var stageMark: StageMark {
        StageMark(
            engine: ObjectIdentifier(engine), traceEnd: engine.traceEnd, transitionCommand: lastTransitionCommand,
            logCount: log.count)
    }

    /// The line just run, as the page shows it: its calls, and the transition it began (played
    /// at real time), replayed (`play`, at its speed), filmed or scrubbed into. A `reset` or an
    /// `undo` that made another world keeps none of the earlier calls.
    package func stageStep(after mark: StageMark, line: String, outputs: [Output]) -> StageStep {
        var step = StageStep(command: line, scene: engine.snapshot())
        for output in outputs {
            guard case .motion(let m) = output else { continue }
            switch m {
            case .playback(let p):
                step.motion = p.motion
                step.frames = p.frames
                step.speed = p.speed
            case .scrub(let motion, let frame):
                step.motion = motion
                step.scene = frame.snapshot
                step.playhead = frame.seconds
            case .film(let motion, let frames):
                step.motion = motion
                step.frames = frames
            default: break
            }
        }
        let callStart: Int
        if step.motion != nil, let start = latestTransitionStart {
            // A line that shows an earlier transition (`play`, `scrub`, `film`) made no calls of
            // its own: the page marks that transition's as it plays.
            callStart = engine.keptIndex(start)
        } else {
            callStart = mark.engine == ObjectIdentifier(engine) ? engine.keptIndex(mark.traceEnd) : 0
        }
        fillCalls(&step, from: callStart)
        // A transition this line began (a command it added to the log: `redo` too, not `undo`,
        // whose world was rebuilt without replaying anything on screen): as it ran.
        if step.motion == nil, let k = lastTransitionCommand, k >= mark.logCount, let motion = lastMotion {
            step.motion = motion
            step.speed = 1 / config.value.slowMotion
            step.frames = frames(Session.evenTimes(motion.span, step: step.speed / Playback.frameRate)) ?? []
        }
        return step
    }

    /// The last `limit` commands of the log, each as the page would have shown it live: the
    /// screen after it, its calls, and the transition it began, sampled from the engine. For
    /// `export html`, a page that plays the session so far.
    package func stageHistory(last limit: Int = 100) -> [StageStep] {
        let start = max(0, log.count - limit)
        let copy = fork(at: start)
        var steps: [StageStep] = []
        for index in start..<log.count {
            let command = log[index]
            let before = copy.engine
            let traceEnd = copy.engine.traceEnd
            let started = copy.engine.transitionsStarted
            _ = copy.step(command, at: index)
            // A `reset` made another world: the one before it goes (a presented controller and its
            // presentation controller hold each other, as TransitionSampler notes).
            if copy.engine !== before { before.letGo() }
            var step = StageStep(command: CommandSpelling.line(for: command), scene: copy.engine.snapshot())
            copy.fillCalls(&step, from: copy.engine === before ? copy.engine.keptIndex(traceEnd) : 0)
            let began =
                copy.engine !== before ? copy.engine.transitionsStarted > 0 : copy.engine.transitionsStarted != started
            if began, let motion = copy.motionNow {
                step.motion = motion
                step.frames = frames(Session.evenTimes(motion.span, step: 1 / Playback.frameRate), from: index) ?? []
            }
            steps.append(step)
        }
        copy.engine.letGo()
        return steps
    }

    /// The calls from the kept index `start` on, with up to `StageStep.earlierLimit` before them.
    func fillCalls(_ step: inout StageStep, from start: Int) {
        let trace = engine.trace
        let callsFrom = max(start, trace.count - StageStep.callLimit)
        let earlierFrom = max(0, start - StageStep.earlierLimit)
        step.earlier = spelled(trace[earlierFrom..<start])
        step.calls = spelled(trace[callsFrom...])
        step.firstCall = engine.traceDropped + earlierFrom
        if callsFrom > start {
            // The command's first calls were left out: the numbering follows what is kept.
            step.earlier = []
            step.firstCall = engine.traceDropped + callsFrom
        }
    }

    /// Where the engine's latest transition's calls begin (a global call number).
    var latestTransitionStart: Int? { latestTransition?.traceStart }

    private var latestTransition: Transition? {
        [engine.lastTransition, engine.lastSizeChange, engine.lastSheetDrag].compactMap { $0 }
            .max(by: { $0.traceStart < $1.traceStart })
    }

    /// The engine's latest transition as values, whichever command began it.
    var motionNow: TransitionMotion? {
        guard let latest = latestTransition else { return nil }
        let style = config.value.names
        return MotionRecorder.record(latest, trace: engine.trace[engine.keptIndex(latest.traceStart)...]) {
            SelectorSpelling.spell($0, style)
        }
    }
}
