import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Issue 32, from the audit: a delegate that implements only the one-argument
/// `adaptivePresentationStyle(for:)` (iOS 8.0) is asked that one, and the trace names it so,
/// not as the two-argument call it does not have.
@Suite struct OneArgumentAdaptiveStyleTests {
    final class OldStyle: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    final class NewStyle: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { .none }
    }

    private func adaptiveCalls(_ delegate: UIPopoverPresentationControllerDelegate) throws -> [TraceEvent] {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        let popover = try #require(card.popoverPresentationController)
        popover.sourceView = root.view
        popover.delegate = delegate
        engine.perform { root.present(card, animated: true) }
        engine.run()
        #expect(engine.phase == .presented)
        return engine.trace.filter {
            $0.receiver == .adaptiveDelegate && $0.call.hasPrefix("adaptivePresentationStyle")
        }
    }

    @Test func theOneArgumentQuestionIsTracedUnderItsOwnName() throws {
        let calls = try adaptiveCalls(OldStyle())
        #expect(!calls.isEmpty)
        #expect(calls.allSatisfy { $0.call == "adaptivePresentationStyle(for:)" }, "\(calls.map(\.call))")
        #expect(calls.allSatisfy { $0.arguments.count == 1 })
    }

    @Test func theTwoArgumentQuestionKeepsItsName() throws {
        let calls = try adaptiveCalls(NewStyle())
        #expect(!calls.isEmpty)
        #expect(calls.allSatisfy { $0.call == "adaptivePresentationStyle(for:traitCollection:)" })
    }
}
