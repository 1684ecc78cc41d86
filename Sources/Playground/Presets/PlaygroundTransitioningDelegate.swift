import PresentationKit

/// The transitioning delegate the session installs (`delegate on`): vends the playground's
/// presentation controller, the configured animators and, for interactive transitions, a
/// percent-driven interaction controller. Its `deinit` is traced, so a delegate nobody keeps
/// alive can be seen dying.
package final class PlaygroundTransitioningDelegate: ViewControllerTransitioningDelegate, TraceNameProviding {
    let config: ConfigBox
    weak var engine: Engine?
    /// The interaction controller of the transition in flight, which the session's gesture drives.
    package internal(set) var interaction: PercentDrivenInteractiveTransition?
    /// The user's presentation controller class (`load` of a bare `UIPresentationController`
    /// subclass), vended in place of the playground's own.
    var makePresentationController: ((ViewController, ViewController?) -> PresentationController)?

    init(config: ConfigBox, engine: Engine) {
        self.config = config
        self.engine = engine
    }

    deinit {
        engine?.record(.delegate, "PlaygroundTransitioningDelegate", .deinitialized)
    }

    package var traceTypeName: String { "PlaygroundTransitioningDelegate" }

    package func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        if let makePresentationController { return makePresentationController(presented, presenting) }
        return PlaygroundPresentationController(presented: presented, presenting: presenting, config: config)
    }

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        makeAnimator(config.value.presentAnimator, presenting: true)
    }

    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        makeAnimator(config.value.effectiveDismissAnimator, presenting: false)
    }

    package func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        makeInteraction(presenting: true)
    }

    package func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        makeInteraction(presenting: false)
    }

    private func makeAnimator(_ spec: AnimatorSpec, presenting: Bool) -> ViewControllerAnimatedTransitioning? {
        guard spec != .system else { return nil }
        return ConfigurableAnimator(
            spec: spec, presenting: presenting, completesTransition: config.value.completesTransition,
            restoresPresenter: config.value.restoresPresenter)
    }

    private func makeInteraction(presenting: Bool) -> ViewControllerInteractiveTransitioning? {
        guard config.forceInteractive || config.value.interactive.includes(presenting: presenting) else { return nil }
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionSpeed = config.value.completionSpeed
        interaction.completionCurve = config.value.completionCurve
        // Kept, as an app keeps the one its gesture handler drives (`PanToDismiss`).
        self.interaction = interaction
        return interaction
    }
}

extension PlaygroundTransitioningDelegate: WorldCopyable {
    package func worldCopy(in world: WorldCopy) -> AnyObject {
        guard let box = world.existing(config), let copiedEngine = world.engine else {
            world.refuse("the configuration and the engine are copied before the delegate")
            return self
        }
        let c = PlaygroundTransitioningDelegate(config: box, engine: copiedEngine)
        c.makePresentationController = makePresentationController
        world.register(self, as: c) { [unowned world] in
            c.interaction = self.interaction.flatMap { world.object($0) }
        }
        // An engine this delegate no longer points at (it was weak, and went) stays gone.
        if engine == nil { c.engine = nil }
        return c
    }
}

/// An adaptive presentation delegate that always gives the same answer (`adaptive ...`).
/// It never changes once made, so a copy of the world shares it.
package final class PlaygroundAdaptiveDelegate: AdaptivePresentationControllerDelegate, TraceNameProviding, WorldShared
{
    let answer: ModalPresentationStyle
    init(answer: ModalPresentationStyle) { self.answer = answer }
    package var traceTypeName: String { "PlaygroundAdaptiveDelegate" }
    package func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        answer
    }
    /// Keeps the presented controller in the adapted style (what `code` writes too).
    package func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        nil
    }
    /// Implemented so that UIKit tells it (the trace shows the style); there is nothing to prepare.
    package func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) {}
    /// Implemented so that UIKit hands it the adaptive controller; it configures nothing.
    package func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) {}
}
