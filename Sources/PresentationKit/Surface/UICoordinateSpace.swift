/// `UICoordinateSpace` (iOS 8, UIView.h): a space that points and rectangles convert into and out
/// of, with its bounds; every view is one.
public protocol UICoordinateSpace: NSObjectProtocol {
    /// `convert(_:to:)`, `convert(_:from:)` for a point and for a rectangle.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `bounds`: the space's own rectangle.
    var bounds: CGRect { get }
}

extension View: UICoordinateSpace {
    /// `convert(_:to:)` with a coordinate space: a view's as `convert(_:to:)` with that view; any
    /// other space (a screen's) is taken to have the window's coordinates, which are the
    /// screen's in the model, whose window fills the screen [?].
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? View)
    }
    /// `convert(_:from:)` with a coordinate space, as `convert(_:to:)`.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? View)
    }
    /// `convert(_:to:)` for a rectangle with a coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? View)
    }
    /// `convert(_:from:)` for a rectangle with a coordinate space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? View)
    }
}
