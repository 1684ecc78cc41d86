/// A transition's motion as values copied out of the engine: every animated property with its
/// clock and curve, the interactive phases and the trace events, all timed in seconds since the
/// transition began. Timelines, film strips and scrubbing read only this, so they never touch the
/// live model, and every value they show is computed from the recorded animations.
public struct TransitionMotion: Sendable, Equatable {
    public var kind: Transition.Kind
    /// The animator's type name (`BouncyAnimator`), empty for a size change.
    public var animatorType: String
    /// Virtual time the transition began (its first delegate question).
    public var start: Double
    /// What `transitionDuration(using:)` answered.
    public var duration: Double
    /// Seconds after `start` when `completeTransition(_:)` ran; nil while it never has.
    public var end: Double?
    public var isInteractive: Bool
    /// `completeTransition`'s argument, once called.
    public var didComplete: Bool?
    public var tracks: [MotionTrack]
    /// The stretches of an interactive transition: gesture, update, finish, cancel.
    public var phases: [MotionPhase]
    public var events: [MotionEvent]

    public init(
        kind: Transition.Kind, animatorType: String, start: Double, duration: Double, end: Double?,
        isInteractive: Bool, didComplete: Bool?, tracks: [MotionTrack], phases: [MotionPhase],
        events: [MotionEvent]
    ) {
        self.kind = kind
        self.animatorType = animatorType
        self.start = start
        self.duration = duration
        self.end = end
        self.isInteractive = isInteractive
        self.didComplete = didComplete
        self.tracks = tracks
        self.phases = phases
        self.events = events
    }

    /// Seconds the charts cover: until the transition ended and every animation and phase it
    /// started was over, at least its duration (a transition that never ends still shows that much).
    public var span: Double {
        var s = max(duration, end ?? 0)
        for track in tracks { s = max(s, track.finished ?? track.created) }
        for phase in phases { s = max(s, phase.end ?? phase.start) }
        for event in events { s = max(s, event.seconds) }
        return s.isFinite ? max(0, s) : duration
    }

    /// `presentation`, `dismissal` or `size change`.
    public var kindName: String { kind.name }

    /// The track whose curve a chart follows: the animator's first animation, else the first.
    public var leadTrack: MotionTrack? {
        tracks.first { $0.label != "alongside" } ?? tracks.first
    }

    /// When the lead track's curve peaks past 1 (a spring's overshoot), in seconds: the frame
    /// worth adding to any sampling so the overshoot is seen.
    public var peakSeconds: Double? {
        guard let track = leadTrack, case .spring(let spring) = track.curve, let peak = spring.peak,
            track.clock.isPlainPlay
        else { return nil }
        // A spring stretched over another duration peaks at the same fraction of it.
        let local = spring.duration == track.duration ? peak.time : peak.time / spring.duration * track.duration
        // On a clock playing at rate 1, local time is virtual time since the clock started.
        return track.clock.segments[0].engineStart - track.origin + track.begin + track.delay + local
    }
}

/// A copy of an animation clock (`Timebase`): how virtual time maps to the animation's own time.
public struct MotionClock: Sendable, Equatable {
    public var segments: [Timebase.Segment]
    public var resting: Double

    public init(segments: [Timebase.Segment], resting: Double) {
        self.segments = segments
        self.resting = resting
    }

    /// Local time at virtual time `t`, by the engine's own rule.
    public func local(at t: Double) -> Double {
        Timebase.local(at: t, segments: segments, resting: resting)
    }

    /// One segment playing at rate 1: local time is seconds since it began.
    var isPlainPlay: Bool {
        segments.count == 1 && segments[0].kind == "play" && segments[0].localStart == 0
    }
}

/// One property of one view animated during the transition.
public struct MotionTrack: Sendable, Equatable {
    /// The view's name (`presented`, `dimming`, …), or `view` for an unnamed one.
    public var view: String
    public var property: AnimatableProperty
    /// Who animated it: `animator`, `alongside`, `rotation` (or the caller's role).
    public var label: String
    public var from: AnimatableValue
    public var to: AnimatableValue
    public var curve: TimingCurve
    /// The group's local begin, delay and duration (seconds on `clock`).
    public var begin: Double
    public var delay: Double
    public var duration: Double
    public var clock: MotionClock
    /// Seconds after the transition began when the `animate` call ran and when it ended.
    public var created: Double
    public var finished: Double?
    /// The transition's start in virtual time, to map seconds onto `clock`.
    public var origin: Double

