import PlaygroundTestSupport
import PresentationKit
import Testing
import Transcript

@testable import Playground

private func frame(_ s: Session, _ name: String) -> Rect? {
    s.engine.snapshot().view(named: name)?.frame
}

@Test func theBriefsFiveCommandsGiveTheStatedFrames() {
    let s = session("set frame inset 30", "animator bouncy", "present")
    #expect(s.engine.phase == .presented)
    #expect(frame(s, "presented") == Rect(x: 30, y: 30, width: 315, height: 607))
    #expect(frame(s, "dimming") == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(s.engine.snapshot().view(named: "dimming")?.backgroundColor?.alpha == 0.5)

    _ = s.execute("rotate")
    #expect(s.engine.window.bounds.size == Size(width: 667, height: 375))
    #expect(frame(s, "presented") == Rect(x: 30, y: 30, width: 607, height: 315))

    _ = s.execute("cancel at 0.5")
    #expect(s.engine.phase == .presented)
    let ended = s.engine.trace.filter { $0.call == "dismissalTransitionDidEnd(_:)" }
    #expect(ended.count == 1)
    #expect(ended.first?.arguments.first?.value == .bool(false))
    #expect(frame(s, "presented") == Rect(x: 30, y: 30, width: 607, height: 315))
}

@Test func cancelAtHalfFromIdleCancelsAPresentation() {
    let s = session("set frame inset 30", "animator bouncy", "cancel at 0.5")
    #expect(s.engine.phase == .idle)
    #expect(s.engine.findView(named: "dimming") == nil)
    #expect(s.engine.findView(named: "container") == nil)
    let ended = s.engine.trace.filter { $0.call == "presentationTransitionDidEnd(_:)" }
    #expect(ended.map { $0.arguments.first?.value } == [.bool(false)])
    #expect(!s.engine.trace.contains { $0.call == "completion()" })
}

@Test func rotationWithLayoutOffResizesThePresentedViewButNotThePlainDimmingView() {
    let s = session("set frame inset 30", "set layout off", "animator bouncy", "present", "rotate")
    #expect(frame(s, "presented") == Rect(x: 30, y: 30, width: 607, height: 315))
    #expect(frame(s, "dimming") == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(frame(s, "container") == Rect(x: 0, y: 0, width: 667, height: 375))
}

@Test func aFullFrameHidesTheDimmingViewBehindThePresentedView() {
    let s = session("present")
    #expect(frame(s, "presented") == Rect(x: 0, y: 0, width: 375, height: 667))
    let outputs = s.execute("tap dimming")
    #expect(
        outputs.contains {
            if case .text(let t) = $0 { return t.contains("covered by `presented`") } else { return false }
        })
    #expect(s.engine.phase == .presented)
}

@Test func tappingAVisibleDimmingViewDismisses() {
    let s = session("set frame inset 30", "animator slide", "present", "tap dimming")
    #expect(s.engine.phase == .idle)
    #expect(s.engine.trace.contains { $0.call == "dimmingViewTapped(_:)" })
    #expect(
        s.engine.trace.contains {
            $0.call == "dismissalTransitionDidEnd(_:)" && $0.arguments.first?.value == .bool(true)
        })
}

@Test func stateAtHalfTheSlideIsHalfWayByTheEaseInOutCurve() throws {
    let s = session("animator slide", "present")
    guard case .success(let snap) = s.snapshot(secondsIntoLastTransition: 0.25) else {
        Issue.record("no snapshot")
        return
    }
    // 0.25 s of a 0.5 s easeInOut slide from x = 375 to 0: progress 0.5, so x = 187.5.
    let presented = try #require(snap.view(named: "presented"))
    #expect(abs(presented.frame.origin.x - 187.5) < 0.001)
    #expect(snap.phase == .presenting)
    #expect(snap.time == 0.25)
}

@Test func undoReturnsToTheStateBeforeTheLastCommand() {
    let s = session("set frame inset 30", "animator bouncy", "present", "rotate")
    _ = s.execute("undo")
    #expect(s.engine.window.bounds.size == Size(width: 375, height: 667))
    #expect(s.engine.phase == .presented)
    _ = s.execute("undo")
    #expect(s.engine.phase == .idle)
    _ = s.execute("redo")
    #expect(s.engine.phase == .presented)
}

