import Playground
import PlaygroundTestSupport
import PresentationKit
import Testing

// `pan VIEW by DX DY [over T]` and the playground's pan-to-dismiss (`interactive dismiss`).

private func calls(_ s: Session, _ call: String) -> Int { s.engine.trace.filter { $0.call == call }.count }

@Test func aLongPanDownFinishesTheInteractiveDismissal() {
    let s = session("interactive dismiss", "animator slide", "present", "pan presented by 0 300 over 0.3")
    #expect(s.engine.phase == .idle)
    // Began, 17 changes, ended: one action call per frame at 60 Hz, and one per lift.
    #expect(calls(s, "handlePan(_:)") == 19)
    #expect(calls(s, "updateInteractiveTransition(_:)") == 17)
    #expect(calls(s, "finishInteractiveTransition()") == 1)
    #expect(
        s.engine.trace.contains {
            $0.call == "dismissalTransitionDidEnd(_:)" && $0.arguments.first?.value == .bool(true)
        })
}

@Test func aShortSlowPanCancelsTheDismissalAndTheViewStays() {
    let s = session("interactive dismiss", "animator slide", "present", "pan presented by 0 80")
    #expect(s.engine.phase == .presented)
    #expect(calls(s, "cancelInteractiveTransition()") == 1)
    #expect(calls(s, "finishInteractiveTransition()") == 0)
    let last = s.engine.trace.last { $0.call == "updateInteractiveTransition(_:)" }
    // 80 points down a 667-point view.
    #expect(last?.arguments.first?.value == .number(80.0 / 667))
}

@Test func aFlingFinishesEvenAShortPan() {
    let s = session("interactive dismiss", "animator slide", "present", "pan presented by 0 100 over 0.05")
    #expect(s.engine.phase == .idle, "2000 points per second is past the fling threshold")
}

@Test func aPanWithoutAPanRecogniserIsRefusedInOneLine() {
    let s = session("animator slide", "present")
    let outputs = s.execute("pan presented by 0 300")
    guard case .error(let e)? = outputs.first, outputs.count == 1 else {
        Issue.record("expected one error, got \(outputs)")
        return
    }
    #expect(ErrorWording.line(for: e).contains("no pan gesture recogniser on `presented`"))
    #expect(s.engine.phase == .presented)
}

@Test func panIsUndoneLikeAnyAction() {
    let s = session("interactive dismiss", "animator slide", "present", "pan presented by 0 400")
    #expect(s.engine.phase == .idle)
    _ = s.execute("undo")
    #expect(s.engine.phase == .presented)
    // The recogniser of the world copied back still reaches its own presentation controller.
    _ = s.execute("pan presented by 0 400")
    #expect(s.engine.phase == .idle)
}

@Test func explainSaysWhyAPanActionRanAndWhatTheModelChose() {
    let s = session("interactive dismiss", "animator slide", "present", "pan presented by 0 300 over 0.3")
    let out = text(s, "explain").split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(out.contains("presentationController handlePan(_:)"))
    #expect(out.contains("UIKit sends the action to its target at .began"))
    #expect(out.components(separatedBy: "a finger moved on a view").count == 2, "explained once, not every frame")
    #expect(out.contains("reports a moving finger at 60 Hz"))
    #expect(out.contains("finishes past 0.5 of the presented view's height"))
}
