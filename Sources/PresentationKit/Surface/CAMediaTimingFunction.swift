/// `CAMediaTimingFunctionName`: the named Core Animation curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// `CAMediaTimingFunction`: a named curve or a cubic Bézier's control points, as the model's
/// `TimingCurve`. Each name is its Bézier (Apple's `CAMediaTimingFunctionName` reference: linear
/// (0, 0, 1, 1), ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in and out (0.42, 0,
/// 0.58, 1), default (0.25, 0.1, 0.25, 1)). `NSSecureCoding` as CAMediaTimingFunction.h declares:
/// the control points are encoded and decoded.
open class CAMediaTimingFunction: NSObject, NSSecureCoding {
    /// The two inner control points (the curve runs from (0, 0) to (1, 1)).
    private var points: (Float, Float, Float, Float)
    /// The name it was made with, so the engine times it with that named curve.
    private var named: TimingCurve?

    /// The curve the engine would time with.
    public var timingCurve: TimingCurve {
        named ?? .bezier(UnitBezier(Double(points.0), Double(points.1), Double(points.2), Double(points.3)))
    }

    /// `init()`: a straight curve, (0, 0) to (1, 1) [?] (what an Objective-C `init` gives is not
    /// documented).
    public override init() {
        points = (0, 0, 1, 1)
        super.init()
    }

    /// `init(name:)`: the named curve's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
        switch name {
        case .linear: named = .linear
        case .easeIn: named = .easeIn
        case .easeOut: named = .easeOut
        case .easeInEaseOut: named = .easeInOut
        default: named = .systemDefault
        }
    }

    /// `init(controlPoints:_:_:_:)`: the Bézier from (0, 0) to (1, 1) through these two points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        points = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// `init?(coder:)`: the control points `encode(with:)` wrote; nil when they are missing.
    public required init?(coder: NSCoder) {
        guard let p = coder.decodeObject(forKey: "controlPoints") as? [Float], p.count == 4 else { return nil }
        points = (p[0], p[1], p[2], p[3])
        named = coder.decodeObject(forKey: "name") as? TimingCurve
        super.init()
    }

    /// `encode(with:)` (`NSCoding`).
    open func encode(with coder: NSCoder) {
        coder.encode([points.0, points.1, points.2, points.3], forKey: "controlPoints")
        coder.encode(named, forKey: "name")
    }

    /// `supportsSecureCoding` (`NSSecureCoding`): true.
    open class var supportsSecureCoding: Bool { true }

    /// `getControlPoint(at:values:)`: writes control point `idx` (0 to 3: the start (0, 0), the two
    /// inner points, the end (1, 1)) into `ptr[0]` and `ptr[1]`; another index writes nothing.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (points.0, points.1)
        case 2: point = (points.2, points.3)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Equal when the control points are, as Core Animation compares timing functions [?].
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return other.points == points
    }
    open override var hash: Int {
        var hasher = Hasher()
        for v in [points.0, points.1, points.2, points.3] { hasher.combine(v) }
        return hasher.finalize()
    }
}
