import PresentationKit
import Testing

// Presenting, as UIKit does it: the delegate is asked first, then the presentation controller
// hears that the transition begins, the animator runs, and only its completeTransition(_:)
// ends the transition.

@Test func presentingAsksTheDelegateThenBeginsThenAnimatesThenEnds() throws {
    let app = JournaledApp()
    try app.present()
    #expect(
        app.journal.entries == [
            "delegate.presentationController",
            "delegate.animationControllerForPresented",
            "delegate.interactionControllerForPresentation",
            "pc.presentationTransitionWillBegin",
            "presented.viewWillAppear",
            "animator.animateTransition",
            "pc.containerViewWillLayoutSubviews",
            "animator.completeTransition(true)",
            "pc.presentationTransitionDidEnd(true)",
            "presented.viewDidAppear",
        ])
    // The presenter's view stays on screen, so the presenter hears no appearance calls.
    #expect(app.journal.entries(startingWith: "presenting.").isEmpty)
}

@Test func aPresentedViewIsInTheContainerAtThePresentationControllersFrame() throws {
    let app = JournaledApp()
    try app.present()
    let container = try #require(app.pc?.containerView)
    #expect(app.presented.view.superview === container)
    #expect(container.superview === app.engine.window)
    #expect(app.presented.view.frame == Rect(x: 30, y: 30, width: 315, height: 607))
    #expect(app.presented.view.alpha == 1)
    // The presenter's view stays in the window behind the container (a custom presentation
    // keeps it unless the controller says otherwise).
    #expect(app.presenting.view.superview === app.engine.window)
}

@Test func theTransitionLastsAsLongAsTheAnimatorSaysAndNoLonger() throws {
    let app = JournaledApp()
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.advance(by: 0.2)
    #expect(app.engine.phase == .presenting)
    #expect(!app.journal.entries.contains("pc.presentationTransitionDidEnd(true)"))
    app.engine.run()
    #expect(app.engine.phase == .presented)
    #expect(app.engine.now == 0.4)
}
