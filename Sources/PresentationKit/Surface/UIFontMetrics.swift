/// `UIFontMetrics`: scales fonts and values for the user's Dynamic Type size. The model's content
/// size category is the default one (Large), at which a text style's scaled font and values are
/// the ones given (Apple's "Scaling fonts automatically": the scale is 1 at the default size).
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: the body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `scaledFont(for:)` and its variants: `font` at the default size, kept under a maximum.
    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// `scaledValue(for:)`, `scaledValue(for:compatibleWith:)`: the value, at the default size.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value
    }
}
