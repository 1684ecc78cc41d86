import PresentationKit
import Testing

// Dismissing: the same presentation controller ends what it began, and UIKit tidies up after
// it, including the presenter's view that a presentation may have taken out of the window.

@Test func dismissingAsksForAnAnimatorThenEndsThroughTheSameController() throws {
    let app = JournaledApp()
    try app.present(clearing: true)
    let pc = try #require(app.pc)
    try app.presented.dismissThrowing(animated: true)
    app.engine.run()
    #expect(
        app.journal.entries == [
            "delegate.animationControllerForDismissed",
            "pc.dismissalTransitionWillBegin",
            "presented.viewWillDisappear",
            "animator.animateTransition",
            "pc.containerViewWillLayoutSubviews",
            "animator.completeTransition(true)",
            "pc.dismissalTransitionDidEnd(true)",
            "presented.viewDidDisappear",
        ])
    #expect(pc.containerView?.superview == nil, "the container leaves the window")
    #expect(app.presented.view.superview == nil)
    #expect(app.presenting.presentedViewController == nil)
}

@Test func aControllerThatRemovesThePresenterTakesItsViewOutOnceThePresentationEnds() throws {
    let app = JournaledApp()
    app.delegate.removesPresenter = true
    try app.present()
    #expect(app.presenting.view.superview == nil)
    #expect(app.journal.entries.contains("presenting.viewDidDisappear"))
}

@Test func aDismissalAnimatorThatPutsThePresenterBackInTheContainerLeavesItInTheWindow() throws {
    let app = JournaledApp()
    app.delegate.removesPresenter = true
    app.delegate.dismissalRestoresPresenter = true
    try app.present()
    try app.presented.dismissThrowing(animated: true)
    app.engine.run()
    #expect(app.presenting.view.superview === app.engine.window)
    #expect(app.presenting.view.frame == app.engine.window.bounds)
}

@Test func aDismissalAnimatorThatForgetsThePresenterLeavesTheScreenBlank() throws {
    let app = JournaledApp()
    app.delegate.removesPresenter = true
    try app.present()
    try app.presented.dismissThrowing(animated: true)
    app.engine.run()
    // UIKit does not put the presenter's view back by itself: nothing is left on screen.
    #expect(app.presenting.view.superview == nil)
    #expect(app.engine.window.subviews.isEmpty)
}
