import Lessons
import Playground
import Testing

@testable import ProsceniumEdge

/// `LessonArgument`: `proscenium lesson WORD` refused before the prompt when WORD names no lesson.
@Suite struct LessonArgumentTests {
    /// The shipped lessons (English and Chinese), read as the binary reads them.
    private let lessons: [Lesson] = {
        let root = "\(#filePath)".split(separator: "/").dropLast(4).joined(separator: "/")
        return LessonLibrary.read(from: "/" + root + "/lessons").lessons
    }()

    @Test func aLessonIsNamedByNumberPaddedNumberOrSlug() {
        #expect(lessons.count >= 2, "the shipped lessons are read")
        for word in ["0", "1", "01", "tour", "five-roles"] {
            #expect(LessonArgument.refusal(for: word, lessons: lessons, unreadable: []) == nil, "\(word)")
        }
    }

    @Test func aSlipOfTheKeysGetsTheNearestLesson() {
        #expect(
            LessonArgument.refusal(for: "tuor", lessons: lessons, unreadable: [])
                == "error: no lesson 'tuor'; did you mean 'tour'? (see 'proscenium lesson list')")
    }

    @Test func aWordFarFromEveryLessonGetsNoGuess() {
        #expect(
            LessonArgument.refusal(for: "zebra", lessons: lessons, unreadable: [])
                == "error: no lesson 'zebra' (see 'proscenium lesson list')")
    }

    @Test func anUnreadableLessonIsLeftToThePromptToExplain() {
        let broken = UnreadableLesson(file: "lessons/07-navigation.md", language: .english, problem: "too long")
        #expect(LessonArgument.refusal(for: "7", lessons: lessons, unreadable: [broken]) == nil)
        #expect(LessonArgument.refusal(for: "navigation", lessons: lessons, unreadable: [broken]) == nil)
    }

    @Test func withNoLessonsThePromptSaysWhereItLooked() {
        #expect(LessonArgument.refusal(for: "tuor", lessons: [], unreadable: []) == nil)
    }

    @Test func controlCharactersInTheWordAreShownAsQuestionMarks() {
        let line = LessonArgument.refusal(for: "t\u{1B}[2Jour", lessons: lessons, unreadable: [])
        #expect(line?.contains("\u{1B}") == false)
    }
}
