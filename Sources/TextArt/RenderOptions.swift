/// How to draw: width in columns, Unicode or ASCII, colour or not, and in which theme.
public struct RenderOptions: Sendable, Equatable {
    /// Total columns available (80 when not a terminal).
    public var width: Int
    /// Use only `+ - | . : #` and plain letters.
    public var ascii: Bool
    /// ANSI colours (only on a terminal; the caller decides).
    public var color: Bool
    /// Which colours, when `color` is on.
    public var theme: Theme

    /// Plain Unicode, 80 columns, no colour unless asked.
    public init(width: Int = 80, ascii: Bool = false, color: Bool = false, theme: Theme = .standard) {
        self.width = width
        self.ascii = ascii
        self.color = color
        self.theme = theme
    }

    /// The width renderers lay out to: `width` clamped to 20…10 000 columns.
    public var layoutWidth: Int { min(max(width, 20), 10_000) }
}
