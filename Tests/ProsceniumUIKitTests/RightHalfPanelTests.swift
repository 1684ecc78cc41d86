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
        let (engine, host) = Self.fixtureWorld()
        let run = SideBySide(settings: Self.settings, command: "present", engine: engine) { host.openPanel() }

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        // The guide's picture: a panel on the right half over a 40 % veil.
        let container = engine.window.subviews.last!
        let bounds = engine.window.bounds
        let half = (bounds.width / 2).rounded(.down)
        #expect(
            container.subviews.last!.frame == Rect(x: bounds.width - half, y: 0, width: half, height: bounds.height))
        #expect(container.subviews.first!.backgroundColor?.alpha == 0.4)
    }

    @Test func dismissingMatchesThePlaygroundAndCleansUp() {
        let (engine, host) = Self.fixtureWorld()
        let run = SideBySide(
            settings: Self.settings, lines: ["present"], command: "dismiss", engine: engine,
            prepare: { host.openPanel() }, act: { host.closePanel() })

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        #expect(engine.window.subviews.count == 1, "the container and its dimming view are gone")
    }

    @Test func turningTheIPadRelaysThePanelAsThePlaygroundDoes() throws {
        let (engine, host) = Self.fixtureWorld()
        let run = try SideBySide(
            settings: Self.settings, lines: ["present"], command: "rotate", engine: engine,
            prepare: { host.openPanel() }, act: { try engine.changeScreen(orientation: .landscape) })

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
    }
}
