/// One property of one view moving from a value to another: what Core Animation adds to a layer
/// when a property changes inside a `UIView.animate` block. The model value jumps to `to` at once;
/// what is on screen at time t is computed from this record.
public final class Animation {
    public let view: View
    public let property: AnimatableProperty
    public let from: AnimatableValue
    public let to: AnimatableValue
    public unowned let group: AnimationGroup

    init(view: View, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue, group: AnimationGroup) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
        self.group = group
    }

    /// The on-screen value at virtual time `t`.
    public func value(at t: Double) -> AnimatableValue {
        from.interpolated(to: to, group.progress(at: t))
    }
}

/// The animations made by one `UIView.animate` call: they share timing, a clock and a completion.
public final class AnimationGroup {
    /// Local start (on `timebase`), delay and duration in seconds.
    public let begin: Double
    public let delay: Double
    public let duration: Double
    public let curve: TimingCurve
    public let timebase: Timebase
    /// Who asked for the animation (`animator`, `coordinator`, `UIKit`): the caller of what its completion does.
    public let ownerRole: TraceRole
    /// A label for timelines: `animator`, `alongside`, `rotation`.
    public let label: String
    public internal(set) var animations: [Animation] = []
    var completion: WorldBlock<Bool>?
    public internal(set) var isFinished = false
    /// Virtual times the `animate` call ran and the group ended (its completion ran): what a
    /// timeline draws the group's bar between.
    public internal(set) var createdAt = 0.0
    public internal(set) var finishedAt: Double?

    init(
        begin: Double, delay: Double, duration: Double, curve: TimingCurve, timebase: Timebase,
        ownerRole: TraceRole, label: String, completion: WorldBlock<Bool>?
    ) {
        self.begin = begin
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.timebase = timebase
        self.ownerRole = ownerRole
        self.label = label
        self.completion = completion
    }

    /// Local time at which the group is done.
    public var end: Double { begin + delay + duration }

    /// Whether the group is still in flight at virtual time `t` (its clock has not reached the end).
    /// Unlike `progress(at:) < 1`, this stays true while a spring overshoots past 1.
    public func isRunning(at t: Double) -> Bool {
        timebase.local(at: t) < end
    }

    /// Curve progress at virtual time `t` (0 before the start, 1 from the end on).
    public func progress(at t: Double) -> Double {
        let local = timebase.local(at: t) - begin - delay
        if local <= 0 { return 0 }
        if local >= duration { return 1 }
        return curve.progress(atTime: local, duration: duration)
    }
}
