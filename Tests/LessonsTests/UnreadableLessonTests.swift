import Playground
import Testing

@testable import Lessons

/// Issue 38, item 14: a lesson file that cannot be parsed (a line over 64 KiB) stays in `lesson
/// list` under its number with the problem named, and `lesson N` says that problem, not "no lesson".
@Suite struct UnreadableLessonTests {
    func tutor() throws -> Tutor {
        let t = Tutor(lessons: [try LessonGoldenTests.load("lessons/00-tour.md")])
        t.unreadableSource = {
            [
                UnreadableLesson(
                    file: "/l/01-five-roles.md", language: .english,
                    problem: "/l/01-five-roles.md:7: a line longer than 64 KiB")
            ]
        }
        return t
    }

    @Test func theListNamesItAndItsProblem() throws {
        let list = text(try tutor().handle("lesson list"))
        #expect(list.contains("0  A tour of the stage"))
        #expect(list.contains("1  ⚠ 01-five-roles"))
        #expect(list.contains("a line longer than 64 KiB"))
    }

    @Test(arguments: ["1", "01-five-roles", "five-roles"])
    func openingItSaysTheProblem(name: String) throws {
        let outputs = try tutor().handle("lesson \(name)")
        guard case .error(.unreadableLesson(let typed, let problem))? = outputs.first else {
            Issue.record("lesson \(name) gave \(outputs)")
            return
        }
        #expect(typed == name)
        #expect(problem.contains("/l/01-five-roles.md:7"))
    }
}
