import Testing

@testable import ProsceniumEdge

/// `DemoScript`: a demo file's lines read as commands, notes and directives, each at its line.
@Suite struct DemoScriptTests {
    @Test func eachLineKeepsItsKindAndNumber() {
        let text = "# a comment\n\npresent\n#say the sheet rises\n#pause\n#anchor rotate\nrotate\n#speed 20\n#clear\n"
        let (script, problems) = DemoScript.parse(text, file: "talk.demo")
        #expect(problems.isEmpty)
        #expect(
            script.items.map(\.kind) == [
                .comment, .blank, .command("present"), .say("the sheet rises"), .pause, .anchor("rotate"),
                .command("rotate"), .speed(20), .clear,
            ])
        #expect(script.items[2].line == 3)
        #expect(script.anchors.map(\.name) == ["rotate"])
        #expect(script.anchors.map(\.index) == [5])
    }

    @Test func aTypoOfADirectiveIsAProblemWithTheNearestOne() {
        let (_, problems) = DemoScript.parse("present\n#pase\n", file: "talk.demo")
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.text == "talk.demo:2:1: error: unknown directive `#pase`; did you mean `#pause`?")
    }

    @Test func aWordFarFromEveryDirectiveIsAComment() throws {
        #expect(try DemoScript.classify("#presenting now").get() == .comment)
        #expect(try DemoScript.classify("#").get() == .comment)
    }

    @Test func aSecondAnchorOfTheSameNameSaysWhereTheFirstIs() {
        let (_, problems) = DemoScript.parse("#anchor a\npresent\n#anchor a\n", file: "d.demo")
        #expect(problems.map(\.text) == ["d.demo:3:1: error: anchor `a` is already at line 1"])
    }

    @Test func directivesCheckTheirArguments() {
        #expect(throws: DemoScript.Problem.self) { try DemoScript.classify("#pause now").get() }
        #expect(throws: DemoScript.Problem.self) { try DemoScript.classify("#say").get() }
        #expect(throws: DemoScript.Problem.self) { try DemoScript.classify("#anchor two words").get() }
        #expect(throws: DemoScript.Problem.self) { try DemoScript.classify("#speed 0").get() }
        #expect(throws: DemoScript.Problem.self) { try DemoScript.classify("#speed fast").get() }
    }

    @Test func aCarriageReturnEndsALineAsANewlineDoes() {
        let (script, problems) = DemoScript.parse("present\r\n#pause\r\n", file: "d.demo")
        #expect(problems.isEmpty)
        #expect(script.items.prefix(2).map(\.kind) == [.command("present"), .pause])
    }

    @Test func theCallsANoteNamesAreThoseOfItsStretchBetweenPauses() {
        let text =
            "present\n#say watch presentationTransitionWillBegin\n#pause\ndismiss\n#say now dismissalTransitionDidEnd\n"
        let (script, _) = DemoScript.parse(text, file: "d.demo")
        #expect(script.namedCalls(around: 0).contains("presentationTransitionWillBegin"))
        #expect(!script.namedCalls(around: 0).contains("dismissalTransitionDidEnd"))
        #expect(script.namedCalls(around: 3).contains("dismissalTransitionDidEnd"))
        #expect(script.noteLine(naming: "dismissalTransitionDidEnd", around: 3) == 5)
    }

    /// The files a demo loads, the methods they declare, and the notes that name one.
    @Test func aLoadedMethodIsACallTheNotesMayName() {
        let text = "load Panel.swift Veil.swift\nload Saved.session\n#say backdropTapped() dismisses\npresent\n#pause\n"
        let (parsed, _) = DemoScript.parse(text, file: "talk.demo")
        #expect(parsed.loadedFiles == ["Panel.swift", "Veil.swift"])
        #expect(parsed.namedCalls(around: 3).isEmpty)
        let sources = [
            "Veil.swift": "final class V { @objc private func backdropTapped() {} ; func  layout(_ x: Int) {} }"
        ]
        let script = parsed.readingLoadedCode { sources[$0] }
        #expect(script.loadedNames == ["backdropTapped", "layout"])
        #expect(script.namedCalls(around: 3) == ["backdropTapped"])
        #expect(DemoCheck.shows("0.500  presentationController  backdropTapped(_:)", "backdropTapped"))
        #expect(!DemoCheck.shows("the backdropTapped handler", "backdropTapped"))
    }
}
