/// `UINavigationControllerDelegate`: every requirement optional, as in UIKit, whose navigation
/// controller calls only what the delegate implements (the defaults here say they are not
/// implemented, so the trace leaves those calls out).
public protocol NavigationControllerDelegate: NSObjectProtocol {
    /// Called as the navigation controller is about to show `viewController`'s view.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called once the navigation controller shows `viewController`'s view.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of a push or a pop; nil for UIKit's own.
    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller driving the animator the delegate gave; nil for none.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// Read by no rotation here: kept so that an app's delegate compiles.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) { Engine.notImplemented() }
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) { Engine.notImplemented() }
    public func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        Engine.notImplemented()
        return nil
    }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        Engine.notImplemented()
        return nil
    }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: NavigationController)
        -> InterfaceOrientationMask
    { .all }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: NavigationController
    ) -> InterfaceOrientation { .portrait }
}
