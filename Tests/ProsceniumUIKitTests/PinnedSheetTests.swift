import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A presented view placed by Auto Layout and slid by animating its constraint's constant, as
/// bottom sheets do: the engine's layout pass and the animator's `layoutIfNeeded()` agree, the
/// slide is on screen between its ends, and a rotation keeps it pinned.
@Suite struct PinnedSheetTests {
    @Test func theSheetSlidesUpWithItsConstraintAndStaysPinnedThroughARotation() throws {
        let engine = Engine()
        let host = UIViewController()
        engine.setRootViewController(host)
        let delegate = PinnedSheetDelegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        engine.timeLimit = 0
        host.present(sheet, animated: true)
        engine.run()
        let view: UIView = sheet.view
        #expect(view.frame == CGRect(x: 0, y: 367, width: 375, height: 300), "the model value is the end")
        #expect(view.presentationFrame(at: 0).minY == 667, "on screen it starts below the container")
        #expect(view.presentationFrame(at: 0.2).minY == 517)
        engine.timeLimit = nil
        engine.run()
        #expect(engine.now == 0.4)
        #expect(host.presentedViewController === sheet)

        try engine.changeScreen(orientation: .landscape)
        engine.run()
        #expect(view.frame == CGRect(x: 0, y: 75, width: 667, height: 300))
        #expect(engine.consoleLog.isEmpty)
    }
}
