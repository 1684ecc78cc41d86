import PresentationKit
import Testing

@testable import Playground

// Issue 38, item 20 (found beside it): `reset` with something presented dropped the old app with
// its presented controller and presentation controller holding each other, so every such reset
// kept about 4 KB for good. The world a new app replaces is now let go.

/// What an app held, watched without keeping it.
private final class Watch {
    weak var engine: Engine?
    weak var presented: ViewController?
    weak var presentationController: PresentationController?
}

@Suite struct SessionWorldTests {
    /// After a reset (and after undoing back to before anything ran, and loading a log), nothing
    /// of the app that was on screen is left.
    @Test(arguments: [
        ["reset"], ["undo", "undo", "undo"], ["load"],
    ])
    func theWorldANewAppReplacesIsFreed(then: [String]) {
        let s = Session()
        s.showsAfterActions = false
        for line in ["animator slide", "set frame inset 30", "present"] { _ = s.execute(line) }
        let watch = Watch()
        watch.engine = s.engine
        watch.presented = s.engine.presentedStack.first
        watch.presentationController = watch.presented?.presentationController
        let sawPresented = watch.presentationController != nil
        for line in then {
            if line == "load" {
                s.replay([.act(.present)])
            } else {
                _ = s.execute(line)
            }
        }
        // Booleans, not the objects: a failed expectation would describe the whole world.
        let engineLeft = watch.engine != nil
        let presentedLeft = watch.presented != nil
        let presentationControllerLeft = watch.presentationController != nil
        #expect(sawPresented)
        #expect(!engineLeft, "the old app's engine outlived \(then)")
        #expect(!presentedLeft)
        #expect(!presentationControllerLeft)
    }
}
