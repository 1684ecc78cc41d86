import PresentationKit

/// The presentation controller the learner builds with `set ...`: a `UIPresentationController`
/// subclass written the way the articles write theirs (dimming view faded alongside, a frame,
/// layout on rotation, clean-up when a transition ends), with each part switchable.
package final class PlaygroundPresentationController: PresentationController {
    let config: ConfigBox
    /// The chrome this controller adds behind the presented view.
    package let dimmingView: View
    /// Made the first time `presentedView` asks for it (kept optional, rather than lazy, so a
    /// copy of the world can tell whether it exists).
    private var wrapper: View?
    /// Ends the names of this presentation's own views in a stack (`wrapper2`, `dimming2`); empty for the first.
    var nameSuffix = "" {
        didSet {
            dimmingView.name = "dimming" + nameSuffix
            wrapper?.name = "wrapper" + nameSuffix
        }
    }
    /// The navigation bar along the wrapper's top, made with it.
    private var navigationBar: View?
    /// A navigation-style wrapper returned by `presentedView` when `set wrap navigation on`.
    private var wrapperView: View {
        if let wrapper { return wrapper }
        let v = View(name: "wrapper" + nameSuffix)
        v.backgroundColor = .white
        wrapper = v
        return v
    }

    init(presented: ViewController, presenting: ViewController?, config: ConfigBox) {
        self.config = config
        dimmingView = View(name: "dimming")
        super.init(presentedViewController: presented, presenting: presenting)
        dimmingView.backgroundColor = Color.black.withAlphaComponent(config.value.dimmingAlpha ?? 0.5)
        // Sent to a target rather than capturing self, so a copy of the world re-points it.
        let recognizer = TapGestureRecognizer(
            targetRole: .presentationController,
            targetType: "PlaygroundPresentationController",
            action: .dimmingViewTapped, target: self
        ) { target in
            (target as? PlaygroundPresentationController)?.dimmingViewTapped()
        }
        dimmingView.addGestureRecognizer(recognizer)
        // Pan-to-dismiss, as careful app code adds it: only when the dismissal is interactive
        // (which needs an animator: UIKit asks for no interaction controller without one), on
        // the presented controller's own view (so a pan on the dimming view does nothing).
        if PanToDismiss.isOn(config.value) {
            presented.view.addGestureRecognizer(
                PanGestureRecognizer(
                    targetRole: .presentationController, targetType: "PlaygroundPresentationController",
                    actionCall: PanToDismiss.action, target: self
                ) { target, pan in
                    (target as? PlaygroundPresentationController)?.handlePan(pan as! PanGestureRecognizer)
                })
        }
    }

    /// A copy for `world` (a session checkpoint): the copies of this one's views, and `config`.
    private init(copyOf o: PlaygroundPresentationController, in world: WorldCopy, config: ConfigBox) {
        self.config = config
        dimmingView = world.view(o.dimmingView)
        wrapper = o.wrapper.map(world.view)
        navigationBar = o.navigationBar.map(world.view)
        super.init(
            presentedViewController: world.controller(o.presentedViewController),
            presenting: world.controller(o.presentingViewController))
    }

    private var settings: PresentationConfig { config.value }

    func dimmingViewTapped() {
        guard settings.dimmingTapDismisses else { return }
        try? presentingViewController.dismissThrowing(animated: true)
    }

    /// The pan-to-dismiss handler `code` writes too (`PanToDismiss`): on `.began` it starts an
    /// interactive dismissal, on `.changed` it reports how far down the finger has gone, and when
    /// the finger lifts it finishes past half way or on a fling down, and cancels otherwise.
    func handlePan(_ pan: PanGestureRecognizer) {
        let interaction = (presentedViewController.transitioningDelegate as? PlaygroundTransitioningDelegate)?
            .interaction
        let progress = PanToDismiss.progress(
            translation: pan.translation(in: pan.view).y, height: pan.view?.bounds.height ?? 0)
        switch pan.state {
        case .began:
            try? presentingViewController.dismissThrowing(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended, .cancelled:
            if pan.state == .ended, PanToDismiss.finishes(progress: progress, velocity: pan.velocity(in: pan.view).y) {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
        default: break
        }
    }

    package override var presentedView: View? {
        settings.wrapInNavigation ? wrapperView : presentedViewController.view
    }

    package override var shouldPresentInFullscreen: Bool { settings.presentsInFullscreen }
    package override var shouldRemovePresentersView: Bool { settings.removesPresentersView }

    package override func size(
        forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size
    ) -> Size {
        if case .size(let w, let h) = settings.frame {
            return Size(width: w.resolve(in: parentSize.width), height: h.resolve(in: parentSize.height))
        }
        return parentSize
    }

    package override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch settings.frame {
        case .full:
            return bounds
        case .inset(let dx, let dy):
            return bounds.insetBy(dx: dx, dy: dy)
        case .size:
            let size = self.size(
                forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
            return Rect(
                x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        case .rightHalf:
            let width = (bounds.width / 2).rounded(.down)
            return Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
        case .banner, .articleBanner:
            // The width honours the safe area. The 2019 article then places x at the bare margin,
            // so in landscape on a phone with a notch the banner slides under it (`set frame
            // banner article`); the fixed banner starts from the safe bounds, as y does.
            let safe = bounds.inset(by: container.safeAreaInsets)
            let margin = 16.0
            let width = max(0, safe.width - 2 * margin)
            let height = BannerMetrics.fittingHeight(for: settings.content ?? BannerMetrics.defaultText, width: width)
            let x = settings.frame == .articleBanner ? margin : safe.minX + margin
            return Rect(x: x, y: safe.maxY - height - margin, width: width, height: height)
        case .rect(let r):
            return r
        }
    }

    package override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        if settings.wrapInNavigation, let content = presentedViewController.view as View? {
            let frame = frameOfPresentedViewInContainerView
            wrapperView.frame = frame
            // A navigation controller's bar along the top, as the wrapper in Swift adds one.
            let bar = navigationBar ?? View(name: "navigationBar")
            navigationBar = bar
            bar.frame = Rect(x: 0, y: 0, width: frame.width, height: 44)
            bar.autoresizingMask = .flexibleWidth
            wrapperView.addSubview(bar)
            content.frame = Rect(x: 0, y: 44, width: frame.width, height: max(0, frame.height - 44))
            content.autoresizingMask = .flexibleSize
            wrapperView.addSubview(content)
        }
        if settings.cornerRadius > 0 { presentedView?.cornerRadius = settings.cornerRadius }
        guard let alpha = settings.dimmingAlpha else { return }
        dimmingView.backgroundColor = Color.black.withAlphaComponent(alpha)
        dimmingView.frame = container.bounds
        // None by default, as for any `UIView()`: after a rotation with no layout code the dimming
        // view keeps its old frame (the day-24 screenshot); with a mask it follows the container.
        dimmingView.autoresizingMask = settings.dimmingAutoresizes ? .flexibleSize : []
        dimmingView.alpha = 0
        if settings.dimmingWrapsPresented {
            container.addSubview(dimmingView)
            if let presented = presentedView { dimmingView.addSubview(presented) }
        } else {
            container.insertSubview(dimmingView, at: 0)
        }
        presentedViewController.transitionCoordinator?.animate(
            alongside: WorldBlock(dimmingView, carried: { v, world in world.view(v) }) { dimmingView, _ in
                dimmingView.alpha = 1
            }, completing: nil)
    }

    package override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed && settings.cleanup { dimmingView.removeFromSuperview() }
    }

    package override func dismissalTransitionWillBegin() {
        guard dimmingView.superview != nil else { return }
        presentedViewController.transitionCoordinator?.animate(
            alongside: WorldBlock(dimmingView, carried: { v, world in world.view(v) }) { dimmingView, _ in
                dimmingView.alpha = 0
            },
            completing: WorldBlock(dimmingView, carried: { v, world in world.view(v) }) { dimmingView, context in
                // A cancelled dismissal leaves the model value at 0: put the dimming back.
                if context.isCancelled { dimmingView.alpha = 1 }
            })
    }

    package override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed && settings.cleanup { dimmingView.removeFromSuperview() }
    }

    package override func containerViewWillLayoutSubviews() {
        guard settings.layoutOnRotation, let container = containerView else { return }
        if dimmingView.superview != nil { dimmingView.frame = container.bounds }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

extension PlaygroundPresentationController: WorldCopyable {
    package func worldCopy(in world: WorldCopy) -> AnyObject {
        guard let box = world.existing(config) else {
            world.refuse("the configuration was not copied first")
            return self
        }
        let c = PlaygroundPresentationController(copyOf: self, in: world, config: box)
        c.nameSuffix = nameSuffix
        world.register(self, as: c) { [unowned world] in c.copyPresentationState(from: self, in: world) }
        return c
    }
}

/// How tall the banner's text makes it: 16-point padding above and below a body-style (17 pt)
/// label, measured with the model a loaded `UILabel` uses (`TextMetrics`), at least one line.
enum BannerMetrics {
    static let defaultText = "File successfully uploaded ✅"
    static func fittingHeight(for text: String, width: Double) -> Double {
        let text = TextMetrics.size(of: text, pointSize: 17, width: width - 32).height
        return 32 + max(TextMetrics.lineHeight(pointSize: 17), text)
    }
}
