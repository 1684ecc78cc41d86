/// `UIOffset`: a horizontal and a vertical displacement, as UIKit hands to centring and to
/// bar-button positions; plain values with nothing to draw.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    /// `UIOffset.zero`.
    public static let zero = UIOffset()
}

// `Codable`, as UIKit's overlay encodes it: an unkeyed list, horizontal then vertical.
extension UIOffset: Codable {
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(horizontal: try list.decode(CGFloat.self), vertical: try list.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(horizontal)
        try list.encode(vertical)
    }
}