    public init(
        view: String, property: AnimatableProperty, label: String, from: AnimatableValue,
        to: AnimatableValue, curve: TimingCurve, begin: Double, delay: Double, duration: Double,
        clock: MotionClock, created: Double, finished: Double?, origin: Double
    ) {
        self.view = view
        self.property = property
        self.label = label
        self.from = from
        self.to = to
        self.curve = curve
        self.begin = begin
        self.delay = delay
        self.duration = duration
        self.clock = clock
        self.created = created
        self.finished = finished
        self.origin = origin
    }

    /// Curve progress `seconds` after the transition began; mirrors `AnimationGroup.progress(at:)`,
    /// except that an animation without duration counts as done from the instant it starts, as
    /// the screen shows it (its completion has run by then).
    public func progress(at seconds: Double) -> Double {
        if duration <= 0, delay <= 0 { return seconds >= created ? 1 : 0 }
        let local = clock.local(at: origin + seconds) - begin - delay
        if local <= 0 { return 0 }
        if local >= duration { return 1 }
        return curve.progress(atTime: local, duration: duration)
    }

    /// The on-screen value `seconds` after the transition began. A spring's overshoot moves a
    /// position past its end, but Core Animation clamps opacity to 0…1: an alpha never shows
    /// above 1 (the curve's progress, printed beside it, still does).
    public func value(at seconds: Double) -> AnimatableValue {
        let value = from.interpolated(to: to, progress(at: seconds))
        if property == .alpha, case .scalar(let a) = value { return .scalar(min(1, max(0, a))) }
        return value
    }

    /// Whether the track is in flight at `seconds`: created and not yet ended.
    public func isActive(at seconds: Double) -> Bool {
        seconds >= created && seconds <= (finished ?? .infinity)
    }

    /// `presented.center`.
    public var name: String { "\(view).\(property.rawValue)" }
}

/// A stretch of an interactive transition's clock: a gesture, an `update`, or the finish or
/// cancel that completes it, in seconds since the transition began.
public struct MotionPhase: Sendable, Equatable {
    /// `gesture`, `update`, `finish`, `cancel` (or `play`).
    public var kind: String
    public var start: Double
    public var end: Double?
    /// Transition progress (0…1) at each end of the stretch.
    public var fromProgress: Double
    public var toProgress: Double

    public init(kind: String, start: Double, end: Double?, fromProgress: Double, toProgress: Double) {
        self.kind = kind
        self.start = start
        self.end = end
        self.fromProgress = fromProgress
        self.toProgress = toProgress
    }
}

/// A trace event of the transition, timed in seconds since it began.
public struct MotionEvent: Sendable, Equatable {
    public var seconds: Double
    public var caller: String
    public var receiver: String
    /// The receiver's type name (`PlaygroundPresentationController`).
    public var type: String
    /// The modern spelling (`completeTransition(_:)`), what charts pick markers by.
    public var call: String
    /// The call as the trace shows it, in the spelling the session uses (`completeTransition(true)`).
    public var display: String
    /// The first argument's value (`true` for `completeTransition(true)`), for short labels.
    public var argument: String?
    public var result: String?
    public var depth: Int

    public init(
        seconds: Double, caller: String, receiver: String, type: String, call: String, display: String,
        argument: String?, result: String?, depth: Int
    ) {
        self.seconds = seconds
        self.caller = caller
        self.receiver = receiver
        self.type = type
        self.call = call
        self.display = display
        self.argument = argument
        self.result = result
        self.depth = depth
    }
}

/// The screen at one instant of a transition.
public struct MotionFrame: Sendable, Equatable {
    /// Seconds since the transition began.
    public var seconds: Double
    /// Why this instant was picked, when it is special (`peak`).
    public var label: String?
    public var snapshot: ScreenSnapshot

    public init(seconds: Double, label: String? = nil, snapshot: ScreenSnapshot) {
        self.seconds = seconds
        self.label = label
        self.snapshot = snapshot
    }
}
