import Playground
import TextArt

/// A demo file, read: a scene (commands and `#` comments) with directives for the stage.
///
/// A directive is `#` followed at once by its word: `#pause`, `#say TEXT`, `#anchor NAME`,
/// `#speed N`, `#clear`. Anything else after `#` is a comment, except a word one typo away from a
/// directive (`#pasue`), which is an error: a directive that silently turns into a comment would
/// only be noticed on stage.
package struct DemoScript {
    /// What one line of the file is.
    package enum Kind: Equatable {
        /// A line for the prompt, trimmed.
        case command(String)
        /// A comment: shown in transcripts as `run` shows it, never typed on stage.
        case comment
        case blank
        /// Wait for a key.
        case pause
        /// A presenter note.
        case say(String)
        /// A place to jump to (`--from NAME`, Ctrl-N, Ctrl-P).
        case anchor(String)
        /// Characters a second when typing by itself (`--auto`).
        case speed(Double)
        /// Clear the screen.
        case clear

        /// Whether the line goes to the session (in transcripts, comments are echoed by it too).
        package var isScene: Bool {
            switch self {
            case .command, .comment: return true
            default: return false
            }
        }
    }

    /// One line of the file, with its number (from 1) and its text as written.
    package struct Item {
        package let kind: Kind
        package let line: Int
        package let text: String
    }

    package static let directives = ["pause", "say", "anchor", "speed", "clear"]

    package let file: String
    package let items: [Item]
    /// The methods the code the demo `load`s declares, which its notes may name as calls (a tap
    /// handler the trace records as `backdropTapped(_:)`); set at the edge, which reads the files
    /// (`DemoScript+Loaded.swift`). Empty for a demo that loads nothing.
    package var loadedNames: Set<String> = []

    /// The item index of each anchor, in file order.
    package var anchors: [(name: String, index: Int)] {
        items.indices.compactMap { i in
            if case .anchor(let name) = items[i].kind { return (name, i) }
            return nil
        }
    }

    /// The calls the notes of `index`'s stretch name: the notes from the last `#pause` (or
    /// `#clear`) before it to the next one, since a note may speak of what the command before it
    /// printed. The short trace keeps these on screen.
    package func namedCalls(around index: Int) -> [String] {
        func isBreak(_ kind: Kind) -> Bool { kind == .pause || kind == .clear }
        var start = index
        while start > 0, !isBreak(items[start - 1].kind) { start -= 1 }
        var end = index
        while end < items.count, !isBreak(items[end].kind) { end += 1 }
        var names: [String] = []
        for item in items[start..<end] {
            if case .say(let note) = item.kind {
                for name in NoteCalls.named(in: note, also: loadedNames) where !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names
    }

    /// The line of the first note in `index`'s stretch that names `name`.
    package func noteLine(naming name: String, around index: Int) -> Int? {
        func isBreak(_ kind: Kind) -> Bool { kind == .pause || kind == .clear }
        var start = min(index, items.count - 1)
        while start > 0, !isBreak(items[start - 1].kind) { start -= 1 }
        for item in items[start...] {
            if case .say(let note) = item.kind, NoteCalls.named(in: note, also: loadedNames).contains(name) {
                return item.line
            }
            if item.line > items[min(index, items.count - 1)].line, isBreak(item.kind) { break }
        }
        return nil
    }

    /// A line's problem, with its line number so problems of every kind can be put in file order.
    package struct LineProblem {
        package let line: Int
        /// `FILE:LINE:COL: error: …` (or `warning:`)
        package let text: String
        /// A point the pre-check raises without refusing the demo (output taller than the window).
        package var isWarning = false

        package init(line: Int, text: String, isWarning: Bool = false) {
            self.line = line
            self.text = text
            self.isWarning = isWarning
        }
    }

    /// Reads `text`; the problems (one `FILE:LINE:1: error: …` line each) make the file unusable.
    /// Only the directives are checked here; `DemoCheck` adds the commands.
    package static func parse(_ text: String, file: String) -> (script: DemoScript, problems: [LineProblem]) {
        var items: [Item] = []
        var problems: [LineProblem] = []
        var seenAnchors: [String: Int] = [:]
        for (offset, raw) in FileEdge.lines(text).enumerated() {
            let number = offset + 1
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            func problem(_ message: String) {
                // A message may quote the file (an anchor's name): its control characters are
                // shown as `plain` shows them, whoever prints the line (check's TAP, a JUnit case).
                let shown = TerminalText.plain(message)
                problems.append(LineProblem(line: number, text: Diagnostic.line(at: "\(file):\(number):1", shown)))
            }
            let kind: Kind
            switch classify(line) {
            case .success(let k): kind = k
            case .failure(let message):
                problem(message.text)
                kind = .comment
            }
            if case .anchor(let name) = kind {
                if let first = seenAnchors[name] {
                    problem("anchor `\(name)` is already at line \(first)")
                } else {
                    seenAnchors[name] = number
                }
            }
            items.append(Item(kind: kind, line: number, text: line))
        }
        return (DemoScript(file: file, items: items), problems)
    }

    /// Why a line is not a valid directive.
    package struct Problem: Error { let text: String }

    package static func classify(_ line: String) -> Result<Kind, Problem> {
        let trimmed = line.trimmingCharacters(in: " \t")
        if trimmed.isEmpty { return .success(.blank) }
        guard trimmed.hasPrefix("#") else { return .success(.command(trimmed)) }
        let afterHash = trimmed.dropFirst()
        let word = String(afterHash.prefix { $0.isLetter })
        guard !word.isEmpty else { return .success(.comment) }
        let argument = afterHash.dropFirst(word.count)
        // `#pauses` or `#say:` are not directives followed by an argument.
        if let next = argument.first, next != " " && next != "\t" {
            // The character is the file's; `parse` shows a control one as `plain` shows it.
            return nearMiss(word) ? .failure(Problem(text: "unknown directive `#\(word)\(next)…`")) : .success(.comment)
        }
        let rest = String(argument).trimmingCharacters(in: " \t")
        switch word.lowercased() {
        case "pause", "clear":
            guard rest.isEmpty else { return .failure(Problem(text: "`#\(word.lowercased())` takes nothing after it")) }
            return .success(word.lowercased() == "pause" ? .pause : .clear)
        case "say":
            guard !rest.isEmpty else { return .failure(Problem(text: "`#say` needs the note's text")) }
            return .success(.say(rest))
        case "anchor":
            guard !rest.isEmpty, !rest.contains(where: { $0 == " " || $0 == "\t" }) else {
                return .failure(Problem(text: "`#anchor` needs one name without spaces (`#anchor slide`)"))
            }
            return .success(.anchor(rest))
        case "speed":
            guard let n = NumberParser.parse(rest), n.isFinite, n > 0 else {
                return .failure(Problem(text: "`#speed` needs a number of characters a second above 0 (`#speed 20`)"))
            }
            return .success(.speed(n))
        default:
            guard nearMiss(word) else { return .success(.comment) }
            let nearest = directives.min {
                Suggester.distance(word.lowercased(), $0) < Suggester.distance(word.lowercased(), $1)
            }!
            return .failure(Problem(text: "unknown directive `#\(word)`; did you mean `#\(nearest)`?"))
        }
    }

    /// A word close enough to a directive to be a typo of it rather than a comment.
    private static func nearMiss(_ word: String) -> Bool {
        let w = word.lowercased()
        return directives.contains { d in
            let limit = d.count <= 3 ? 1 : 2
            return Suggester.distance(w, d) <= limit
        }
    }
}
