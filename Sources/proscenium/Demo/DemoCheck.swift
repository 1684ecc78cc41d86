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
    /// their lines. A command that does not parse or does not run is a failure, as is a broken
    /// directive; a demo needs no expect line. Returns the counts for `N passed, N failed`.
    static func check(_ script: DemoScript, directiveProblems: [DemoScript.LineProblem], options: RenderOptions)
        -> (passed: Int, failed: Int)
    {
        let runner = ScriptFeed.makeRunner(file: script.file, mode: .check, options: options)
        let byLine = Dictionary(grouping: directiveProblems, by: \.line)
        for item in script.items {
            for p in byLine[item.line] ?? [] { Console.write(TerminalText.plain(p.text) + "\n") }
            Console.write(runner.feed(item.kind.isScene ? item.text : ""))
            if runner.quitRequested { break }
        }
        Console.flush()
        return (runner.passed, runner.failed + runner.errors + directiveProblems.count)
    }
}
