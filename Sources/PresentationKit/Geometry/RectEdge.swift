import PresentationKit

/// `UIRectEdge`: a set of a rectangle's edges (top, left, bottom, right), as screen-edge pans and
/// rubber-banding rules name them. The raw values are UIKit's (1, 2, 4, 8).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// `.all`: the four.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
