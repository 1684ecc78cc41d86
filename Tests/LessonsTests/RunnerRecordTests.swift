import Playground
import Testing

@testable import Lessons

/// What the runner keeps as the learner moves about: a step finished before stays finished after
/// `back`, hints read stay read across `back` and `skip`, and `lesson list` names the step reached.
private func tour() throws -> Tutor {
    let t = Tutor(lessons: [try LessonGoldenTests.load("lessons/00-tour.md")])
    t.session.showsAfterActions = false
    _ = t.handle("lesson 0")
    return t
}

private func key(_ t: Tutor) -> String { t.runner?.lesson.progressKey ?? "" }

@Test func nextOnAStepFinishedBeforeMovesOnInsteadOfSayingNotYet() throws {
    let t = try tour()
    _ = t.handle("present")
    #expect(t.runner?.step.number == 2)
    _ = t.handle("back")
    #expect(t.runner?.step.number == 1)
    let said = text(t.handle("next"))
    #expect(said.contains("Step 1 was finished before: moving on."))
    #expect(!said.contains("Not yet"))
    #expect(t.runner?.step.number == 2)
}

@Test func hintsReadStayReadAcrossBackAndSkip() throws {
    let t = try tour()
    _ = t.handle("present")
    _ = t.handle("hint")
    _ = t.handle("back")
    _ = t.handle("next")
    // Back at step 2: the hint read before `back` still counts.
    _ = t.handle("rotate")
    _ = t.handle("show tree")
    let entry = try #require(t.progress.lessons[key(t)])
    #expect(entry.steps[2] == .done && entry.hints[2] == 1)
    _ = t.handle("hint")
    _ = t.handle("skip")
    #expect(t.progress.lessons[key(t)]?.steps[3] == .skipped)
    #expect(t.progress.lessons[key(t)]?.hints[3] == 1)
}

@Test func lessonListNamesTheStepReached() throws {
    let t = try tour()
    _ = t.handle("present")
    _ = t.handle("rotate")
    _ = t.handle("show tree")
    #expect(text(t.handle("lesson list")).contains("in progress, at step 3 of 7"))
}