@Test func anErrorLeavesTheStateAsItWas() {
    let s = session("set frame inset 30", "animator bouncy", "present")
    let before = s.engine.snapshot()
    let traceCount = s.engine.trace.count
    for bad in ["present", "update 0.5", "set fram inset 3", "cancel at 7", "finish"] {
        let outputs = s.execute(bad)
        #expect(outputs.count == 1)
        #expect(outputs.contains { if case .error = $0 { return true } else { return false } }, "\(bad)")
    }
    #expect(s.engine.snapshot() == before)
    #expect(s.engine.trace.count == traceCount)
}

@Test func aDelegateNobodyRetainsDiesAndTheDismissalFallsBackToTheDefault() {
    let s = session("set frame inset 30", "animator slide", "delegate retain off", "present")
    #expect(s.engine.trace.contains { $0.call == "deinit" && $0.receiver == .delegate })
    _ = s.execute("dismiss")
    #expect(!s.engine.trace.contains { $0.call == "animationController(forDismissed:)" })
    #expect(s.engine.trace.contains { $0.call == "dismissalTransitionDidEnd(_:)" })
    #expect(s.engine.trace.last { $0.call == "transitionDuration(using:)" }?.type == "DefaultSlideAnimator")
    #expect(s.engine.phase == .idle)
}

@Test func anInteractiveTransitionNeedsAnAnimator() {
    let s = session()
    let outputs = s.execute("cancel at 0.5")
    guard case .error(.cannotInteract(let why)) = outputs.first else {
        Issue.record("expected a refusal, got \(outputs)")
        return
    }
    #expect(why.contains("animator"))
    #expect(s.engine.phase == .idle)
    #expect(s.engine.trace.isEmpty)
}

@Test func forgettingCompleteTransitionHangsAndResetRecovers() {
    let s = session("animator fade", "set complete-transition off", "present")
    #expect(s.engine.phase == .stuck)
    let outputs = s.execute("dismiss")
    guard case .error(let e) = outputs.first else {
        Issue.record("expected an error")
        return
    }
    #expect(ErrorWording.line(for: e).contains("stuck"))
    _ = s.execute("reset")
    #expect(s.engine.phase == .idle)
}

@Test func stateJSONHasTheContractsShape() {
    let s = session("set frame inset 30", "animator bouncy", "present")
    guard case .json(let json) = s.execute("state --json").first else {
        Issue.record("no json")
        return
    }
    #expect(
        json.hasPrefix(
            "{\"device\":{\"model\":\"iphone-se\",\"ios\":26,\"orientation\":\"portrait\",\"size\":[375,667],"))
    #expect(json.contains("\"phase\":\"presented\""))
    #expect(
        json.contains(
            "\"presentation\":{\"style\":\"custom\",\"effectiveStyle\":\"custom\",\"controller\":\"PlaygroundPresentationController\"}"
        ))
    #expect(
        json.contains(
            "\"presented\":{\"frame\":[30,30,315,607],\"alpha\":1,\"transform\":[1,0,0,1,0,0],\"superview\":\"container\",\"index\":1,\"autoresizing\":[\"flexibleWidth\",\"flexibleHeight\"]}"
        ))
    #expect(
        json.contains(
            "\"window\":{\"frame\":[0,0,375,667],\"alpha\":1,\"transform\":[1,0,0,1,0,0],\"superview\":null,\"index\":0,\"autoresizing\":[]}"
        ))
}

