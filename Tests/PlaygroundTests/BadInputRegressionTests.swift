import ProsceniumTestSupport
import Testing
import TextArt
import Transcript

@testable import Playground

/// What the fuzz tests found, pinned one by one.
struct BadInputRegressionTests {
    static let renderer = TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false))

    func errorLine(_ line: String) -> String? {
        let session = Session()
        session.showsAfterActions = false
        let outputs = session.execute(line)
        guard outputs.count == 1, case .error = outputs[0] else { return nil }
        return Self.renderer.render(outputs[0])
    }

    /// C1 controls (U+009B is a one-character CSI on some terminals), U+0085 and the Unicode line
    /// and paragraph separators were copied into error lines; only C0 and DEL were replaced.
    @Test(arguments: [
        "finish a\u{9B}t 0.3", "dismiss\u{85}", "orie\u{2028}ntation portrait", "set fram\u{2029}e full", "\u{9F}",
    ])
    func c1ControlsAndLineSeparatorsNeverReachAnErrorLine(line: String) throws {
        let text = try #require(errorLine(line))
        #expect(FuzzChecks.problem(inErrorLine: text) == nil, "\(text.debugDescription)")
    }

    /// `help TOPIC` repeated the topic whole and raw: an escape sequence went to the terminal,
    /// and a long line came back as a long error line.
    @Test func anUnknownHelpTopicIsShownShortAndClean() throws {
        let escape = try #require(errorLine("help \u{1B}[2Jfoo"))
        #expect(escape.contains("no help for `?[2Jfoo`"))
        let long = try #require(errorLine("help " + String(repeating: "z", count: 100_000)))
        #expect(long.count < 200)
        #expect(FuzzChecks.problem(inErrorLine: long) == nil)
    }

    /// Messages that carry what the user typed are kept to one short clean line whatever it was.
    @Test func wordsInOtherMessagesAreShownShortAndClean() {
        let long = ErrorWording.line(for: .noSuchLesson(String(repeating: "x\u{1B}", count: 5_000)))
        #expect(long.count < 420)
        #expect(!long.unicodeScalars.contains { $0.value < 0x20 })
    }

    /// A transcript echoes each line before its answer; control characters in it (an escape
    /// sequence, a NUL) were echoed raw. Tabs stay: they are ordinary space in a scene.
    @Test func theTranscriptEchoesLinesWithoutControlCharacters() {
        let runner = ScriptRunner(file: "t.scene", mode: .transcript, renderer: Self.renderer)
        let refused = runner.feed("pre\u{1B}[31msent\u{0}")
        #expect(refused.hasPrefix("proscenium> pre?[31msent?\nt.scene:1:1: error: "))
        let other = runner.feed("set\tlayout on\u{1B}")
        #expect(other.hasPrefix("proscenium> set\tlayout on?\n"))
        let comment = runner.feed("# a \u{7} bell")
        #expect(comment == "# a ? bell\n")
        #expect(runner.feed("set\tlayout on") == "proscenium> set\tlayout on\n")
    }

    @Test func printableCountsOnlyWhatItShows() {
        #expect(ErrorWording.printable("abc", limit: 3) == "abc")
        #expect(ErrorWording.printable("abcd", limit: 3) == "abc…")
        #expect(ErrorWording.printable("a\u{0}\u{9B}\u{2028}b") == "a???b")
        #expect(ErrorWording.visible("a\tb\u{0}") == "a\tb?")
    }
}

// MARK: Nothing a scene contains reaches the terminal raw

@Test func hostileEscapesInContentAndExpectLinesAreShownNotObeyed() {
    let runner = ScriptRunner(
        file: "hostile.scene", mode: .transcript,
        renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: true)))
    var out = ""
    for line in [
        "set content \"hi \u{1B}]0;PWNED\u{7} \u{1B}[?25l\"", "config", "present",
        "expect presented.frame == 1 2 3 4 \u{1B}]52;c;ZXZpbA==\u{7}", "history",
    ] {
        out += runner.feed(line)
    }
    #expect(!out.contains("\u{1B}]"), "no OSC (title, clipboard) reaches the terminal")
    #expect(!out.contains("\u{1B}[?25l"), "the cursor is never hidden by a scene")
    #expect(!out.contains("\u{7}"))
    #expect(out.contains("\u{1B}[0m"), "the program's own colour survives")
}

@Test func hostileEscapesInFileAndLessonNamesAreShownNotObeyed() {
    let runner = ScriptRunner(
        file: "hostile.scene", mode: .transcript,
        renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false)))
    runner.session.files.write = { _, _ in nil }
    runner.session.files.read = { _ in .failure(FileFailure(reason: "no such file")) }
    var out = ""
    for line in [
        "save \"x\u{1B}]0;t\u{7}.scene\"", "load \"y\u{1B}[2J.scene\"", "code --file \"z\u{1B}]52;c;QQ==\u{7}.swift\"",
    ] {
        out += runner.feed(line)
    }
    #expect(!out.contains("\u{1B}"), "\(out)")
    #expect(!out.contains("\u{7}"))
}

@Test func anExpectationSubjectOfDotsIsRefusedNotACrash() {
    for line in ["expect .", "expect ..", "expect .frame == 1", "expect ... == 2"] {
        let outputs = Session().execute(line)
        guard case .error? = outputs.first else {
            Issue.record("`\(line)` was accepted")
            continue
        }
    }
}
