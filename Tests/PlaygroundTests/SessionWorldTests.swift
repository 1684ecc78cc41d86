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

    /// A world dropped while a gesture holds its transition, as a checkpoint thinned away or the
    /// world an undo replaces: its views and the animations in flight on them held each other, so
    /// each such world kept them (most of what a long session with held gestures grew by).
    @Test(arguments: [
        ["animator slide", "interactive present", "present", "update 0.4"],
        ["animator bouncy", "set dimming 0.4", "interactive present", "present", "update 0.6"],
        ["animator slide", "present", "interactive dismiss", "dismiss", "update 0.5"],
    ])
    func aWorldDroppedMidGestureFreesItsAnimatingViews(lines: [String]) {
        let s = Session()
        s.showsAfterActions = false
        for line in lines { _ = s.execute(line) }
        let watched = WeakViews()
        do {
            guard let copy = Session.copy(of: s.currentWorld) else {
                Issue.record("\(lines) could not be copied")
                return
            }
            watched.add(animatingViewsOf: copy.engine)
            copy.engine.letGo()
        }
        let seen = watched.count
        let left = watched.alive
        #expect(seen > 0, "\(lines) animates nothing")
        #expect(left == 0, "\(left) of \(seen) animating views outlived the copy of \(lines)")
    }

    /// The same for the live world an undo inside a gesture replaces with a checkpoint's copy.
    @Test func undoInsideAGestureFreesTheWorldItReplaces() {
        let s = Session()
        s.showsAfterActions = false
        for line in ["animator slide", "interactive present", "present"] { _ = s.execute(line) }
        for u in 0..<40 { _ = s.execute("update 0.\(u % 9 + 1)") }
        let watched = WeakViews()
        watched.add(animatingViewsOf: s.engine)
        _ = s.execute("undo")
        let seen = watched.count
        let left = watched.alive
        #expect(seen > 0)
        #expect(left == 0, "\(left) of \(seen) animating views outlived the undo")
    }
}

/// Views with animations in flight, watched without keeping them.
private final class WeakViews {
    private final class Box {
        weak var view: View?
        init(_ v: View) { view = v }
    }
    private var boxes: [Box] = []

    /// Every view of the engine's window and of its transitions' containers that is animating.
    func add(animatingViewsOf engine: Engine) {
        var views: [View] = [engine.window]
        if let t = engine.activeTransition ?? engine.lastTransition { views.append(t.containerView) }
        while let v = views.popLast() {
            if v.hasActiveAnimations { boxes.append(Box(v)) }
            views += v.subviews
        }
    }

    var count: Int { boxes.count }
    var alive: Int { boxes.filter { $0.view != nil }.count }
}
