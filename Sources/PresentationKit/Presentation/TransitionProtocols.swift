/// The key for a side's controller, as `UITransitionContextViewControllerKey`
/// (UIViewControllerTransitionCoordinator.h: a string-valued struct of its own): `.from` and
/// `.to`; any other raw value names no controller (`viewController(forKey:)` answers nil).
/// [?] The raw values are UIKit's constants' names, which Apple's headers do not spell out.
public struct TransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `from`, `to` (UIViewControllerTransitioning.h, iOS 7).
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key for a side's view, as `UITransitionContextViewKey`, a type apart from the controller
/// key as in UIKit: `.from` and `.to` (iOS 8); any other raw value names no view. [?] The raw
/// values as for `TransitionContextViewControllerKey`.
public struct TransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `from`, `to` (UIViewControllerTransitioning.h, iOS 8).
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")

    /// The controller key of the same side, whose view this key names; nil for another raw value.
    var controllerKey: TransitionContextViewControllerKey? {
        switch self {
        case .from: .from
        case .to: .to
        default: nil
        }
    }
}

/// Vends the objects of a custom presentation, as `UIViewControllerTransitioningDelegate`.
/// Every method is optional in UIKit; here each has a default that returns nil.
public protocol ViewControllerTransitioningDelegate: NSObjectProtocol {
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController?
    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension ViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? { nil }
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        nil
    }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    { nil }
}

/// Animates a transition over a fixed time, as `UIViewControllerAnimatedTransitioning`.
public protocol ViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// `interruptibleAnimator(using:)` (iOS 10, optional in UIKit): the animator that runs the
    /// transition, for an animator that implements it (its own `animateTransition(using:)`
    /// starts it, as Apple's documentation of the method describes). [?] The model never asks
    /// for it itself (UIKit may, for an interactive transition).
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Not implemented by the app's animator: UIKit would send it no message (an optional method
    /// is asked for only when implemented); a call here gets an empty, inactive property animator
    /// and says so once.
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        Engine.running?.noteOnce(
            "interruptibleAnimator(using:): this animator does not implement it; an empty property animator"
                + " stands in")
        return PropertyAnimator()
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from outside, as `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    var completionSpeed: Double { get }
    var completionCurve: TimingCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: TimingCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// What UIKit tells an animator about the transition, as `UIViewControllerContextTransitioning`.
public protocol ViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: View { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: Double)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
    func initialFrame(for vc: ViewController) -> Rect
    func finalFrame(for vc: ViewController) -> Rect
    /// `targetTransform` (iOS 8): the rotation a transition applies to the presented content.
    var targetTransform: AffineTransform { get }
}

/// What a block passed to the coordinator learns, as `UIViewControllerTransitionCoordinatorContext`.
public protocol ViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: Double { get }
    var percentComplete: Double { get }
    var completionCurve: TimingCurve { get }
    var containerView: View { get }
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    func view(forKey key: TransitionContextViewKey) -> View?
    /// `presentationStyle`: the style of the presentation in progress (after adaptation).
    var presentationStyle: ModalPresentationStyle { get }
    /// `initiallyInteractive`: whether the transition began interactive (`isInteractive` turns
    /// false when the interaction ends; this does not).
    var initiallyInteractive: Bool { get }
    /// `isInterruptible` (iOS 10): whether the transition runs an interruptible animator.
    var isInterruptible: Bool { get }
    /// `completionVelocity`: the speed the rest of an interactive transition starts at.
    var completionVelocity: Double { get }
    /// `targetTransform`: the rotation the transition applies to the content.
    var targetTransform: AffineTransform { get }
}

/// Lets other objects animate with a transition, as `UIViewControllerTransitionCoordinator`.
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `animateAlongsideTransition(in:animation:completion:)`: as `animate(alongsideTransition:completion:)`,
    /// for views outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: View?, animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `notifyWhenInteractionChanges(_:)` (iOS 10): `handler` runs when an interactive transition
    /// stops being interactive (finished or cancelled by the app's interaction controller).
    func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
    /// `notifyWhenInteractionEnds(_:)` (iOS 7, deprecated in iOS 10 for the one above): the same
    /// moment, as UIKit still calls it.
    func notifyWhenInteractionEnds(_ handler: @escaping (ViewControllerTransitionCoordinatorContext) -> Void)
}

/// Chooses a style when traits change, as `UIAdaptivePresentationControllerDelegate`. Every
/// method is optional in UIKit ([D] UIPresentationController.h), which calls one only if the
/// object implements it: the defaults here say "not implemented" (`Engine.callOptional`), so
/// the trace shows only the calls UIKit would make. The two-argument style's default asks the
/// one-argument one, as UIKit asks the latter when the former is not implemented; the trace then
/// shows the one-argument call UIKit made (`Engine.askedOneArgumentStyle`).
public protocol AdaptivePresentationControllerDelegate: NSObjectProtocol {
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController?
    func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?)
    func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    )
    /// The user's swipe asks to dismiss: UIKit asks only then, never for a programmatic `dismiss`.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection)
        -> ModalPresentationStyle
    {
        Engine.askedOneArgumentStyle()
        return adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle {
        Engine.notImplemented()
        return .none
    }
    public func presentationController(
        _ controller: PresentationController, viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
    ) -> ViewController? {
        Engine.notImplemented()
        return nil
    }
    public func presentationController(
        _ presentationController: PresentationController, willPresentWithAdaptiveStyle style: ModalPresentationStyle,
        transitionCoordinator: ViewControllerTransitionCoordinator?
    ) { Engine.notImplemented() }
    public func presentationController(
        _ presentationController: PresentationController, prepare adaptivePresentationController: PresentationController
    ) { Engine.notImplemented() }
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        Engine.notImplemented()
    }
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        Engine.notImplemented()
    }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        Engine.notImplemented()
    }
}
