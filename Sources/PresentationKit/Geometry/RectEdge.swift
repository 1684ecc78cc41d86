/// A set of a rectangle's edges (top, left, bottom, right), as `UIRectEdge`: what screen-edge
/// pans, rubber-banding rules and `preferredScreenEdgesDeferringSystemGestures` name. The raw
/// values are UIKit's (1, 2, 4, 8).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    /// `.all`: the four.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
