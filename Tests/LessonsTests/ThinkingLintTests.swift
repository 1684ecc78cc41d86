import Playground
import Testing

@testable import Lessons

/// A lesson that reads its trace: step 1 asks a question answered from `trace`'s output, and its
/// goals need the trace shown; step 2 is a second look, at the tree, written loosely.
private let readingText = """
    # Reading

    - slug: reading
    - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
    - device: iphone-se

    ## 1. Read the order

    Present, then read the calls UIKit made.

    - question: Which call comes right after `present` returns?
    - A: `presentationTransitionWillBegin()`
    - B: `presentationController(forPresented:presenting:source:)`
    - answer: B, because the controller must exist first.
    - goal: `expect phase == presented`
    - goal: `expect shown trace`
    - hint: The trace lists every call.
    - solution: `present`, `trace`

    ## 2. Loose

    Look at the tree with `show tree`.

    - goal: `expect phase == idle`
    - hint: `dismiss`, `show tree`
    - solution: `dismiss`, `show tree`

    ## 3. Covered

    Points covered: the order.
    """

private func readingLesson() throws -> Lesson {
    try LessonParser.parse(readingText, file: "lessons/09-reading.md")
}

@Test func aReadingQuestionComesAfterTheTextAndAWrongLetterSendsTheLearnerBackToLook() throws {
    let t = Tutor(lessons: [try readingLesson()])
    t.session.showsAfterActions = false
    let opened = text(t.handle("lesson 9"))
    #expect(opened.contains("Present, then read the calls"))
    #expect(opened.contains("Then answer from what it shows: Which call comes right after `present` returns?"))
    _ = t.handle("present")
    let wrong = text(t.handle("answer A"))
    #expect(wrong.contains("Not A: the output the step asked for does not show that ("))
    #expect(wrong.contains("). Look again"))
    #expect(!wrong.contains("because the controller must exist first"))
    let right = text(t.handle("answer B"))
    #expect(right.contains("✓ Right: B"))
    #expect(!right.contains("Step 1 done"))
    // The goals need the trace shown: present's own tail does not count.
    #expect(text(t.handle("trace")).contains("✓ Step 1 done."))
}

@Test func shownReadsWhatALookCommandShowedSinceTheStepBegan() throws {
    let session = Session()
    session.showsAfterActions = true
    session.beginStep()
    _ = session.execute("present")
    guard case .expect(let x) = try Parser.parse("expect shown trace") else {
        Issue.record("not an expect")
        return
    }
    #expect(!ExpectationEvaluator.evaluate(x, in: session.expectationContext()).passed)
    _ = session.execute("trace")
    #expect(ExpectationEvaluator.evaluate(x, in: session.expectationContext()).passed)
    session.beginStep()
    #expect(!ExpectationEvaluator.evaluate(x, in: session.expectationContext()).passed)
    guard case .expect(let motion) = try Parser.parse("expect shown motion") else { return }
    _ = session.execute("scrub 0.1")
    #expect(ExpectationEvaluator.evaluate(motion, in: session.expectationContext()).passed)
}

@Test func lintFindsALookStepThatPassesWithoutItsLook() throws {
    let messages = LessonLinter.lint(try readingLesson(), asShipped: true).map(\.message)
    #expect(messages.contains { $0.hasPrefix("step 2 names `tree` but its goals pass without it") })
    #expect(!messages.contains { $0.hasPrefix("step 1 names") })
}

@Test func lintCountsStepsThatPrintTheirAnswerBeyondOneInSix() throws {
    let messages = LessonLinter.lint(try readingLesson(), asShipped: true).map(\.message)
    // Step 2 prints `show tree` but not `dismiss`; step 1 prints `present` but not `trace`.
    #expect(!messages.contains { $0.contains("prints its answer") })
    let printed = readingText.replacing("Look at the tree with `show tree`.", with: "`dismiss`, then `show tree`.")
        .replacing("Present, then read", with: "`present`, then `trace`, then read")
    let lesson = try LessonParser.parse(printed, file: "lessons/09-reading.md")
    #expect(LessonLinter.printsAnswer(lesson.steps[0]) && LessonLinter.printsAnswer(lesson.steps[1]))
    let issues = LessonLinter.lint(lesson, asShipped: true).map(\.message)
    #expect(
        issues.filter { $0.contains("prints its answer") } == [
            "step 2 prints its answer (`dismiss`, `show tree`): at most 1 of 2 steps may; say what to achieve and give the commands in hints"
        ])
}

@Test func anExerciseListsWrongAnswersThatFailOneOfItsGoals() throws {
    let text = """
        # Ex

        - slug: ex
        - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article

        ## 1. Exercise

        Write it.

        - exercise: `a/Start.swift`
        - exercise solution: `a/Done.swift`
        - run: `present`
        - goal: `expect dimming.alpha == 1`
        - wrong: `alpha = 1\\n` → `` fails `expect dimming.alpha == 1`
        - wrong: `nowhere` → `x` fails `expect phase == idle`
        """
    var lesson = try LessonParser.parse(text, file: "lessons/10-ex.md")
    let wrong = try #require(lesson.steps[0].exercise?.wrongAnswers)
    #expect(wrong.count == 2 && wrong[0].from == "alpha = 1\n" && wrong[0].to == "")
    lesson.readExerciseFiles { $0.hasSuffix("Start.swift") ? "// TODO\n" : "x.alpha = 1\n" }
    let messages = LessonLinter.lint(lesson, asShipped: true).map(\.message)
    #expect(messages.contains("step 1: the wrong answer's `FROM` is not in the shipped solution"))
    #expect(messages.contains("step 1: a wrong answer fails one of the step's goals, not `expect phase == idle`"))
    #expect(!messages.contains { $0.contains("lists no wrong answers") })
}
