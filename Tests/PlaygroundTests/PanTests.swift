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

// The playground's pan-to-present (`interactive present`): a finger up the presenting screen.

@Test func aLongPanUpThePresentingScreenPresentsInteractively() {
    let s = session("interactive present", "animator slide", "pan presenting by 0 -400 over 0.3")
    #expect(s.engine.phase == .presented)
    #expect(calls(s, "handlePresentPan(_:)") == 19)
    #expect(calls(s, "startInteractiveTransition(_:)") == 1)
    #expect(calls(s, "finishInteractiveTransition()") == 1)
    // The handler presents: it makes the controller (its view loads) and calls `present` inside
    // its first action, from the presenting controller.
    let first = s.engine.trace.firstIndex { $0.call == "handlePresentPan(_:)" }
    let present = s.engine.trace.firstIndex { $0.call == "present(_:animated:completion:)" }
    #expect(first != nil && present == first.map { $0 + 2 })
    #expect(first.map { s.engine.trace[$0 + 1].call } == "viewDidLoad()")
}

@Test func aShortSlowPanUpCancelsThePresentation() {
    let s = session("interactive present", "animator slide", "pan presenting by 0 -80")
    #expect(s.engine.phase == .idle)
    #expect(calls(s, "cancelInteractiveTransition()") == 1)
    let last = s.engine.trace.last { $0.call == "updateInteractiveTransition(_:)" }
    // 80 points up a 667-point screen.
    #expect(last?.arguments.first?.value == .number(80.0 / 667))
    #expect(
        s.engine.trace.contains {
            $0.call == "presentationTransitionDidEnd(_:)" && $0.arguments.first?.value == .bool(false)
        })
}

@Test func thePresentingScreenHasNoPanUnlessThePresentationIsInteractive() {
    for settings in [["animator slide"], ["interactive dismiss", "animator slide"]] {
        let s = session(settings)
        let outputs = s.execute("pan presenting by 0 -400")
        guard case .error(let e)? = outputs.first else {
            Issue.record("expected an error, got \(outputs)")
            continue
        }
        #expect(ErrorWording.line(for: e).contains("`interactive present` the presenting view"))
    }
}

@Test func aDelegateTheAppDoesNotKeepGivesThePresentingScreenNoPan() {
    // The handler could not reach the delegate to drive it, so the app has no such gesture (and
    // `code` writes none).
    let s = session("interactive present", "animator slide", "delegate retain off")
    guard case .error? = s.execute("pan presenting by 0 -400").first else {
        Issue.record("expected no pan on the presenting view")
        return
    }
    #expect(s.engine.phase == .idle)
}

@Test func aPanToPresentIsUndoneAndReplayedExactly() {
    let s = session("interactive present", "animator slide", "pan presenting by 0 -400 over 0.3", "dismiss")
    #expect(s.engine.phase == .idle)
    _ = s.execute("undo")
    #expect(s.engine.phase == .presented)
    _ = s.execute("undo")
    #expect(s.engine.phase == .idle)
    // The world copied back carries the recogniser again, reaching this session.
    _ = s.execute("pan presenting by 0 -400 over 0.3")
    #expect(s.engine.phase == .presented)
    // `state --at` replays the pan in a fork of the session, whose own target presents.
    guard case .success(let shot) = s.snapshot(secondsIntoLastTransition: 0.15) else {
        Issue.record("no snapshot of the pan's presentation")
        return
    }
    #expect(shot.views.contains { $0.name == "presented" })
}

@Test func aFingerSwipeUIKitRefusesSaysWhyAsTheOneShotDoes() {
    let s = session("style pageSheet", "sheet detents medium large", "present", "set modal-in-presentation on")
    let said = text(s, "pan presented by 0 300")
    #expect(s.engine.phase == .presented)
    #expect(said.contains("UIKit refused the swipe: the presented controller"), "\(said)")
    // A drag between detents, or a swipe UIKit lets through, says nothing of the kind.
    #expect(!text(s, "pan presented by 0 -300").contains("refused"))
    _ = s.execute("set modal-in-presentation off")
    _ = s.execute("pan presented by 0 300")
    #expect(!text(s, "pan presented by 0 300").contains("refused"))
    #expect(s.engine.phase == .idle)
}
