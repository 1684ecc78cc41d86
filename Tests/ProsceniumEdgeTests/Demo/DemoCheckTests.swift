import Testing

@testable import ProsceniumEdge

/// `DemoCheck`: a demo's commands and notes checked at the desk, before the room sees them.
@Suite struct DemoCheckTests {
    private func problems(_ text: String) -> [DemoScript.LineProblem] {
        let (script, directiveProblems) = DemoScript.parse(text, file: "talk.demo")
        return DemoCheck.problems(script, directiveProblems: directiveProblems)
    }

    @Test func aCommandThatDoesNotParseIsFoundAtItsLineAndColumn() {
        let found = problems("present\nanimator bounc\n")
        #expect(found.map(\.line) == [2])
        #expect(found.first?.text.hasPrefix("talk.demo:2:10: error: ") == true)
        #expect(found.first?.text.contains("bouncy") == true)
    }

    @Test func problemsComeInFileOrderDirectivesAndCommandsTogether() {
        let found = problems("presnt\n#pase\ndismis\n")
        #expect(found.map(\.line) == [1, 2, 3])
    }

    @Test func aCleanDemoHasNoProblems() {
        #expect(problems("set frame inset 30\npresent\n#say the presented view\n#pause\ndismiss\n").isEmpty)
    }

    @Test func aCallTheNoteNamesIsFoundOnTheScreenWithItsParenthesis() {
        #expect(DemoCheck.shows("│ presentationTransitionWillBegin()", "presentationTransitionWillBegin"))
        // The echoed command `present` is not the call `present(_:animated:completion:)`.
        #expect(!DemoCheck.shows("proscenium> present", "present"))
        #expect(DemoCheck.shows("  deinit", "deinit"))
    }

    @Test func aNoteNamingACallScrolledOffAt80x24IsAProblem() {
        // Twenty rotations push the first presentation's calls off a 24-row screen.
        let text =
            "present\n" + String(repeating: "rotate\n", count: 20)
            + "#say see presentationTransitionWillBegin\n#pause\n"
        let (script, _) = DemoScript.parse(text, file: "talk.demo")
        let found = DemoCheck.screenProblems(script)
        #expect(
            found.contains { $0.text.contains("names `presentationTransitionWillBegin`") && $0.text.contains("80x24") })
    }

    /// Issue 37 §3: the pre-check tells a call that scrolled off from one the run never made.
    @Test func aCallThatScrolledOffIsToldFromOneNeverCalled() {
        let text =
            "present\n" + String(repeating: "rotate\n", count: 20)
            + "#say see presentationTransitionWillBegin and dismissalTransitionWillBegin\n#pause\n"
        let found = DemoCheck.screenProblems(DemoScript.parse(text, file: "talk.demo").script)
        #expect(
            found.contains {
                $0.text.contains("`presentationTransitionWillBegin`")
                    && $0.text.contains("it was called, then scrolled off")
            })
        #expect(
            found.contains {
                $0.text.contains("`dismissalTransitionWillBegin`")
                    && $0.text.contains("the run never called it by then")
            })
    }

    /// A command whose answer is taller than the window is a note saying how many screens the
    /// stage pages it in; it does not refuse the demo.
    @Test func anAnswerTallerThanTheWindowIsANoteCountingItsScreens() {
        let tall = "present\nexplain\n#pause\n"
        let found = DemoCheck.screenProblems(DemoScript.parse(tall, file: "talk.demo").script)
        let note = found.first { $0.isWarning }
        #expect(note?.line == 2)
        #expect(note?.text.hasPrefix("talk.demo:2:1: note: `explain` prints ") == true)
        #expect(note?.text.hasSuffix(" screens, a key each") == true)
        let short = DemoCheck.screenProblems(DemoScript.parse("present\n#pause\n", file: "talk.demo").script)
        #expect(short.isEmpty)
    }

    /// The screens the player pages an answer in: 22 lines first (the command stays in view),
    /// then 23 a screen, at 80x24.
    @Test func screensCountTheFirstScreenOneRowShort() {
        #expect(DemoCheck.screens(lines: 23, rows: 24) == 1)
        #expect(DemoCheck.screens(lines: 24, rows: 24) == 2)
        #expect(DemoCheck.screens(lines: 45, rows: 24) == 2)
        #expect(DemoCheck.screens(lines: 46, rows: 24) == 3)
    }

    @Test func aCommandThatFailsWhenRunIsAProblemThatSaysSo() {
        let (script, _) = DemoScript.parse("dismiss\n", file: "talk.demo")
        let found = DemoCheck.screenProblems(script)
        #expect(found.map(\.line) == [1])
        #expect(found.first?.text.hasSuffix("(when the demo runs it)") == true)
    }
}
