import PresentationKit

/// One command as the stage view shows it (`proscenium web`'s page, `export html`): the screen
/// after it, the calls it made with a few before them, and the transition it began (or replayed
/// with `play`, or stopped at with `scrub`) sampled at the engine's own instants. Values only:
/// `StageFeed` (Transcript) writes them as the page's JSON.
package struct StageStep: Equatable, Sendable {
    /// The line as the log spells it, or as typed when it changed nothing (`play`, `scrub`).
    package var command: String
    /// The screen after the command (or at the scrubbed instant).
    package var scene: ScreenSnapshot
    /// Calls made before this command's, oldest first, at most `StageStep.earlierLimit`.
    package var earlier: [TraceEvent]
    /// The calls this command made, at most `StageStep.callLimit` (the last ones).
    package var calls: [TraceEvent]
    /// The global number of the first of `earlier` (of `calls` when `earlier` is empty): the
    /// page numbers calls as `trace` does.
    package var firstCall: Int
    /// The transition this command began, replayed or scrubbed into; nil when none.
    package var motion: TransitionMotion?
    /// `motion` at `Playback.frameRate` frames a second of wall time at `speed`: empty when the
    /// command only showed where a transition is (`scrub`), or began none.
    package var frames: [MotionFrame]
    /// 1 is real time; `play --speed 0.25` is four times slower.
    package var speed: Double
    /// Seconds into `motion` the scene is (`scrub`); nil when it is after the transition.
    package var playhead: Double?

    /// Calls kept before a command's own: enough to read what led to it.
    package static let earlierLimit = 200
    /// A command's own calls kept: a long `step` or a stress loop keeps its last ones.
    package static let callLimit = 2_000

    package init(
        command: String, scene: ScreenSnapshot, earlier: [TraceEvent] = [], calls: [TraceEvent] = [],
        firstCall: Int = 0, motion: TransitionMotion? = nil, frames: [MotionFrame] = [], speed: Double = 1,
        playhead: Double? = nil
    ) {
        self.command = command
        self.scene = scene
        self.earlier = earlier
        self.calls = calls
        self.firstCall = firstCall
        self.motion = motion
        self.frames = frames
        self.speed = speed
        self.playhead = playhead
    }
}

/// Where a session stood before a command: what `Session.stageStep(after:…)` compares with.
package struct StageMark: Equatable, Sendable {
    let engine: ObjectIdentifier
    let traceEnd: Int
    let transitionCommand: Int?
    let logCount: Int
}
