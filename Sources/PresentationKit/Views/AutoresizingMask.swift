/// How a view follows its superview's size change, as `UIView.AutoresizingMask`. The default is
/// none, which is why a dimming view made with `UIView()` keeps its old frame after a rotation
/// while a controller's root view (flexible width and height) follows the container.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// `UInt`, as `UIView.AutoresizingMask`'s raw value is (NS_OPTIONS over NSUInteger).
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    public static let flexibleSize: AutoresizingMask = [.flexibleWidth, .flexibleHeight]

    /// Each flag with its Swift name, in UIKit's bit order.
    public static let named: [(AutoresizingMask, name: String, short: String)] = [
        (.flexibleLeftMargin, "flexibleLeftMargin", "LM"), (.flexibleWidth, "flexibleWidth", "W"),
        (.flexibleRightMargin, "flexibleRightMargin", "RM"), (.flexibleTopMargin, "flexibleTopMargin", "TM"),
        (.flexibleHeight, "flexibleHeight", "H"), (.flexibleBottomMargin, "flexibleBottomMargin", "BM"),
    ]

    /// The Swift names of the flags set (`["flexibleWidth", "flexibleHeight"]`), for JSON.
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.name) }

    /// As UIKit's `recursiveDescription` prints it: `W+H`, `LM+RM`, or `none`.
    public var shortDescription: String {
        let parts = Self.named.filter { contains($0.0) }.map(\.short)
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}
