import PresentationKit

/// Copies a transition out of the live engine as a `TransitionMotion` value: its animations with
/// their clocks and curves, its interactive phases and its trace events, in seconds since it began.
enum MotionRecorder {
    static func record(_ t: Transition, trace: ArraySlice<TraceEvent>, spell: (TraceEvent) -> TraceEvent)
        -> TransitionMotion
    {
        let origin = t.startTime
        var tracks: [MotionTrack] = []
        for group in t.groups {
            let clock = MotionClock(segments: Array(group.timebase.segments), resting: group.timebase.restingLocal)
            for animation in group.animations {
                tracks.append(
                    MotionTrack(
                        view: animation.view.name ?? "view", property: animation.property, label: group.label,
                        from: animation.from, to: animation.to, curve: group.curve, begin: group.begin,
                        delay: group.delay, duration: group.duration, clock: clock,
                        created: group.createdAt - origin, finished: group.finishedAt.map { $0 - origin },
                        origin: origin))
            }
        }

        var phases: [MotionPhase] = []
        if t.isInteractive {
            let d = t.duration > 0 ? t.duration : 1
            for s in t.timebase.segments where s.kind != "play" {
                phases.append(
                    MotionPhase(
                        kind: s.kind, start: s.engineStart - origin, end: s.engineEnd.map { $0 - origin },
                        fromProgress: s.localStart / d, toProgress: s.localEnd / d))
            }
        }

        // The transition's own calls: from its first event until it ended (later calls, such as
        // a tap that changed nothing, belong to no transition).
        var events: [MotionEvent] = []
        // `trace` starts at the transition's first kept call.
        for event in trace {
            if let end = t.endTime, event.time > end { break }
            let shown = spell(event)
            events.append(
                MotionEvent(
                    seconds: event.time - origin, caller: event.caller.rawValue, receiver: event.receiver.rawValue,
                    type: event.type,
                    call: event.call, display: shown.displayCall,
                    argument: event.arguments.first?.value.description, result: event.result?.description,
                    depth: event.depth))
        }

        return TransitionMotion(
            kind: t.kind, animatorType: t.animatorType, start: origin, duration: t.duration,
            end: t.endTime.map { $0 - origin }, isInteractive: t.isInteractive,
            didComplete: t.didComplete, tracks: tracks, phases: phases, events: events)
    }
}
