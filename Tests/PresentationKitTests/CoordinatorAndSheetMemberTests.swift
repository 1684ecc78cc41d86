import PresentationKit
import Testing

// The transition coordinator's context members and interaction-change handler, and a system
// presentation controller subclassed as an app subclasses UISheetPresentationController.

@Test func theCoordinatorTellsItsHandlerWhenTheInteractionEnds() throws {
    let app = JournaledApp()
    app.delegate.interaction = PercentDrivenInteractiveTransition()
    try app.presenting.presentThrowing(app.presented, animated: true)
    app.engine.run()
    try app.engine.driveInteraction(to: 0.5)
    let coordinator = try #require(app.presented.transitionCoordinator)
    #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
    #expect(!coordinator.isInterruptible)
    #expect(coordinator.targetTransform.isIdentity)
    var heard: [(interactive: Bool, initially: Bool, cancelled: Bool)] = []
    coordinator.notifyWhenInteractionChanges { context in
        heard.append((context.isInteractive, context.initiallyInteractive, context.isCancelled))
    }
    try app.engine.endInteraction(cancel: true)
    app.engine.run()
    #expect(heard.count == 1, "the handler runs once, as the interaction ends")
    #expect(heard.first?.interactive == false && heard.first?.initially == true && heard.first?.cancelled == true)
}

private final class AppSheet: SystemPresentationController {
    override var prefersGrabberVisible: Bool {
        get { true }
        set {}
    }
}

@Test func aSubclassedSheetIsNamedAsItselfAndAnswersItsOverrides() {
    let presented = ViewController()
    presented.modalPresentationStyle = .pageSheet
    let sheet = AppSheet(presentedViewController: presented, presenting: nil)
    #expect(sheet.typeName == "AppSheet")
    #expect(sheet.presentationStyle == .pageSheet, "the style the presented controller asks for")
    #expect(sheet.prefersGrabberVisible)
    let system = SystemPresentationController(presentedViewController: presented, presenting: nil)
    #expect(system.typeName == "UISheetPresentationController")
}
