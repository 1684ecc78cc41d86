/// Everything a drawing needs to know about the screen at one instant: a value copied out of the
/// live view tree, so renderers never touch the model. Frames are presentation values (what is on
/// screen at `time`, mid-animation included), not model values.
public struct ScreenSnapshot: Equatable, Sendable {
    /// `iPhone SE`, `iPad`, …
    public var deviceName: String
    /// The iOS release played (`26`): `device.ios` in `state --json`.
    public var iosRelease: Int
    public var orientation: Orientation
    /// The window's size in points.
    public var windowSize: Size
    public var traits: TraitCollection
    public var safeAreaInsets: EdgeInsets
    /// `idle`, `presenting`, `presented`, `dismissing` or `stuck`.
    public var phase: Phase
    /// Virtual seconds since the session began.
    public var time: Double
    /// The presented controller's style and the style in effect after adaptation, if any.
    public var presentationStyle: String?
    public var effectiveStyle: String?
    /// Every view in the window's hierarchy, depth first, back to front (the window first).
    public var views: [ViewSnapshot]
    /// Names of views still inside the last transition's container after UIKit removed that
    /// container from the window: chrome a controller did not clean up.
    public var leftInRemovedContainer: [String] = []

    public init(
        deviceName: String, iosRelease: Int = IOSRelease.newest.rawValue, orientation: Orientation, windowSize: Size,
        traits: TraitCollection,
        safeAreaInsets: EdgeInsets, phase: Phase, time: Double,
        presentationStyle: String?, effectiveStyle: String?, views: [ViewSnapshot]
    ) {
        self.deviceName = deviceName
        self.iosRelease = iosRelease
        self.orientation = orientation
        self.windowSize = windowSize
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.phase = phase
        self.time = time
        self.presentationStyle = presentationStyle
        self.effectiveStyle = effectiveStyle
        self.views = views
    }

    public func view(named name: String) -> ViewSnapshot? { views.first { $0.name == name } }
}

/// One view as drawn: its stable name (`window`, `presenting`, `container`, `dimming`,
/// `presented`, `wrapper`, or nil for views without a role), where it is, and how it looks.
public struct ViewSnapshot: Equatable, Sendable {
    public var name: String?
    /// The frame in its superview's coordinates (the contract of `state --json`).
    public var frame: Rect
    /// The frame in window coordinates, transform applied: what a drawing plots.
    public var frameInWindow: Rect
    /// The view's own alpha, and the product of alphas from the window down to it.
    public var alpha: Double
    public var effectiveAlpha: Double
    public var transform: AffineTransform
    /// Background colour name (`black`, `white`, …) and its alpha; nil means clear.
    public var backgroundColor: Color?
    public var cornerRadius: Double
    public var isHidden: Bool
    public var superviewName: String?
    /// Position among the superview's subviews, 0 at the back.
    public var index: Int
    /// How deep in the tree: the window is 0.
    public var depth: Int
    /// Text shown inside the view, if it has content (the banner's message).
    public var text: String?
    /// True while an animation is changing this view at `time`.
    public var isAnimating: Bool
    /// How the view follows its superview's size changes (`W+H` for a controller's root view,
    /// none for a `UIView()`): what decides where it ends up after a rotation with no layout code.
    public var autoresizingMask: AutoresizingMask
    /// The layer's shadow, when one shows (see `ShadowSnapshot.of`).
    public var shadow: ShadowSnapshot?

    public init(
        name: String?, frame: Rect, frameInWindow: Rect, alpha: Double, effectiveAlpha: Double,
        transform: AffineTransform, backgroundColor: Color?, cornerRadius: Double, isHidden: Bool,
        superviewName: String?, index: Int, depth: Int, text: String?, isAnimating: Bool,
        autoresizingMask: AutoresizingMask = []
    ) {
        self.autoresizingMask = autoresizingMask
        self.name = name
        self.frame = frame
        self.frameInWindow = frameInWindow
        self.alpha = alpha
        self.effectiveAlpha = effectiveAlpha
        self.transform = transform
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.isHidden = isHidden
        self.superviewName = superviewName
        self.index = index
        self.depth = depth
        self.text = text
        self.isAnimating = isAnimating
    }
}

/// A layer's shadow as a drawing shows it: `CALayer`'s `shadowColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset` and the rectangle of its `shadowPath`, in the view's own
/// coordinates (its bounds when no path is set).
public struct ShadowSnapshot: Equatable, Sendable {
    public var color: Color
    public var opacity: Double
    public var radius: Double
    public var offset: Size
    public var shape: Rect

    public init(color: Color, opacity: Double, radius: Double, offset: Size, shape: Rect) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.shape = shape
    }

    /// The shadow a view's layer casts, or nil when none shows: [D] `shadowOpacity` is 0 by
    /// default (Apple's `CALayer.shadowOpacity`); a clear or nil `shadowColor` casts nothing;
    /// `masksToBounds` makes "an implicit clipping mask that matches the bounds of the layer"
    /// (Apple's `masksToBounds`), and the shadow, drawn outside them, is clipped away (widely
    /// published: a card that rounds its corners with `masksToBounds` loses its shadow).
    public static func of(_ style: LayerStyle, bounds: Rect) -> ShadowSnapshot? {
        guard style.shadowOpacity > 0, !style.masksToBounds, let color = style.shadowColor, color.alpha > 0 else {
            return nil
        }
        return ShadowSnapshot(
            color: color, opacity: min(1, Double(style.shadowOpacity)), radius: max(0, style.shadowRadius),
            offset: style.shadowOffset, shape: style.shadowPathBounds ?? Rect(origin: .zero, size: bounds.size))
    }
}

extension ViewSnapshot {
    /// Named `dimming`, or a black or gray background that is see-through: what a drawing shades
    /// (`▒`) and its key calls dimming, and what `tap dimming` reaches whatever code named it.
    package var looksLikeDimming: Bool {
        if name == "dimming" { return true }
        guard let color = backgroundColor else { return false }
        return (color.name == "black" || color.name == "gray") && color.alpha < 1
    }
}
