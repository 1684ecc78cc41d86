import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumUIKit
import Testing

/// A dimming view pinned with anchors, against the playground's controller that sets the dimming
/// frame by hand in `containerViewWillLayoutSubviews` (`set frame inset 30`, `animator bouncy`):
/// the same calls, and the same frames and alphas at every sampled instant, presenting and
/// through a rotation, where the solved frame animates with the rotation as a frame set in the
/// hook does.
@Suite struct AnchoredDimmingTests {
    static let settings = ["set frame inset 30", "animator bouncy"]

    static func world() -> (Engine, CardHostViewController) {
        let engine = Engine()
        let host = CardHostViewController()
        host.cardDelegate = AnchoredDimmingDelegate()
        engine.setRootViewController(host)
        return (engine, host)
    }

    @Test func presentingPinsTheDimmingViewAsThePlaygroundSetsIt() {
        let (engine, host) = Self.world()
        let run = SideBySide(settings: Self.settings, command: "present", engine: engine) {
            host.showCard(completion: {})
        }
        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        let container = engine.window.subviews.last!
        #expect(container.subviews.first?.frame == engine.window.bounds)
        #expect(container.constraints.count == 4, "activated constraints are held by the common ancestor")
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func rotatingStretchesTheDimmingViewWithTheRotation() throws {
        let (engine, host) = Self.world()
        let run = try SideBySide(
            settings: Self.settings, lines: ["present"], command: "rotate", engine: engine,
            prepare: { host.showCard(completion: {}) }, act: { try engine.changeScreen(orientation: .landscape) })
        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        let container = engine.window.subviews.last!
        #expect(container.subviews.first?.frame == Rect(x: 0, y: 0, width: 667, height: 375))
        // Half-way through the rotation the dimming view is between its two frames, not at either.
        #expect(run.actual[3] != run.actual.first && run.actual[3] != run.actual.last)
    }

    @Test func dismissingDropsTheConstraintsWithTheDimmingView() {
        let (engine, host) = Self.world()
        host.showCard(completion: {})
        engine.run()
        let container = engine.window.subviews.last!
        let dimming = container.subviews.first!
        host.hideCard()
        engine.run()
        #expect(dimming.superview == nil)
        #expect(container.constraints.isEmpty, "removeFromSuperview takes the constraints that refer to it")
        // A second presentation pins it again inside the new container.
        host.showCard(completion: {})
        engine.run()
        #expect(dimming.frame == engine.window.bounds)
        #expect(engine.consoleLog.isEmpty)
    }
}
