import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumUIKit
import Testing

/// The zooming-overlay fixture (lesson 5's article) against the playground set up as that lesson
/// has it: inset 50, dimming 0.4 wrapping the presented view, the zoom animator.
@Suite struct ZoomingOverlayTests {
    static let settings = ["set frame inset 50", "set dimming 0.4", "set dimming wraps on", "animator zoom"]

    static func fixtureWorld() -> (Engine, ZoomingOverlayHostViewController) {
        let engine = Engine()
        let host = ZoomingOverlayHostViewController()
        engine.setRootViewController(host)
        return (engine, host)
    }

    @Test func presentingMatchesThePlayground() {
        let s = pausedSession(Self.settings)
        _ = s.execute("present")
        let expected = film(s.engine, from: 0)

        let (engine, host) = Self.fixtureWorld()
        engine.timeLimit = 0
        host.showOverlay()
        let actual = film(engine, from: 0)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        // The animator took the view out of the dimming view: it ends as the container's child.
        let container = engine.window.subviews.last!
        #expect(container.subviews.count == 2)
        #expect(container.subviews.last!.frame == Rect(x: 50, y: 50, width: 275, height: 567))
    }

    @Test func dismissingMatchesThePlayground() {
        let s = session(Self.settings + ["present"])
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute("dismiss")
        let expected = film(s.engine, from: start)

        let (engine, host) = Self.fixtureWorld()
        host.showOverlay()
        engine.run()
        engine.timeLimit = engine.now
        host.hideOverlay()
        let actual = film(engine, from: start)

        #expect(untyped(engine.trace) == untyped(s.engine.trace))
        #expect(actual == expected)
        #expect(engine.window.subviews.count == 1)
    }
}
