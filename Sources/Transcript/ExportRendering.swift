import Playground
import TextArt

/// Draws the files `export` writes; a front end hands `render` to `Session.renderExport`.
public enum ExportRendering {
    public static func render(_ document: ExportDocument) -> String {
        switch document {
        case .svg(let snapshot): return SVGExporter.render(snapshot)
        case .animatedSVG(let motion, let frames): return AnimatedSVGExporter.render(motion, frames: frames)
        case .cast(let playback): return MotionRendering.cast(playback)
        }
    }
}
