import Testing

@testable import PresentationKit

// PresentationKit is a framework: these classes are written the way the day-24 article
// ("iOS8 Day-by-Day, Day 24: Presentation Controllers", Sam Davies) writes its own, in our
// words and with this model's names, and the engine calls them as UIKit would.

final class OverlayPresentationController: PresentationController {
    let dimmingView = View(name: "dimming")

    override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = Color.black.withAlphaComponent(0.5)
    }

    override var frameOfPresentedViewInContainerView: Rect {
        (containerView?.bounds ?? .zero).insetBy(dx: 30, dy: 30)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            },
            completion: { _ in
                self.dimmingView.removeFromSuperview()
            })
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class BouncyViewControllerAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.8 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let presentedView = transitionContext.view(forKey: .to) else { return }
        let centre = presentedView.center
        presentedView.center = Point(x: centre.x, y: -presentedView.bounds.height)
        transitionContext.containerView.addSubview(presentedView)
        View.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: 0.6, initialSpringVelocity: 10,
            animations: {
                presentedView.center = centre
            },
            completion: { _ in
                transitionContext.completeTransition(true)
            })
    }
}

final class OverlayTransitioningDelegate: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        OverlayPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        BouncyViewControllerAnimator()
    }
}

/// An app with a root controller, ready to present.
private func makeApp() -> (Engine, ViewController) {
    let engine = Engine(device: .iPhoneSE)
    let root = ViewController(typeName: "ViewController")
    engine.setRootViewController(root)
    return (engine, root)
}

private func presentOverlay(_ engine: Engine, _ root: ViewController, delegate: OverlayTransitioningDelegate) throws
    -> ViewController
{
    let overlay = ViewController(typeName: "OverlayViewController")
    overlay.view.name = "presented"
    overlay.transitioningDelegate = delegate
    overlay.modalPresentationStyle = .custom
    try root.presentThrowing(overlay, animated: true)
    return overlay
}

@Test func aSubclassedPresentationControllerAndAnimatorPresentTheOverlayInsetBy30() throws {
    let (engine, root) = makeApp()
    let delegate = OverlayTransitioningDelegate()
    let overlay = try presentOverlay(engine, root, delegate: delegate)
    engine.run()

    #expect(engine.phase == .presented)
    #expect(overlay.view.frame == Rect(x: 30, y: 30, width: 315, height: 607))
    let pc = try #require(overlay.presentationController as? OverlayPresentationController)
    #expect(pc.dimmingView.superview === pc.containerView)
    #expect(pc.dimmingView.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(pc.dimmingView.alpha == 1)
    #expect(engine.now == 0.8)
}

@Test func theTraceRecordsTheHooksInUIKitsOrder() throws {
    let (engine, root) = makeApp()
    let delegate = OverlayTransitioningDelegate()
    _ = try presentOverlay(engine, root, delegate: delegate)
    engine.run()

    let calls = engine.trace.map(\.call)
    let order = [
        "presentationController(forPresented:presenting:source:)",
        "animationController(forPresented:presenting:source:)",
        "presentationTransitionWillBegin()", "animate(alongsideTransition:completion:)", "transitionDuration(using:)",
        "animateTransition(using:)", "animation(_:)", "containerViewWillLayoutSubviews()", "completeTransition(_:)",
        "presentationTransitionDidEnd(_:)",
    ]
    var last = -1
    for call in order {
        let i = try #require(calls.firstIndex(of: call), "missing \(call)")
        #expect(i > last, "\(call) out of order")
        last = i
    }
    let receivers = Dictionary(engine.trace.map { ($0.call, $0.receiver) }, uniquingKeysWith: { a, _ in a })
    #expect(receivers["animateTransition(using:)"] == .animator)
    #expect(receivers["completeTransition(_:)"] == .context)
    let complete = try #require(engine.trace.first { $0.call == "completeTransition(_:)" })
    #expect(complete.time == 0.8)
    #expect(complete.caller == .animator)
    #expect(complete.arguments.first?.value == .bool(true))
}

