/// One form of a command, declared once: the words that select it, what `help` says about it,
/// and the function that reads the rest of the line. The parser, Tab completion, the
/// did-you-mean suggestions, `help`, `config`, `code`'s settings line and the spelling of
/// `history` all read these, so a form cannot be known to one and missing from another.
package struct CommandForm: Sendable {
    /// The fixed words that select this form, lower-case: `["set", "frame"]`, `["present"]`,
    /// `["present", "--no-animation"]`.
    package let words: [String]
    /// The help topic that lists it (`help set` shows every `set …` form).
    package let topic: HelpTopic
    /// Its grammar in one line, as `help` shows it.
    package let synopsis: String
    /// Lines that parse, as `help` shows them; the suggestions pick from them too.
    package let examples: [String]
    /// Reads the arguments after `words`; the cursor stands just past them.
    package let parse: @Sendable (inout Cursor) throws(ParseError) -> Command
    /// For a setting: how it is read from, written to and described in the configuration.
    package let setting: SettingBinding?
    /// What Tab offers for the form's first argument when the grammar alone cannot say (a lesson
    /// is any word to the parser): nil for grammar words only.
    package private(set) var argument: CompletionSources.Argument?

    package init(
        _ words: [String], topic: HelpTopic? = nil, synopsis: String, examples: [String] = [],
        setting: SettingBinding? = nil,
        parse: @escaping @Sendable (inout Cursor) throws(ParseError) -> Command
    ) {
        // A debug check (every test run): lower-casing every word at start-up costs more than it finds.
        assert(!words.isEmpty && words.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "form words are lower-case")
        // Without `topic:`, the first word names it; a first word that names none is a bug in the
        // table, which is code, caught on the first run (the table is built at start-up).
        guard let topic = topic ?? HelpTopic(rawValue: words[0]) else {
            preconditionFailure("`\(words[0])` is no help topic: give the form a topic:")
        }
        self.words = words
        self.topic = topic
        self.synopsis = synopsis
        self.examples = examples
        self.setting = setting
        self.parse = parse
    }

    /// A form that takes nothing after its words.
    package init(
        _ words: [String], topic: HelpTopic? = nil, synopsis: String? = nil, examples: [String]? = nil,
        command: Command
    ) {
        let line = words.joined(separator: " ")
        self.init(words, topic: topic, synopsis: synopsis ?? line, examples: examples ?? [line]) {
            _ throws(ParseError) in command
        }
    }

    /// The form's words as typed.
    package var line: String { words.joined(separator: " ") }

    /// The form, with Tab offering `argument` after its words.
    package func completing(_ argument: CompletionSources.Argument) -> CommandForm {
        var form = self
        form.argument = argument
        return form
    }
}
