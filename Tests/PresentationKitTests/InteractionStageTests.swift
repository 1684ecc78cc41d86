import PresentationKit
import Testing

// An interactive presentation: a percent-driven interaction controller holds the animations
// where the gesture puts them, then finishing plays the rest and cancelling plays them back.

private func interactiveApp() -> (JournaledApp, PercentDrivenInteractiveTransition) {
    let app = JournaledApp()
    let interaction = PercentDrivenInteractiveTransition()
    app.delegate.interaction = interaction
    return (app, interaction)
}

@Test func aGestureHoldsThePresentationWhereItIs() throws {
    let (app, _) = interactiveApp()
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.run()
    try app.engine.driveInteraction(to: 0.5)
    #expect(app.engine.awaitingInteraction != nil, "the transition waits for the gesture to end")
    #expect(!app.journal.entries.contains { $0.hasPrefix("animator.completeTransition") })
    let alpha = app.presented.view.presentationAlpha(at: app.engine.now)
    #expect(abs(alpha - 0.5) < 1e-6, "a linear fade half way through the gesture is half opaque")
}

@Test func finishingPlaysTheRestAndCompletesThePresentation() throws {
    let (app, _) = interactiveApp()
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.run()
    try app.engine.driveInteraction(to: 0.5)
    try app.engine.endInteraction(cancel: false)
    app.engine.run()
    #expect(app.engine.phase == .presented)
    #expect(
        app.journal.entries.suffix(3) == [
            "animator.completeTransition(true)", "pc.presentationTransitionDidEnd(true)",
            "presented.viewDidAppear",
        ])
}

@Test func cancellingCompletesWithFalseAndReversesTheAppearanceCalls() throws {
    let (app, _) = interactiveApp()
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.run()
    try app.engine.driveInteraction(to: 0.5)
    app.journal.entries.removeAll()
    try app.engine.endInteraction(cancel: true)
    app.engine.run()
    #expect(
        app.journal.entries == [
            // The call that undoes viewWillAppear comes as the gesture ends, before the animation back.
            "presented.viewWillDisappear",
            "animator.completeTransition(false)",
            "pc.presentationTransitionDidEnd(false)",
            "presented.viewDidDisappear",
        ])
    #expect(app.presented.view.superview == nil)
    #expect(app.presenting.presentedViewController == nil)
}

@Test func cancellingAPresentationThatRemovedThePresenterTellsThePresenterItIsBack() throws {
    let (app, _) = interactiveApp()
    app.delegate.removesPresenter = true
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.run()
    try app.engine.driveInteraction(to: 0.5)
    app.journal.entries.removeAll()
    try app.engine.endInteraction(cancel: true)
    app.engine.run()
    #expect(
        app.journal.entries(startingWith: "presenting.") == ["presenting.viewWillAppear", "presenting.viewDidAppear"])
}
