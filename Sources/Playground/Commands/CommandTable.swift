#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every command the language knows, each form declared once (`CommandForm`), with the help
/// entries that list them. Everything that knows commands reads it: `Parser` walks the forms'
/// words, `Completer` offers them, `Suggester` measures against their examples, `help` lists
/// them, and settings forms say how `config`, `code` and `history` show them. A layer above adds
/// its own forms (the lesson commands: `LessonCommands` in Lessons) with `adding`.
package struct CommandTable: Sendable {
    package let forms: [CommandForm]
    /// What `help` lists, one entry a topic, in the order it lists them.
    package let helpEntries: [HelpEntry]
    /// First words in declaration order, each once: what an empty line completes to.
    package let firstWords: [String]
    /// Every form's examples, in declaration order.
    package let examples: [String]
    /// The forms that carry a setting, each with its binding, in declaration order.
    package let settings: [(form: CommandForm, binding: SettingBinding)]
    private let formsByFirstWord: [String: [Int]]
    private let settingsByKey: [SettingKey: Int]
    /// The examples prepared for did-you-mean, on the first mistyped line: preparing them costs
    /// more than the rest of the table, and most sessions never need it (start-up stays small).
    var exampleIndex: Suggester.ExampleIndex { exampleIndexCache.value(examples) }
    private let exampleIndexCache = ExampleIndexCache()

    package init(forms: [CommandForm], help: [HelpEntry]) {
        // Checked in debug builds (every test run): the table is code, so a mistake is a bug.
        assert(Set(forms.map(\.words)).count == forms.count, "a form is declared twice")
        assert(Set(help.map(\.topic)).count == help.count, "a help topic has two entries")
        assert(Set(forms.map(\.topic)).isSubset(of: help.map(\.topic)), "a form's help topic has no entry")
        var firstWords: [String] = []
        var byFirst: [String: [Int]] = [:]
        for (i, form) in forms.enumerated() {
            if byFirst[form.words[0]] == nil { firstWords.append(form.words[0]) }
            byFirst[form.words[0], default: []].append(i)
        }
        self.forms = forms
        self.helpEntries = help
        self.firstWords = firstWords
        self.formsByFirstWord = byFirst
        self.examples = forms.flatMap(\.examples)
        self.settings = forms.compactMap { form in form.setting.map { (form, $0) } }
        var byKey: [SettingKey: Int] = [:]
        for (i, s) in settings.enumerated() where byKey[s.binding.key] == nil { byKey[s.binding.key] = i }
        assert(byKey.count == settings.count, "two forms set one setting")
        self.settingsByKey = byKey
    }

    /// This table with more forms and help entries (a later form may not repeat an earlier one's
    /// words, nor a later entry an earlier one's topic).
    package func adding(forms more: [CommandForm], help moreHelp: [HelpEntry]) -> CommandTable {
        CommandTable(forms: forms + more, help: helpEntries + moreHelp)
    }

    /// The entry `help WORD` shows: its topic's own word or one of its aliases.
    package func helpEntry(named word: String) -> HelpEntry? {
        let w = word.lowercased()
        if let topic = HelpTopic(rawValue: w), let entry = helpEntries.first(where: { $0.topic == topic }) {
            return entry
        }
        return helpEntries.first { $0.aliases.contains(w) }
    }

    /// The topic (or alias) a word that names none most likely meant: among those it begins with
    /// or that begin with it (three letters at least: `sett`, `setings` → `set`), else among all,
    /// the nearest by edit distance when a third of its letters or fewer are off; nil when none is.
    package func nearestHelpTopic(to word: String) -> String? {
        let w = word.lowercased()
        let names = helpEntries.flatMap { [$0.topic.rawValue] + $0.aliases }
        func nearest(_ among: [String]) -> (name: String, distance: Int)? {
            among.map { ($0, Suggester.distance(w, $0)) }.min { $0.1 < $1.1 }
        }
        if w.count >= 3, let best = nearest(names.filter { w.hasPrefix($0) || $0.hasPrefix(w) }) { return best.name }
        guard let best = nearest(names), best.distance <= max(1, w.count / 3) else { return nil }
        return best.name
    }

    /// The forms a topic lists, in declaration order.
    package func forms(of topic: HelpTopic) -> [CommandForm] { forms.filter { $0.topic == topic } }

    /// The form and binding for a setting of `key`.
    package func setting(_ key: SettingKey) -> (form: CommandForm, binding: SettingBinding)? {
        settingsByKey[key].map { settings[$0] }
    }

    // MARK: Reading a line

    /// Reads one command: the forms' words as far as they go, then the deepest form's own parse.
    func parseCommand(_ c: inout Cursor) throws(ParseError) -> Command {
        let first = try c.keyword(firstWords)
        let candidates = formsByFirstWord[first, default: []].map { forms[$0] }
        return try parse(candidates, depth: 1, &c)
    }

    /// `candidates` all share their first `depth` words, which have been read.
    private func parse(_ candidates: [CommandForm], depth: Int, _ c: inout Cursor) throws(ParseError) -> Command {
        let exact = candidates.first { $0.words.count == depth }
        var childWords: [String] = []
        for form in candidates where form.words.count > depth && !childWords.contains(form.words[depth]) {
            childWords.append(form.words[depth])
        }
        if let next = c.peek, next.kind == .word, childWords.contains(next.lowered) {
            c.advance()
            return try parse(
                candidates.filter { $0.words.count > depth && $0.words[depth] == next.lowered }, depth: depth + 1, &c)
        }
        guard let exact else {
            _ = try c.keyword(childWords)
            fatalError("unreachable: the keyword above throws")
        }
        let start = c.index
        let startColumn = c.peek?.column ?? c.endColumn
        do throws(ParseError) {
            let command = try exact.parse(&c)
            // A form that read nothing, followed by a word close to a longer form's: a typo of
            // it (`cancel att 0.5`), which the suggestions can correct. Anything else is extra.
            if c.index == start, let t = c.peek {
                let typo = t.kind == .word && childWords.contains { Self.isTypo(t.lowered, of: $0) }
                throw ParseError(
                    column: t.column, problem: typo ? .unexpectedWord(t.text) : .extraWords(t.text),
                    expected: childWords)
            }
            return command
        } catch {
            // Where the form wanted its first word, the longer forms' words would fit too.
            guard error.column == startColumn, !childWords.isEmpty else { throw error }
            var merged = error
            switch error.problem {
            case .missing, .unexpectedWord, .notANumber:
                merged.expected = error.expected + childWords.filter { !error.expected.contains($0) }
            default: break
            }
            throw merged
        }
    }

    /// Close enough to be a mistyped `word`: the allowance the suggestions use.
    static func isTypo(_ typed: String, of word: String) -> Bool {
        Suggester.distance(typed, word) <= max(2, typed.count / 3)
    }
}

/// Builds a table's example index once, on first use, whichever thread asks first.
final class ExampleIndexCache: @unchecked Sendable {
    private var index: Suggester.ExampleIndex?
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    func value(_ examples: [String]) -> Suggester.ExampleIndex {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let index { return index }
        let made = Suggester.ExampleIndex(examples)
        index = made
        return made
    }
}
