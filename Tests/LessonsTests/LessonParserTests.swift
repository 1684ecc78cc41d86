import Playground
import Testing

@testable import Lessons

@Test func aLessonFileParsesIntoItsHeaderAndSteps() throws {
    let lesson = try sampleLesson()
    #expect(lesson.number == 1)
    #expect(lesson.slug == "sample-overlay")
    #expect(lesson.title == "Overlays that dim")
    #expect(lesson.article?.hasPrefix("\"A test article\" by Someone") == true)
    #expect(lesson.device == "iphone-se")
    #expect(lesson.intro == "An introduction.")
    #expect(lesson.steps.map(\.title) == ["Present it", "Shrink the frame", "What we covered"])
    let step2 = lesson.steps[1]
    #expect(step2.goals.map(\.text) == ["expect presented.frame == 30 30 315 607", "expect used set frame inset"])
    #expect(step2.hints.count == 2)
    #expect(step2.solution == ["dismiss", "set frame inset 30", "present"])
    #expect(lesson.steps[0].tryCommands == ["present"])
    #expect(lesson.steps[2].goals.isEmpty)
}

@Test func aGoalThatIsNotAnExpectLineIsRejectedWithItsLine() {
    let text = sampleLessonText.replacingFirst("- goal: `expect phase == presented`", with: "- goal: `present`")
    #expect(throws: LessonFileError.self) { try LessonParser.parse(text, file: "x.md") }
    do {
        _ = try LessonParser.parse(text, file: "x.md")
    } catch {
        #expect(error.line == 17)
        #expect(error.description.hasPrefix("x.md:17:"))
    }
}

@Test func stepsMustBeNumberedInOrder() {
    let text = sampleLessonText.replacingFirst("## 2. Shrink the frame", with: "## 3. Shrink the frame")
    #expect(throws: LessonFileError.self) { try LessonParser.parse(text, file: "x.md") }
}

@Test func aLessonWithoutASlugIsRejected() {
    let text = sampleLessonText.replacingFirst("- slug: sample-overlay\n", with: "")
    #expect(throws: LessonFileError.self) { try LessonParser.parse(text, file: "x.md") }
}

@Test func theLinterReplaysSolutionsAndFindsAGoalTheyMiss() throws {
    let good = try sampleLesson()
    #expect(LessonLinter.lint(good).isEmpty)
    let bad = try LessonParser.parse(
        sampleLessonText.replacingFirst(
            "- solution: `dismiss`, `set frame inset 30`, `present`",
            with: "- solution: `set frame inset 30`"), file: "lessons/01-bad.md")
    let issues = LessonLinter.lint(bad)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("do not reach `expect presented.frame == 30 30 315 607`") == true)
}

@Test func theLinterRefusesAGoalThatHoldsWithACommandOfTheSolutionLeftOut() throws {
    // Any presentation passes this goal: it does not check the inset the step is about.
    let loose = try LessonParser.parse(
        sampleLessonText.replacingFirst(
            "- goal: `expect presented.frame == 30 30 315 607`\n- goal: `expect used set frame inset`",
            with: "- goal: `expect trace.step has presentationTransitionWillBegin`"), file: "lessons/01-loose.md")
    let issues = LessonLinter.lint(loose).map(\.message)
    #expect(
        issues == [
            "step 2: the goals also hold for `set frame rect 30 30 315 607`, the target's numbers copied: check the rule (`expect used set frame inset 30`, or the goals again after a rotation)",
            "step 2: the goals still hold without `set frame inset 30` from its solution (a goal should check what it does)",
        ])
}

/// A frame goal alone passes for numbers copied from the target (`set frame rect` of the frame the
/// solution reaches), so the step does not check the rule it teaches (issue 36).
@Test func theLinterRefusesAStepThatCopiedNumbersPass() throws {
    let copied = try LessonParser.parse(
        sampleLessonText.replacingFirst("- goal: `expect used set frame inset`\n", with: ""),
        file: "lessons/01-copied.md")
    #expect(
        LessonLinter.lint(copied).map(\.message) == [
            "step 2: the goals also hold for `set frame rect 30 30 315 607`, the target's numbers copied: check the rule (`expect used set frame inset 30`, or the goals again after a rotation)"
        ])
    // Numbers copied after a turn (typed in landscape) pass as well: the second trial finds them.
    let solution = ["dismiss", "set frame inset 30", "present", "rotate"]
    let session = Session()
    for c in solution { _ = session.execute(c) }
    let step = try #require(copied.steps.dropFirst().first)
    var turned = step
    turned.solution = solution
    let trials = try #require(LessonLinter.copiedFrameSolutions(turned, session)).trials
    #expect(trials.last == ["rotate", "set frame rect 30 30 607 315", "dismiss", "present"])
}

