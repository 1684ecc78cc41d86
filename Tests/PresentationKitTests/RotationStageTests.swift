import PresentationKit
import Testing

// Rotating with something presented: the presented controller hears the new size through
// viewWillTransition(to:with:), the container follows the window, and the presentation
// controller's layout hook is where the presented view gets its new frame.

@Test func aRotationTellsThePresentedControllerTheNewSize() throws {
    let app = JournaledApp()
    try app.present()
    try app.engine.changeScreen(orientation: .landscape)
    app.engine.run()
    #expect(app.presented.transitionSizes.last == Size(width: 667, height: 375))
}

@Test func theContainerFollowsTheWindowAndTheControllerLaysOutAgain() throws {
    let app = JournaledApp()
    try app.present(clearing: true)
    try app.engine.changeScreen(orientation: .landscape)
    app.engine.run()
    #expect(app.pc?.containerView?.frame == Rect(x: 0, y: 0, width: 667, height: 375))
    #expect(app.journal.entries.contains("pc.containerViewWillLayoutSubviews"))
    #expect(app.presented.view.frame == Rect(x: 30, y: 30, width: 607, height: 315))
}

@Test func aViewWithFlexibleSizeInTheContainerStretchesWithIt() throws {
    let app = JournaledApp()
    try app.present()
    let container = try #require(app.pc?.containerView)
    let backdrop = View(name: "backdrop", frame: container.bounds.insetBy(dx: 10, dy: 10))
    backdrop.autoresizingMask = .flexibleSize
    container.insertSubview(backdrop, at: 0)
    try app.engine.changeScreen(orientation: .landscape)
    app.engine.run()
    #expect(backdrop.frame == Rect(x: 10, y: 10, width: 647, height: 355), "margins kept, size follows")
}

@Test func aViewWithoutAnAutoresizingMaskKeepsItsPortraitFrame() throws {
    let app = JournaledApp()
    try app.present()
    let container = try #require(app.pc?.containerView)
    let badge = View(name: "badge", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    container.addSubview(badge)
    try app.engine.changeScreen(orientation: .landscape)
    app.engine.run()
    #expect(badge.frame == Rect(x: 10, y: 10, width: 50, height: 50))
}
