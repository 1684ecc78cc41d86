/// `UIScreenEdgePanGestureRecognizer`: a pan that begins at an edge of the screen (`edges`). A
/// finger put down away from those edges does not begin it (`pan VIEW` passes it over); the
/// swipe from the leading edge (`pan edge by DX`) reaches it first, before the navigation
/// controller's own pop.
open class UIScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// `edges`: which edges the pan may begin from.
    open var edges: UIRectEdge = [] {
        didSet { screenEdges = edges }
    }
}
