/// `CGRectEdge`: an edge of a rectangle, as `divided(atDistance:from:)` takes it.
public enum CGRectEdge: UInt32, Sendable {
    case minXEdge, minYEdge, maxXEdge, maxYEdge
}

// The Core Graphics Swift overlay's members (CoreGraphics.swiftinterface) presentation code uses.
extension Point {
    /// `CGPoint()`: the origin.
    public init() { self.init(x: 0, y: 0) }
}

extension Size {
    /// `CGSize()`: zero by zero.
    public init() { self.init(width: 0, height: 0) }
}

extension Rect {
    /// `CGRect()`: the zero rectangle.
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

    /// `divided(atDistance:from:)`: a slice `distance` deep along `edge` (clamped to the
    /// rectangle, as `CGRectDivide` does) and what remains, both standardised.
    public func divided(atDistance distance: CGFloat, from edge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let r = standardized
        let along = edge == .minXEdge || edge == .maxXEdge ? r.width : r.height
        let d = max(0, min(distance, along))
        switch edge {
        case .minXEdge:
            return (
                Rect(x: r.minX, y: r.minY, width: d, height: r.height),
                Rect(x: r.minX + d, y: r.minY, width: r.width - d, height: r.height)
            )
        case .maxXEdge:
            return (
                Rect(x: r.maxX - d, y: r.minY, width: d, height: r.height),
                Rect(x: r.minX, y: r.minY, width: r.width - d, height: r.height)
            )
        case .minYEdge:
            return (
                Rect(x: r.minX, y: r.minY, width: r.width, height: d),
                Rect(x: r.minX, y: r.minY + d, width: r.width, height: r.height - d)
            )
        case .maxYEdge:
            return (
                Rect(x: r.minX, y: r.maxY - d, width: r.width, height: d),
                Rect(x: r.minX, y: r.minY, width: r.width, height: r.height - d)
            )
        }
    }
}