@Test func theBouncyDropOvershootsItsFinalPlaceOnTheWay() throws {
    let (engine, root) = makeApp()
    let delegate = OverlayTransitioningDelegate()
    let overlay = try presentOverlay(engine, root, delegate: delegate)
    engine.advance(by: 0.16)
    // The view loads screen-sized (centre y 333.5, height 667) and the animator lifts its centre to
    // -667. The 0.8 s / 0.6 / 10 spring is about 1.0805 of the way at 0.16 s: past the end, so the
    // view is below its final centre by 8 % of the distance it falls.
    let y = overlay.view.presentationFrame(at: engine.now).center.y
    let expected = -667 + (333.5 + 667) * 1.0805
    #expect(abs(y - expected) < 0.5)
    #expect(engine.phase == .presenting)
}

@Test func withoutLayoutCodeARotationLeavesThePortraitFrames() throws {
    // The article's bug, reproduced with a controller that has no containerViewWillLayoutSubviews.
    final class NoLayoutController: PresentationController {
        override var frameOfPresentedViewInContainerView: Rect {
            (containerView?.bounds ?? .zero).insetBy(dx: 30, dy: 30)
        }
    }
    final class Delegate: ViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?,
            source: ViewController
        ) -> PresentationController? {
            NoLayoutController(presentedViewController: presented, presenting: presenting)
        }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            SlideInAnimator()
        }
    }
    // The first article's present animator: from the right edge to the final frame the context gives.
    final class SlideInAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.5 }
        func animateTransition(using ctx: ViewControllerContextTransitioning) {
            guard let toVC = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else { return }
            ctx.containerView.addSubview(toView)
            let finalFrame = ctx.finalFrame(for: toVC)
            toView.frame = finalFrame.offsetBy(dx: ctx.containerView.frame.width - finalFrame.minX, dy: 0)
            View.animate(
                withDuration: 0.5, animations: { toView.frame = finalFrame },
                completion: { _ in ctx.completeTransition(true) })
        }
    }
    let (engine, root) = makeApp()
    let delegate = Delegate()
    let overlay = ViewController()
    overlay.transitioningDelegate = delegate
    overlay.modalPresentationStyle = .custom
    try root.presentThrowing(overlay, animated: true)
    engine.run()
    try engine.changeScreen(orientation: .landscape)
    engine.run()
    #expect(engine.window.bounds.size == Size(width: 667, height: 375))
    // A controller's root view follows the container (flexible width and height): margins kept.
    #expect(overlay.view.autoresizingMask == .flexibleSize)
    #expect(overlay.view.frame == Rect(x: 30, y: 30, width: 607, height: 315))
    #expect(overlay.presentationController?.containerView?.frame == Rect(x: 0, y: 0, width: 667, height: 375))
}

@Test func anAnimatorThatNeverCompletesLeavesTheTransitionStuck() throws {
    final class Forgetful: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { 0.3 }
        func animateTransition(using ctx: ViewControllerContextTransitioning) {
            guard let v = ctx.view(forKey: .to) else { return }
            ctx.containerView.addSubview(v)
            View.animate(withDuration: 0.3, animations: { v.alpha = 1 })
        }
    }
    final class Delegate: ViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: ViewController, presenting: ViewController,
            source: ViewController
        ) -> ViewControllerAnimatedTransitioning? { Forgetful() }
    }
    let (engine, root) = makeApp()
    let delegate = Delegate()
    let vc = ViewController()
    vc.transitioningDelegate = delegate
    vc.modalPresentationStyle = .custom
    try root.presentThrowing(vc, animated: true)
    engine.run()
    #expect(engine.phase == .stuck)
    #expect(throws: EngineError.self) { try root.dismissThrowing(animated: true) }
}
