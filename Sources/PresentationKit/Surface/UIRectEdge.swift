/// `UIRectEdge`: PresentationKit's edge set, as screen-edge pans take it.
public typealias UIRectEdge = RectEdge
/// `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
