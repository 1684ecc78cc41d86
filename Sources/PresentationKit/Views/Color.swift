/// A colour as the playground needs it, as `UIColor`: a name for drawings and code, and an alpha.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var alpha: Double
    public init(name: String, alpha: Double = 1) {
        self.name = name
        self.alpha = alpha
    }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let clear = Color(name: "clear", alpha: 0)
    public static let systemBackground = Color(name: "systemBackground")
    public static let yellow = Color(name: "yellow")
    public static let red = Color(name: "red")

    /// `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ a: Double) -> Color { Color(name: name, alpha: a) }
    public var description: String { alpha == 1 ? name : "\(name) \(formatNumber(alpha))" }
}
