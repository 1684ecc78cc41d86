/// `UIFocusEffect` (UIFocusEffect.h, iOS 15): the look a focus item takes while focused; this
/// class is the system's default effect. Nothing is focused in the model (UIFocus.swift), so an
/// effect is kept on its item and never shown.
open class UIFocusEffect: NSObject, NSCopying {
    /// `init()`: the system-provided effect (`+effect`).
    public override init() { super.init() }

    /// `copy(with:)`: an effect of the same kind.
    open func copy(with zone: NSZone? = nil) -> Any { UIFocusEffect() }
}

/// `UIFocusHaloEffect` (UIFocusEffect.h, iOS 15): a halo drawn around the focused item, of a
/// rectangle, a rounded rectangle or a path. Kept with its settings, never drawn.
open class UIFocusHaloEffect: UIFocusEffect {
    /// `UIFocusHaloEffect.Position`: whether the halo sits outside or inside the shape's edge.
    public enum Position: Int, Sendable {
        case automatic, outside, inside
    }

    /// The halo's outline, as made.
    enum Outline {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve)
        case path(UIBezierPath)
    }
    private(set) var outline = Outline.rect(.zero)

    /// `init(rect:)`, `init(roundedRect:cornerRadius:curve:)`, `init(path:)`: a halo of that
    /// outline, in the coordinates of the item it is set on.
    public convenience init(rect: CGRect) {
        self.init()
        outline = .rect(rect)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init()
        outline = .roundedRect(rect, cornerRadius: cornerRadius, curve: curve)
    }
    public convenience init(path bezierPath: UIBezierPath) {
        self.init()
        outline = .path(bezierPath)
    }

    /// `containerView`: the view the halo is drawn in; weak, as declared.
    open weak var containerView: UIView?
    /// `referenceView`: the view the halo is drawn below; weak, as declared.
    open weak var referenceView: UIView?
    /// `position`: `.automatic` unless set.
    open var position: Position = .automatic

    /// `copy(with:)`: a halo with the same outline and settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIFocusHaloEffect()
        copy.outline = outline
        copy.containerView = containerView
        copy.referenceView = referenceView
        copy.position = position
        return copy
    }
}
