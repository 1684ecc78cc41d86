import PresentationKit

/// The commands that watch a transition move (`play`, `scrub`, `film`, `timeline`, `curve`,
/// `trace --mermaid`, `export …`). Like every query they never change the session; exports only
/// ask the edge to write a file.
package enum MotionQuery: Equatable, Sendable {
    /// Replay the last transition in real time (`--speed 0.25` for slow motion, `--loop`).
    case play(speed: Double, loop: Bool)
    /// The screen at a fraction (0…1) of the last transition, or at a number of seconds into it.
    case scrub(TransitionMoment)
    /// Keyframes of the last transition side by side.
    case film(frames: Int)
    /// A Gantt chart of the last transition's animations, phases and calls.
    case timeline
    /// A plot of a timing curve.
    case curve(CurveRequest)
    /// The last transition's calls as a Mermaid `sequenceDiagram`.
    case mermaid
    /// Write the screen or the last transition to a file.
    case export(ExportRequest)

    /// The frames `film` draws when no count is given.
    package static let defaultFilmFrames = 5
    /// Bounds of `film N` and `play --speed S`.
    package static let filmFrames = 2...12
    package static let speeds = 0.05...10.0
}

/// Which curve `curve` plots.
package enum CurveRequest: Equatable, Sendable {
    /// The animator the delegate would vend now (`animator …`).
    case currentAnimator
    /// A preset's curve and duration: `curve bouncy`.
    case preset(AnimatorSpec)
    /// A named ease over a duration: `curve easeInOut 0.5`.
    case named(TimingCurve, duration: Double)
    /// UIKit's duration-based spring: `curve spring 0.8 0.6 10` (duration, damping, velocity).
    case spring(duration: Double, damping: Double, velocity: Double)
}

/// A file to write: where, and what.
package struct ExportRequest: Equatable, Sendable {
    /// What kind of file.
    package enum Format: Equatable, Sendable {
        /// The screen now, as an SVG drawing.
        case svg
        /// An SVG whose animation replays the last transition.
        case animatedSVG
        /// An asciicast v2 recording of `play` at this speed.
        case cast(speed: Double)
        /// The last transition's calls as a Mermaid sequence diagram.
        case mermaid
        /// The stage page with the session so far, one step per command (`export html`).
        case html
    }

    package var format: Format
    package var path: String
    /// Scale and theme of an SVG (`--scale N`, `--theme dark`); a cast has none.
    package var svg: SVGOptions
    /// `--at T` of a still SVG: that moment of the last transition, not the screen now; `--still T`
    /// of an animated one: the moment a viewer that does not animate shows.
    package var moment: TransitionMoment?

    package init(format: Format, path: String, svg: SVGOptions = SVGOptions(), moment: TransitionMoment? = nil) {
        self.format = format
        self.path = path
        self.svg = svg
        self.moment = moment
    }
}

/// A moment of the last transition as `scrub` and `export svg --at` take it: a fraction of the
/// transition (`0.3`) or seconds since it began (`0.3s`).
package struct TransitionMoment: Equatable, Sendable {
    package var value: Double
    package var inSeconds: Bool

    package init(_ value: Double, inSeconds: Bool) {
        self.value = value
        self.inSeconds = inSeconds
    }

    /// Seconds since the transition began, for a transition `span` seconds long.
    package func seconds(of span: Double) -> Double { inSeconds ? value : value * span }
}
