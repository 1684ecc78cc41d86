import Lessons
import Playground
import PresentationKit
import ProsceniumDisk
import ProsceniumLoader
import TextArt
import Transcript

/// A demo read before the curtain rises: every command parsed as the demo's prompt will parse it
/// (lesson commands included) and every directive checked, so a typo is found at the desk and
/// not in front of the room, where it would surface live and the demo would go on without it.
package enum DemoCheck {
    /// The problems of `script` in file order: its directives' (`directiveProblems`, from
    /// `DemoScript.parse`) and one line per command that does not parse, worded as `run` words
    /// it: `error: FILE:LINE:COL: …; did you mean `…`?`.
    package static func problems(
        _ script: DemoScript, directiveProblems: [DemoScript.LineProblem], table: CommandTable = .withLessons
    ) -> [DemoScript.LineProblem] {
        var found = directiveProblems
        for item in script.items {
            guard case .command = item.kind else { continue }
            do {
                _ = try Parser.parse(item.text, table: table)
            } catch {
                // The line as written in the file, so the column is the file's own.
                let location = "\(script.file):\(item.line):\(error.column)"
                let wording = ErrorWording.line(for: .parse(error, line: item.text, table: table), location: location)
                found.append(DemoScript.LineProblem(line: item.line, text: wording))
            }
        }
        // By line, and on one line a directive's problem before a command's (there is only ever one).
        return found.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }

    /// `proscenium check FILE.demo`: the file runs as `check` runs a scene (a directive line fed
    /// as a blank one, so line numbers stay the file's), with the directives' problems written at
    /// their lines. A command that does not parse or does not run is in error, as is a broken
    /// directive, and a command that ran passed; a demo needs no expect line. Returns what was
    /// checked, in file order, for the count and the reports.
    package static func check(
        _ script: DemoScript, directiveProblems: [DemoScript.LineProblem], options: RenderOptions,
        fence: WriteFence, write: (String) -> Void, complain: (String) -> Void
    ) -> [CheckedLine] {
        let runner = ScriptFeed.makeRunner(file: script.file, mode: .check, options: options, fence: fence)
        let byLine = Dictionary(grouping: directiveProblems, by: \.line)
        var checked: [CheckedLine] = []
        for item in script.items {
            for p in byLine[item.line] ?? [] {
                complain(TerminalText.plain(p.text) + "\n")
                let message = Diagnostic.message(of: p.text, at: "\(script.file):\(item.line):1")
                checked.append(
                    CheckedLine(line: item.line, column: 1, source: item.text, outcome: .error, message: message))
            }
            let before = runner.checked.count
            write(runner.feed(item.kind.isScene ? item.text : ""))
            complain(runner.lastErrors)
            let found = runner.checked[before...]
            checked += found
            // A command that ran with nothing to report counts as checked: it ran on stage as written.
            if found.isEmpty, case .command(let command) = item.kind {
                checked.append(
                    CheckedLine(line: item.line, column: 1, source: command, outcome: .passed, message: ""))
            }
            if runner.quitRequested { break }
        }
        // Then the screen at 80x24: every call a note names on it at its #pause.
        if directiveProblems.isEmpty {
            for p in screenProblems(script, fence: fence) where !p.text.hasSuffix("(when the demo runs it)") {
                complain(TerminalText.plain(p.text) + "\n")
                // A warning is said, not counted: the demo still plays.
                if p.isWarning { continue }
                let message = Diagnostic.message(of: p.text, at: "\(script.file):\(p.line):1")
                checked.append(CheckedLine(line: p.line, column: 1, source: "#say", outcome: .error, message: message))
            }
        }
        Console.flush()
        return checked
    }
}

extension DemoCheck {
    /// The size a talk must work at as shipped: the smallest terminal a speaker is likely to have.
    package static let smallestScreen = (columns: 80, rows: 24)

