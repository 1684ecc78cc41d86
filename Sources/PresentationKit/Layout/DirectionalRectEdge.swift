/// `NSDirectionalRectEdge`: a set of a rectangle's edges named by reading direction, as Auto Layout
/// helpers take to say which edges to pin. The model lays out left to right only, so leading is
/// left and trailing is right.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// `.all`: the four.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
