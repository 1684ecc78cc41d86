import Testing

@testable import PresentationKit

/// `isBeingPresented` and `isBeingDismissed` read true in the appearance callbacks of the
/// controller's own presentation and dismissal, the will and the did (Apple's `isBeingDismissed`
/// reference: "returns true only when called from inside viewWillDisappear(_:) and
/// viewDidDisappear(_:)"), and false after.
@Suite struct BeingPresentedTests {
    final class Card: ViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear \(isBeingPresented)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear \(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear \(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear \(isBeingDismissed)") }
    }

    @Test func theAppearanceCallbacksOfItsOwnTransitionsSeeIt() throws {
        let engine = Engine()
        let root = ViewController()
        engine.setRootViewController(root)
        let card = Card()
        try engine.present(card, from: root, animated: true, completion: nil)
        engine.run()
        #expect(!card.isBeingPresented)
        try engine.dismiss(card, animated: true, completion: nil)
        engine.run()
        #expect(!card.isBeingDismissed)
        #expect(card.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
        #expect(!root.isBeingPresented && !root.isBeingDismissed)
    }
}
