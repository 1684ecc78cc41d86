// Core Graphics' value types are PresentationKit's own, so a frame the user's code computes is the
// frame the engine draws. `CGFloat` is `Double`: iOS's struct converts to and from `Double`
// implicitly since Swift 5.5, so code written for it compiles against the alias. Foundation on
// Linux declares its own `CGFloat`, `CGRect`, `CGSize` and `CGPoint`; a file that imports both is
// ambiguous, which is why the loader drops `import Foundation` (docs/load-design.md).

/// `CGFloat`: a `Double` here.
public typealias CGFloat = Double
/// `TimeInterval` (Foundation's): seconds as a `Double`.
public typealias TimeInterval = Double
/// `CFTimeInterval` (Core Foundation's): seconds as a `Double`.
public typealias CFTimeInterval = Double
/// `CFArray` (Core Foundation's): an array of anything, so `[a, b] as CFArray` compiles as
/// Swift's bridging lets it on iOS [?] (here no bridging: the array itself).
public typealias CFArray = [Any]
/// `CFString` (Core Foundation's): a `String`, so `"name" as CFString` compiles [?].
public typealias CFString = String
/// `CGRect`.
public typealias CGRect = Rect
/// `CGSize`.
public typealias CGSize = Size
/// `CGPoint`.
public typealias CGPoint = Point
/// `CGAffineTransform`.
public typealias CGAffineTransform = AffineTransform
/// `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets

/// `NSDirectionalEdgeInsets`: insets by leading and trailing edge (PresentationKit declares it
/// beside the view, whose class body takes it).
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute

extension Point {
    /// `CGPoint(x:y:)` from integers, as Core Graphics offers.
    public init(x: Int, y: Int) { self.init(x: Double(x), y: Double(y)) }

    /// `applying(_:)`: the point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Point { t.apply(to: self) }
}

extension Size {
    /// `CGSize(width:height:)` from integers.
    public init(width: Int, height: Int) { self.init(width: Double(width), height: Double(height)) }
}

extension Rect {
    /// `CGRect(x:y:width:height:)` from integers.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// `contains(_:)`: whether `point` lies inside (the max edges excluded, as in Core Graphics).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `integral`: the smallest rectangle with whole-number edges that holds this one.
    public var integral: Rect {
        let x0 = minX.rounded(.down)
        let y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}

extension AffineTransform {
    /// `CGAffineTransform(rotationAngle:)`, in radians.
    public init(rotationAngle angle: Double) {
        let c = mCos(angle)
        let s = mSin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `scaledBy(x:y:)`: the scale first, then `self` (Core Graphics' `CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `translatedBy(x:y:)`: the translation first, then `self`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `rotated(by:)`: the rotation first, then `self`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `inverted()`; a transform with no inverse comes back unchanged, as in Core Graphics.
    public func inverted() -> AffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

// Core Graphics' C functions on rectangles, as older code writes them.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMinX(_ r: CGRect) -> CGFloat { r.minX }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMidX(_ r: CGRect) -> CGFloat { r.midX }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMaxX(_ r: CGRect) -> CGFloat { r.maxX }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMinY(_ r: CGRect) -> CGFloat { r.minY }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMidY(_ r: CGRect) -> CGFloat { r.midY }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetMaxY(_ r: CGRect) -> CGFloat { r.maxY }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetWidth(_ r: CGRect) -> CGFloat { r.width }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGRectGetHeight(_ r: CGRect) -> CGFloat { r.height }
