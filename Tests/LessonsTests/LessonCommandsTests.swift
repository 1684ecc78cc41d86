import Playground
import Testing

@testable import Lessons

@Suite("Lesson commands: declared in Lessons, added to the session's table")
struct LessonCommandsTests {
    @Test(
        "Each lesson command reads back from its spelling",
        arguments: [
            "lesson", "lesson list", "lesson 2", "lesson 5 zh", "lesson quit", "lesson lint", "next", "back", "skip",
            "goal",
            "check", "hint", "solution", "progress export p.json", "progress import \"my progress.json\"",
            "progress reset",
        ])
    func roundTrip(line: String) throws {
        let command = try Parser.parse(line, table: .withLessons)
        let action = try #require(command.lessonAction)
        #expect(try Parser.parse(action.spelling, table: .withLessons).lessonAction == action)
    }

    @Test("Without the lesson layer, lesson words are not commands")
    func theSessionAloneDoesNotKnowThem() {
        #expect(throws: ParseError.self) { try Parser.parse("hint") }
        #expect(Session().execute("hint").contains { if case .error = $0 { true } else { false } })
    }

    @Test("A tutor's session reads lesson commands, and help lists them")
    func aTutorsSessionKnowsThem() {
        let tutor = Tutor(lessons: [])
        #expect(tutor.session.table.firstWords.contains("lesson"))
        #expect(HelpText.overview(tutor.session.table).contains("Learn:"))
        #expect(!HelpText.overview().contains("Learn:"))
    }
}
