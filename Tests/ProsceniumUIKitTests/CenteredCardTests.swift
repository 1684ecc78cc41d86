import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumUIKit
import Testing

/// The centred-card fixture (lesson 1's article) against the playground as lesson 1 ends: the
/// w/1.5 × h/2 size centred, the slide animator, layout on rotation.
@Suite struct CenteredCardTests {
    static let settings = ["set frame size 1/1.5 1/2 centered", "animator slide"]

    static func fixtureWorld() -> (Engine, CenteredCardHostViewController) {
        let engine = Engine()
        let host = CenteredCardHostViewController()
        engine.setRootViewController(host)
        return (engine, host)
    }

    @Test func presentingMatchesThePlayground() {
        let s = pausedSession(Self.settings)
        _ = s.execute("present")
        let expected = film(s.engine, from: 0)

        let (engine, host) = Self.fixtureWorld()
        engine.timeLimit = 0
        host.showCard()
        let actual = film(engine, from: 0)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        let card = engine.window.subviews.last!.subviews.last!
        #expect(card.frame == Rect(x: 62.5, y: 166.75, width: 250, height: 333.5))
    }

    @Test func rotatingKeepsTheCardCentredAsThePlaygroundDoes() throws {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("rotate")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        host.showCard()
        engine.run()
        engine.timeLimit = engine.now
        try engine.changeScreen(orientation: .landscape)
        let actual = film(engine, from: start)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        let card = engine.window.subviews.last!.subviews.last!
        // Landscape 667 × 375: two thirds of the width, half the height, centred.
        let width = 667 / 1.5
        #expect(card.frame == Rect(x: (667 - width) / 2, y: 93.75, width: width, height: 187.5))
    }

    @Test func tappingTheDimmingViewClosesTheCardAsThePlaygroundDoes() {
        let s = session(Self.settings + ["present", "tap dimming"])

        let (engine, host) = Self.fixtureWorld()
        host.showCard()
        engine.run()
        let outcome = engine.tap(at: Point(x: 5, y: 5))
        engine.run()

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(screen(engine) == screen(s.engine))
        guard case .delivered(_, let action, _) = outcome else {
            Issue.record("the tap was not delivered: \(outcome)")
            return
        }
        #expect(action == "dimmingViewTapped(_:)")
        #expect(host.presentedViewController == nil)
    }
}
