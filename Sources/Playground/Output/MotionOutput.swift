import PresentationKit

/// What the motion commands produce, as values. Drawing them is the renderers' job; playing in
/// real time is the executable's (`Output.motion` carries one of these).
package enum MotionOutput: Equatable, Sendable {
    /// Keyframes of the last transition.
    case film(TransitionMotion, [MotionFrame])
    /// The last transition on a time axis.
    case timeline(TransitionMotion)
    /// A timing curve to plot.
    case curve(CurveSpec)
    /// The screen at one instant of the last transition, with every animated value there.
    case scrub(TransitionMotion, MotionFrame)
    /// The last transition to replay.
    case playback(Playback)
    /// The last transition's calls as a Mermaid sequence diagram (`trace --mermaid`).
    case mermaid(TransitionMotion)
}

/// The last transition ready to replay: frames at `Playback.frameRate` per second of wall time
/// at `speed`, for a terminal, and a few stills for transcripts, where time cannot pass.
package struct Playback: Equatable, Sendable {
    /// Frames per second of wall-clock time that real-time playback aims for.
    package static let frameRate = 60.0

    package var motion: TransitionMotion
    /// 1 is real time; 0.25 is four times slower.
    package var speed: Double
    package var loop: Bool
    /// One frame every `speed / frameRate` seconds of the transition, first at 0, last at its end.
    package var frames: [MotionFrame]
    /// What a transcript prints instead: the same instants as `film`.
    package var stills: [MotionFrame]

    package init(motion: TransitionMotion, speed: Double, loop: Bool, frames: [MotionFrame], stills: [MotionFrame]) {
        self.motion = motion
        self.speed = speed
        self.loop = loop
        self.frames = frames
        self.stills = stills
    }

    /// Wall-clock seconds the whole replay takes once.
    package var wallDuration: Double { motion.span / speed }

    /// When frame `i` is due, in wall-clock seconds from the start of one pass.
    package func wallTime(ofFrame i: Int) -> Double { frames[i].seconds / speed }
}