@Test func traceJSONListsEveryEventWithItsFields() {
    let s = session("animator bouncy", "present")
    guard case .json(let json) = s.execute("trace --json").first else {
        Issue.record("no json")
        return
    }
    // The app reads the view first (UIKit loads it: viewDidLoad), then calls present; what UIKit
    // asks inside that is UIKit's doing.
    #expect(
        json.hasPrefix(
            "[{\"t\":0,\"caller\":\"UIKit\",\"receiver\":\"presented\",\"type\":\"PresentedViewController\",\"call\":\"viewDidLoad()\",\"args\":{},\"result\":null},{\"t\":0,\"caller\":\"app\",\"receiver\":\"presenting\",\"type\":\"PresentingViewController\",\"call\":\"present(_:animated:completion:)\",\"args\":{\"viewControllerToPresent\":\"PresentedViewController\",\"flag\":true,\"completion\":\"block\"},\"result\":null},"
        ))
    #expect(
        json.contains(
            "{\"t\":0,\"caller\":\"UIKit\",\"receiver\":\"delegate\",\"type\":\"PlaygroundTransitioningDelegate\",\"call\":\"presentationController(forPresented:presenting:source:)\""
        ))
    #expect(
        json.contains(
            "{\"t\":0,\"caller\":\"UIKit\",\"receiver\":\"app\",\"type\":\"App\",\"call\":\"present(_:animated:completion:) returned\",\"args\":{},\"result\":null}"
        ))
    #expect(
        json.contains(
            "{\"t\":0.8,\"caller\":\"animator\",\"receiver\":\"context\",\"type\":\"TransitionContext\",\"call\":\"completeTransition(_:)\",\"args\":{\"didComplete\":true},\"result\":null}"
        ))
}

@Test func theSameScriptGivesTheSameBytes() {
    func transcript() -> String {
        let runner = ScriptRunner(file: "x", mode: .transcript, renderer: TranscriptRenderer(options: .init()))
        return ["set frame inset 30", "animator zoom", "present", "rotate", "cancel at 0.3", "trace", "state --json"]
            .map(runner.feed).joined()
    }
    #expect(transcript() == transcript())
}

@Test func anInteractivePresentationScrubbedTo30PercentLooksLikeThePlainOneAt30PercentOfItsDuration() throws {
    // The bouncy animator lasts 0.8 s: 30 % of it is 0.24 s.
    let interactive = session("set frame inset 30", "animator bouncy", "interactive present", "present", "update 0.3")
    let plain = session("set frame inset 30", "animator bouncy", "present")
    guard case .success(let reference) = plain.snapshot(secondsIntoLastTransition: 0.24) else {
        Issue.record("no reference snapshot")
        return
    }
    let scrubbed = interactive.engine.snapshot()
    for name in ["presented", "dimming"] {
        let a = try #require(scrubbed.view(named: name))
        let b = try #require(reference.view(named: name))
        #expect(a.frame.isClose(to: b.frame, tolerance: 1e-6), "\(name): \(a.frame) vs \(b.frame)")
        #expect(abs(a.alpha - b.alpha) < 1e-6, "\(name) alpha")
    }
    #expect(interactive.engine.phase == .presenting)
}

@Test func finishPlaysTheRestAtCompletionSpeedAndCancelPlaysBack() {
    // finish from 0.25 of a 0.5 s slide at speed 2: (1 - 0.25) × 0.5 / 2 = 0.1875 s after the gesture.
    let finished = session(
        "animator slide", "set completion-speed 2", "interactive present", "present", "update 0.25", "finish")
    let finish = finished.engine.trace.first { $0.call == "finishInteractiveTransition()" }
    let complete = finished.engine.trace.first { $0.call == "completeTransition(_:)" }
    if let f = finish, let c = complete {
        #expect(abs((c.time - f.time) - 0.1875) < 1e-9)
    } else {
        Issue.record("missing events")
    }
    #expect(finished.engine.phase == .presented)

    // cancel from 0.4 at speed 1: 0.4 × 0.5 = 0.2 s back.
    let cancelled = session("animator slide", "interactive present", "present", "update 0.4", "cancel")
    let cancel = cancelled.engine.trace.first { $0.call == "cancelInteractiveTransition()" }
    let end = cancelled.engine.trace.first { $0.call == "completeTransition(_:)" }
    if let c = cancel, let e = end {
        #expect(abs((e.time - c.time) - 0.2) < 1e-9)
    } else {
        Issue.record("missing events")
    }
    #expect(cancelled.engine.phase == .idle)
    #expect(
        cancelled.engine.trace.contains {
            $0.call == "completeTransition(_:)" && $0.arguments.first?.value == .bool(false)
        })
}
