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
        let (engine, host) = Self.fixtureWorld()
        let run = SideBySide(settings: Self.settings, command: "present", engine: engine) { host.showOverlay() }

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        // The animator took the view out of the dimming view: it ends as the container's child.
        let container = engine.window.subviews.last!
        #expect(container.subviews.count == 2)
        #expect(container.subviews.last!.frame == Rect(x: 50, y: 50, width: 275, height: 567))
    }

    @Test func dismissingMatchesThePlayground() {
        let (engine, host) = Self.fixtureWorld()
        let run = SideBySide(
            settings: Self.settings, lines: ["present"], command: "dismiss", engine: engine,
            prepare: { host.showOverlay() }, act: { host.hideOverlay() })

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        #expect(engine.window.subviews.count == 1)
    }
}
