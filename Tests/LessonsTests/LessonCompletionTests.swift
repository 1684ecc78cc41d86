import Playground
import Testing

@testable import Lessons

/// `lesson <Tab>` offers the lessons the edge knows, beside the lesson subcommands.
@Suite struct LessonCompletionTests {
    let sources = CompletionSources(lessons: { ["0", "tour", "2", "bouncy-overlay"] })

    @Test func lessonTabOffersTheLessons() {
        let words = Completer.completions(for: "lesson ", table: .withLessons, sources: sources)
        #expect(words.contains("tour"))
        #expect(words.contains("2"))
        #expect(words.contains("list"))
    }

    @Test func afterALessonsNameTabOffersNoLessons() {
        #expect(!Completer.completions(for: "lesson 2 ", table: .withLessons, sources: sources).contains("tour"))
    }

    @Test func aPartialSlugCompletes() {
        #expect(Completer.completions(for: "lesson bou", table: .withLessons, sources: sources) == ["bouncy-overlay"])
    }
}
