import PresentationKit
import Testing

// UIKit's own transition in each `modalTransitionStyle` (`DefaultSlideAnimator`), sampled half way.

/// The screen a quarter of a second into a full-screen presentation in `style` (0.5 s long).
private func halfWay(_ style: ModalTransitionStyle) throws -> (Engine, ScreenSnapshot) {
    let engine = Engine()
    let root = ViewController(typeName: "Root")
    engine.setRootViewController(root)
    root.view.name = "presenting"
    let vc = ViewController(typeName: "Presented")
    vc.view.name = "presented"
    vc.modalPresentationStyle = .fullScreen
    vc.modalTransitionStyle = style
    try root.presentThrowing(vc, animated: true)
    engine.advance(by: 0.25)
    return (engine, engine.snapshot())
}

@Test func coverVerticalIsHalfWayUp() throws {
    let (_, s) = try halfWay(.coverVertical)
    #expect(s.view(named: "presented")?.frame.origin.y == 333.5)
}

@Test func crossDissolveIsHalfFadedIn() throws {
    let (_, s) = try halfWay(.crossDissolve)
    #expect(s.view(named: "presented")?.alpha == 0.5)
    #expect(s.view(named: "presented")?.frame.origin.y == 0)
}

@Test func flipHorizontalIsHalfTurned() throws {
    let (_, s) = try halfWay(.flipHorizontal)
    let a = try #require(s.view(named: "presented")?.transform.a)
    #expect(abs(a - 0.5005) < 1e-9)
}

@Test func partialCurlIsHalfLifted() throws {
    let (engine, s) = try halfWay(.partialCurl)
    #expect(s.view(named: "presenting")?.frame.origin.y == -200.1)
    engine.run()
    #expect(engine.snapshot().view(named: "presenting")?.frame.origin.y == -400.2)
}

@Test func partialCurlIsRefusedUnlessFullScreen() {
    let engine = Engine()
    let root = ViewController(typeName: "Root")
    engine.setRootViewController(root)
    let vc = ViewController(typeName: "Presented")
    vc.modalPresentationStyle = .pageSheet
    vc.modalTransitionStyle = .partialCurl
    #expect(throws: EngineError.partialCurlNeedsFullScreen(.pageSheet)) { try root.presentThrowing(vc, animated: true) }
    #expect(root.presentedViewController == nil)
}
