import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// An adaptive delegate that hands back a controller to show in the adapted style: the model
/// keeps the presented one and says so once. The host puts "note: " before every console line,
/// so the line itself must not start with one (it once did, and printed "note: note: …").
@Suite struct AdaptiveReplacementNoteTests {
    final class Replacing: NSObject, UIPopoverPresentationControllerDelegate {
        func presentationController(
            _ controller: UIPresentationController,
            viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle
        ) -> UIViewController? { UINavigationController(rootViewController: UIViewController()) }
    }

    @Test func theNoteCarriesNoPrefixOfItsOwn() throws {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        let popover = try #require(card.popoverPresentationController)
        popover.sourceView = root.view
        let delegate = Replacing()
        popover.delegate = delegate
        engine.perform { root.present(card, animated: true) }
        engine.run()
        let notes = engine.consoleLog.filter { $0.contains("viewControllerForAdaptivePresentationStyle returned") }
        #expect(notes.count == 1, "\(engine.consoleLog)")
        #expect(engine.consoleLog.allSatisfy { !$0.hasPrefix("note:") }, "\(engine.consoleLog)")
    }
}
