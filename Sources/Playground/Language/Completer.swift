/// Tab completion: given the text before the cursor, the words that may come next and start
/// with what has been typed of the current word. It asks the parser what it expected where the
/// line ends, so completion and grammar never disagree. Where the grammar takes a path or a
/// lesson, `sources` supplies the candidates (the disk and the lesson library, from the edge).
package enum Completer {
    package static func completions(
        for prefixText: String, table: CommandTable = .standard, sources: CompletionSources = .none
    ) -> [String] {
        let endsWithSpace = prefixText.last == " " || prefixText.isEmpty
        let partial: String
        let head: String
        if endsWithSpace {
            partial = ""
            head = prefixText
        } else if let space = prefixText.lastIndex(of: " ") {
            partial = String(prefixText[prefixText.index(after: space)...])
            head = String(prefixText[...space])
        } else {
            partial = prefixText
            head = ""
        }
        if partial.hasPrefix("\"") { return [] }
        var expected: [String]
        if head.trimmingCharacters(in: " ").isEmpty {
            expected = table.firstWords.filter { $0 != "?" }
        } else {
            do {
                _ = try Parser.parse(head, table: table)
                // A complete command may still take more words (`cancel` → `at`, `state` → `--json`).
                expected = []
                if let err = try? parseExpectingMore(head, table: table) { expected = err }
            } catch {
                guard case .missing = error.problem, error.column >= head.trimmingTrailingSpace().count + 1 else {
                    return []
                }
                expected = error.expected
            }
        }
        let lowered = partial.lowercased()
        var seen = Set<String>()
        var words = expected.filter {
            !$0.hasPrefix("<") && $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted
        }
        // A form whose argument the edge supplies (`lesson <Tab>`), right after the form's words.
        let typed = head.split(separator: " ").map { $0.lowercased() }
        if table.forms.contains(where: { $0.argument == .lesson && $0.words == typed }) {
            // The longer forms' next words (`lesson list`), then the lessons themselves.
            let longer = table.forms.filter {
                $0.words.count == typed.count + 1 && Array($0.words.prefix(typed.count)) == typed
            }
            words += (longer.map { $0.words[typed.count] } + sources.lessons()).filter {
                $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted
            }
        }
        // `help <Tab>`: the topics `help` has an entry for (issue 37: it offered nothing).
        if typed == ["help"] {
            words += table.helpEntries.map(\.topic.rawValue).filter {
                $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted
            }
        }
        // Paths are matched as typed: file names are case-sensitive.
        if !expected.filter(CompletionSources.filePlaceholders.contains).isEmpty {
            words += sources.paths(completing: partial).filter { seen.insert($0).inserted }
        }
        return words
    }

    /// Words that may follow a complete command, found by appending a word that cannot fit.
    private static func parseExpectingMore(_ head: String, table: CommandTable) throws -> [String] {
        do {
            _ = try Parser.parse(head + "\u{1}", table: table)
        } catch {
            switch error.problem {
            case .unexpectedWord, .extraWords: return error.expected
            default: break
            }
        }
        return []
    }
}
