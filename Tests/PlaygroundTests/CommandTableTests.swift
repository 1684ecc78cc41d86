import PresentationKit
import Testing

@testable import Playground

@Suite("The command table: each command declared once, everything else derived")
struct CommandTableTests {
    let table = CommandTable.standard

    @Test("Every setting has exactly one form that writes it")
    func everySettingHasOneForm() {
        for key in SettingKey.allCases {
            let forms = table.settings.filter { $0.binding.key == key }
            #expect(forms.count == 1, "\(key) has \(forms.count) forms")
        }
    }

    @Test("Every example parses, and its spelling parses back to the same command")
    func examplesRoundTrip() throws {
        for example in table.examples {
            let command = try Parser.parse(example)
            let spelled = CommandSpelling.line(for: command)
            #expect(try Parser.parse(spelled) == command, "\(example) → \(spelled)")
        }
    }

    @Test("Every form names a help topic the table has an entry for")
    func everyFormsTopicHasAnEntry() {
        for form in table.forms {
            #expect(
                table.helpEntries.contains { $0.topic == form.topic },
                "`\(form.line)` is listed under `\(form.topic.rawValue)`, which has no entry")
        }
    }

    @Test("Every form is shown by `help` of the topic it names")
    func helpShowsEveryForm() throws {
        for form in table.forms {
            let entry = try #require(table.helpEntry(named: form.topic.rawValue))
            #expect(HelpText.detail(entry).contains(form.synopsis), "`\(form.line)`")
        }
    }

    @Test("Every help entry has forms, or a synopsis that says what it is without them")
    func everyEntryHasFormsOrASynopsis() {
        for entry in table.helpEntries {
            #expect(
                !table.forms(of: entry.topic).isEmpty || entry.synopsisWithoutForms != nil,
                "`help \(entry.topic.rawValue)` would be empty")
        }
    }

    @Test("A setting applied to the defaults is what its form's binding reads back")
    func settingsReadBack() throws {
        for example in table.examples {
            guard case .set(let setting) = try Parser.parse(example), let binding = table.setting(setting.key)?.binding
            else { continue }
            var config = PresentationConfig()
            binding.apply(setting, &config)
            #expect(binding.current(config).contains(setting), "\(example)")
        }
    }

    @Test("`config` shows a row for every setting's row name")
    func configShowsEveryRow() {
        let text = ConfigDescription.describe(PresentationConfig())
        for (_, binding) in table.settings {
            #expect(text.contains(binding.row), "no `\(binding.row)` row")
        }
    }

    @Test(
        "A word no form declares is an error, never another command",
        arguments: ["bogus", "quitt", "zzz 1 2", "sett frame full"])
    func unknownWordIsAnError(line: String) {
        #expect(throws: ParseError.self) { try Parser.parse(line) }
    }

    @Test("A form's own words are checked: a word after a command that takes none is refused")
    func extraWordsAreRefused() {
        #expect(throws: ParseError.self) { try Parser.parse("rotate now") }
        #expect(throws: ParseError.self) { try Parser.parse("set dimming wraps maybe") }
    }

    // MARK: A command added in a fixture

    /// `wave [N]`: what a layer above adds — one form, the entry of its topic, and what it does.
    /// Topics are a closed set, so the fixture borrows one the standard table leaves to the layer
    /// above (`hint`, the lesson commands'), as `CommandTable.withLessons` adds its own. It stands
    /// for its command with `help hint [N]`: the suggestions offer a `help` only for a topic that
    /// has an entry.
    static let wave = CommandForm(["wave"], topic: .hint, synopsis: "wave [N]", examples: ["wave", "wave 3"]) {
        c throws(ParseError) in
        c.atEnd ? .help("hint") : .help("hint \(Int(try c.number("waves", min: 1, max: 9)))")
    }
    let extended = CommandTable.standard.adding(
        forms: [wave], help: [HelpEntry(.hint, .session, "wave at the audience")])

    @Test("A form added to a table is parsed, completed, suggested and listed by help, with nothing else to edit")
    func aFixtureCommandIsKnownEverywhere() throws {
        #expect(try Parser.parse("wave 3", table: extended) == .help("hint 3"))
        #expect(throws: ParseError.self) { try Parser.parse("wave 3") }
        #expect(Completer.completions(for: "wa", table: extended) == ["wave"])
        let error = try #require(parseError("wavee 3", table: extended))
        #expect(Suggester.suggest(for: "wavee 3", error: error, table: extended) == "wave 3")
        #expect(HelpText.overview(extended).contains("wave at the audience"))
        let entry = try #require(extended.helpEntry(named: "hint"))
        #expect(HelpText.detail(entry, in: extended).contains("wave [N]"))
    }

    @Test("A form that repeats another's words, or a topic with two entries, is refused when the table is made")
    func duplicatesAreCaughtByTheTable() {
        // The table's assertions stop the process, so this pins the checks by their inputs instead.
        let words = table.forms.map(\.words)
        #expect(Set(words).count == words.count)
        #expect(Set(table.helpEntries.map(\.topic)).count == table.helpEntries.count)
        #expect(Set(table.settings.map(\.binding.key)).count == table.settings.count)
    }

    private func parseError(_ line: String, table: CommandTable) -> ParseError? {
        do {
            _ = try Parser.parse(line, table: table)
            return nil
        } catch { return error }
    }
}
