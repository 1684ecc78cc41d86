// swift-format-ignore-file
// (The code below is the DocC article's, line for line: see the last test. It keeps the article's layout.)
import Foundation
import PresentationKit
import Testing

// The code of the DocC article "Writing a presentation controller"
// (Sources/PresentationKit/PresentationKit.docc/WritingAPresentationController.md), compiled with a
// plain import, as an app would see the library, and run. The last test checks that every Swift
// block of the article appears here line for line, so the article cannot drift from code that builds.

final class CardPresentationController: PresentationController {
    let dimmingView = View(name: "dimming")

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color.black.withAlphaComponent(0.4)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = min(300, bounds.width - 40)
        let height = min(400, bounds.height - 40)
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class RiseAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double {
        isPresenting ? 0.5 : 0.3
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let done: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            guard let card = transitionContext.viewController(forKey: .to),
                  let view = transitionContext.view(forKey: .to) else { return }
            let finalFrame = transitionContext.finalFrame(for: card)
            view.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
            container.addSubview(view)
            View.animate(withDuration: duration, delay: 0, options: .curveEaseOut,
                         animations: { view.frame = finalFrame }, completion: done)
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            let below = view.frame.offsetBy(dx: 0, dy: container.bounds.height - view.frame.minY)
            View.animate(withDuration: duration, delay: 0, options: .curveEaseIn,
                         animations: { view.frame = below }, completion: done)
        }
    }
}

final class CardTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        RiseAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        RiseAnimator(presenting: false)
    }
}

@Suite struct ArticleCodeTests {
    @Test func theCardRisesIntoTheMiddleOverADimmedScreenAndLeavesCleanly() throws {
        let engine = Engine(device: .iPhoneSE)
        let home = ViewController(typeName: "HomeViewController")
        engine.setRootViewController(home)

        let delegate = CardTransitioningDelegate()   // the view controller holds it weakly
        let card = ViewController(typeName: "CardViewController")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        home.present(card, animated: true)
        engine.run()

        #expect(engine.phase == .presented)
        #expect(card.view.frame == Rect(x: 37.5, y: 133.5, width: 300, height: 400))
        #expect(engine.now == 0.5)
        let controller = try #require(card.presentationController as? CardPresentationController)
        #expect(controller.dimmingView.superview === controller.containerView)
        #expect(controller.dimmingView.alpha == 1)

        let calls = engine.trace
            .filter { $0.receiver == .presentationController }
            .map(\.call)

        // The order the article gives.
        let order = ["presentationTransitionWillBegin()", "frameOfPresentedViewInContainerView",
                     "containerViewWillLayoutSubviews()", "presentationTransitionDidEnd(_:)"]
        let positions = try order.map { call in try #require(calls.firstIndex(of: call), "no \(call) in \(calls)") }
        #expect(positions == positions.sorted(), "\(calls)")

        try engine.changeScreen(orientation: .landscape)
        engine.run()
        #expect(card.view.frame == Rect(x: 183.5, y: 20, width: 300, height: 335))
        #expect(controller.dimmingView.frame == Rect(x: 0, y: 0, width: 667, height: 375))

        card.dismiss(animated: true)
        engine.run()
        #expect(engine.phase == .idle)
        #expect(controller.dimmingView.superview == nil)
    }

    @Test func halfWayThroughTheDimmingAndTheCardMoveTogether() throws {
        let engine = Engine(device: .iPhoneSE)
        let home = ViewController(typeName: "HomeViewController")
        engine.setRootViewController(home)
        let delegate = CardTransitioningDelegate()
        let card = ViewController(typeName: "CardViewController")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        home.present(card, animated: true)

        engine.advance(by: 0.25)
        let controller = try #require(card.presentationController as? CardPresentationController)
        let cardY = card.view.presentationFrame(at: engine.now).minY
        let dimming = controller.dimmingView.presentationAlpha(at: engine.now)

        #expect(engine.phase == .presenting)
        // Both animations run on the animator's curve and clock: part of the way, not there yet.
        #expect(cardY > 133.5 && cardY < 667)
        #expect(dimming > 0 && dimming < 1)
    }

    /// Every ```swift block of the article, its lines stripped of leading spaces, appears as a run of
    /// consecutive lines in this file.
    @Test func everySwiftBlockOfTheArticleIsCodeInThisFile() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = root.appendingPathComponent("Sources/PresentationKit/PresentationKit.docc/WritingAPresentationController.md")
        let articleText = try String(contentsOf: article, encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }

        var blocks: [[String]] = []
        var current: [String]?
        for line in articleText.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: Foundation.CharacterSet.whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let lines = current, trimmed == "```" {
                blocks.append(lines)
                current = nil
            } else if current != nil {
                current!.append(trimmed)
            }
        }
        #expect(current == nil, "an unclosed ```swift block")
        #expect(blocks.count >= 6, "only \(blocks.count) Swift blocks found")

        for block in blocks {
            let found = source.indices.contains { start in
                start + block.count <= source.count && Array(source[start..<start + block.count]) == block
            }
            #expect(found, "not in ArticleCodeTests.swift:\n\(block.joined(separator: "\n"))")
        }
    }
}
