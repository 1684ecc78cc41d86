import Playground
import Testing

@testable import Lessons

/// `help` inside a Chinese lesson is Chinese (issue 25): every topic the lesson table lists has
/// Chinese words, so a command added without them fails here.
struct ChineseHelpTests {
    @Test func everyTopicHasAChineseSummary() {
        let missing = CommandTable.withLessons.helpEntries.map(\.topic).filter { HelpText.chineseSummaries[$0] == nil }
        #expect(missing == [])
    }

    @Test func helpInAChineseLessonIsChinese() throws {
        var lesson = try sampleLesson()
        lesson.language = .chinese
        let tutor = Tutor(lessons: [lesson])
        _ = tutor.handle("lesson 1 zh")
        let overview = text(tutor.handle("help"))
        #expect(overview.contains("搭建："))
        #expect(overview.contains("这一步要什么"))
        #expect(text(tutor.handle("help hint")).contains("每次多给这一步一条提示"))
        _ = tutor.handle("lesson quit")
        #expect(text(tutor.handle("help")).contains("Build:"))
    }
}
