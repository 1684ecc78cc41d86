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
    /// `convert(_:to:)` with a coordinate space: a view's as `convert(_:to:)` with that view; the
    /// screen's fixed space (`UIScreen.fixedCoordinateSpace`) through the window's, turned; any
    /// other space (a screen's) is taken to have the window's coordinates, which are the
    /// screen's in the model, whose window fills the screen [?].
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let fixed = coordinateSpace as? FixedCoordinateSpace {
            return fixed.fixed(fromInterface: convert(point, to: View?.none))
        }
        return convert(point, to: coordinateSpace as? View)
    }
    /// `convert(_:from:)` with a coordinate space, as `convert(_:to:)`.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let fixed = coordinateSpace as? FixedCoordinateSpace {
            return convert(fixed.interface(fromFixed: point), from: View?.none)
        }
        return convert(point, from: coordinateSpace as? View)
    }
    /// `convert(_:to:)` for a rectangle with a coordinate space.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let fixed = coordinateSpace as? FixedCoordinateSpace {
            return fixed.fixed(fromInterface: convert(rect, to: View?.none))
        }
        return convert(rect, to: coordinateSpace as? View)
    }
    /// `convert(_:from:)` for a rectangle with a coordinate space.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let fixed = coordinateSpace as? FixedCoordinateSpace {
            return convert(fixed.interface(fromFixed: rect), from: View?.none)
        }
        return convert(rect, from: coordinateSpace as? View)
    }
}

/// The space `UIScreen.fixedCoordinateSpace` answers: the screen as the device stands
/// portrait-up. The interface's space is the window's (it fills the screen); in portrait the two
/// are one, and in landscape the fixed one is the interface's turned a quarter: the model's device
/// turns to `UIDeviceOrientation.landscapeLeft` (home button on the right, the device's top edge
/// on the left), so the fixed space's origin is the interface's bottom-left corner, its x axis
/// runs up the interface and its y axis to the interface's right.
final class FixedCoordinateSpace: NSObject, UICoordinateSpace {
    /// The interface's size now, and whether it is turned from portrait.
    private var interfaceSize: CGSize { UIScreen.main.bounds.size }
    private var isTurned: Bool { Engine.running?.window.orientation == .landscape }

    /// `bounds`: the screen's portrait-up size.
    var bounds: CGRect {
        let size = interfaceSize
        return isTurned
            ? CGRect(x: 0, y: 0, width: size.height, height: size.width)
            : CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// A point or a rectangle of the interface's space in this one, and back.
    func fixed(fromInterface p: CGPoint) -> CGPoint {
        isTurned ? CGPoint(x: interfaceSize.height - p.y, y: p.x) : p
    }
    func interface(fromFixed p: CGPoint) -> CGPoint {
        isTurned ? CGPoint(x: p.y, y: interfaceSize.height - p.x) : p
    }
    func fixed(fromInterface r: CGRect) -> CGRect {
        guard isTurned else { return r }
        return CGRect(x: interfaceSize.height - r.maxY, y: r.minX, width: r.height, height: r.width)
    }
    func interface(fromFixed r: CGRect) -> CGRect {
        guard isTurned else { return r }
        return CGRect(x: r.minY, y: interfaceSize.height - r.maxX, width: r.height, height: r.width)
    }

    /// The interface's space: the window's, which fills the screen.
    private var interfaceSpace: (any UICoordinateSpace)? { Engine.running?.window }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is FixedCoordinateSpace { return point }
        let p = interface(fromFixed: point)
        return interfaceSpace.map { $0.convert(p, to: coordinateSpace) } ?? p
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is FixedCoordinateSpace { return point }
        return fixed(fromInterface: interfaceSpace.map { $0.convert(point, from: coordinateSpace) } ?? point)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is FixedCoordinateSpace { return rect }
        let r = interface(fromFixed: rect)
        return interfaceSpace.map { $0.convert(r, to: coordinateSpace) } ?? r
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is FixedCoordinateSpace { return rect }
        return fixed(fromInterface: interfaceSpace.map { $0.convert(rect, from: coordinateSpace) } ?? rect)
    }
}
