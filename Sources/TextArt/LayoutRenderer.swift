import PresentationKit

/// Draws a `ScreenSnapshot` as text: a header line, then the window scaled to the width with
/// shades for dimming views, boxes for named views and the safe area marked, and a legend with
/// every named view's exact frame beside the drawing (or under it when both do not fit).
package enum LayoutRenderer {
    /// Columns the legend asks for beside the drawing.
    static let legendColumns = 40
    /// Spaces between the drawing and the legend.
    static let gap = 2

    /// The header line, the drawing of the window with a legend to its right (or below it when it
    /// does not fit), every line <= options.width columns (count Unicode scalars as 1 column each;
    /// ANSI escapes count 0). The phone's size follows `options.drawing`; `maxLines` (the most
    /// lines the whole drawing may take, header included) bounds every size, as `play` needs.
    /// Without it, a fitted drawing takes what `WindowBudget.layoutLines` leaves at the prompt.
    package static func render(_ snapshot: ScreenSnapshot, options: RenderOptions, maxLines: Int? = nil) -> String {
        let width = options.layoutWidth
        let glyphs = Glyphs(ascii: options.ascii)
        var out: [StyledText] = [header(snapshot, glyphs: glyphs, width: width, language: options.language)]

        // The size is chosen with every view's text quoted in the list; once drawn, only the
        // text the drawing had no room for stays quoted, so the list only gets shorter.
        let texts = Set(snapshot.views.compactMap { v in v.text?.isEmpty == false ? v.name : nil })
        var legend = LayoutLegend.lines(snapshot, glyphs: glyphs, language: options.language, quoting: texts)
        let legendWidth = min(legendColumns, legend.map(\.width).max() ?? 0)
        let scale = Self.scale(
            snapshot.windowSize, options: options, maxLines: maxLines, legend: legend, legendWidth: legendWidth)
        let (canvas, cut) = ScreenPainter.painted(snapshot, scale: scale, glyphs: glyphs)
        if cut != texts {
            legend = LayoutLegend.lines(snapshot, glyphs: glyphs, language: options.language, quoting: cut)
        }
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

    /// The phone's grid. `small` and `count` are fixed sizes, bounded only by `maxLines`; `fit`
    /// (with a window) is the larger of two layouts that fit the lines it may take: the phone
    /// beside its frame list, or above it.
    static func scale(
        _ window: Size, options: RenderOptions, maxLines: Int?, legend: [StyledText], legendWidth: Int
    ) -> ScreenScale {
        let width = options.layoutWidth
        let lines = maxLines ?? options.layoutHeight.map { WindowBudget.layoutLines(height: $0) }
        let fitted = lines.map {
            fit(window, width: width, rows: $0 - 1, legend: legend, legendWidth: legendWidth)
        }
        let asked: ScreenScale
        switch options.drawing {
        case .fit: return fitted ?? ScreenScale(window: window, maxColumns: width)
        case .small: asked = ScreenScale(window: window, maxColumns: width)
        case .count(let n): asked = ScreenScale(window: window, maxColumns: width, rowLimit: n)
        }
        guard maxLines != nil, let fitted, fitted.rows < asked.rows else { return asked }
        return fitted
    }

    /// The largest phone in `rows` rows and `width` columns with its frame list beside it (the
    /// list may run below the phone) or under it; beside wins a tie, as it reads at a glance. The
    /// list is counted as it will be drawn, wrapped to the room it has.
    static func fit(_ window: Size, width: Int, rows: Int, legend: [StyledText], legendWidth: Int) -> ScreenScale {
        var best: ScreenScale?
        let besideColumns = width - gap - legendWidth
        if besideColumns >= ScreenScale.minColumns {
            let beside = ScreenScale(window: window, maxColumns: besideColumns, rowLimit: rows)
            let listLines = LayoutLegend.wrapped(legend, width: width - beside.columns - gap).count
            if beside.rows <= rows, listLines <= rows { best = beside }
        }
        let aboveRows = rows - LayoutLegend.wrapped(legend, width: width).count
        if aboveRows >= 3 {
            let above = ScreenScale(window: window, maxColumns: width, rowLimit: aboveRows)
            if best.map({ above.rows * above.columns > $0.rows * $0.columns }) ?? true { best = above }
        }
        return best ?? ScreenScale(window: window, maxColumns: width, rowLimit: 3)
    }

    /// `iPhone SE · iOS 26 · portrait 375×667 · wC hR · presented · t = 0.80 s`, with the presentation
    /// style after the phase when it is not `custom` or adapts to another. When that is wider than
    /// `width`, the orientation word goes first (the size says it), then the size classes, then the
    /// style; only then is the line cut.
    static func header(_ snapshot: ScreenSnapshot, glyphs: Glyphs, width: Int, language: Language = .english)
        -> StyledText
    {
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
                orientation
                    ? "\(DrawingWords.say(snapshot.orientation.rawValue, in: language)) \(sizeText)" : sizeText,
            ]
            if traits { parts.append(snapshot.traits.description) }
            parts.append(DrawingWords.say(snapshot.phase.rawValue, in: language))
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
