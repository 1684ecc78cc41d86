import PresentationKit

/// Plots progress against time: the 0 and 1 lines, the curve, a spring's overshoot peak marked
/// with its value and time, and the duration marked at the end of the time axis.
package enum CurvePlot {
    /// Rows of the plotting area.
    static let plotRows = 13
    /// Columns before the plotting area (the value labels).
    static let margin = 7

    /// Rows of the plot: `plotRows`, or on a taller terminal what it leaves after the header,
    /// the axis, its labels, the notes, the command line and the next prompt (at most 60).
    static func rows(_ options: RenderOptions) -> Int {
        guard let height = options.layoutHeight else { return plotRows }
        return max(plotRows, min(60, height - 8))
    }

    package static func render(_ spec: CurveSpec, options: RenderOptions) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        let width = options.layoutWidth
        let columns = max(10, width - margin - 1)
        let duration = spec.duration.isFinite ? max(0, spec.duration) : 0
        let peak = spec.peak

        // The value range: 0…1, widened to the curve's extremes so an overshoot stays on the plot.
        var low = 0.0
        var high = 1.0
        for i in 0...CurveSpec.samples where duration > 0 {
            let v = spec.curve.progress(atTime: duration * Double(i) / Double(CurveSpec.samples), duration: duration)
            if v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        if let peak { high = max(high, peak.value) }
        let rows = Self.rows(options)
        func row(_ v: Double) -> Int {
            // Clamped: a finer sample than the range scan may land a hair outside it.
            min(rows - 1, max(0, Int(((high - v) / (high - low) * Double(rows - 1)).rounded())))
        }
        func column(_ t: Double) -> Int {
            duration > 0 ? min(columns - 1, max(0, Int((t / duration * Double(columns - 1)).rounded()))) : 0
        }

        var grid = Array(repeating: Array(repeating: (Character(" "), TextStyle.plain), count: columns), count: rows)
        for c in 0..<columns {
            grid[row(0)][c] = (glyphs.ascii ? "-" : "┄", .dim)
            grid[row(1)][c] = (glyphs.ascii ? "-" : "┄", .dim)
        }
        // Several samples per column, so steep stretches leave no gaps between rows.
        let perColumn = 6
        let dot: Character = glyphs.ascii ? "*" : "•"
        for i in 0...(columns - 1) * perColumn {
            let t = duration * Double(i) / Double((columns - 1) * perColumn)
            let v = duration > 0 ? spec.curve.progress(atTime: t, duration: duration) : 1
            guard v.isFinite else { continue }
            grid[row(v)][i / perColumn] = (dot, .box)
        }
        if let peak {
            grid[row(peak.value)][column(peak.time)] = (glyphs.ascii ? "^" : "▲", .accent)
        }

        var lines: [StyledText] = [
            StyledText(
                "curve \(glyphs.separator.trimmingSpaces()) " + PrintableText.clean(spec.title, ascii: glyphs.ascii),
                .bold)
        ]
        lines.append(StyledText(MotionWord.progress.said(in: options.language)))
        // The extremes first, so the 0 and 1 lines keep their plain labels where they coincide.
        var labels: [Int: String] = [:]
        labels[0] = formatNumber(high, decimals: 3)
        labels[rows - 1] = formatNumber(low, decimals: 3)
        labels[row(0)] = "0"
        labels[row(1)] = "1"
        for r in 0..<rows {
            var line = StyledText(PrintableText.leftPadded(labels[r] ?? "", to: margin - 2) + " ", .dim)
            let isLine = r == row(0) || r == row(1)
            line.append(glyphs.ascii ? (isLine ? "+" : "|") : (isLine ? "┼" : "│"), .dim)
            for (ch, style) in grid[r] { line.append(String(ch), style) }
            lines.append(line.trimmedRight())
        }
        lines.append(axis(duration: duration, columns: columns, glyphs: glyphs))
        lines.append(axisLabels(duration: duration, columns: columns))

        var notes = MotionWord.duration(formatNumber(duration, decimals: 3)).said(in: options.language)
        if let peak {
            let over = formatNumber((peak.value - 1) * 100, decimals: 1)
            notes +=
                "\(glyphs.separator)\(glyphs.ascii ? "^" : "▲") "
                + MotionWord.peak(
                    value: formatNumber(peak.value, decimals: 4), at: formatNumber(peak.time, decimals: 3),
                    overshoot: over
                ).said(in: options.language)
        } else {
            notes += glyphs.separator + MotionWord.noOvershoot.said(in: options.language)
        }
        lines.append(StyledText(notes))
        return lines.map { $0.truncated(to: width, ellipsis: glyphs.ellipsis).rendered(options) + "\n" }
            .joined()
    }

    /// `└──┬──…──┤`: ticks under the labelled times, the end (the duration) closed with `┤`.
    static func axis(duration: Double, columns: Int, glyphs: Glyphs) -> StyledText {
        let ticks = TimeAxis.ticks(duration: duration, columns: columns)
        var s = String(repeating: " ", count: margin - 1) + (glyphs.ascii ? "+" : "└")
        for c in 0..<columns {
            if c == columns - 1 {
                s += glyphs.ascii ? "+" : "┤"
            } else if ticks.keys.contains(c) {
                s += glyphs.ascii ? "+" : "┬"
            } else {
                s += glyphs.ascii ? "-" : "─"
            }
        }
        return StyledText(s, .dim)
    }

    static func axisLabels(duration: Double, columns: Int) -> StyledText {
        var cells = Array(repeating: Character(" "), count: margin + columns + 8)
        var lastEnd = -1
        for (c, text) in TimeAxis.ticks(duration: duration, columns: columns).sorted(by: { $0.key < $1.key }) {
            let label = Array(text)
            // The duration's label ends under the end of the axis; the others are centred.
            let centre = c == columns - 1 ? margin + c - label.count + 1 : margin + c - label.count / 2
            let start = min(max(centre, 0), cells.count - label.count)
            guard start > lastEnd else { continue }
            for (i, ch) in label.enumerated() { cells[start + i] = ch }
            lastEnd = start + label.count
        }
        return StyledText(String(cells).trimmingTrailingSpaces())
    }
}
