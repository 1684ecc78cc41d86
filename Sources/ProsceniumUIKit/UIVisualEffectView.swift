import PresentationKit

/// `UIVisualEffect`: what a `UIVisualEffectView` shows.
open class UIVisualEffect {
    /// The veil the drawing shows for the effect: the engine draws a see-through black or gray
    /// background as a shade (as it draws a dimming view), which is the nearest it has to a blur.
    var veil: Color? { nil }
    public init() {}
}

/// `UIBlurEffect(style:)`. [?] A blur has no alpha of its own; the veil's density stands in for
/// how much it hides: black 0.6 for the dark styles, gray 0.3 for the light ones, gray 0.45 for
/// the rest (the materials and `.regular`/`.prominent`).
public final class UIBlurEffect: UIVisualEffect {
    /// `style`.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var veil: Color? {
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

/// `UIVibrancyEffect(blurEffect:)`: it tints content and adds no veil of its own.
public final class UIVibrancyEffect: UIVisualEffect {
    /// The blur it was made for.
    public let blurEffect: UIBlurEffect

    /// `style` (iOS 13): what the vibrant content is drawn as.
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// `init(blurEffect:style:)` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// `UIVisualEffectView`: a view whose effect is drawn as a veil (see `UIVisualEffect`), with a
/// `contentView` that fills it and holds what is added on top (Apple's reference: "add subviews
/// to the contentView property, not to the visual effect view itself").
open class UIVisualEffectView: View {
    /// `contentView`: fills the effect view and follows its size.
    public let contentView = View()

    /// `effect`: setting it shows its veil; nil shows none.
    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.veil }
    }

    /// `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        backgroundColor = effect?.veil
        contentView.autoresizingMask = .flexibleSize
        addSubview(contentView)
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
