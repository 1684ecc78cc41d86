import PresentationKit

/// `UIScreenEdgePanGestureRecognizer`: a pan that begins at an edge of the screen (`edges`). The
/// model's `pan` drives it as any pan recogniser; where the finger starts is not checked against
/// `edges` [?] (the navigation issue's edge pan is where the model will).
open class UIScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// `edges`: which edges the pan may begin from.
    open var edges: UIRectEdge = []
}
