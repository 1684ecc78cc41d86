/// The subset of `UIView.AnimationOptions` that changes timing: the curve.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// `UInt`, as `UIView.AnimationOptions`' raw value is (NS_OPTIONS over NSUInteger).
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve these options ask for; easeInOut when none is given, as UIKit does.
    public var curve: TimingCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .easeIn
        case 2 << 16: return .easeOut
        case 3 << 16: return .linear
        default: return .easeInOut
        }
    }
}
