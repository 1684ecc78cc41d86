import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumUIKit
import Testing

/// The card fixture (UIKit code compiled against ProsceniumUIKit) against the playground's own
/// controller with the same settings: `set frame inset 30`, `animator bouncy`. Same calls in the
/// same order at the same times, same frames and alphas at every sampled instant; only the type
/// names differ.
@Suite struct CardOverlayTests {
    static let settings = ["set frame inset 30", "animator bouncy"]

    /// A fresh engine with the fixture's host as its root, as the session sets up its own.
    static func fixtureWorld(_ delegate: CardTransitioningDelegate = CardTransitioningDelegate()) -> (
        Engine, CardHostViewController
    ) {
        let engine = Engine()
        let host = CardHostViewController()
        host.cardDelegate = delegate
        engine.setRootViewController(host)
        return (engine, host)
    }

    @Test func presentingMakesTheSameCallsAndFramesAsThePlayground() {
        let s = pausedSession(Self.settings)
        _ = s.execute("present")
        let expected = film(s.engine, from: 0)

        let (engine, host) = Self.fixtureWorld()
        engine.timeLimit = 0
        engine.perform { host.showCard(completion: {}) }
        let actual = film(engine, from: 0)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        // The picture itself, not only its likeness: a card 30 points in, fully dimmed behind.
        let container = engine.window.subviews.last!
        #expect(container.subviews.map(\.frame) == [engine.window.bounds, Rect(x: 30, y: 30, width: 315, height: 607)])
        #expect(container.subviews.map(\.alpha) == [1, 1])
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func theTraceNamesTheFixturesTypes() {
        let (engine, host) = Self.fixtureWorld()
        engine.perform { host.showCard() }
        engine.run()
        let types = Set(engine.trace.map(\.type))
        for name in [
            "CardHostViewController", "CardTransitioningDelegate", "CardOverlayPresentationController",
            "DropInAnimator",
        ] {
            #expect(types.contains(name), "no call on \(name)")
        }
        let frame = engine.trace.first { $0.call == Hook.frameOfPresentedViewInContainerView.rawValue }
        #expect(frame?.result == .rect(Rect(x: 30, y: 30, width: 315, height: 607)))
        // A user's unnamed view reads as a view, never as nil.
        let presentedView = engine.trace.first { $0.call == Hook.presentedView.rawValue }
        #expect(presentedView?.result == .object("View"))
    }

    @Test func dismissingMakesTheSameCallsAndFramesAsThePlayground() {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("dismiss")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        engine.perform { host.showCard(completion: {}) }
        engine.run()
        engine.timeLimit = engine.now
        host.hideCard()
        let actual = film(engine, from: start)

        #expect(engine.now == s.engine.now)
        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        #expect(engine.window.subviews.count == 1, "the container is gone after the dismissal")
    }

    @Test func rotatingWhilePresentedLaysOutAsThePlayground() throws {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("rotate")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        engine.perform { host.showCard(completion: {}) }
        engine.run()
        engine.timeLimit = engine.now
        try engine.changeScreen(orientation: .landscape)
        let actual = film(engine, from: start)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        let card = engine.window.subviews.last!.subviews.last!
        #expect(card.frame == Rect(x: 30, y: 30, width: 607, height: 315))
    }

    @Test func aSwipeCancelledHalfwayMakesTheSameCallsAsThePlayground() throws {
        let s = session(Self.settings + ["present", "cancel at 0.5"])

        let delegate = CardTransitioningDelegate()
        let (engine, host) = Self.fixtureWorld(delegate)
        engine.perform { host.showCard(completion: {}) }
        engine.run()
        delegate.swipe = UIPercentDrivenInteractiveTransition()
        host.hideCard()
        engine.run()
        // The engine plays the finger: to half way, then let go, as `cancel at 0.5` does.
        try engine.driveInteraction(to: 0.5)
        try engine.endInteraction(cancel: true)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(screen(engine) == screen(s.engine))
        #expect(host.presentedViewController != nil, "a cancelled dismissal leaves the card presented")
    }

    @Test func tappingTheDimmingViewReachesTheFixturesHandler() {
        let s = session(Self.settings + ["present", "tap dimming"])

        let (engine, host) = Self.fixtureWorld(TapToDismissCardDelegate())
        engine.perform { host.showCard(completion: {}) }
        engine.run()
        let outcome = engine.tap(at: Point(x: 5, y: 5))
        engine.run()

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        guard case .delivered(_, let action, _) = outcome else {
            Issue.record("the tap was not delivered: \(outcome)")
            return
        }
        #expect(action == "dimmingViewTapped(_:)")
        let tap = engine.trace.first { $0.call == "dimmingViewTapped(_:)" }
        #expect(tap?.type == "TapToDismissCardController")
        #expect(host.presentedViewController == nil)
    }
}
