import Lessons
import Playground
import Testing

/// The closed set of help topics against the whole table (the session's commands and the lesson
/// commands, as the prompt reads them): no topic without its text, no form under a missing topic.
struct HelpTopicTests {
    let table = CommandTable.withLessons

    @Test func everyTopicHasHelpText() {
        for topic in HelpTopic.allCases {
            let entry = table.helpEntries.first { $0.topic == topic }
            #expect(entry.map { !$0.summary.isEmpty } == true, "`help \(topic.rawValue)` has no text")
        }
    }

    @Test func everyFormNamesATopicThatHasAnEntry() {
        for form in table.forms {
            #expect(
                table.helpEntries.contains { $0.topic == form.topic },
                "`\(form.line)` is listed under `\(form.topic.rawValue)`, which has no entry")
        }
    }
}