    /// The demo run as the stage would show it in a terminal `columns` wide and `rows` tall,
    /// looking at the screen at each `#pause` (and at the end): every call a note of that stretch
    /// names (`NoteCalls`) must be on it, or the note points at nothing; the problem says whether
    /// the run called it and it scrolled off, or never called it. A command that fails when run (a
    /// `dismiss` with nothing presented) is a problem too: parsing alone misses it. A command whose
    /// output is taller than the window is a note: the stage pages it, a key a screen.
    package static func screenProblems(
        _ script: DemoScript, columns: Int = smallestScreen.columns, rows: Int = smallestScreen.rows,
        fence: WriteFence? = nil
    ) -> [DemoScript.LineProblem] {
        var options = RenderOptions(width: columns, height: rows)
        options.drawing = .fit
        let runner = ScriptFeed.makeRunner(file: script.file, mode: .transcript, options: options, fence: fence)
        var problems: [DemoScript.LineProblem] = []
        var screen: [Substring] = []
        // Every call the run made so far (engines replaced by `reset` included).
        var called = Set<String>()
        func look(at index: Int, pauseLine: Int?) {
            // What the terminal still shows: its last rows, less the one the pause cue takes.
            let visible = screen.suffix(rows - 1).joined(separator: "\n")
            let place = pauseLine.map { "at the #pause on line \($0)" } ?? "at the end"
            for name in script.namedCalls(around: index) where !shows(visible, name) {
                let line = script.noteLine(naming: name, around: index) ?? index + 1
                let why =
                    called.contains(name)
                    ? "the screen at \(columns)x\(rows) does not show it \(place): it was called, then scrolled off"
                    : "the run never called it by then (\(place))"
                problems.append(
                    DemoScript.LineProblem(
                        line: line,
                        text: Diagnostic.line(at: "\(script.file):\(line):1", "the note names `\(name)`, but \(why)")))
            }
        }
        for (index, item) in script.items.enumerated() {
            switch item.kind {
            case .command(let text):
                let named = script.namedCalls(around: index)
                runner.renderer.options.keptCalls = named
                // Loaded code draws in its own process, with the options sent on each request.
                (runner.session.loadedCode as? StagedCode)?.options.keptCalls = named
                let before = runner.checked.count
                let out = runner.feed(text)
                for wrong in runner.checked[before...] where wrong.outcome == .error {
                    problems.append(
                        DemoScript.LineProblem(
                            line: item.line,
                            text: Diagnostic.line(
                                at: "\(script.file):\(item.line):\(wrong.column)",
                                "\(wrong.message) (when the demo runs it)")
                        ))
                }
                let printed = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                screen += printed
                // One command's answer taller than the window is shown a screen at a time on
                // stage (`DemoPlayer.page`), a key each: a note, so the speaker knows the keys it
                // takes (the echoed line aside). `play` redraws in place on a terminal.
                let answer = printed.count - 1
                if answer > rows - 1, !Self.playsInPlace(text) {
                    let screens = Self.screens(lines: answer, rows: rows)
                    problems.append(
                        DemoScript.LineProblem(
                            line: item.line,
                            text: Diagnostic.line(
                                at: "\(script.file):\(item.line):1",
                                "`\(text)` prints \(answer) lines, more than \(columns)x\(rows) shows: on stage it comes a screen at a time, \(screens) screens, a key each",
                                as: .note),
                            isWarning: true))
                }
                for event in runner.session.engine.trace { called.insert(Self.callName(event.call)) }
                // Loaded code's calls are made in its own process: what its trace printed says.
                let said = printed.joined(separator: "\n")
                for name in named where shows(said, name) { called.insert(name) }
                if runner.quitRequested { return problems }
            case .clear:
                screen = []
            case .pause:
                look(at: index, pauseLine: item.line)
            default:
                break
            }
        }
        if let last = script.items.indices.last, script.items[last].kind != .pause { look(at: last, pauseLine: nil) }
        return problems
    }

    /// The screens `DemoPlayer.page` shows an answer of `lines` lines in.
    package static func screens(lines: Int, rows: Int) -> Int { DemoPlayer.pages(lines: lines, rows: rows).count }

    /// Whether `line` is `play`, which a transcript prints frame by frame and a terminal
    /// animates in place.
    static func playsInPlace(_ line: String) -> Bool {
        if case .query(.motion(.play))? = try? Parser.parse(line, table: .withLessons) { return true }
        return false
    }

    /// A trace call's name as a note names it: `present(_:animated:completion:)` → `present`.
    static func callName(_ call: String) -> String {
        String(call.prefix { $0 != "(" && $0 != " " })
    }

    /// Whether the call `name` is on the screen: written with its parentheses when it takes
    /// them (`present(`, so the echoed command `present` does not count), else as a word
    /// (`deinit`, `shouldRemovePresentersView`).
    package static func shows(_ screen: String, _ name: String) -> Bool {
        // A name that is none of UIKit's calls is a method of loaded code, which the trace writes
        // with its labels (`backdropTapped(_:)`).
        let takesParentheses =
            Hook.allCases.contains { $0.rawValue.hasPrefix(name + "(") } || !NoteCalls.vocabulary.contains(name)
        let words = screen.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "(") }
        return words.contains { takesParentheses ? $0.hasPrefix(name + "(") : $0 == name || $0.hasPrefix(name + "(") }
    }
}
