import Playground
import PresentationKit
import TextArt

/// Turns motion outputs into text, and the last transition into the bytes of export files. Pure:
/// timing playback and writing files happen at the edge.
package enum MotionRendering {
    package static func render(_ output: MotionOutput, options: RenderOptions) -> String {
        switch output {
        case .film(let motion, let frames): return FilmRenderer.render(motion, frames: frames, options: options)
        case .timeline(let motion): return TimelineRenderer.render(motion, options: options)
        case .curve(let spec): return CurvePlot.render(spec, options: options)
        case .scrub(let motion, let frame): return ScrubRenderer.render(motion, frame: frame, options: options)
        case .playback(let p):
            return PlaybackRenderer.stills(p.motion, stills: p.stills, speed: p.speed, options: options)
        case .mermaid(let motion): return MermaidExporter.render(motion)
        }
    }

    /// How a cast is drawn, whatever terminal typed the command: the same script always gives the
    /// same file, 80 columns wide and in colour (a player shows colour even where NO_COLOR is set).
    package static let castOptions = RenderOptions(width: 80, ascii: false, color: true)

    /// An asciicast v2 recording of `play`.
    package static func cast(_ playback: Playback, options: RenderOptions = castOptions) -> String {
        var title = "proscenium play: \(playback.motion.kindName)"
        if !playback.motion.animatorType.isEmpty { title += " with \(playback.motion.animatorType)" }
        if playback.speed != 1 { title += " at \(formatNumber(playback.speed, decimals: 3))x" }
        return CastExporter.render(
            frames: castFrames(playback, options: options), width: min(max(options.width, 20), 10_000), title: title)
    }

    /// Each frame of a playback as drawn, with when it shows (seconds of playback).
    package static func castFrames(_ p: Playback, options: RenderOptions) -> [(seconds: Double, text: String)] {
        p.frames.indices.map { i in
            (
                p.wallTime(ofFrame: i),
                PlaybackRenderer.frame(
                    p.motion, frame: p.frames[i], index: i, count: p.frames.count, speed: p.speed, options: options)
            )
        }
    }
}
