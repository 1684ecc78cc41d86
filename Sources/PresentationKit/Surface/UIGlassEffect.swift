/// `UIGlassEffect` (iOS 26, UIKit/UIGlassEffect.h): Liquid Glass, a visual effect view's
/// material. Drawn as the blur is, with a veil (see `UIVisualEffect`): [?] glass is light and
/// see-through, so a white veil, 0.3 for `.regular` and 0.15 for `.clear`, or the tint colour at
/// those alphas when one is set. Its refraction, highlights and `isInteractive` response to touch
/// are not drawn, which its first use in a session says once in a note line.
open class UIGlassEffect: UIVisualEffect {
    /// `UIGlassEffect.Style`.
    public enum Style: Int, Sendable {
        case regular, clear
    }

    /// The style it was made with (UIKit keeps it privately).
    private(set) var style = Style.regular
    /// `isInteractive`: kept; the glass does not react to touches here [?].
    open var isInteractive = false
    /// `tintColor`: tints the veil.
    open var tintColor: UIColor?

    /// `init()`: a regular glass.
    public override init() {
        super.init()
        Engine.running?.noteOnce("UIGlassEffect: drawn as a light veil; no refraction or touch response")
    }
    /// `init?(coder:)` (UIVisualEffect's, required): a regular glass; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// `init(style:)` (`effectWithStyle:`, a convenience initialiser as Swift imports it).
    public convenience init(style: Style) {
        self.init()
        self.style = style
    }

    override var veil: Color? {
        let alpha = style == .regular ? 0.3 : 0.15
        return (tintColor ?? .white).withAlphaComponent(alpha)
    }
}

/// `UIGlassContainerEffect` (iOS 26, UIGlassEffect.h): glass views close enough to merge, within
/// `spacing`. [?] Nothing is merged here and the container draws no veil of its own: its
/// children's glass is drawn one by one.
open class UIGlassContainerEffect: UIVisualEffect {
    /// `spacing`: kept.
    open var spacing: CGFloat = 0
}
