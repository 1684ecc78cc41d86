import Lessons
import Playground
import TextArt
import Transcript

/// A demo read before the curtain rises: every command parsed as the demo's prompt will parse it
/// (lesson commands included) and every directive checked, so a typo is found at the desk and
/// not in front of the room, where it would surface live and the demo would go on without it.
enum DemoCheck {
    /// The problems of `script` in file order: its directives' (`directiveProblems`, from
    /// `DemoScript.parse`) and one line per command that does not parse, worded as `run` words
    /// it: `error: FILE:LINE:COL: …; did you mean `…`?`.
    static func problems(
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
    static func check(
        _ script: DemoScript, directiveProblems: [DemoScript.LineProblem], options: RenderOptions,
        write: (String) -> Void
    ) -> [CheckedLine] {
        let runner = ScriptFeed.makeRunner(file: script.file, mode: .check, options: options)
        let byLine = Dictionary(grouping: directiveProblems, by: \.line)
        var checked: [CheckedLine] = []
        for item in script.items {
            for p in byLine[item.line] ?? [] {
                write(TerminalText.plain(p.text) + "\n")
                let lead = "error: \(script.file):\(item.line):1: "
                let message = p.text.hasPrefix(lead) ? String(p.text.dropFirst(lead.count)) : p.text
                checked.append(
                    CheckedLine(line: item.line, column: 1, source: item.text, outcome: .error, message: message))
            }
            let before = runner.checked.count
            write(runner.feed(item.kind.isScene ? item.text : ""))
            let found = runner.checked[before...]
            checked += found
            // A command that ran with nothing to report counts as checked: it ran on stage as written.
            if found.isEmpty, case .command(let command) = item.kind {
                checked.append(
                    CheckedLine(line: item.line, column: 1, source: command, outcome: .passed, message: ""))
            }
            if runner.quitRequested { break }
        }
        Console.flush()
        return checked
    }
}
