import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumUIKit
import Testing

/// The Apple-guide panel fixture (lesson 4's article) against the playground set up as lesson 4
/// ends: an iPad, the right half, dimming 0.4, clean-up on, the slide animator. Same calls in
/// the same order at the same times, same frames and alphas at every sampled instant.
@Suite struct RightHalfPanelTests {
    static let settings = [
        "device ipad", "set frame right-half", "set dimming 0.4", "set cleanup on", "animator slide",
    ]

    static func fixtureWorld() -> (Engine, PanelHostViewController) {
        let engine = Engine(device: .iPad)
        let host = PanelHostViewController()
        engine.setRootViewController(host)
        return (engine, host)
    }

    @Test func presentingMatchesThePlayground() {
        let s = pausedSession(Self.settings)
        _ = s.execute("present")
        let expected = film(s.engine, from: 0)

        let (engine, host) = Self.fixtureWorld()
        engine.timeLimit = 0
        host.openPanel()
        let actual = film(engine, from: 0)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        // The guide's picture: a panel on the right half over a 40 % veil.
        let container = engine.window.subviews.last!
        let bounds = engine.window.bounds
        let half = (bounds.width / 2).rounded(.down)
        #expect(
            container.subviews.last!.frame == Rect(x: bounds.width - half, y: 0, width: half, height: bounds.height))
        #expect(container.subviews.first!.backgroundColor?.alpha == 0.4)
    }

    @Test func dismissingMatchesThePlaygroundAndCleansUp() {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("dismiss")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        host.openPanel()
        engine.run()
        engine.timeLimit = engine.now
        host.closePanel()
        let actual = film(engine, from: start)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        #expect(engine.window.subviews.count == 1, "the container and its dimming view are gone")
    }

    @Test func turningTheIPadRelaysThePanelAsThePlaygroundDoes() throws {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("rotate")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        host.openPanel()
        engine.run()
        engine.timeLimit = engine.now
        try engine.changeScreen(orientation: .landscape)
        let actual = film(engine, from: start)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
    }
}
