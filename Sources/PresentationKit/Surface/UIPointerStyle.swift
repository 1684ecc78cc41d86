// The iPad pointer's styles (UIPointerStyle.h, iOS 13.4), as a button's pointer style provider
// is handed and answers them. UIKit's Swift overlay refines the header's `UIPointerEffect` and
// `UIPointerShape` classes into the enums below. The model has no pointer: styles are made and
// kept, never shown.

/// `UIPointerEffect`: how a view changes as the pointer moves over it, with the view's preview.
public enum UIPointerEffect {
    /// `automatic`: the system picks the effect.
    case automatic(UITargetedPreview)
    /// `highlight`: the pointer slides under the view and takes its shape.
    case highlight(UITargetedPreview)
    /// `lift`: the pointer slides under the view, which grows and gains a shadow.
    case lift(UITargetedPreview)
    /// `hover`: the view changes as asked; the pointer keeps its shape.
    case hover(
        UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
        prefersScaledContent: Bool = true)

    /// `UIPointerEffect.TintMode` (`UIPointerEffectTintMode`): how the view is tinted.
    public enum TintMode: Int, @unchecked Sendable {
        case none, overlay, underlay
    }

    /// `preview`: the preview the effect was made with.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): return preview
        case .hover(let preview, _, _, _): return preview
        }
    }
}

/// `UIPointerShape`: the shape the pointer takes.
public enum UIPointerShape {
    /// `path`: any path, in the region's coordinates.
    case path(UIBezierPath)
    /// `roundedRect`: a rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// `verticalBeam`, `horizontalBeam`: a text beam of that length.
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    /// `defaultCornerRadius`: the system's radius for a rounded rectangle; UIKit does not
    /// document its value, 8 points here [?].
    public static var defaultCornerRadius: CGFloat { 8 }
}

/// `UIPointerStyle`: a pointer effect and shape, or a shape alone, for a region (a button's,
/// an interaction's). UIKit's header makes it a `UIHoverStyle` since iOS 17; the model has no
/// hover styles, so it is an `NSObject` here. Made only through the initialisers and class
/// methods below (the header marks `init` unavailable).
open class UIPointerStyle: NSObject, NSCopying {
    /// What it was made with (none for the hidden and system styles).
    package let effect: UIPointerEffect?
    package let shape: UIPointerShape?
    package let constrainedAxes: UIAxis

    package init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        super.init()
    }

    /// `init(effect:shape:)`: the effect, with the shape when given (else one made from the
    /// effect's preview).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [])
    }

    /// `init(shape:constrainedAxes:)`: the pointer morphed into the shape, recentred along the
    /// axes on touch up.
    public convenience init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: axes)
    }

    /// `hidden()`: the pointer hidden over the region.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: []) }
    /// `system()` (iOS 15): the system's pointer.
    open class func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, constrainedAxes: []) }

    /// `copy(with:)` (NSCopying): a style never changes once made, so it is its own copy.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
