import PresentationKit

/// The parts of `UIView` presentation code sets and reads that the engine does not draw: kept per
/// view, so each reads back what was set. Where the model cannot show the thing, the first use
/// says so once in a note line (`Engine.noteOnce`).
extension View {
    /// A value kept for the view under `key`, or `fallback`.
    func extra<T>(_ key: String, _ fallback: T) -> T { uikitExtras[key] as? T ?? fallback }

    /// `isUserInteractionEnabled`: kept; taps reach recognisers whatever it says [?].
    public var isUserInteractionEnabled: Bool {
        get { extra("isUserInteractionEnabled", true) }
        set { uikitExtras["isUserInteractionEnabled"] = newValue }
    }
    /// `tintColor`: kept, not drawn.
    public var tintColor: UIColor! {
        get { extra("tintColor", Color.systemBlue) }
        set { uikitExtras["tintColor"] = newValue }
    }
    /// `tintAdjustmentMode`: kept, not drawn.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { extra("tintAdjustmentMode", TintAdjustmentMode.automatic) }
        set { uikitExtras["tintAdjustmentMode"] = newValue }
    }
    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
    /// `isOpaque`: kept (a drawing hint; the drawing is the same either way).
    public var isOpaque: Bool {
        get { extra("isOpaque", true) }
        set { uikitExtras["isOpaque"] = newValue }
    }
    /// `contentMode`: kept, not drawn.
    public var contentMode: ContentMode {
        get { extra("contentMode", ContentMode.scaleToFill) }
        set { uikitExtras["contentMode"] = newValue }
    }
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    /// `tag`, and `viewWithTag(_:)` searching the view and its subviews depth first.
    public var tag: Int {
        get { extra("tag", 0) }
        set { uikitExtras["tag"] = newValue }
    }
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }
    /// `isExclusiveTouch`, `isMultipleTouchEnabled`: kept (the model has one finger).
    public var isExclusiveTouch: Bool {
        get { extra("isExclusiveTouch", false) }
        set { uikitExtras["isExclusiveTouch"] = newValue }
    }
    public var isMultipleTouchEnabled: Bool {
        get { extra("isMultipleTouchEnabled", false) }
        set { uikitExtras["isMultipleTouchEnabled"] = newValue }
    }
    /// Accessibility properties: kept for code that sets them; the model has no accessibility tree.
    public var accessibilityIdentifier: String? {
        get { extra("accessibilityIdentifier", String?.none) }
        set { uikitExtras["accessibilityIdentifier"] = newValue }
    }
    public var accessibilityLabel: String? {
        get { extra("accessibilityLabel", String?.none) }
        set { uikitExtras["accessibilityLabel"] = newValue }
    }
    public var accessibilityHint: String? {
        get { extra("accessibilityHint", String?.none) }
        set { uikitExtras["accessibilityHint"] = newValue }
    }
    public var isAccessibilityElement: Bool {
        get { extra("isAccessibilityElement", false) }
        set { uikitExtras["isAccessibilityElement"] = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { extra("accessibilityViewIsModal", false) }
        set { uikitExtras["accessibilityViewIsModal"] = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { extra("accessibilityTraits", UIAccessibilityTraits()) }
        set { uikitExtras["accessibilityTraits"] = newValue }
    }

    /// `convert(_:to:)` for a point: from this view's coordinates to `view`'s (the window's when
    /// nil), through the frames the model lays out (transforms are not applied [?]).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let from = frameInWindow.origin
        let to = view?.frameInWindow.origin ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `convert(_:from:)` for a point.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let from = view?.frameInWindow.origin ?? .zero
        let to = frameInWindow.origin
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `convert(_:to:)` for a rectangle.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// `convert(_:from:)` for a rectangle.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view of the same frame, colour and corner
    /// radius (the model has no pixels to copy, so its content is not drawn; noted once).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        Engine.running?.noteOnce("snapshotView(afterScreenUpdates:): a plain view of the same frame stands in")
        let copy = View(frame: frame)
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.alpha = alpha
        return copy
    }
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: as `snapshotView`.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> View? {
        let copy = snapshotView(afterScreenUpdates: afterUpdates)
        copy?.frame = CGRect(origin: frame.origin, size: rect.size)
        return copy
    }

    /// `next` (`UIResponder`'s): the controller whose root view this is, else the superview.
    public var next: AnyObject? { rootViewOf ?? superview }

    /// `setNeedsDisplay()`, `setNeedsUpdateConstraints()`, `updateConstraintsIfNeeded()`,
    /// `endEditing(_:)`: nothing to do in the model.
    public func setNeedsDisplay() {}
    public func setNeedsUpdateConstraints() {}
    public func updateConstraintsIfNeeded() {}
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { true }

    /// `semanticContentAttribute`: kept; the model lays out left to right.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { extra("semanticContentAttribute", UISemanticContentAttribute.unspecified) }
        set { uikitExtras["semanticContentAttribute"] = newValue }
    }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// `UIAccessibility`: no assistive technology runs in the model.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    /// `isBoldTextEnabled`: the Bold Text setting is off, as on a device out of the box.
    public static var isBoldTextEnabled: Bool { false }
    /// `UIAccessibility.Notification`.
    public struct Notification: Sendable {
        public let rawValue: UInt32
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }
    /// `post(notification:argument:)`: nothing listens.
    public static func post(notification: Notification, argument: Any?) {}
}

extension AnimationOptions {
    // The rest of `UIView.AnimationOptions`, with UIKit's raw values (`UIViewAnimationOptions` in
    // the SDK): accepted; only the curve changes the model's timing [?].
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
}

/// `UIScreen`'s scale: the model draws in points.
extension UIScreen {
    /// `scale`: 2, the Retina scale of the iPhones the devices model [?] (a 3× Plus or Pro aside).
    public var scale: CGFloat { 2 }
    /// `nativeBounds`, at that scale.
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * 2, height: bounds.height * 2))
    }
}
