import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Issue 32 §1, from the app's side: a finger on a sheet (`Engine.pan` over the sheet, which has
/// no recogniser of the app's) is the user's drag. The delegate's WillDismiss comes with the
/// dismissal under way, so an alongside block it adds runs (audit B13); code reading the sheet's
/// frame while the finger moves sees it follow.
@Suite struct SheetFingerTests {
    final class FadingDelegate: NSObject, UISheetPresentationControllerDelegate {
        var alongsideRan = 0
        var coordinatorAtWillDismiss = false
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            let coordinator = presentationController.presentedViewController.transitionCoordinator
            coordinatorAtWillDismiss = coordinator != nil
            coordinator?.animate(alongsideTransition: { _ in self.alongsideRan += 1 })
        }
    }

    /// `card` presented as a medium-and-large sheet named "card", with `delegate` if given.
    private func presentedSheet(_ card: UIViewController = UIViewController(), delegate: FadingDelegate?) throws
        -> Engine
    {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        card.modalPresentationStyle = .pageSheet
        card.view.name = "card"
        let sheet = try #require(card.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        engine.perform { root.present(card, animated: true) }
        engine.run()
        return engine
    }

    @Test func willDismissHasACoordinatorAndItsAlongsideBlockRuns() throws {
        let delegate = FadingDelegate()
        let engine = try presentedSheet(delegate: delegate)
        _ = engine.pan(viewNamed: "card", by: Point(x: 0, y: 600), over: 0.5)
        engine.run()
        #expect(delegate.coordinatorAtWillDismiss)
        #expect(delegate.alongsideRan == 1)
        #expect(engine.phase == .idle)
    }

    /// The sheet's view, noting each top its frame is given (what code reading it mid-drag sees).
    final class WatchedView: UIView {
        var tops: [Double] = []
        override var frame: CGRect {
            didSet { tops.append(frame.minY) }
        }
    }

    final class WatchedController: UIViewController {
        override func loadView() { view = WatchedView() }
    }

    @Test func theSheetFollowsTheFingerFrameByFrame() throws {
        let card = WatchedController()
        let engine = try presentedSheet(card, delegate: nil)
        let watched = try #require(card.view as? WatchedView)
        let rest = card.view.frame.minY
        watched.tops = []
        _ = engine.pan(viewNamed: "card", by: Point(x: 0, y: -120), over: 0.5)
        let between = watched.tops.filter { $0 < rest - 1 && $0 > rest - 119 }
        #expect(between.count >= 10, "the sheet's top while the finger moved: \(watched.tops)")
    }
}
