import PresentationKit
import Testing

// `Engine.pan`: a finger moved at constant speed, reported once a frame at 60 Hz, through a
// pan recogniser's states; what the handler reads at each call.

/// A pan handler that notes what it sees each time its action is sent.
private final class PanWatcher {
    struct Seen: Equatable {
        let state: GestureState
        let translation: Point
        let velocity: Point
        let time: Double
    }
    var seen: [Seen] = []
    var resetsAt: Int?
    weak var engine: Engine?

    func handle(_ pan: PanGestureRecognizer) {
        seen.append(
            Seen(
                state: pan.state, translation: pan.translation(in: pan.view), velocity: pan.velocity(in: pan.view),
                time: engine?.now ?? -1))
        if seen.count == resetsAt { pan.setTranslation(.zero, in: pan.view) }
    }
}

private func presentedApp(watcher: PanWatcher) throws -> JournaledApp {
    let app = JournaledApp()
    try app.present(clearing: true)
    app.presented.view.name = "presented"
    watcher.engine = app.engine
    let pan = PanGestureRecognizer(
        targetRole: .target, targetType: "PanWatcher", actionCall: "handlePan(_:)", target: watcher
    ) { target, recognizer in
        (target as? PanWatcher)?.handle(recognizer as! PanGestureRecognizer)
    }
    app.presented.view.addGestureRecognizer(pan)
    return app
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

@Test func aPanSendsBeganThenChangedEachFrameThenEnded() throws {
    let watcher = PanWatcher()
    let app = try presentedApp(watcher: watcher)
    let start = app.engine.now
    let outcome = app.engine.pan(viewNamed: "presented", by: Point(x: 0, y: 300), over: 0.3)
    #expect(outcome == .delivered(view: "presented", action: "handlePan(_:)", hit: "presented"))
    // 0.3 s at 60 Hz is 18 frames: began at the first, changed at the 17 others, ended as the finger lifts.
    #expect(watcher.seen.map(\.state) == [.began] + Array(repeating: .changed, count: 17) + [.ended])
    #expect(close(watcher.seen[0].translation.y, 300.0 / 18), "began carries the first frame's movement")
    #expect(close(watcher.seen[0].time, start + 1.0 / 60))
    #expect(close(watcher.seen[17].translation.y, 300) && close(watcher.seen[18].translation.y, 300))
    #expect(close(watcher.seen[18].time, start + 0.3), "the finger lifts with its last movement")
    #expect(watcher.seen.allSatisfy { close($0.velocity.y, 1000) && close($0.velocity.x, 0) }, "300 points in 0.3 s")
    // Each action call is in the trace, at its frame's time.
    let calls = app.engine.trace.filter { $0.call == "handlePan(_:)" }
    #expect(calls.count == 19)
    #expect(close(calls.last!.time, start + 0.3))
}

@Test func setTranslationCountsFromThereAndResetsTheVelocity() throws {
    let watcher = PanWatcher()
    watcher.resetsAt = 1
    let app = try presentedApp(watcher: watcher)
    _ = app.engine.pan(viewNamed: "presented", by: Point(x: 60, y: 0), over: 0.1)
    // 6 frames of 10 points; the handler set the translation to zero after the first.
    #expect(close(watcher.seen[0].translation.x, 10))
    #expect(close(watcher.seen[1].translation.x, 10), "one frame since the reset")
    #expect(close(watcher.seen.last!.translation.x, 50))
    #expect(close(watcher.seen.last!.velocity.x, 600))
}

@Test func aPanWhereNoPanRecogniserIsIsRefused() throws {
    let app = JournaledApp()
    try app.present(clearing: true)
    app.presented.view.name = "presented"
    let before = app.engine.trace.count
    let outcome = app.engine.pan(viewNamed: "presented", by: Point(x: 0, y: 100), over: 0.2)
    guard case .noRecognizer = outcome else {
        Issue.record("expected a refusal, got \(outcome)")
        return
    }
    #expect(app.engine.trace.count == before, "nothing happened")
    #expect(app.engine.pan(viewNamed: "nowhere", by: Point(x: 0, y: 1), over: 0.1) == .notOnScreen)
}

@Test func aTapOnAViewWithOnlyAPanRecogniserGoesToATapRecogniserAbove() throws {
    let watcher = PanWatcher()
    let app = try presentedApp(watcher: watcher)
    if case .delivered = app.engine.tap(viewNamed: "presented") {
        Issue.record("a pan recogniser took a tap")
    }
    #expect(watcher.seen.isEmpty)
}

@Test func aPanWhoseViewLeavesTheWindowIsCancelled() throws {
    // A handler that dismisses without an interaction controller: the view is gone in 0.4 s
    // (the fade), long before a 1 s drag ends.
    final class Dismisser {
        var states: [GestureState] = []
        weak var presenting: ViewController?
        func handle(_ pan: GestureRecognizer) {
            states.append(pan.state)
            if pan.state == .began { try? presenting?.dismiss(animated: true) }
        }
    }
    let app = JournaledApp()
    try app.present(clearing: true)
    app.presented.view.name = "presented"
    let dismisser = Dismisser()
    dismisser.presenting = app.presenting
    app.presented.view.addGestureRecognizer(
        PanGestureRecognizer(targetRole: .target, targetType: "Dismisser", actionCall: "handle(_:)", target: dismisser)
        { target, pan in (target as? Dismisser)?.handle(pan) })
    _ = app.engine.pan(viewNamed: "presented", by: Point(x: 0, y: 300), over: 1)
    #expect(dismisser.states.first == .began)
    #expect(dismisser.states.last == .cancelled)
    #expect(!dismisser.states.contains(.ended))
    #expect(dismisser.states.count < 60, "nothing after the cancel")
    #expect(app.engine.phase == .idle)
}
