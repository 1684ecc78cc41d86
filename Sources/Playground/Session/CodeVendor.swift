import PresentationKit

/// What the user's own code (`load FILE.swift`) offers a session in place of the playground's
/// controller: the three shapes presentation code comes in. The stage runner
/// (`ProsceniumStage`) installs one in the child process that runs the user's code; a session
/// with a vendor presents the user's objects and leaves their behaviour to them.
package enum CodeVendor {
    /// The `UIViewController` subclass an app presents from, and the call of its method that
    /// presents (`presentCard()`): the session's presenting controller is a new one of these, and
    /// `present` calls that method, so the user's own code chooses the style, keeps the delegate
    /// and installs any adaptive delegate, as the app does.
    /// With `push` (its method that pushes, if it has one), the controller is put in a
    /// navigation controller, and `push` calls that method.
    case presentingController(
        make: () -> ViewController, present: (ViewController) -> Void, push: ((ViewController) -> Void)? = nil)
    /// The `UIViewController` subclass an app pushes from, and the call of its method that pushes
    /// (`showDetail()`): the session's root is a navigation controller holding a new one (or the
    /// new one, when it is a navigation controller), and `push` calls that method.
    case pushingController(make: () -> ViewController, push: (ViewController) -> Void)
    /// A `UIViewControllerTransitioningDelegate` with an `init()`: the session presents a plain
    /// controller with `.custom` style and this delegate, kept in a stored property as an app keeps it.
    case transitioningDelegate(() -> ViewControllerTransitioningDelegate)
    /// A `UIViewController` subclass that sets itself up as its own transitioning delegate: the
    /// session presents a new one each time.
    case presentedController(() -> ViewController)
    /// A bare `UIPresentationController` subclass: the playground's own delegate vends it, with
    /// the configured animators.
    case presentationController((_ presented: ViewController, _ presenting: ViewController?) -> PresentationController)
}
