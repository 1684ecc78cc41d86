import PresentationKit

/// Lists trace events one per line: time, receiver role, call (indented by nesting) and result.
package enum TraceRenderer {
    /// Columns of the time field (`12.345`).
    static let timeColumns = 6
    /// The receiver role is padded to this many columns (the longest role,
    /// `presentationController`), then two spaces.
    static let receiverColumns = 22
    /// Deeper nesting than this is drawn at this depth.
    static let maxIndentDepth = 40

    /// One line per event: time (3 decimals, right-aligned in 6 columns), receiver role padded to a
    /// fixed column, indentation by 2 spaces per depth level before the call, `displayCall`, then
    /// ` → result` when there is a result. If `limit` is given and there are more events than
    /// that, only the first `limit` are printed, followed by a line `… N more: `trace` lists all`
    /// (`...` and `->` in ASCII mode). A line wider than the window wraps at an argument boundary,
    /// continuing two columns right of where its call starts.
    ///
    /// On a terminal (`options.height` set) a limited list is the short trace after a driving
    /// command instead: its last lines, as many as `WindowBudget.traceLines` leaves room for (at
    /// most `limit`), each cut to the width with `…` (the whole line is one `trace` away), after a
    /// line saying how many earlier calls `trace` lists.
    package static func render(_ events: [TraceEvent], options: RenderOptions, limit: Int? = nil) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        if let limit, let height = options.layoutHeight {
            return tail(
                events, options: options, glyphs: glyphs, count: min(limit, WindowBudget.traceLines(height: height)))
        }
        let shown = limit.map { min(max(0, $0), events.count) } ?? events.count
        var out = ""
        let width = options.layoutWidth
        for event in events.prefix(shown) {
            let indent = timeColumns + 2 + receiverColumns + 2 + 2 * min(max(0, event.depth), maxIndentDepth) + 2
            for part in LineWrapper.wrap(line(event, glyphs: glyphs), width: width, indent: indent) {
                out += part.rendered(options) + "\n"
            }
        }
        if shown < events.count {
            let n = events.count - shown
            let more = StyledText(
                options.language == .chinese
                    ? "\(glyphs.ellipsis) 还有 \(n) 个调用：`trace` 列出全部" : "\(glyphs.ellipsis) \(n) more: `trace` lists all",
                .dim)
            out += more.rendered(options) + "\n"
        }
        return out
    }

    /// The short trace beside a drawing on a wide terminal: the last `rows` lines' worth (the line
    /// saying how many are left out included), each at most `options.width` columns.
    package static func beside(_ events: [TraceEvent], options: RenderOptions, rows: Int) -> [String] {
        guard rows > 0, !events.isEmpty else { return [] }
        let count = events.count <= rows ? events.count : rows - 1
        let text = tail(events, options: options, glyphs: Glyphs(ascii: options.ascii), count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The last `count` events, each on one line of at most the width; a call `keptCalls` names
    /// stays among them (its latest time), in place of the oldest of the others.
    static func tail(_ events: [TraceEvent], options: RenderOptions, glyphs: Glyphs, count: Int) -> String {
        let shown = min(max(0, count), events.count)
        let picked = Self.picked(events, count: shown, kept: options.keptCalls)
        var out = ""
        if shown < events.count {
            let hidden = events.count - shown
            let contiguous = picked.first.map { $0 == events.count - shown } ?? true
            let more: StyledText
            if contiguous {
                more = StyledText(
                    options.language == .chinese
                        ? "\(glyphs.ellipsis) 前面还有 \(hidden) 个调用：`trace` 列出全部"
                        : "\(glyphs.ellipsis) \(hidden) earlier call\(hidden == 1 ? "" : "s"): `trace` lists all", .dim)
            } else {
                // A kept call from further back: the others left out are not all before it.
                more = StyledText(
                    options.language == .chinese
                        ? "\(glyphs.ellipsis) 另有 \(hidden) 个调用未显示：`trace` 列出全部"
                        : "\(glyphs.ellipsis) \(hidden) other call\(hidden == 1 ? "" : "s"): `trace` lists all", .dim)
            }
            out +=
                more.truncated(to: options.layoutWidth, ellipsis: glyphs.ellipsis).rendered(options) + "\n"
        }
        for index in picked {
            let cut = line(events[index], glyphs: glyphs).truncated(to: options.layoutWidth, ellipsis: glyphs.ellipsis)
            out += cut.rendered(options) + "\n"
        }
        return out
    }

    /// The indices of the `count` events the short trace shows, in order: the latest event of
    /// each kept call (as many as fit), then the latest of the rest.
    static func picked(_ events: [TraceEvent], count: Int, kept: [String]) -> [Int] {
        var chosen = Set<Int>()
        for name in kept where chosen.count < count {
            if let i = events.indices.last(where: { NoteCalls.baseName(events[$0].call) == name }) { chosen.insert(i) }
        }
        var i = events.count - 1
        while chosen.count < count, i >= 0 {
            chosen.insert(i)
            i -= 1
        }
        return chosen.sorted()
    }

    static func line(_ event: TraceEvent, glyphs: Glyphs) -> StyledText {
        let time = PrintableText.leftPadded(formatFixed(event.time, decimals: 3), to: timeColumns)
        let receiver = PrintableText.clean(event.receiver.rawValue, ascii: glyphs.ascii)
        let depth = min(max(0, event.depth), maxIndentDepth)
        var line = StyledText(time, .dim)
        line.append("  ")
        line.append(receiver, .bold)
        line.append(String(repeating: " ", count: max(0, receiverColumns - DisplayWidth.of(receiver)) + 2))
        line.append(String(repeating: " ", count: 2 * depth))
        line.append(PrintableText.clean(event.displayCall, ascii: glyphs.ascii))
        if let result = event.result {
            line.append(" \(glyphs.arrow) " + PrintableText.clean(result.description, ascii: glyphs.ascii))
        }
        return line
    }
}
