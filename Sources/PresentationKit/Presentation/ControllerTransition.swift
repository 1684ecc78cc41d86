/// `UIViewController.Transition` (UIViewController.h, iOS 18; ProsceniumUIKit names it so): the
/// transition a controller prefers when it is presented or pushed, a zoom (played by
/// `SystemZoomAnimator`) or one of the `modalTransitionStyle`s. In the engine, as
/// `ViewController.preferredTransition` names it in the class body; its factories
/// (`.zoom(options:sourceViewProvider:)`, `.coverVertical`…) are ProsceniumUIKit's.
open class ControllerTransition: NSObject {
    /// The zoom it plays, if it is one.
    public let zoom: ZoomTransition?
    /// The transition style it names, if it is one.
    public let style: ModalTransitionStyle?

    public required init(zoom: ZoomTransition?, style: ModalTransitionStyle?) {
        self.zoom = zoom
        self.style = style
    }
}
