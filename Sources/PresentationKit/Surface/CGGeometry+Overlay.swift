// The Core Graphics Swift overlay's geometry members (CoreGraphics.swiftinterface, iOS 18 SDK)
// and CGGeometry.h's special rectangles, as presentation code uses them: a keyboard frame
// intersected with a view's, a snapshot's frame through a transform, sizes through a scale.

extension Rect {
    /// `CGRect.null`: the rectangle that is nowhere, what an empty intersection is (CGGeometry.h:
    /// `CGRectNull`, its origin at infinity).
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// `CGRect.infinite`: the rectangle that holds every other (CGGeometry.h: `CGRectInfinite`).
    public static let infinite = Rect(
        x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2, width: .greatestFiniteMagnitude,
        height: .greatestFiniteMagnitude)

    /// `isNull`: whether this is `CGRect.null` (`CGRectIsNull`: an origin at infinity).
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// `isInfinite`: whether this is `CGRect.infinite`.
    public var isInfinite: Bool { self == .infinite }

    /// `standardized`: the same rectangle with a positive width and height (`CGRectStandardize`).
    public var standardized: Rect {
        isNull ? self : Rect(x: minX, y: minY, width: abs(width), height: abs(height))
    }

    /// `intersection(_:)`: where the two overlap, or `CGRect.null` when they do not
    /// (`CGRectIntersection`; rectangles that only touch meet in an empty rectangle).
    public func intersection(_ r2: Rect) -> Rect {
        guard !isNull, !r2.isNull else { return .null }
        let a = standardized
        let b = r2.standardized
        let x0 = max(a.minX, b.minX)
        let y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `union(_:)`: the smallest rectangle holding both; a null one adds nothing (`CGRectUnion`).
    public func union(_ r2: Rect) -> Rect {
        if isNull { return r2 }
        if r2.isNull { return self }
        let a = standardized
        let b = r2.standardized
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// `contains(_:)` of a rectangle: whether it lies wholly inside (`CGRectContainsRect`: the
    /// union of the two is this one).
    public func contains(_ rect2: Rect) -> Bool {
        guard !isNull, !rect2.isNull else { return false }
        return union(rect2) == standardized
    }

    /// `equalTo(_:)`: the same rectangle, once both are standardised (`CGRectEqualToRect`).
    public func equalTo(_ rect2: Rect) -> Bool { standardized == rect2.standardized }

    /// `applying(_:)`: the smallest rectangle holding the four corners moved by `t`
    /// (`CGRectApplyAffineTransform`).
    public func applying(_ t: AffineTransform) -> Rect {
        guard !isNull else { return self }
        let corners = [
            Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
        ].map { t.apply(to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min() ?? 0
        let y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

extension Size {
    /// `applying(_:)`: the size through the transform's scale and shear, its translation left
    /// out (`CGSizeApplyAffineTransform`; the result may be negative).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// `equalTo(_:)`.
    public func equalTo(_ size2: Size) -> Bool { self == size2 }
}

extension Point {
    /// `equalTo(_:)`.
    public func equalTo(_ point2: Point) -> Bool { self == point2 }
}

extension AffineTransform {
    /// `CGAffineTransform()`: every entry zero, as a C structure's zero value is (not the identity).
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// `CGAffineTransform(_:_:_:_:_:_:)`: the six entries, unlabelled, as Core Graphics orders them.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}

// `Codable`, as the overlay encodes them: each as an unkeyed list of its numbers (a rectangle as
// its origin's list then its size's).
extension Point: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(x: try list.decode(CGFloat.self), y: try list.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(x)
        try list.encode(y)
    }
}

extension Size: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(width: try list.decode(CGFloat.self), height: try list.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(width)
        try list.encode(height)
    }
}

extension Rect: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(origin: try list.decode(Point.self), size: try list.decode(Size.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(origin)
        try list.encode(size)
    }
}

extension AffineTransform: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var entries: [CGFloat] = []
        for _ in 0..<6 { entries.append(try list.decode(CGFloat.self)) }
        self.init(entries[0], entries[1], entries[2], entries[3], entries[4], entries[5])
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for entry in [a, b, c, d, tx, ty] { try list.encode(entry) }
    }
}

extension Point: CustomDebugStringConvertible {
    /// `debugDescription`: `(x, y)`, as the overlay prints it.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension Size: CustomDebugStringConvertible {
    /// `debugDescription`: `(width, height)`.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension Rect: CustomDebugStringConvertible {
    /// `debugDescription`: `(x, y, width, height)`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

// `CustomReflectable`, as the overlay mirrors them: a structure of its named parts.
extension Point: CustomReflectable {
    /// `customMirror`: `x` and `y`.
    public var customMirror: Mirror { Mirror(self, children: ["x": x, "y": y], displayStyle: .struct) }
}

extension Size: CustomReflectable {
    /// `customMirror`: `width` and `height`.
    public var customMirror: Mirror {
        Mirror(self, children: ["width": width, "height": height], displayStyle: .struct)
    }
}

extension Rect: CustomReflectable {
    /// `customMirror`: `origin` and `size`.
    public var customMirror: Mirror {
        Mirror(self, children: ["origin": origin, "size": size], displayStyle: .struct)
    }
}

/// `CGAffineTransformComponents` (iOS 16): a transform as a scale, then a horizontal shear, then
/// a rotation, then a translation, whose product (row vectors, as Core Graphics multiplies) is
/// the transform (CGAffineTransform.h's diagram).
public struct CGAffineTransformComponents: Equatable, Sendable {
    /// `scale`: the x and y scale; a negative one is a flip.
    public var scale: CGSize
    /// `horizontalShear`: the shear, 0 for none.
    public var horizontalShear: CGFloat
    /// `rotation`: the angle in radians.
    public var rotation: CGFloat
    /// `translation`: the displacement.
    public var translation: CGVector

    /// `init()`: every part zero.
    public init() {
        self.init(scale: .zero, horizontalShear: 0, rotation: 0, translation: CGVector(dx: 0, dy: 0))
    }

    /// `init(scale:horizontalShear:rotation:translation:)`.
    public init(scale: CGSize, horizontalShear: CGFloat, rotation: CGFloat, translation: CGVector) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension AffineTransform {
    /// `init(_:)` (iOS 16): the product scale × shear × rotation × translation
    /// (`CGAffineTransformMakeWithComponents`): a = sx cos t, b = sx sin t,
    /// c = sy (sh cos t − sin t), d = sy (sh sin t + cos t).
    public init(_ components: CGAffineTransformComponents) {
        let (sx, sy) = (components.scale.width, components.scale.height)
        let sh = components.horizontalShear
        let cosine = mCos(components.rotation)
        let sine = mSin(components.rotation)
        self.init(
            a: sx * cosine, b: sx * sine, c: sy * (sh * cosine - sine), d: sy * (sh * sine + cosine),
            tx: components.translation.dx, ty: components.translation.dy)
    }

    /// `decomposed()` (iOS 16): the components whose product is this transform
    /// (`CGAffineTransformDecompose`), solved from the product above with a non-negative x scale,
    /// so a flip shows as a negative y scale [?] (which axis Core Graphics gives the flip is not
    /// documented); a transform with no x part has rotation 0.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx > 0 ? mAtan2(b, a) : 0
        let cosine = mCos(rotation)
        let sine = mSin(rotation)
        let sy = d * cosine - c * sine
        let shear = sy != 0 ? (c * cosine + d * sine) / sy : 0
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear, rotation: rotation,
            translation: CGVector(dx: tx, dy: ty))
    }
}

// `Codable`, as UIKit's overlay encodes them: an unkeyed list of the numbers in declaration order.
extension EdgeInsets: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(
            top: try list.decode(CGFloat.self), left: try list.decode(CGFloat.self),
            bottom: try list.decode(CGFloat.self), right: try list.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        for value in [top, left, bottom, right] { try list.encode(value) }
    }
}
