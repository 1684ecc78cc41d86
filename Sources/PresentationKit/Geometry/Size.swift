/// A width and height in points, as `CGSize`.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public static let zero = Size(width: 0, height: 0)
    /// `667×375`, the way the header and traces print sizes.
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
