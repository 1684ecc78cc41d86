import Playground
import Testing

@testable import Lessons

/// A lesson whose steps undo and redo can finish, and one with a goal a wrong command puts out of reach.
private let turnsText = """
    # Turns

    - slug: turns
    - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
    - device: iphone-se

    ## 1. Turn it

    ```proscenium
    rotate
    ```

    - goal: `expect device.size == 667 375`
    - solution: `rotate`

    ## 2. Take it back

    ```proscenium
    undo
    ```

    - goal: `expect device.size == 375 667`
    - solution: `undo`

    ## 3. And again

    ```proscenium
    redo
    ```

    - goal: `expect device.size == 667 375`
    - solution: `redo`

    ## 4. Present

    ```proscenium
    present
    ```

    - goal: `expect phase == presented`
    - solution: `present`

    ## 5. Inset it without dismissing

    Points covered: all of them.

    ```proscenium
    set frame inset 30
    ```

    - goal: `expect presented.frame == 30 30 607 315`
    - goal: `expect used set frame inset`
    - goal: `expect trace.step lacks dismissalTransitionWillBegin`
    - hint: The layout code reads the frame again on each layout pass.
    - hint: `set frame inset 30`, `rotate`, `rotate`.
    - solution: `set frame inset 30`, `rotate`, `rotate`
    """

private func tutor(_ lessonText: String = turnsText) throws -> Tutor {
    let lesson = try LessonParser.parse(lessonText, file: "lessons/07-turns.md")
    let t = Tutor(lessons: [lesson])
    t.session.showsAfterActions = false
    _ = t.handle("lesson 7")
    return t
}

@Test func theTestLessonLintsClean() throws {
    #expect(LessonLinter.lint(try LessonParser.parse(turnsText, file: "lessons/07-turns.md")).map(\.description) == [])
}

@Test func undoAndRedoAreCheckedLikeAnyOtherCommand() throws {
    let t = try tutor()
    #expect(text(t.handle("rotate")).contains("✓ Step 1 done."))
    #expect(text(t.handle("undo")).contains("✓ Step 2 done."))
    #expect(text(t.handle("redo")).contains("✓ Step 3 done."))
    #expect(t.runner?.step.number == 4)
}

@Test func backRebuildsTheStartOfTheStepBefore() throws {
    let t = try tutor()
    _ = t.handle("rotate")
    _ = t.handle("undo")
    _ = t.handle("redo")
    _ = t.handle("present")
    // Step 5, after a detour that leaves the world far from step 4's start.
    _ = t.handle("dismiss")
    _ = t.handle("device ipad-pro-11")
    let back = text(t.handle("back"))
    #expect(back.contains("Step 4 of 5: Present"))
    #expect(back.contains("rebuilt to this step's start"))
    #expect(t.session.engine.phase == .idle)
    #expect(t.session.engine.window.bounds.size.width == 667)
    #expect(text(t.handle("present")).contains("✓ Step 4 done."))
}

@Test func aGoalOutOfReachIsSaidOnceAndRetryRebuildsTheStart() throws {
    let t = try tutor()
    for line in ["rotate", "undo", "redo", "present"] { _ = t.handle(line) }
    #expect(t.runner?.step.number == 5)
    // The slip: dismissing puts the step's `lacks` goal out of reach for good.
    let slip = text(t.handle("dismiss"))
    #expect(slip.contains("cannot hold again from here"))
    #expect(slip.contains("`retry` rebuilds the step's starting state"))
    #expect(!text(t.handle("set frame inset 30")).contains("cannot hold again"))
    // Retry: the presentation is back, the step's trace is empty, and the right way finishes it.
    #expect(text(t.handle("retry")).contains("back at the start of step 5"))
    #expect(t.session.engine.phase == .presented)
    _ = t.handle("set frame inset 30")
    _ = t.handle("rotate")
    let done = text(t.handle("rotate"))
    #expect(done.contains("✓ Step 5 done."))
    #expect(done.contains("Lesson 7 complete: all 5 steps on your own."))
}

@Test func hintsEndWithTheWayOutAndTheRecordSaysHowManyWereRead() throws {
    let t = try tutor()
    for line in ["rotate", "undo", "redo", "present"] { _ = t.handle(line) }
    #expect(!text(t.handle("hint")).contains("retry"))
    let last = text(t.handle("hint"))
    #expect(last.hasPrefix("Hint 2 of 2:"))
    #expect(last.contains("`retry` rebuilds the step's starting state; `solution` shows the way"))
    #expect(text(t.handle("hint")).contains("No more hints. `retry`"))
    for line in ["set frame inset 30", "rotate"] { _ = t.handle(line) }
    let done = text(t.handle("rotate"))
    #expect(done.contains("✓ Step 5 done, with 2 hints."))
    #expect(done.contains("Lesson 7 complete: 4 of 5 steps on your own, 1 with hints."))
    #expect(!done.contains("every step on your own"))
    let entry = try #require(t.progress.lessons["turns"])
    #expect(entry.steps[5] == .done)
    #expect(entry.hints[5] == 2)
    #expect(text(t.handle("lesson list")).contains("4 of 5 steps on your own, 1 with hints"))
    // Saved and read back, the hints stay; a file from before hints were kept still loads.
    let again = try Progress.read(t.progress.json.serialized)
    #expect(again.lessons["turns"]?.hints[5] == 2)
    let old = try Progress.read(#"{"version":1,"lessons":{"turns":{"step":5,"steps":{"1":"done","2":"assisted"}}}}"#)
    #expect(old.lessons["turns"]?.steps[2] == .assisted)
    #expect(old.lessons["turns"]?.hints.isEmpty == true)
}

@Test func aFinishedLessonSaysSoAndRestartStartsItOver() throws {
    let t = try tutor()
    for line in ["rotate", "undo", "redo", "present", "set frame inset 30", "rotate", "rotate"] { _ = t.handle(line) }
    #expect(t.runner?.finished == true)
    _ = t.handle("lesson quit")
    let reopened = text(t.handle("lesson 7"))
    #expect(
        reopened.contains("You have finished this lesson (all 5 steps on your own); `lesson 7 restart` starts it over.")
    )
    let restarted = text(t.handle("lesson 7 restart"))
    #expect(restarted.contains("Step 1 of 5: Turn it"))
    #expect(restarted.contains("Starting over"))
    #expect(t.progress.lessons["turns"]?.steps.isEmpty == true)
    #expect(t.session.engine.window.bounds.size.width == 375)
    #expect(t.session.engine.phase == .idle)
}
