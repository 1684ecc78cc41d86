/// Lets the presentation controller (and anyone else) animate alongside a transition, as UIKit's
/// `_UIViewControllerTransitionCoordinator` behind `UIViewControllerTransitionCoordinator`.
/// The blocks it runs are traced as `animation(_:)` and `completion(_:)`.
public final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    unowned let transition: Transition
    init(transition: Transition) { self.transition = transition }
    static let typeName = "TransitionCoordinator"

    public var isAnimated: Bool { transition.isAnimated }
    public var isInteractive: Bool { transition.isInteractive && !transition.interactionEnded }
    public var isCancelled: Bool { transition.wasCancelled }
    public var transitionDuration: Double { transition.duration }
    public var percentComplete: Double { transition.percentComplete }
    public var completionCurve: TimingCurve { transition.interactionController?.completionCurve ?? .easeInOut }
    public var containerView: View { transition.containerView }
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        transition.context.viewController(forKey: key)
    }
    public func view(forKey key: TransitionContextViewKey) -> View? { transition.context.view(forKey: key) }
    /// `presentationStyle`: the transition's style, after adaptation.
    public var presentationStyle: ModalPresentationStyle { transition.style }
    /// `initiallyInteractive`: whether it began interactive.
    public var initiallyInteractive: Bool { transition.isInteractive }
    /// `isInterruptible`: false; the model's transitions run no interruptible animator
    /// (`interruptibleAnimator(using:)` is not asked).
    public var isInterruptible: Bool { false }
    /// `completionVelocity`: [?] zero; the model's finish and cancel play on the completion
    /// curve from rest (`Engine.endInteraction`).
    public var completionVelocity: Double { 0 }
    /// `targetTransform`: the transition context's.
    public var targetTransform: AffineTransform { transition.context.targetTransform }

    /// `animateAlongsideTransition(in:animation:completion:)`: the blocks run as
    /// `animate(alongsideTransition:completion:)`'s do (the model animates any view, in the
    /// container or not).
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// `notifyWhenInteractionChanges(_:)`: kept on the transition and run, with this
    /// coordinator, when the interaction ends (`Engine.endInteraction`); a transition that is
    /// not interactive never runs it, as UIKit does not.
    public func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
    {
        transition.interactionChangeHandlers.append(handler)
    }

    /// `notifyWhenInteractionEnds(_:)`: deprecated in iOS 10, run when the interaction ends, as
    /// `notifyWhenInteractionChanges(_:)`'s handlers are.
    @available(iOS, deprecated: 10.0, renamed: "notifyWhenInteractionChanges(_:)")
    public func notifyWhenInteractionEnds(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void) {
        transition.interactionChangeHandlers.append(handler)
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(
            alongside: animation.map { WorldBlock(opaque: $0) }, completing: completion.map { WorldBlock(opaque: $0) })
    }

    /// `animate(alongsideTransition:completion:)` with blocks a copy of the world can carry
    /// (`WorldBlock`): what the engine's and the playground's presentation controllers use.
    @discardableResult
    package func animate(
        alongside animation: WorldBlock<ViewControllerTransitionCoordinatorContext>?,
        completing completion: WorldBlock<ViewControllerTransitionCoordinatorContext>?
    ) -> Bool {
        let engine = transition.engine
        return engine.traced(
            .coordinator, Self.typeName, .animateAlongsideTransition,
            result: { .bool($0) }
        ) {
            guard !transition.isComplete else { return false }
            let entry = Transition.Alongside(animation: animation, completion: completion)
            transition.alongside.append(entry)
            if transition.animationsStarted { engine.runAlongsideAnimation(entry, of: transition) }
            return true
        }
    }
}

extension ViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with blocks a copy of the world can carry, when
    /// this is UIKit's coordinator (the engine's); plain closures to any other.
    @discardableResult
    package func animate(
        alongside animation: WorldBlock<ViewControllerTransitionCoordinatorContext>?,
        completing completion: WorldBlock<ViewControllerTransitionCoordinatorContext>?
    ) -> Bool {
        if let engine = self as? TransitionCoordinator {
            return engine.animate(alongside: animation, completing: completion)
        }
        return animate(
            alongsideTransition: animation.map { block in { block($0) } },
            completion: completion.map { block in { block($0) } })
    }
}
