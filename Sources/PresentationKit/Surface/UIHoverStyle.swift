/// `UIHoverStyle` (UIHoverStyle.h, iOS 17): the effect a view shows while a pointer hovers over
/// it, and the shape the effect takes. The model has no pointer, so a view's hover style is kept
/// and never shown. The Swift spellings are UIKit's overlay's (the header's members are
/// `NS_REFINED_FOR_SWIFT`): `init(effect:shape:)`, `init(shape:)`, `effect`, `shape`.
open class UIHoverStyle: NSObject, NSCopying {
    /// `effect`: the effect shown on hover.
    public var effect: any UIHoverEffect
    /// `shape`: the effect's shape; nil lets the system choose one from the view.
    public var shape: UIShape?
    /// `isEnabled`: whether the effect shows; a disabled style stays on its view. [?] True
    /// unless set.
    open var isEnabled = true

    init(anyEffect: any UIHoverEffect, shape: UIShape?) {
        effect = anyEffect
        self.shape = shape
        super.init()
    }

    /// `init(effect:shape:)`: a style of the effect and shape.
    public convenience init(effect: some UIHoverEffect, shape: UIShape? = nil) {
        self.init(anyEffect: effect, shape: shape)
    }
    /// `init(shape:)`: a style of the shape with the automatic effect.
    public convenience init(shape: UIShape? = nil) {
        self.init(anyEffect: UIHoverAutomaticEffect(), shape: shape)
    }

    /// `copy(with:)`: a style of the same effect, shape and enablement.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIHoverStyle(anyEffect: effect, shape: shape)
        copy.isEnabled = isEnabled
        return copy
    }
}

/// `UIHoverEffect` (UIKit's Swift overlay, iOS 17): a hover effect a style applies; UIKit's own
/// are `.automatic`, `.highlight` and `.lift`.
public protocol UIHoverEffect {}

/// `UIHoverAutomaticEffect`: the system's choice of effect for the view.
public struct UIHoverAutomaticEffect: UIHoverEffect, Sendable {
    public init() {}
}
/// `UIHoverHighlightEffect`: a highlight over the view.
public struct UIHoverHighlightEffect: UIHoverEffect, Sendable {
    public init() {}
}
/// `UIHoverLiftEffect`: the view lifted where that suits it.
public struct UIHoverLiftEffect: UIHoverEffect, Sendable {
    public init() {}
}

extension UIHoverEffect where Self == UIHoverAutomaticEffect {
    /// `automatic`.
    public static var automatic: UIHoverAutomaticEffect { UIHoverAutomaticEffect() }
}
extension UIHoverEffect where Self == UIHoverHighlightEffect {
    /// `highlight`.
    public static var highlight: UIHoverHighlightEffect { UIHoverHighlightEffect() }
}
extension UIHoverEffect where Self == UIHoverLiftEffect {
    /// `lift`.
    public static var lift: UIHoverLiftEffect { UIHoverLiftEffect() }
}

/// `UICornerCurve` (UIShape.h, iOS 17): how a shape's rounded corners are drawn.
public enum UICornerCurve: Int, Sendable {
    case automatic, circular, continuous
}

/// `UIShape` (UIShape.h, iOS 17; a structure in Swift): an abstract shape resolved against the
/// frame it is applied to, as a hover style's shape is. Kept as made; the model resolves none.
public struct UIShape: Equatable, Sendable {
    /// What the shape is.
    enum Kind: Equatable, Sendable {
        case rect(cornerRadius: CGFloat, cornerCurve: UICornerCurve, maskedCorners: UInt)
        case fixedRect(CGRect, cornerRadius: CGFloat, cornerCurve: UICornerCurve, maskedCorners: UInt)
        case capsule
        case circle
    }
    let kind: Kind

    /// `rect`, `capsule`, `circle`: a rectangle, a capsule and a circle fitted to the frame.
    public static var rect: UIShape {
        UIShape(kind: .rect(cornerRadius: 0, cornerCurve: .automatic, maskedCorners: UIRectCorner.allCorners.rawValue))
    }
    public static var capsule: UIShape { UIShape(kind: .capsule) }
    public static var circle: UIShape { UIShape(kind: .circle) }

    /// `rect(cornerRadius:cornerCurve:maskedCorners:)`: the frame's rectangle with rounded corners.
    public static func rect(
        cornerRadius: CGFloat, cornerCurve: UICornerCurve = .automatic, maskedCorners: UIRectCorner = .allCorners
    ) -> UIShape {
        UIShape(
            kind: .rect(cornerRadius: cornerRadius, cornerCurve: cornerCurve, maskedCorners: maskedCorners.rawValue))
    }

    /// `fixedRect(_:cornerRadius:cornerCurve:maskedCorners:)`: a rectangle of its own, whatever
    /// the frame.
    public static func fixedRect(
        _ rect: CGRect, cornerRadius: CGFloat = 0, cornerCurve: UICornerCurve = .automatic,
        maskedCorners: UIRectCorner = .allCorners
    ) -> UIShape {
        UIShape(
            kind: .fixedRect(
                rect, cornerRadius: cornerRadius, cornerCurve: cornerCurve, maskedCorners: maskedCorners.rawValue))
    }
}
