import Playground
import Testing

@testable import Lessons

/// A completed step leads into the next one short (issue 25, "Fits 80x24"): its heading, its aim
/// and the way to its whole text, before the drawing the command left, so the drawing the next
/// step talks about is on screen under its words; `step` prints the whole text.
struct StepLeadTests {
    /// The sample lesson with an aim on step 2.
    static func lesson() throws -> Lesson {
        let text = sampleLessonText.replacingOccurrences(
            of: "## 2. Shrink the frame\n", with: "## 2. Shrink the frame\n\n- aim: Bring the card 30 points in.\n")
        return try LessonParser.parse(text, file: "lessons/01-sample.md")
    }

    @Test func anAimIsReadAndASecondIsRefused() throws {
        #expect(try StepLeadTests.lesson().steps[1].aim == "Bring the card 30 points in.")
        #expect(try StepLeadTests.lesson().steps[1].prose.contains("aim") == false)
        let twice = sampleLessonText.replacingOccurrences(
            of: "## 2. Shrink the frame\n", with: "## 2. Shrink the frame\n\n- aim: One.\n- aim: Two.\n")
        #expect(throws: LessonFileError.self) { try LessonParser.parse(twice, file: "lessons/01-sample.md") }
    }

    @Test func aCompletedStepLeadsIntoTheNextWithItsHeadingAndAimOnly() throws {
        let tutor = Tutor(lessons: [try StepLeadTests.lesson()])
        _ = tutor.handle("lesson 1")
        let said = text(tutor.handle("present"))
        #expect(said.contains("Step 2 of 3: Shrink the frame"))
        #expect(said.contains("Goal: Bring the card 30 points in."))
        #expect(said.contains("`step` prints the whole text"))
        #expect(!said.contains("The dimming view is hidden behind the presented view."))
    }

    @Test func theWordsComeBeforeTheDrawingTheCommandLeft() throws {
        let tutor = Tutor(lessons: [try StepLeadTests.lesson()])
        _ = tutor.handle("lesson 1")
        let outputs = tutor.handle("present")
        let words = try #require(
            outputs.firstIndex { if case .text(let t) = $0 { t.contains("Step 2 of 3") } else { false } })
        let drawing = try #require(outputs.firstIndex { if case .screen = $0 { true } else { false } })
        #expect(words + 1 == drawing)
    }

    @Test func aStepCompletedByAnAnswerIsFollowedByTheScreen() throws {
        let lesson = try LessonParser.parse(
            sampleLessonText.replacingOccurrences(
                of: "- goal: `expect phase == presented`\n",
                with:
                    "- goal: `expect phase == presented`\n- question: Is it up?\n- A: Yes\n- B: No\n- answer: A, because it is.\n"
            ), file: "lessons/01-sample.md")
        let tutor = Tutor(lessons: [lesson])
        _ = tutor.handle("lesson 1")
        _ = tutor.handle("present")
        let outputs = tutor.handle("answer A")
        #expect(text(outputs).contains("Step 2 of 3"))
        #expect({ if case .screen = outputs.last { true } else { false } }())
    }

    @Test func stepPrintsTheWholeTextOfTheStepInProgress() throws {
        let tutor = Tutor(lessons: [try StepLeadTests.lesson()])
        _ = tutor.handle("lesson 1")
        _ = tutor.handle("present")
        let whole = text(tutor.handle("step"))
        #expect(whole.contains("Step 2 of 3: Shrink the frame"))
        #expect(whole.contains("The dimming view is hidden behind the presented view."))
    }

    @Test func withoutAnAimTheProseFirstSentenceIsTheGoal() throws {
        let tutor = Tutor(lessons: [try sampleLesson()])
        _ = tutor.handle("lesson 1")
        #expect(text(tutor.handle("present")).contains("Goal: The dimming view is hidden behind the presented view.\n"))
    }

    @Test func theChineseLeadIsChinese() throws {
        var lesson = try StepLeadTests.lesson()
        lesson.language = .chinese
        let tutor = Tutor(lessons: [lesson])
        _ = tutor.handle("lesson 1 zh")
        let said = text(tutor.handle("present"))
        #expect(said.contains("目标：Bring the card 30 points in."))
        #expect(said.contains("`step` 显示这一步的全文"))
    }
}
