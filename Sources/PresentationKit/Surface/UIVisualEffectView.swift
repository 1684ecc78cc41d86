/// `UIVisualEffect` (UIVisualEffect.h): what a `UIVisualEffectView` shows; an `NSObject`, open
/// to subclassing, whose bare `init()` is an effect of no kind (nothing drawn).
open class UIVisualEffect: NSObject, NSCopying, NSSecureCoding {
    /// The veil the drawing shows for the effect: the engine draws a see-through black or gray
    /// background as a shade (as it draws a dimming view), which is the nearest it has to a blur.
    var veil: Color? { nil }

    /// `init()` (NSObject's, designated): an effect with nothing to draw.
    public override init() { super.init() }

    /// `init?(coder:)` (NSCoding's, required): nothing is decoded, so it makes the bare effect.
    public required init?(coder: NSCoder) { super.init() }

    /// `copy(with:)` (NSCopying): UIKit's effects do not change once made, so the effect is its
    /// own copy [?].
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `encode(with:)` (NSCoding): nothing is archived here, so nothing is written.
    open func encode(with coder: NSCoder) {}
    /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's effects.
    open class var supportsSecureCoding: Bool { true }
}

/// `UIBlurEffect(style:)` (UIBlurEffect.h). [?] A blur has no alpha of its own; the veil's
/// density stands in for how much it hides: black 0.6 for the dark styles, gray 0.3 for the
/// light ones, gray 0.45 for the rest (the materials and `.regular`/`.prominent`). A blur made
/// with the bare `init()` has no style and draws nothing.
open class UIBlurEffect: UIVisualEffect {
    /// The style it was made with; nil when made with `init()`.
    private var chosenStyle: Style?

    /// `style`: the style it was made with (UIKit keeps it privately); `.regular` when it was
    /// made without one.
    public var style: Style { chosenStyle ?? .regular }

    /// `init(style:)` (`effectWithStyle:`, a convenience initialiser as Swift imports it).
    public convenience init(style: Style) {
        self.init()
        chosenStyle = style
    }

    override var veil: Color? {
        guard let style = chosenStyle else { return nil }
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            return Color(name: "black", alpha: 0.6)
        case .light, .extraLight, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            return Color(name: "gray", alpha: 0.3)
        default:
            return Color(name: "gray", alpha: 0.45)
        }
    }

    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }
}

/// `UIVibrancyEffect(blurEffect:)` (UIVibrancyEffect.h): it tints content and adds no veil of
/// its own.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for (UIKit keeps it privately); a style-less blur when made with
    /// `init()`.
    public private(set) var blurEffect = UIBlurEffect()

    /// `style` (iOS 13): what the vibrant content is drawn as; `.label` unless made with one.
    public private(set) var style = UIVibrancyEffectStyle.label

    /// `init(blurEffect:)` (`effectForBlurEffect:`, convenience as Swift imports it).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init()
        self.blurEffect = blurEffect
    }

    /// `init(blurEffect:style:)` (iOS 13, `effectForBlurEffect:style:`, convenience).
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init()
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// `UIVisualEffectView`: a view whose effect is drawn as a veil (see `UIVisualEffect`), with a
/// `contentView` that fills it and holds what is added on top (Apple's reference: "add subviews
/// to the contentView property, not to the visual effect view itself").
open class UIVisualEffectView: View, NSSecureCoding {
    /// The content view made with the effect view.
    private let ownContentView = View()

    /// `supportsSecureCoding` (NSSecureCoding, which UIVisualEffectView.h adopts): true; the
    /// coding itself is `UIView`'s.
    open class var supportsSecureCoding: Bool { true }

    /// `contentView` (open, get-only): fills the effect view and follows its size.
    open var contentView: View { ownContentView }

    /// `effect`: setting it shows its veil; nil shows none.
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.veil }
    }

    /// `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backgroundColor = effect?.veil
        ownContentView.autoresizingMask = .flexibleSize
        addSubview(ownContentView)
    }

    /// `init(frame:)` and `init()` (UIView's and NSObject's, convenience here): no effect yet.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}
