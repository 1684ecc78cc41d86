import PresentationKit

/// Draws a `ScreenSnapshot` as text: a header line, then the window scaled to the width with
/// shades for dimming views, boxes for named views and the safe area marked, and a legend with
/// every named view's exact frame beside the drawing (or under it when both do not fit).
public enum LayoutRenderer {
    /// Columns the legend asks for beside the drawing.
    static let legendColumns = 40
    /// Spaces between the drawing and the legend.
    static let gap = 2

    /// The header line, the drawing of the window with a legend to its right (or below it when it
    /// does not fit), every line <= options.width columns (count Unicode scalars as 1 column each;
    /// ANSI escapes count 0).
    public static func render(_ snapshot: ScreenSnapshot, options: RenderOptions) -> String {
        let width = options.layoutWidth
        let glyphs = Glyphs(ascii: options.ascii)
        var out: [StyledText] = [header(snapshot, glyphs: glyphs, width: width)]

        let legend = LayoutLegend.lines(snapshot, glyphs: glyphs)
        let legendWidth = min(legendColumns, legend.map(\.width).max() ?? 0)
        let scale = ScreenScale(window: snapshot.windowSize, maxColumns: width)
        let canvas = ScreenPainter.paint(snapshot, scale: scale, glyphs: glyphs)
        let drawing = (0..<canvas.rows).map { canvas.line($0, glyphs: glyphs) }

        if scale.columns + gap + legendWidth <= width {
            let room = width - scale.columns - gap
            let legend = LayoutLegend.wrapped(legend, width: room)
            let indent = String(repeating: " ", count: scale.columns + gap)
            for i in 0..<max(drawing.count, legend.count) {
                let hasLegend = i < legend.count && !legend[i].isEmpty
                var line = i < drawing.count ? drawing[i] : StyledText()
                if hasLegend {
                    if i < drawing.count {
                        line.append(String(repeating: " ", count: gap))
                    } else {
                        line.append(indent)
                    }
                    line.append(legend[i])
                }
                out.append(line)
            }
        } else {
            out += drawing
            out += LayoutLegend.wrapped(legend, width: width)
        }
        return out.map { $0.rendered(options) + "\n" }.joined()
    }

    /// `iPhone SE · iOS 26 · portrait 375×667 · wC hR · presented · t = 0.80 s`, with the presentation
    /// style after the phase when it is not `custom` or adapts to another. When that is wider than
    /// `width`, the orientation word goes first (the size says it), then the size classes, then the
    /// style; only then is the line cut.
    static func header(_ snapshot: ScreenSnapshot, glyphs: Glyphs, width: Int) -> StyledText {
        let size = snapshot.windowSize
        let sizeText = "\(formatNumber(size.width))\(glyphs.times)\(formatNumber(size.height))"
        var style: String?
        if let presented = snapshot.presentationStyle {
            let effective = snapshot.effectiveStyle ?? presented
            if presented != "custom" || effective != presented {
                style = effective == presented ? presented : "\(presented) \(glyphs.arrow) \(effective)"
            }
        }
        let time = "t = \(formatFixed(snapshot.time, decimals: 2)) s"
        func line(orientation: Bool, traits: Bool, showStyle: Bool) -> StyledText {
            var parts = [
                snapshot.deviceName, "iOS \(snapshot.iosRelease)",
                orientation ? "\(snapshot.orientation.rawValue) \(sizeText)" : sizeText,
            ]
            if traits { parts.append(snapshot.traits.description) }
            parts.append(snapshot.phase.rawValue)
            if showStyle, let style { parts.append(style) }
            parts.append(time)
            let text = parts.map { PrintableText.clean($0, ascii: glyphs.ascii) }.joined(separator: glyphs.separator)
            return StyledText(text, .bold)
        }
        let candidates = [
            line(orientation: true, traits: true, showStyle: true),
            line(orientation: false, traits: true, showStyle: true),
            line(orientation: false, traits: false, showStyle: true),
            line(orientation: false, traits: false, showStyle: false),
        ]
        let fitting = candidates.first { $0.width <= width } ?? candidates[candidates.count - 1]
        return fitting.truncated(to: width, ellipsis: glyphs.ellipsis)
    }
}
