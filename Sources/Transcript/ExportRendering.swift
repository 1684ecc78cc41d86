import Playground
import ProsceniumJSON
import ProsceniumStagePage
import TextArt

/// Draws the files `export` writes; a front end hands `render` to `Session.renderExport`.
package enum ExportRendering {
    package static func render(_ document: ExportDocument) -> String {
        switch document {
        case .svg(let snapshot, let options): return SVGExporter.render(snapshot, style: style(options))
        case .animatedSVG(let motion, let frames, let options, let still):
            return AnimatedSVGExporter.render(motion, frames: frames, style: style(options), still: still)
        case .cast(let playback): return MotionRendering.cast(playback)
        case .mermaid(let motion): return MermaidExporter.render(motion)
        case .html(let title, let steps):
            let data = JSONValue.object([
                ("mode", .string("document")), ("title", .string(title)), ("steps", StageFeed.document(steps)),
            ])
            return StagePage.document(title: title, json: data.serialized)
        }
    }

    /// The export's `--scale` and `--theme` as the SVG renderers' style.
    static func style(_ options: SVGOptions) -> SVGStyle {
        SVGStyle(scale: options.scale, palette: options.theme == .dark ? .dark : .light)
    }
}
