import PlaygroundTestSupport
import PresentationKit
import Testing

@testable import Playground

// Issue 32, audit B18: [D] "A view controller presented using this transition is itself prevented
// from presenting any additional view controllers" (Apple, "UIModalTransitionStyle.partialCurl").
// A refused line fails `proscenium check`, so scene 73 holds the allowed half and this the refusal.

struct PartialCurlRefusalTests {
    @Test func presentingOnTopOfAPartialCurlIsRefusedWithTheRule() {
        let session = Session()
        session.showsAfterActions = false
        for line in ["style fullScreen", "transition partialCurl", "present"] { _ = session.execute(line) }
        let before = SessionState(session)
        let outputs = session.execute("present --on-top")
        #expect(SessionState(session) == before)
        guard outputs.count == 1, case .error(let e) = outputs[0] else {
            Issue.record("expected one error, got \(outputs)")
            return
        }
        #expect(e == .engine(.presentingFromPartialCurl))
        #expect(
            ErrorWording.line(for: e).contains("is itself prevented from presenting any additional view controllers"))
        #expect(session.engine.presentedStack.count == 1)
    }

    @Test func theEngineRefusesWhateverAsksAndPresentsNothing() throws {
        let session = Session()
        session.showsAfterActions = false
        for line in ["style fullScreen", "transition partialCurl", "present"] { _ = session.execute(line) }
        let curled = try #require(session.engine.presentedStack.first)
        #expect(throws: EngineError.presentingFromPartialCurl) {
            try curled.presentThrowing(ViewController(), animated: false)
        }
        #expect(curled.presentedViewController == nil)
    }
}
