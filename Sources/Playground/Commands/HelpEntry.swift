/// One entry of `help`: a topic, its group and what it does. Its forms and examples are the
/// table's forms that name its topic, so `help` cannot list a form the parser lacks.
package struct HelpEntry: Sendable {
    package let topic: HelpTopic
    package let group: HelpGroup
    package let summary: String
    /// Other words `help` takes for this topic (`help redo` shows `undo`).
    package let aliases: [String]
    /// The synopsis of a topic with no forms of its own (`resume` exists only at a demo's prompt).
    package let synopsisWithoutForms: String?

    package init(
        _ topic: HelpTopic, _ group: HelpGroup, _ summary: String, aliases: [String] = [],
        synopsisWithoutForms: String? = nil
    ) {
        self.topic = topic
        self.group = group
        self.summary = summary
        self.aliases = aliases
        self.synopsisWithoutForms = synopsisWithoutForms
    }
}
