import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A sheet configured as iOS code configures one: `sheetPresentationController` before presenting,
/// a custom detent from the resolution context's `maximumDetentValue`, and a delegate that hears
/// a refused swipe.
@Suite struct UISheetPresentationControllerTests {
    final class DraftDelegate: NSObject, UISheetPresentationControllerDelegate {
        var attempts = 0
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            attempts += 1
        }
    }

    @Test func aThirdOfTheScreenRefusingTheSwipeWhileADraftIsUnsaved() throws {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let draft = UIViewController()
        draft.modalPresentationStyle = .pageSheet
        draft.isModalInPresentation = true
        let delegate = DraftDelegate()
        let sheet = try #require(draft.sheetPresentationController)
        sheet.detents = [.custom { context in context.maximumDetentValue / 3 }, .large()]
        sheet.prefersGrabberVisible = true
        sheet.delegate = delegate
        engine.perform { root.present(draft, animated: true) }
        engine.run()
        // iPhone SE: the large detent is 667 - 20 - 10 = 637 tall; a third of it, at the bottom.
        #expect(abs(draft.view.frame.height - 637.0 / 3) < 1e-9)
        #expect(abs(draft.view.frame.maxY - 667) < 1e-9)
        try engine.swipeSheetDown()
        engine.run()
        #expect(delegate.attempts == 1)
        #expect(engine.phase == .presented)
        #expect(!engine.trace.contains { $0.call == "presentationControllerShouldDismiss(_:)" })
    }
}
