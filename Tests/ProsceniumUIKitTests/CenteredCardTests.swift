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
        let (engine, host) = Self.fixtureWorld()
        let run = SideBySide(settings: Self.settings, command: "present", engine: engine) { host.showCard() }

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        let card = engine.window.subviews.last!.subviews.last!
        #expect(card.frame == Rect(x: 62.5, y: 166.75, width: 250, height: 333.5))
    }

    @Test func rotatingKeepsTheCardCentredAsThePlaygroundDoes() throws {
        let (engine, host) = Self.fixtureWorld()
        let run = try SideBySide(
            settings: Self.settings, lines: ["present"], command: "rotate", engine: engine,
            prepare: { host.showCard() }, act: { try engine.changeScreen(orientation: .landscape) })

        #expect(run.traces.fixture == run.traces.playground)
        #expect(run.actual == run.expected)
        let card = engine.window.subviews.last!.subviews.last!
        // Landscape 667 × 375: two thirds of the width, half the height, centred.
        let width = 667 / 1.5
        #expect(card.frame == Rect(x: (667 - width) / 2, y: 93.75, width: width, height: 187.5))
    }

    @Test func tappingTheDimmingViewClosesTheCardAsThePlaygroundDoes() {
        let s = session(Self.settings + ["present", "tap dimming"])

        let (engine, host) = Self.fixtureWorld()
        engine.perform { host.showCard() }
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
