/// `CAShapeLayer`: a path with its fill and stroke, kept and not drawn (as a mask, the usual use
/// in presentation code, its path is not applied either). The defaults are Core Animation's
/// (CAShapeLayer.h): an opaque black fill, no stroke, a line 1 point wide, miter limit 10, the
/// whole path stroked (`strokeStart` 0, `strokeEnd` 1).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = UIColor.black.cgColor
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { return nil }
}

/// `CAShapeLayerFillRule`: how a path's inside is found (`kCAFillRuleNonZero`, `…EvenOdd`).
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = Self(rawValue: "non-zero")
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// `CAShapeLayerLineCap`: the ends of a stroked line.
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = Self(rawValue: "butt")
    public static let round = Self(rawValue: "round")
    public static let square = Self(rawValue: "square")
}

/// `CAShapeLayerLineJoin`: the corners of a stroked line.
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = Self(rawValue: "miter")
    public static let round = Self(rawValue: "round")
    public static let bevel = Self(rawValue: "bevel")
}

/// `CAGradientLayer`: a gradient over its bounds, kept and not drawn (the model draws a layer's
/// background colour only). Core Animation's defaults (CAGradientLayer.h): no colours, evenly
/// spread, from the top centre (0.5, 0) to the bottom centre (0.5, 1), axial.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
    public override init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { return nil }
}

/// `CAGradientLayerType`.
public struct CAGradientLayerType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = Self(rawValue: "axial")
    public static let radial = Self(rawValue: "radial")
    public static let conic = Self(rawValue: "conic")
}

/// `CALayerContentsFormat`: how a layer's backing store is kept (no pixels in the model).
public struct CALayerContentsFormat: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let RGBA8Uint = Self(rawValue: "RGBA8")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let RGBA16Float = Self(rawValue: "RGBA16Float")
    public static let gray8Uint = Self(rawValue: "Gray8")
}

/// `CALayerContentsFilter`: how contents are scaled.
public struct CALayerContentsFilter: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nearest = Self(rawValue: "nearest")
    public static let linear = Self(rawValue: "linear")
    public static let trilinear = Self(rawValue: "trilinear")
}

/// `CAEdgeAntialiasingMask`: which edges of a layer are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = Self(rawValue: 1 << 0)
    public static let layerRightEdge = Self(rawValue: 1 << 1)
    public static let layerBottomEdge = Self(rawValue: 1 << 2)
    public static let layerTopEdge = Self(rawValue: 1 << 3)
}

/// `CAAnimationRotationMode`: whether a keyframe animation along a path turns the layer with it.
public struct CAAnimationRotationMode: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = Self(rawValue: "auto")
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}
