import PresentationKit

/// A file an `export` command writes, as values. Drawing it is the renderers' job (the front end
/// gives the session `renderExport`), writing it the edge's (`files`).
package enum ExportDocument: Equatable, Sendable {
    /// The screen now, as a still SVG.
    case svg(ScreenSnapshot, SVGOptions)
    /// The last transition as an animated SVG, drawn from these keyframes; `still` is the moment
    /// (seconds) a viewer that does not animate shows, nil for the end.
    case animatedSVG(TransitionMotion, [MotionFrame], SVGOptions, still: Double?)
    /// A recording of `play` for asciinema.
    case cast(Playback)
    /// The last transition's calls as a Mermaid sequence diagram (`trace --mermaid`, to a file).
    case mermaid(TransitionMotion)
    /// The stage page playing these steps (`export html`): one self-contained HTML file.
    case html(title: String, steps: [StageStep])

    /// What the confirmation calls it (`wrote x.svg (SVG, 1234 bytes)`).
    package var kind: String {
        switch self {
        case .svg: return "SVG"
        case .animatedSVG: return "animated SVG"
        case .cast: return "asciicast"
        case .mermaid: return "Mermaid"
        case .html: return "HTML"
        }
    }
}
