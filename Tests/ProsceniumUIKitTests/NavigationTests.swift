import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Pushes and pops written in UIKit's own API, run by the engine: the calls in the order the
/// published logs give, the delegate's animator used, the edge swipe's pop finished and cancelled.
@Suite struct NavigationTests {
    /// A delegate that fades, and hears willShow and didShow.
    final class Fading: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {}
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {}
        func navigationController(
            _ navigationController: UINavigationController,
            animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
            else { return }
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: toVC)
            to.alpha = 0
            UIView.animate(withDuration: 0.4, animations: { to.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    private func stage(_ root: UIViewController) -> (Engine, UINavigationController) {
        let engine = Engine(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: root)
        engine.setRootViewController(nav)
        engine.run()
        return (engine, nav)
    }

    private func calls(_ engine: Engine, from start: Int = 0) -> [String] {
        engine.trace[start...].map { "\($0.receiver.rawValue) \($0.call)" }
    }

    @Test func theSystemPushCallsAsThePublishedLogsOrderThem() {
        let (engine, nav) = stage(UIViewController())
        let detail = UIViewController()
        engine.perform { nav.pushViewController(detail, animated: true) }
        #expect(nav.viewControllers.count == 2, "the stack changes inside the call")
        #expect(engine.activeTransition == nil, "the transition waits for the run loop")
        engine.run()
        #expect(
            calls(engine) == [
                "navigationController pushViewController(_:animated:)", "pushed willMove(toParent:)",
                "pushed viewDidLoad()", "beneath viewWillDisappear(_:)", "pushed viewWillAppear(_:)",
                "animator transitionDuration(using:)", "animator animateTransition(using:)",
                "pushed viewIsAppearing(_:)", "context completeTransition(_:)", "beneath viewDidDisappear(_:)",
                "pushed viewDidAppear(_:)", "pushed didMove(toParent:)", "animator animationEnded(_:)",
            ])
        #expect(nav.transitionView.subviews.count == 1 && nav.transitionView.subviews.first === detail.view)
    }

    @Test func theSystemPushSlidesInFromTheTrailingEdgeOverTheCoveredView() {
        let (engine, nav) = stage(UIViewController())
        let root = nav.viewControllers[0]
        let detail = UIViewController()
        root.view.name = "root"
        detail.view.name = "detail"
        engine.perform { nav.pushViewController(detail, animated: true) }
        engine.advance(by: 0)
        let start = engine.snapshot(at: engine.now)
        let half = engine.snapshot(at: engine.now + NavigationRules.duration / 2)
        engine.run()
        func x(_ s: ScreenSnapshot, _ v: UIView) -> Double? { s.views.first { $0.name == v.name }?.frame.minX }
        let width = engine.window.bounds.width
        #expect(x(start, detail.view) == width)
        #expect(x(half, detail.view).map { $0 > 0 && $0 < width } == true)
        #expect(x(half, root.view).map { $0 < 0 && $0 > -width / 3 } == true)
    }

    @Test func theDelegateIsAskedForItsAnimatorAndHearsWillShowAndDidShow() {
        let (engine, nav) = stage(UIViewController())
        let fading = Fading()
        nav.delegate = fading
        let detail = UIViewController()
        engine.perform { nav.pushViewController(detail, animated: true) }
        engine.run()
        let pushCalls = calls(engine).filter { $0.hasPrefix("delegate") || $0.hasPrefix("animator") }
        #expect(
            pushCalls == [
                "delegate navigationController(_:animationControllerFor:from:to:)",
                "delegate navigationController(_:willShow:animated:)", "animator transitionDuration(using:)",
                "animator animateTransition(using:)", "animator animationEnded(_:)",
                "delegate navigationController(_:didShow:animated:)",
            ])
        #expect(engine.lastTransition?.animatorType == "Fading")
        let start = engine.trace.count
        engine.perform { _ = nav.popViewController(animated: true) }
        engine.run()
        let op = engine.trace[start...].first { $0.call.hasPrefix("navigationController(_:animationControllerFor") }
        #expect(op?.arguments[1].value == .string("pop"))
        #expect(nav.viewControllers.count == 1 && detail.parent == nil)
    }

    @Test func twoPushesInOneGoAreOneTransition() {
        let (engine, nav) = stage(UIViewController())
        let a = UIViewController()
        let b = UIViewController()
        engine.perform {
            nav.pushViewController(a, animated: false)
            nav.pushViewController(b, animated: true)
        }
        engine.run()
        #expect(calls(engine).filter { $0 == "animator animateTransition(using:)" }.count == 1)
        #expect(!calls(engine).contains("pushed viewWillAppear(_:)") || a.isViewLoaded == false)
        #expect(nav.topViewController === b && a.parent === nav)
    }

    @Test func anEdgeSwipeLetGoShortCancelsThePopWithThePublishedCalls() {
        let (engine, nav) = stage(UIViewController())
        let detail = UIViewController()
        engine.perform { nav.pushViewController(detail, animated: false) }
        engine.run()
        let start = engine.trace.count
        #expect(engine.panEdge(by: 80, over: 0.3))
        engine.run()
        #expect(nav.topViewController === detail && detail.view.superview === nav.transitionView)
        let appearance = calls(engine, from: start).filter { $0.contains("view") && $0.contains("ppear(") }
        #expect(
            appearance == [
                "pushed viewWillDisappear(_:)", "beneath viewWillAppear(_:)", "beneath viewWillDisappear(_:)",
                "beneath viewDidDisappear(_:)", "pushed viewWillAppear(_:)", "pushed viewDidAppear(_:)",
            ])
        #expect(engine.lastTransition?.wasCancelled == true)
    }

    @Test func anEdgeSwipePastHalfwayFinishesThePop() {
        let (engine, nav) = stage(UIViewController())
        let detail = UIViewController()
        engine.perform { nav.pushViewController(detail, animated: false) }
        engine.run()
        #expect(engine.panEdge(by: 200, over: 0.4))
        engine.run()
        #expect(nav.viewControllers.count == 1 && detail.parent == nil)
        #expect(engine.lastTransition?.didComplete == true && engine.lastTransition?.kind == .pop)
    }

    /// A controller that notes what `isMovingToParent`/`isMovingFromParent` say in its appearance calls.
    final class Noting: UIViewController {
        var notes: [String] = []
        override func viewWillAppear(_ animated: Bool) { notes.append("willAppear moving-to \(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { notes.append("didAppear moving-to \(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) {
            notes.append("willDisappear moving-from \(isMovingFromParent)")
        }
        override func viewDidDisappear(_ animated: Bool) {
            notes.append("didDisappear moving-from \(isMovingFromParent)")
        }
    }

    @Test func aPushedControllerIsMovingToItsParentAndAPoppedOneFromIt() {
        let root = Noting()
        let (engine, nav) = stage(root)
        let detail = Noting()
        engine.perform { nav.pushViewController(detail, animated: true) }
        engine.run()
        #expect(detail.notes == ["willAppear moving-to true", "didAppear moving-to true"])
        #expect(root.notes == ["willDisappear moving-from false", "didDisappear moving-from false"])
        #expect(!detail.isMovingToParent)
        engine.perform { _ = nav.popViewController(animated: true) }
        engine.run()
        #expect(detail.notes.suffix(2) == ["willDisappear moving-from true", "didDisappear moving-from true"])
        #expect(root.notes.suffix(2) == ["willAppear moving-to false", "didAppear moving-to false"])
        #expect(!detail.isMovingFromParent)
    }
}
