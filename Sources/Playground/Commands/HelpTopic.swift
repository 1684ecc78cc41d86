/// The groups `help` lists commands in, in order.
package enum HelpGroup: String, CaseIterable, Sendable {
    case build = "Build"
    case drive = "Drive"
    case look = "Look"
    case watch = "Watch"
    case check = "Check"
    case learn = "Learn"
    case session = "Session"
}

/// One entry of `help`: a word, its group and what it does. Its forms and examples are the
/// table's forms that name it as their topic, so `help` cannot list a form the parser lacks.
package struct HelpTopic: Sendable {
    package let word: String
    package let group: HelpGroup
    package let summary: String
    /// Other words `help` takes for this topic (`help redo` shows `undo`).
    package let aliases: [String]
    /// The synopsis of a topic with no forms of its own (`resume` exists only at a demo's prompt).
    package let synopsisWithoutForms: String?

    package init(
        _ word: String, _ group: HelpGroup, _ summary: String, aliases: [String] = [],
        synopsisWithoutForms: String? = nil
    ) {
        self.word = word
        self.group = group
        self.summary = summary
        self.aliases = aliases
        self.synopsisWithoutForms = synopsisWithoutForms
    }
}