@Test func theLinterRefusesAStepWhoseGoalsHoldWhereItStarts() throws {
    // Step 1 already presented: this goal holds before the learner does anything.
    let idle = try LessonParser.parse(
        sampleLessonText.replacingFirst(
            "- goal: `expect presented.frame == 30 30 315 607`\n- goal: `expect used set frame inset`",
            with: "- goal: `expect phase == presented`"),
        file: "lessons/01-met.md")
    let issues = LessonLinter.lint(idle).map(\.message)
    #expect(issues.contains("step 2: every goal already holds where the step starts (nothing to do)"))
}

@Test func aWholeSessionTraceGoalIsMetByAnEarlierStepButAStepGoalIsNot() throws {
    // `trace has` sees step 1's presentation; `trace.step has` sees only this step's.
    let text = sampleLessonText.replacingFirst(
        "- goal: `expect presented.frame == 30 30 315 607`\n- goal: `expect used set frame inset`",
        with: "- goal: `expect trace has presentationTransitionWillBegin`")
    let session = try LessonParser.parse(text, file: "lessons/01-session.md")
    #expect(LessonLinter.lint(session).map(\.message).contains { $0.contains("already holds where the step starts") })
    let step = try LessonParser.parse(
        text.replacingFirst("`expect trace has", with: "`expect trace.step has"), file: "lessons/01-step.md")
    #expect(!LessonLinter.lint(step).map(\.message).contains { $0.contains("already holds where the step starts") })
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let parts = components(target)
        guard parts.count > 1 else { return self }
        return parts[0] + replacement + parts.dropFirst().joined(separator: target)
    }

    /// Splits at each occurrence of `separator` (a small stand-in for Foundation's).
    private func components(_ separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var rest = Substring(self)
        while !rest.isEmpty {
            if rest.hasPrefix(separator) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
            } else {
                current.append(rest.removeFirst())
            }
        }
        parts.append(current)
        return parts
    }
}

@Suite("ProseFlow")
struct ProseFlowTests {
    @Test func paragraphsAndListItemsBecomeOneLineEach() {
        let prose =
            "First line of a paragraph\nand its second line.\n\n- an item\n  that goes on\n- another\n\n1. one\n2. two"
        #expect(
            ProseFlow.reflow(prose)
                == "First line of a paragraph and its second line.\n\n- an item that goes on\n- another\n\n1. one\n2. two"
        )
    }

    @Test func codeBlocksKeepTheirLinesWithoutFences() {
        let prose = "Try:\n\n```proscenium\nset frame inset 50\npresent\n```\n\nThen look."
        #expect(ProseFlow.reflow(prose) == "Try:\n\n    set frame inset 50\n    present\n\nThen look.")
    }

    @Test func cjkLinesJoinWithoutASpace() {
        #expect(ProseFlow.reflow("红色的\n遮罩") == "红色的遮罩")
        #expect(ProseFlow.reflow("然后就返回，\ntrace 用") == "然后就返回，trace 用")
        #expect(ProseFlow.reflow("黄色的\ncontroller") == "黄色的 controller")
    }
}

@Test func aLessonLineOfMegabytesIsRefusedBeforeAnythingIsBuilt() {
    let text = "# Title\n\n- slug: a\n- device: iphone-se\n\n" + String(repeating: "word ", count: 2_000_000) + "\n"
    #expect(
        throws: LessonFileError(
            file: "big.md", line: 6, message: "a line longer than 64 KiB: lesson lines are wrapped at about 100 columns"
        )
    ) {
        try LessonParser.parse(text, file: "big.md")
    }
}

@Test func aDoneLineIsReadOnceAndPrintedWhenTheStepIsDone() throws {
    let solution = "- solution: `dismiss`, `set frame inset 30`, `present`\n"
    let source = sampleLessonText.replacingFirst(solution, with: solution + "- done: Now the veil shows around it.\n")
    let lesson = try LessonParser.parse(source, file: "x.md")
    #expect(lesson.steps[1].afterword == "Now the veil shows around it.")
    let twice = sampleLessonText.replacingFirst(
        solution, with: solution + "- done: Once.\n- done: Twice.\n")
    #expect(throws: LessonFileError.self) { try LessonParser.parse(twice, file: "x.md") }

    let (tutor, _) = HintLearnerTests.open(lesson, atStep: 2)
    var out = ""
    for command in lesson.steps[1].solution { out += text(tutor.handle(command)) }
    #expect(out.contains("✓ Step 2 done.\nNow the veil shows around it.\n"))
    // A skipped step's result is not the learner's: nothing to read in it.
    let (skipper, _) = HintLearnerTests.open(lesson, atStep: 2)
    #expect(!text(skipper.handle("skip")).contains("veil shows"))
}
