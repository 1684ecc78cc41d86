import PresentationKit
import Testing

@testable import Playground

// Issue 38, item 19: `expect trace count CALL` spelled every kept call three ways and compared
// it whole (60–80 ms a line on a long trace, against 0.2 ms for a `trace has` that found its call
// early). A call is now judged once by its name, and only calls that could match are compared
// whole, with the same answers as before.

/// A session that reaches most of what the engine records, and the trace it kept.
private func richTrace() -> [TraceEvent] {
    let s = Session()
    s.showsAfterActions = false
    for line in [
        "adaptive none", "set frame inset 30", "animator bouncy", "present", "rotate",
        "cancel at 0.5", "finish at 0.5", "interactive present", "present", "update 0.3",
        "finish", "interactive off", "tap dimming", "delegate retain off", "present", "dismiss",
        "style pageSheet", "present", "drag sheet down",
    ] {
        _ = s.execute(line)
    }
    // One event of each kind is enough: the answers depend on what an event says, not on when.
    var seen: Set<String> = []
    return s.engine.trace.filter { e in
        seen.insert("\(e.receiver) \(e.displayCall) \(e.result?.description ?? "")").inserted
    }
}

/// What people write after `expect trace has`: every event's call in each spelling, by name,
/// as shown, with its role and its result; and lines taken from scenes and lessons.
private func patterns(for trace: [TraceEvent]) -> [String] {
    var out: Set<String> = [
        "presentationTransitionDidEnd", "presentationTransitionDidEnd(_:)", "presentationTransitionDidEnd(true)",
        "presentationTransitionDidEnd:true", "dismissalTransitionDidEnd(false)", "completeTransition(true)",
        "context.completeTransition(true)", "coordinator.completion(isCancelled: false)",
        "completion(isCancelled: true)", "animateAlongsideTransition", "presentedView()", "presentedView → wrapper",
        "frameOfPresentedViewInContainerView()", "frameOfPresentedViewInContainerView → {16, 750, 361, 52}",
        "animationController(forPresented:presenting:source:) -> BouncyAnimator",
        "presentationController.shouldRemovePresentersView → false", "willTransition(to: wC hR, with: coordinator)",
        "viewWillAppear(true)", "presented.viewWillAppear", "interactionController.update(0.3)",
        "context.updateInteractiveTransition(0.3)", "present", "present(", "(", ":", "", "deinit",
        "viewWillTransitionToSize(_:withTransitionCoordinator:)", "presentationTransitionDidEnd:",
    ]
    for e in trace {
        out.formUnion([e.baseName, e.displayCall, e.receiver.rawValue + "." + e.displayCall])
        out.insert(e.call + " → " + (e.result?.description ?? "nil"))
        for style in NameStyle.allCases {
            let spelled = SelectorSpelling.spell(e, style)
            out.formUnion([spelled.call, spelled.displayCall])
        }
    }
    return out.sorted()
}

@Suite struct TracePatternTests {
    /// Counting one call over a trace compares whole only the events of that call.
    @Test func countingACallComparesWholeOnlyTheEventsOfThatCall() {
        let s = Session()
        s.showsAfterActions = false
        _ = s.execute("present")
        _ = s.execute("dismiss")
        let trace = s.engine.trace
        #expect(trace.count > 30)
        let matcher = TracePattern.Matcher(TracePattern("presentationTransitionDidEnd"))
        let n = trace.filter(matcher.matches).count
        #expect(n == 1)
        let sameCall = trace.filter { $0.call == "presentationTransitionDidEnd(_:)" }.count
        #expect(matcher.wholeComparisons == sameCall, "\(matcher.wholeComparisons) of \(trace.count) compared whole")
    }

    /// Judging by name first changes no answer: for every pattern and every event, the matcher
    /// answers as the whole comparison does.
    @Test func judgingByNameFirstChangesNoAnswer() {
        let trace = richTrace()
        #expect(trace.count > 60)
        var disagreements: [String] = []
        var hits = 0
        for text in patterns(for: trace) {
            let pattern = TracePattern(text)
            let matcher = TracePattern.Matcher(pattern)
            for e in trace {
                let whole = pattern.matchesWhole(e)
                if whole { hits += 1 }
                if matcher.matches(e) != whole {
                    disagreements.append("\(text) on \(e.call) (\(e.displayCall)): whole says \(whole)")
                }
            }
        }
        #expect(hits > 200)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
