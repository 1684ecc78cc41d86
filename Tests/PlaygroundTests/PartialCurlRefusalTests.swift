import PlaygroundTestSupport
import PresentationKit
import Testing

@testable import Playground

// Issue 32, audit B18: [D] "A view controller presented using this transition is itself prevented
// from presenting any additional view controllers" (Apple, "UIModalTransitionStyle.partialCurl").
// The playground's `present --on-top` is refused with a line (scene 73); the engine's own refusal,
// which loaded code meets, is an error the app's `present` logs.

struct PartialCurlRefusalTests {
    @Test func presentingOnTopOfAPartialCurlIsRefusedWithTheRule() {
        let session = Session()
        session.showsAfterActions = false
        for line in ["style fullScreen", "transition partialCurl", "present"] { _ = session.execute(line) }
        let traced = session.engine.trace.count
        let outputs = session.execute("present --on-top")
        let said = outputs.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
        #expect(said.contains("is itself prevented from presenting any additional view controllers"), "\(outputs)")
        #expect(!outputs.contains { if case .error = $0 { return true } else { return false } })
        #expect(session.engine.trace.count == traced)
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
