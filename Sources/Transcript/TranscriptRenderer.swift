import Playground
import PresentationKit
import TextArt

/// Turns outputs into the text a person reads: drawings, trace lines, JSON, notes, errors and
/// expectation results, for a given width, character set and colour setting.
package struct TranscriptRenderer: Sendable {
    package var options: RenderOptions

    package init(options: RenderOptions) { self.options = options }

    /// `location` is `file:line:col` for errors from scripts, nil at the prompt. Everything
    /// passes `TerminalText` on the way out: text that may hold a user's or a file's words keeps
    /// no control character, drawings keep only their own colour codes.
    package func render(_ output: Output, location: String? = nil) -> String {
        switch output {
        case .text, .code, .json, .error, .expectation, .quit, .motion(.mermaid):
            return TerminalText.plain(unfiltered(output, location: location))
        default: return TerminalText.styled(unfiltered(output, location: location))
        }
    }

    private func unfiltered(_ output: Output, location: String?) -> String {
        switch output {
        case .screen(let s): return LayoutRenderer.render(s, options: options)
        case .tree(let s): return TreeRenderer.render(s, options: options)
        case .events(let events, let limit):
            if events.isEmpty {
                return limit == nil ? (options.language == .chinese ? "（还没有调用）\n" : "(no calls yet)\n") : ""
            }
            return TraceRenderer.render(events, options: options, limit: limit)
        case .text(let t):
            // Prose and lists: every line measured for the window (80 columns off a terminal).
            return LineWrapper.wrapLines(options.ascii ? Self.asciiFold(t) : t, width: options.layoutWidth)
        case .code(let c):
            // Broken where Swift allows it, so the window never cuts an identifier in two.
            let shown = SwiftCodeWrapper.wrap(c, width: options.layoutWidth)
            return options.ascii ? Self.asciiFold(shown) : shown
        case .link(let l): return l + "\n"
        case .json(let j): return j + "\n"
        case .error(let e):
            let line = ErrorWording.line(for: e, location: location, language: options.language)
            let shown = options.ascii ? Self.asciiFold(line) : line
            // On a terminal the window would cut a long error anywhere, inside a word or a command
            // the reader is meant to copy; off one (scripts, CI logs) it stays one line for grep.
            guard options.height != nil else { return shown + "\n" }
            let indent = LineWrapper.indent(for: shown, width: options.layoutWidth)
            return LineWrapper.wrap(shown, width: options.layoutWidth, indent: indent).joined(separator: "\n") + "\n"
        case .expectation(let r):
            let line = unfilteredExpectationLine(r, location: nil)
            return LineWrapper.wrap(line, width: options.layoutWidth, indent: 2).joined(separator: "\n") + "\n"
        case .motion(.mermaid(let m)):
            // A diagram to paste elsewhere: printed as text is, without colour.
            let t = MermaidExporter.render(m)
            return options.ascii ? Self.asciiFold(t) : t
        case .motion(let m): return MotionRendering.render(m, options: options)
        case .drawn(let d): return d
        case .quit: return ""
        }
    }

    /// A drawing and the short trace after it, side by side, on a terminal wide enough for both
    /// (at least `besideColumns` left beside the drawing): the calls then take the rows the
    /// drawing takes instead of the few under it. Nil when they do not fit, or off a terminal,
    /// where every size is fixed.
    package func renderBeside(_ snapshot: ScreenSnapshot, _ events: [TraceEvent]) -> String? {
        guard options.height != nil, !events.isEmpty else { return nil }
        let drawing = render(.screen(snapshot)).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let used = drawing.map { visibleWidth(String($0)) }.max() ?? 0
        let gap = 3
        let room = options.layoutWidth - used - gap
        guard room >= Self.besideColumns else { return nil }
        var traceOptions = options
        traceOptions.width = room
        // Under the header line, one call a row, as many rows as the drawing has.
        let calls = TraceRenderer.beside(events, options: traceOptions, rows: drawing.count - 1)
        var out = ""
        for (i, line) in drawing.enumerated() {
            out += line
            if i >= 1, i - 1 < calls.count {
                let pad = used - visibleWidth(String(line)) + gap
                out += String(repeating: " ", count: max(gap, pad)) + calls[i - 1]
            }
            out += "\n"
        }
        return out
    }

    /// Columns the short trace needs beside a drawing: the time, the receiver and a call.
    package static let besideColumns = 72

    /// `✓ presented.frame == 30 30 315 607`, or `✗ … (presented.frame is {0, 0, 375, 667})`.
    package func expectationLine(_ r: ExpectationResult, location: String?) -> String {
        TerminalText.plain(unfilteredExpectationLine(r, location: location))
    }

    private func unfilteredExpectationLine(_ r: ExpectationResult, location: String?) -> String {
        let mark = r.passed ? (options.ascii ? "ok" : "✓") : (options.ascii ? "FAILED" : "✗")
        var line = (location.map { $0 + ": " } ?? "") + mark + " expect " + r.expectation.source
        if !r.passed { line += " (\(r.actual))" }
        return options.ascii ? Self.asciiFold(line) : line
    }

    static func asciiFold(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "×": out += "x"
            case "→": out += "->"
            case "↳": out += "->"
            case "…": out += "..."
            case "·": out += "-"
            case "✓": out += "ok"
            case "✗": out += "FAILED"
            default: out += scalar.isASCII ? String(scalar) : "?"
            }
        }
        return out
    }
}
