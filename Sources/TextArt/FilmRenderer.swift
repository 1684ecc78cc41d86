import PresentationKit

/// Keyframes of a transition side by side (in as many rows as the width needs), each a small
/// drawing of the screen with its time above it and, below, the lead animation's progress and
/// the value it gives, so a spring's overshoot shows both in the picture and in numbers.
package enum FilmRenderer {
    /// Spaces between frames.
    static let gap = 1
    /// Row cap of one frame, and the fewest rows a frame may shrink to before frames wrap.
    static let frameRows = 12
    static let minFrameRows = 8

    package static func render(_ m: TransitionMotion, frames: [MotionFrame], options: RenderOptions) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        let width = options.layoutWidth
        var out: [StyledText] = [header(m, frames: frames, glyphs: glyphs, language: options.language)]
        guard !frames.isEmpty else { return out.map { $0.rendered(options) + "\n" }.joined() }

        // Frames as tall as the terminal leaves for one row of them (the header, each frame's time,
        // progress and value lines, the key, the command line and the prompt); the fixed size when
        // the rows of frames that makes do not fit.
        var (perRow, scales) = layout(frames, width: width)
        if let height = options.layoutHeight, height - 7 > frameRows {
            let (tallPerRow, tall) = layout(frames, width: width, rowCap: height - 7)
            let rowCount = (frames.count + tallPerRow - 1) / tallPerRow
            let tallest = tall.map(\.rows).max() ?? 0
            if 1 + rowCount * (tallest + 4) - 1 + 1 + 2 <= height { (perRow, scales) = (tallPerRow, tall) }
        }
        let cellWidth = scales.map(\.columns).max() ?? ScreenScale.minColumns
        // A sheet drag's frames follow the finger, which no animation records: only its settle
        // animates, so its curve would misread the drag.
        let lead = m.kind == .sheetDrag ? nil : m.leadTrack
        var start = 0
        while start < frames.count {
            let chunk = Array(start..<min(frames.count, start + perRow))
            let height = chunk.map { scales[$0].rows }.max() ?? 0
            var lines = Array(repeating: StyledText(), count: height + 3)
            for (n, i) in chunk.enumerated() {
                let frame = frames[i]
                let canvas = ScreenPainter.paint(frame.snapshot, scale: scales[i], glyphs: glyphs)
                let pad = n == 0 ? "" : String(repeating: " ", count: gap)
                var title = formatFixed(frame.seconds, decimals: 3) + " s"
                if let label = frame.label {
                    title = (label == "peak" ? (glyphs.ascii ? "^" : "▲") : label + " ") + title
                }
                append(&lines[0], pad, cell(title, cellWidth, glyphs), frame.label == nil ? .bold : .accent)
                for r in 0..<height {
                    lines[1 + r].append(pad)
                    if r < canvas.rows {
                        lines[1 + r].append(canvas.line(r, glyphs: glyphs))
                        lines[1 + r].append(String(repeating: " ", count: cellWidth - canvas.columns))
                    } else {
                        lines[1 + r].append(String(repeating: " ", count: cellWidth))
                    }
                }
                let p = lead.map { $0.progress(at: frame.seconds) }
                let progress = p.map { "p " + formatFixed($0, decimals: 3) } ?? ""
                append(
                    &lines[height + 1], pad, cell(progress, cellWidth, glyphs), (p ?? 0) > 1 + 1e-6 ? .accent : .plain)
                let value = lead.map { valueText($0, at: frame.seconds) } ?? ""
                append(&lines[height + 2], pad, cell(value, cellWidth, glyphs), .dim)
            }
            out += lines.map { $0.trimmedRight() }
            start += perRow
            if start < frames.count { out.append(StyledText()) }
        }
        if let lead {
            let key = MotionWord.filmKey(
                curve: lead.curve.name, value: glyphs.separator + valueName(lead, language: options.language)
            )
            .said(in: options.language)
            out.append(StyledText(PrintableText.clean(key, ascii: glyphs.ascii), .dim))
        }
        return out.map { $0.truncated(to: width, ellipsis: glyphs.ellipsis).rendered(options) + "\n" }
            .joined()
    }

    /// How many frames go in a row and the scale of each: all in one row if every frame keeps at
    /// least `minFrameRows` rows; otherwise fewer per row, evened out over the rows.
    static func layout(_ frames: [MotionFrame], width: Int, rowCap: Int = frameRows) -> (
        perRow: Int, scales: [ScreenScale]
    ) {
        func scales(_ perRow: Int) -> [ScreenScale] {
            let columns = max(ScreenScale.minColumns, (width - (perRow - 1) * gap) / perRow)
            return frames.map { ScreenScale(window: $0.snapshot.windowSize, maxColumns: columns, rowLimit: rowCap) }
        }
        var perRow = frames.count
        while perRow > 1 {
            let s = scales(perRow)
            let widest = s.map(\.columns).max() ?? 0
            if s.allSatisfy({ $0.rows >= minFrameRows }), perRow * widest + (perRow - 1) * gap <= width { break }
            perRow -= 1
        }
        // Even rows: 6 frames that fit 4 to a row read better as two rows of 3.
        let rowCount = (frames.count + perRow - 1) / perRow
        let even = (frames.count + rowCount - 1) / rowCount
        return (even, scales(even))
    }

    static func header(_ m: TransitionMotion, frames: [MotionFrame], glyphs: Glyphs, language: Language = .english)
        -> StyledText
    {
        var parts = [MotionWord.film.said(in: language), MotionWord.kind(m.kind).said(in: language)]
        if !m.animatorType.isEmpty { parts.append(m.animatorType) }
        parts.append("\(formatNumber(m.span, decimals: 3)) s")
        parts.append(MotionWord.frames(frames.count).said(in: language))
        if let peak = frames.first(where: { $0.label == "peak" }) {
            parts.append(MotionWord.peakAdded(at: formatNumber(peak.seconds, decimals: 3)).said(in: language))
        }
        return StyledText(PrintableText.clean(parts.joined(separator: glyphs.separator), ascii: glyphs.ascii), .bold)
    }

    /// The lead value in a few characters: the component that moves (`y 409.2`), `α 0.54`, `×0.6`.
    static func valueText(_ track: MotionTrack, at seconds: Double) -> String {
        let v = track.value(at: seconds)
        switch (track.from, track.to, v) {
        case (.point(let a), .point(let b), .point(let p)):
            if a.x == b.x { return "y " + formatNumber(p.y, decimals: 1) }
            if a.y == b.y { return "x " + formatNumber(p.x, decimals: 1) }
            return "\(formatNumber(p.x, decimals: 0)),\(formatNumber(p.y, decimals: 0))"
        case (_, _, .size(let s)): return "\(formatNumber(s.width, decimals: 0))×\(formatNumber(s.height, decimals: 0))"
        case (_, _, .scalar(let a)): return "α " + formatNumber(a, decimals: 3)
        case (_, _, .transform(let t)): return "×" + formatNumber(t.a, decimals: 3)
        default: return v.description
        }
    }

    static func valueName(_ track: MotionTrack, language: Language = .english) -> String {
        let v = track.view
        switch (track.from, track.to) {
        case (.point(let a), .point(let b)):
            if a.x == b.x { return MotionWord.centreY(v).said(in: language) }
            if a.y == b.y { return MotionWord.centreX(v).said(in: language) }
            return MotionWord.centre(v).said(in: language)
        case (.size, .size): return MotionWord.size(v).said(in: language)
        case (.scalar, .scalar): return MotionWord.alpha(v).said(in: language)
        default: return MotionWord.scale(v).said(in: language)
        }
    }

    static func cell(_ text: String, _ width: Int, _ glyphs: Glyphs) -> String {
        let cut = StyledText(PrintableText.clean(text, ascii: glyphs.ascii)).truncated(
            to: width, ellipsis: glyphs.ellipsis)
        return PrintableText.padded(cut.plain, to: width)
    }

    static func append(_ line: inout StyledText, _ pad: String, _ text: String, _ style: TextStyle) {
        line.append(pad)
        let trimmed = text.trimmingTrailingSpaces()
        line.append(trimmed, style)
        line.append(String(repeating: " ", count: text.unicodeScalars.count - trimmed.unicodeScalars.count))
    }
}
