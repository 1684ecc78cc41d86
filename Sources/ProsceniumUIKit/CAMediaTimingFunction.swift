import PresentationKit

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
/// `TimingCurve` (the names' points are Core Animation's: 0.42 and 0.58 for ease in and out).
open class CAMediaTimingFunction: NSObject {
    /// The curve the engine would time with.
    public let timingCurve: TimingCurve

    /// `init(name:)`.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: timingCurve = .linear
        case .easeIn: timingCurve = .easeIn
        case .easeOut: timingCurve = .easeOut
        case .easeInEaseOut: timingCurve = .easeInOut
        default: timingCurve = .systemDefault
        }
        super.init()
    }

    /// `init(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        timingCurve = .bezier(UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
        super.init()
    }
}
