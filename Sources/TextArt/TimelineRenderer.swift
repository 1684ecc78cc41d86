import PresentationKit

/// A Gantt chart of one transition on a time axis: a row per animated view and property (grouped
/// by who animated it: the animator, alongside blocks, a rotation) whose cells show the curve's
/// progress at that instant, the interactive phases (gesture, then the finish or cancel that
/// completes it), and a row per notable call with a marker at its time.
package enum TimelineRenderer {
    /// Bounds of the label column.
    static let minLabel = 16
    static let maxLabel = 28
    /// Fewest columns the time axis gets.
    static let minAxis = 20

    package static func render(_ m: TransitionMotion, options: RenderOptions) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        let width = options.layoutWidth
        let span = m.span
        var rows: [(label: String, cells: [(Character, TextStyle)], note: String?)] = []
        var sections: [(title: String, first: Int)] = []

        let markers = m.events.compactMap { e in markerLabel(e).map { (label: $0, seconds: e.seconds) } }
        let trackLabels = m.tracks.map { "  " + $0.name }
        let phaseLabels = m.phases.map { "  " + phaseLabel($0) }
        let allLabels = trackLabels + phaseLabels + markers.map { "  " + $0.label }
        let labelWidth = min(maxLabel, max(minLabel, (allLabels.map { DisplayWidth.of($0) }.max() ?? 0) + 2))
        let axisWidth = max(minAxis, width - labelWidth)

        func column(_ t: Double) -> Int {
            guard span > 0 else { return 0 }
            return min(axisWidth - 1, max(0, Int((t / span * Double(axisWidth - 1)).rounded())))
        }
        func time(_ c: Int) -> Double { axisWidth > 1 ? span * Double(c) / Double(axisWidth - 1) : 0 }
        let blank = Array(repeating: (Character(" "), TextStyle.plain), count: axisWidth)

        // Animations, grouped by who started them, in the order they began.
        var groupOrder: [String] = []
        for t in m.tracks where !groupOrder.contains(t.label) { groupOrder.append(t.label) }
        for label in groupOrder {
            // Tracks of one `animate` call share a curve: name it once, on the group's line.
            let timing =
                m.tracks.first { $0.label == label }.map {
                    " \(glyphs.separator.trimmingSpaces()) \($0.curve.name), \(formatNumber($0.duration, decimals: 3)) s"
                        + ($0.delay > 0 ? " after \(formatNumber($0.delay, decimals: 3)) s" : "")
                } ?? ""
            sections.append((label + timing, rows.count))
            for track in m.tracks where track.label == label {
                var cells = blank
                var any = false
                for c in 0..<axisWidth where track.isActive(at: time(c)) {
                    cells[c] = (level(track.progress(at: time(c)), glyphs: glyphs), style(forGroup: label))
                    any = true
                }
                // An animation too short for a column still shows where it happened.
                if !any { cells[column(track.created)] = (level(1, glyphs: glyphs), style(forGroup: label)) }
                rows.append(("  " + track.name, cells, nil))
            }
        }

        if !m.phases.isEmpty {
            sections.append((MotionWord.interactive.said(in: options.language), rows.count))
            for phase in m.phases {
                var cells = blank
                let a = column(phase.start)
                let b = column(phase.end ?? span)
                for c in a...max(a, b) { cells[c] = (glyphs.ascii ? "=" : "━", .safeArea) }
                rows.append(("  " + phaseLabel(phase), cells, nil))
            }
        }

        if !markers.isEmpty {
            sections.append((MotionWord.calls.said(in: options.language), rows.count))
            for marker in markers {
                var cells = blank
                let c = column(marker.seconds)
                cells[c] = (glyphs.ascii ? "*" : "◆", .accent)
                // The time beside the marker: after it when there is room, else before it.
                let stamp = Array(formatFixed(marker.seconds, decimals: 3))
                if c + 2 + stamp.count <= axisWidth {
                    for (i, ch) in stamp.enumerated() { cells[c + 2 + i] = (ch, .dim) }
                } else if c - 1 - stamp.count >= 0 {
                    for (i, ch) in stamp.enumerated() { cells[c - 1 - stamp.count + i] = (ch, .dim) }
                }
                rows.append(("  " + marker.label, cells, nil))
            }
        }

        var out: [StyledText] = [header(m, glyphs: glyphs, language: options.language)]
        out.append(StyledText(String(repeating: " ", count: labelWidth)) + axisLabels(span: span, width: axisWidth))
        out.append(
            StyledText(String(repeating: " ", count: labelWidth))
                + axisLine(span: span, width: axisWidth, glyphs: glyphs))
        if rows.isEmpty {
            out.append(StyledText("(no animations and no calls recorded)"))
        }
        for (i, row) in rows.enumerated() {
            if let section = sections.first(where: { $0.first == i }) {
                out.append(StyledText(section.title, .bold))
            }
            var line = StyledText(PrintableText.padded(fit(row.label, labelWidth - 1, glyphs), to: labelWidth))
            for (ch, style) in row.cells { line.append(String(ch), ch == " " ? .plain : style) }
            out.append(line.trimmedRight())
        }
        out.append(StyledText())
        out.append(legend(glyphs, hasPhases: !m.phases.isEmpty, language: options.language))
        let nameWidth = (m.tracks.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
        for track in m.tracks {
            let detail =
                "  " + PrintableText.padded(track.name, to: nameWidth) + "\(track.from) \(glyphs.arrow) \(track.to)"
            out.append(StyledText(PrintableText.clean(detail, ascii: glyphs.ascii), .dim))
        }
        return out.map { $0.truncated(to: width, ellipsis: glyphs.ellipsis).rendered(options) + "\n" }
            .joined()
    }

    /// `timeline · presentation · BouncyAnimator · 0.8 s · completed (began at t = 0 s)`.
    static func header(_ m: TransitionMotion, glyphs: Glyphs, language: Language = .english) -> StyledText {
        let say = { (word: MotionWord) in word.said(in: language) }
        var parts = [say(.timeline), say(.kind(m.kind))]
        if !m.animatorType.isEmpty { parts.append(m.animatorType) }
        parts.append("\(formatNumber(m.duration, decimals: 3)) s")
        if m.isInteractive { parts.append(say(.interactive)) }
        switch m.didComplete {
        case .some(true): parts.append(say(m.kind == .sizeChange || m.kind == .sheetDrag ? .done : .completed))
        case .some(false): parts.append(say(.cancelled))
        case .none: parts.append(say(m.end == nil ? .notCompleted : .done))
        }
        // Where the transition sits in the session, when it is not at the very start.
        if m.start != 0 { parts.append(say(.from(formatNumber(m.start, decimals: 3)))) }
        return StyledText(PrintableText.clean(parts.joined(separator: glyphs.separator), ascii: glyphs.ascii), .bold)
    }

    /// The short name a call gets on the chart, or nil for calls the chart leaves out.
    static func markerLabel(_ e: MotionEvent) -> String? {
        let arg = e.argument ?? ""
        guard let hook = Hook(rawValue: e.call) else { return nil }
        switch hook {
        case .presentationTransitionWillBegin, .dismissalTransitionWillBegin: return "willBegin"
        case .animateTransition: return "animateTransition"
        case .startInteractiveTransition: return "startInteractive"
        case .update: return e.receiver == "interactionController" ? "update(\(arg))" : nil
        case .finish, .cancel: return e.receiver == "interactionController" ? e.call : nil
        case .completeTransition: return "completeTransition(\(arg))"
        case .presentationTransitionDidEnd, .dismissalTransitionDidEnd: return "didEnd(\(arg))"
        case .presentCompletion: return "completion()"
        case .alongsideCompletion: return "alongside completion"
        case .willTransitionToTraitCollection: return "willTransition"
        case .viewWillTransitionToSize: return e.receiver == "presentationController" ? "viewWillTransition" : nil
        default: return nil
        }
    }

    static func phaseLabel(_ p: MotionPhase) -> String {
        let name = p.kind == "finish" || p.kind == "cancel" ? "\(p.kind) (completion)" : p.kind
        return "\(name) \(formatNumber(p.fromProgress, decimals: 2))→\(formatNumber(p.toProgress, decimals: 2))"
    }

    /// A progress value as a bar height: ▁ at 0 up to █ at 1, and ▀ past 1 (a spring's overshoot).
    static func level(_ p: Double, glyphs: Glyphs) -> Character {
        let bars: [Character] =
            glyphs.ascii ? ["_", ".", ":", "-", "=", "+", "*", "#"] : ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard p.isFinite else { return bars[0] }
        if p > 1 + 1e-6 { return glyphs.ascii ? "^" : "▀" }
        let i = Int((max(0, p) * Double(bars.count - 1)).rounded())
        return bars[min(bars.count - 1, max(0, i))]
    }

    static func style(forGroup label: String) -> TextStyle {
        switch label {
        case "alongside": return .shade
        case "rotation": return .box
        default: return .animating
        }
    }

    static func legend(_ glyphs: Glyphs, hasPhases: Bool, language: Language = .english) -> StyledText {
        var s = StyledText()
        s.append(glyphs.ascii ? "_:=#" : "▁▄▆█", .animating)
        s.append(MotionWord.progressZeroToOne.said(in: language))
        s.append(glyphs.ascii ? "^" : "▀", .animating)
        s.append(MotionWord.pastOne.said(in: language))
        if hasPhases {
            s.append(glyphs.ascii ? "=" : "━", .safeArea)
            s.append(MotionWord.interactivePhase.said(in: language))
        }
        s.append(glyphs.ascii ? "*" : "◆", .accent)
        s.append(MotionWord.call.said(in: language))
        return s
    }

    /// Tick labels over the axis: round steps, the end labelled with its time in seconds.
    static func axisLabels(span: Double, width: Int) -> StyledText {
        let ticks = TimeAxis.ticks(duration: span, columns: width)
        var cells = Array(repeating: Character(" "), count: width + 8)
        var lastEnd = -1
        for (c, text) in ticks.sorted(by: { $0.key < $1.key }) {
            let label = Array(text)
            var start = c == 0 ? 0 : c - label.count / 2
            // The end's label ends at the end, so nothing is cut at the width.
            if c == width - 1 { start = width - label.count }
            start = min(max(start, 0), cells.count - label.count)
            guard start > lastEnd else { continue }
            for (i, ch) in label.enumerated() { cells[start + i] = ch }
            lastEnd = start + label.count
        }
        return StyledText(String(cells).trimmingTrailingSpaces(), .dim)
    }

    static func axisLine(span: Double, width: Int, glyphs: Glyphs) -> StyledText {
        let ticks = TimeAxis.ticks(duration: span, columns: width)
        var s = ""
        for c in 0..<width {
            if c == 0 {
                s += glyphs.ascii ? "+" : "├"
            } else if c == width - 1 {
                s += glyphs.ascii ? "+" : "┤"
            } else if ticks.keys.contains(c) {
                s += glyphs.ascii ? "+" : "┼"
            } else {
                s += glyphs.ascii ? "-" : "─"
            }
        }
        return StyledText(s, .dim)
    }

    static func fit(_ s: String, _ width: Int, _ glyphs: Glyphs) -> String {
        StyledText(PrintableText.clean(s, ascii: glyphs.ascii)).truncated(to: width, ellipsis: glyphs.ellipsis)
            .plain
    }
}
