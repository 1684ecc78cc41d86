import Playground
import Testing
import TextArt
import Transcript

@testable import ProsceniumStage

/// The stage's side of the wire: each request line is answered by replies and one end line that
/// carries the phase, whatever the command did; a line it cannot read is one error, then the end.
@Suite struct StageAnswerTests {
    func ask(_ line: String, _ session: Session, noted: inout NotedLog) -> [StageWire.Reply] {
        let request = StageWire.Request(line: line, options: RenderOptions(width: 80), showsAfterActions: false)
        return StageMain.answer(request.encoded, session: session, noted: &noted)
    }

    /// The calls a demo's notes name cross the wire, so loaded code's short trace keeps them in
    /// view as the playground's does; a request without them (an older front end) keeps none.
    @Test func theCallsADemoKeepsInViewCrossTheWire() {
        var options = RenderOptions(width: 80)
        options.keptCalls = ["backdropTapped", "deinit"]
        let request = StageWire.Request(line: "tap dimming", options: options, showsAfterActions: true)
        #expect(StageWire.Request.decode(request.encoded)?.options.keptCalls == ["backdropTapped", "deinit"])
        let plain = StageWire.Request(line: "present", options: RenderOptions(width: 80), showsAfterActions: true)
        #expect(!plain.encoded.contains("kept"))
        #expect(StageWire.Request.decode(plain.encoded)?.options.keptCalls == [])
    }

    /// A size no terminal has is an unreadable request, not a trap (fuzzing sent a width of 1.2e42).
    @Test func aRequestWithASizeNoTerminalHasIsUnreadable() {
        #expect(StageWire.Request.decode("{\"line\":\"x\",\"width\":1.2e42}") == nil)
        #expect(StageWire.Request.decode("{\"line\":\"x\",\"width\":80,\"height\":-3}") == nil)
        #expect(StageWire.Request.decode("{\"line\":\"x\",\"width\":80,\"height\":null}")?.options.height == nil)
        #expect(StageWire.Request.decode("{\"line\":\"x\",\"width\":80,\"height\":24}")?.options.height == 24)
    }

    @Test func aChineseLessonsLanguageCrossesTheWireAndTheStageDrawsInIt() {
        var options = RenderOptions(width: 80)
        options.language = .chinese
        let request = StageWire.Request(line: "present", options: options, showsAfterActions: true)
        #expect(StageWire.Request.decode(request.encoded)?.options.language == .chinese)
        var older = request.encoded
        older = older.replacing(",\"language\":\"zh\"", with: "")
        #expect(!older.contains("language"))
        #expect(StageWire.Request.decode(older)?.options.language == .english)
        var noted = NotedLog()
        let replies = StageMain.answer(request.encoded, session: Session(), noted: &noted)
        let drawn = replies.compactMap { if case .drawn(let d) = $0 { d } else { nil } }.joined()
        #expect(drawn.contains("竖屏"))
    }

    @Test func aCommandEndsWithThePhaseItLeft() {
        let session = Session()
        var noted = NotedLog()
        let replies = ask("present", session, noted: &noted)
        #expect(replies.last == .end(phase: "presented"))
    }

    @Test func anExpectationComesBackAsItsVerdict() {
        let session = Session()
        var noted = NotedLog()
        _ = ask("present", session, noted: &noted)
        let replies = ask("expect phase == idle", session, noted: &noted)
        guard case .expectation(let passed, let actual)? = replies.first else {
            Issue.record("no verdict: \(replies)")
            return
        }
        #expect(!passed)
        #expect(actual.contains("presented"))
    }

    @Test func aRefusedCommandIsAnErrorReplyWithoutItsLead() {
        let session = Session()
        var noted = NotedLog()
        let replies = ask("dismiss", session, noted: &noted)
        guard case .error(let message)? = replies.first else {
            Issue.record("no error: \(replies)")
            return
        }
        #expect(!message.hasPrefix("error: "))
        #expect(replies.last == .end(phase: "idle"))
    }

    @Test func aLineThatIsNoRequestIsOneErrorThenTheEnd() {
        var noted = NotedLog()
        let replies = StageMain.answer("not json", session: Session(), noted: &noted)
        #expect(replies == [.error("the stage could not read its request"), .end(phase: "idle")])
    }

    @Test func repliesSurviveTheWire() {
        for reply: StageWire.Reply in [
            .drawn("a\nb"), .error("x"), .expectation(passed: true, actual: "y"), .end(phase: "stuck"),
        ] {
            // Each line starts with the marker and the run's secret, which the reader checks.
            let secret = StageWire.Secret("5ec2e7")
            #expect(reply.encoded(secret: secret).hasPrefix(StageWire.marker + "5ec2e7 "))
            #expect(StageWire.Reply.decode(reply.encoded(secret: secret), secret: secret) == reply)
        }
    }

    @Test func aLineSignedWithAnotherSecretIsNoReply() {
        // What the user's code can write to descriptor 3: the marker and a well-formed reply,
        // with no secret or a guessed one.
        let secret = StageWire.Secret("5ec2e7")
        let forged = StageWire.Reply.expectation(passed: true, actual: "forged")
        #expect(StageWire.Reply.decode(forged.encoded(secret: StageWire.Secret("")), secret: secret) == nil)
        #expect(StageWire.Reply.decode(forged.encoded(secret: StageWire.Secret("5ec2e8")), secret: secret) == nil)
    }

    @Test func randomSecretsAre128BitsAndDiffer() {
        let a = StageWire.Secret.random()
        let b = StageWire.Secret.random()
        #expect(a.text.count == 32 && a.text.allSatisfy(\.isHexDigit))
        #expect(a != b)
        #expect(StageWire.Secret.fromHandshake(a.handshake) == a)
        #expect(StageWire.Secret.fromHandshake("{\"line\":\"present\"}") == nil)
    }
}
