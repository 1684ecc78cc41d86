/// The view properties UIKit can animate that presentations use: where a view is (`center`),
/// how big (`bounds.size`), how opaque (`alpha`) and how it is scaled or moved (`transform`).
/// `frame` is derived from `center`, `bounds` and `transform`, as in UIKit.
public enum AnimatableProperty: String, Sendable, Hashable, CaseIterable {
    case center, bounds, alpha, transform
}

/// A value of an animatable property, interpolated component by component.
public enum AnimatableValue: Equatable, Sendable, CustomStringConvertible {
    case point(Point)
    case size(Size)
    case scalar(Double)
    case transform(AffineTransform)

    /// The value a fraction `p` of the way from `self` to `to`; `p` may pass 1 for springs.
    public func interpolated(to other: AnimatableValue, _ p: Double) -> AnimatableValue {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        switch (self, other) {
        case (.point(let a), .point(let b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scalar(let a), .scalar(let b)): return .scalar(mix(a, b))
        case (.transform(let a), .transform(let b)):
            return .transform(
                AffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                    d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        default: return p < 1 ? self : other
        }
    }

    public var description: String {
        switch self {
        case .point(let p): return p.description
        case .size(let s): return s.description
        case .scalar(let d): return formatNumber(d, decimals: 3)
        case .transform(let t): return t.description
        }
    }
}
