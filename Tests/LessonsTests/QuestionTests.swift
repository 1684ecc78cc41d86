import Playground
import Testing

@testable import Lessons

private let askingText = """
    # Asking

    - slug: asking
    - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
    - device: iphone-se

    ## 1. Present

    The delegate is asked for the presentation controller first.

    ```proscenium
    present
    ```

    - ask: Which call comes first?
    - A: `presentationTransitionWillBegin()`
    - B: `presentationController(forPresented:presenting:source:)`
    - answer: B, because the controller must exist first.
    - goal: `expect phase == presented`
    - solution: `present`

    ## 2. Covered

    Points covered: the order.
    """

private func tutor() throws -> Tutor {
    let t = Tutor(lessons: [try LessonParser.parse(askingText, file: "lessons/08-asking.md")])
    t.session.showsAfterActions = false
    return t
}

@Test func aQuestionComesBeforeTheProseAndAWrongAnswerGetsTheWhy() throws {
    let t = try tutor()
    let opened = text(t.handle("lesson 8"))
    #expect(opened.contains("Predict first: Which call comes first?"))
    #expect(opened.contains("  B  `presentationController(forPresented:presenting:source:)`"))
    #expect(!opened.contains("The delegate is asked"))
    let wrong = text(t.handle("answer a"))
    #expect(wrong.contains("Not quite: you said A"))
    #expect(wrong.contains("the answer is B"))
    #expect(wrong.contains("because the controller must exist first."))
    // explain's reason for the right call follows.
    #expect(wrong.contains("explain: presentationController(forPresented:presenting:source:): the style is .custom"))
    #expect(wrong.contains("The delegate is asked"))
    #expect(text(t.handle("answer B")).contains("Already answered"))
    #expect(text(t.handle("present")).contains("✓ Step 1 done."))
}

@Test func goalsMetWithoutAnAnswerWaitForIt() throws {
    let t = try tutor()
    _ = t.handle("lesson 8")
    let early = text(t.handle("present"))
    #expect(early.contains("One thing left: the step's question."))
    #expect(t.runner?.step.number == 1)
    #expect(text(t.handle("next")).contains("One thing left"))
    let right = text(t.handle("answer B"))
    #expect(right.contains("✓ Right: B"))
    #expect(right.contains("✓ Step 1 done."))
}

@Test func theLinterChecksAQuestionsChoicesAndAnswer() throws {
    let bad = try LessonParser.parse(
        askingText.replacingFirst("- answer: B, because", with: "- answer: D, because"), file: "lessons/08-bad.md")
    #expect(LessonLinter.lint(bad).map(\.message).contains("step 1: the answer `D` is not one of the choices"))
    let one = try LessonParser.parse(
        askingText.replacingFirst("- B: `presentationController(forPresented:presenting:source:)`\n", with: ""),
        file: "lessons/08-one.md")
    #expect(LessonLinter.lint(one).map(\.message).contains { $0.contains("two choices or more") })
    #expect(LessonLinter.lint(try LessonParser.parse(askingText, file: "lessons/08-asking.md")).isEmpty)
}

@Test func aChallengeSaysSoAndTheLinterKeepsItsCommandsOutOfItsProse() throws {
    let challenge = askingText.replacingFirst("```proscenium\npresent\n```\n", with: "").replacingFirst(
        "- goal: `expect phase == presented`",
        with: "- goal: `expect phase == presented`\n- hint: UIKit shows a controller when asked.")
    // A step with no commands shown says it is a challenge only when its title says so: every
    // step leaves its commands to the hints now.
    let plain = Tutor(lessons: [try LessonParser.parse(challenge, file: "lessons/08-asking.md")])
    plain.session.showsAfterActions = false
    _ = plain.handle("lesson 8")
    #expect(!text(plain.handle("answer B")).contains("A challenge: no commands are given."))
    let titled = challenge.replacingFirst("## 1. Present", with: "## 1. Challenge: present")
    let t = Tutor(lessons: [try LessonParser.parse(titled, file: "lessons/08-asking.md")])
    t.session.showsAfterActions = false
    _ = t.handle("lesson 8")
    #expect(text(t.handle("answer B")).contains("A challenge: no commands are given."))
    // One hint is not enough to go from the idea to the command.
    let lesson = try LessonParser.parse(challenge, file: "lessons/08-asking.md")
    #expect(LessonLinter.lint(lesson).map(\.message).contains { $0.contains("two or more") })
    let printed = try LessonParser.parse(
        challenge.replacingFirst("The delegate is asked", with: "Type `present`. The delegate is asked"),
        file: "lessons/08-asking.md")
    #expect(
        LessonLinter.lint(printed).map(\.message).contains(
            "step 1: a challenge's prose prints its solution's `present`"))
}

@Test func aShippedLessonOnAnArticleNeedsAChallengeAndTwoPredictions() throws {
    let lesson = try LessonParser.parse(askingText, file: "lessons/08-asking.md")
    #expect(LessonLinter.lint(lesson).isEmpty)
    let shipped = LessonLinter.lint(lesson, asShipped: true).map(\.message)
    #expect(shipped.contains("a lesson on an article has a challenge: a step with goals and no commands printed"))
    #expect(shipped.contains("a lesson on an article asks two prediction questions or more (`- ask:`)"))
}
