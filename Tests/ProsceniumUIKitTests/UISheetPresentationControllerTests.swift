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

/// `UISheetPresentationController.Detent` is an NSObject class (UISheetPresentationController.h:45):
/// an app's subclass overrides the open class method and the sheet rests at its height.
@Suite struct SheetDetentClassTests {
    final class ShortLarge: UISheetPresentationController.Detent {
        override class func large() -> Self {
            Self(identifier: .large) { $0.maximumDetentValue / 2 }
        }
    }

    @Test func aSubclassesLargeDetentIsTheOneTheSheetRestsAt() throws {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let sheetContent = UIViewController()
        sheetContent.modalPresentationStyle = .pageSheet
        let sheet = try #require(sheetContent.sheetPresentationController)
        let large = ShortLarge.large()
        #expect(large.identifier == .large)
        #expect((large as NSObject) is ShortLarge)
        sheet.detents = [large]
        engine.perform { root.present(sheetContent, animated: true) }
        engine.run()
        // iPhone SE: the large detent is 637 tall; the subclass answers half of it.
        #expect(abs(sheetContent.view.frame.height - 637.0 / 2) < 1e-9)
    }
}

/// `popoverBackgroundViewClass` is kept and its first setting says the model draws its own chrome.
@Suite struct PopoverBackgroundViewClassTests {
    final class Chrome: UIPopoverBackgroundView {
        override class func arrowHeight() -> CGFloat { 20 }
    }

    @Test func theClassIsKeptAndTheNoteSaysTheChromeIsTheModels() throws {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        engine.perform { popover.popoverBackgroundViewClass = Chrome.self }
        #expect(popover.popoverBackgroundViewClass?.arrowHeight() == 20)
        #expect(engine.consoleLog.contains { $0.contains("popoverBackgroundViewClass: kept") })
    }
}
