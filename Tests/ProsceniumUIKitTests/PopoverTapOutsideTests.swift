import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Issue 32, from the audit: a tap outside a popover is the user's dismissal, so the popover's
/// delegate hears what a sheet's swipe makes it hear ([D] UIPresentationController.h, iOS 13: the
/// adaptive delegate's dismissal calls, "not called if the presentation is dismissed
/// programmatically"): ShouldDismiss, WillDismiss with the dismissal begun, DidDismiss once gone.
@Suite struct PopoverTapOutsideTests {
    final class Listener: NSObject, UIPopoverPresentationControllerDelegate {
        var heard: [String] = []
        var coordinatorAtWillDismiss = false
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            heard.append("should")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            heard.append("will")
            coordinatorAtWillDismiss = presentationController.presentedViewController.transitionCoordinator != nil
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            heard.append("did")
        }
    }

    /// A popover from the middle of an iPad's screen, presented, with `listener` as its delegate.
    private func presentedPopover(listener: Listener) throws -> (Engine, UIViewController) {
        let engine = Engine(device: .iPad)
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        let popover = try #require(card.popoverPresentationController)
        popover.sourceView = root.view
        popover.sourceRect = CGRect(x: 400, y: 400, width: 10, height: 10)
        popover.delegate = listener
        engine.perform { root.present(card, animated: true) }
        engine.run()
        return (engine, card)
    }

    @Test func aTapOutsideAsksShouldThenWillThenDid() throws {
        let listener = Listener()
        let (engine, _) = try presentedPopover(listener: listener)
        #expect(engine.phase == .presented)
        _ = engine.tap(at: Point(x: 10, y: 10))
        engine.run()
        #expect(engine.phase == .idle)
        #expect(listener.heard == ["should", "will", "did"])
        #expect(listener.coordinatorAtWillDismiss)
    }

    @Test func aProgrammaticDismissTellsThemNothing() throws {
        let listener = Listener()
        let (engine, card) = try presentedPopover(listener: listener)
        engine.perform { card.dismiss(animated: true) }
        engine.run()
        #expect(engine.phase == .idle)
        #expect(listener.heard.isEmpty)
    }
}
