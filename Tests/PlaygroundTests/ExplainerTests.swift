import PlaygroundTestSupport
import Testing
import TextArt

@testable import Playground

/// `explain CALL`: the reason for that call alone, and when the last transition made it.
@Test func explainACallGivesItsReasonAndWhenItWasMade() {
    let s = session("set frame inset 30", "present")
    let out = text(s, "explain presentationTransitionWillBegin")
    #expect(out.hasPrefix("presentationTransitionWillBegin()\n  why: the container view exists"))
    #expect(out.contains("In the last transition:\n0.000  presentationController presentationTransitionWillBegin()"))
    #expect(text(s, "explain deinit").contains("The last transition did not make this call."))
}

/// `explain --short`: one reason per call, without the lists that follow the long form.
@Test func explainShortGivesEachCallOneReason() {
    let s = session("set frame inset 30", "present")
    let short = text(s, "explain --short")
    let long = text(s, "explain")
    #expect(short.contains("0.000  presentationTransitionWillBegin(): the container view exists"))
    #expect(!short.contains("you:"))
    #expect(!short.contains("Model choices"))
    #expect(short.split(separator: "\n").count < long.split(separator: "\n").count / 2)
}

@Test func explainAnUnknownCallIsAParseErrorWithTheNearestCall() {
    let s = session()
    guard case .error(let e) = s.execute("explain presentatonTransitionWillBegin").first else {
        Issue.record("no error")
        return
    }
    #expect(ErrorWording.line(for: e).contains("did you mean `explain presentationTransitionWillBegin`?"))
}
