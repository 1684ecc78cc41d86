/// `UIViewControllerTransitioningDelegate`: every method optional, as on iOS.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIPercentDrivenInteractiveTransition`: open, so it can be subclassed.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
/// `UITransitionContextViewControllerKey`: `.from` and `.to`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// `UITransitionContextViewKey`: `.from` and `.to`, a type of its own.
public typealias UITransitionContextViewKey = TransitionContextViewKey

extension ViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with the completion left out, as UIKit's default allows.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
