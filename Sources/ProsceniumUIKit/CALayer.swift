import PresentationKit

/// `CALayer`, as presentation code reaches it through `view.layer`: a window onto the view's own
/// storage, so every property reads back what was set. `cornerRadius` is the view's and is
/// drawn; the rest (`LayerStyle`) is stored and not drawn. Defaults are Core Animation's
/// (Apple's `CALayer` reference: `shadowOpacity` 0, `shadowRadius` 3, `shadowOffset` (0, -3),
/// `shadowColor` opaque black, `masksToBounds` false, `maskedCorners` all four).
public final class CALayer {
    /// The view whose layer this is.
    public unowned let view: View
    init(view: View) { self.view = view }

    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    public var masksToBounds: Bool {
        get { view.layerStyle.masksToBounds }
        set { view.layerStyle.masksToBounds = newValue }
    }
    /// `maskedCorners`: which corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: view.layerStyle.maskedCorners) }
        set { view.layerStyle.maskedCorners = newValue.rawValue }
    }
    public var shadowColor: CGColor? {
        get { view.layerStyle.shadowColor }
        set { view.layerStyle.shadowColor = newValue }
    }
    public var shadowOpacity: Float {
        get { view.layerStyle.shadowOpacity }
        set { view.layerStyle.shadowOpacity = newValue }
    }
    public var shadowRadius: CGFloat {
        get { view.layerStyle.shadowRadius }
        set { view.layerStyle.shadowRadius = newValue }
    }
    public var shadowOffset: CGSize {
        get { view.layerStyle.shadowOffset }
        set { view.layerStyle.shadowOffset = newValue }
    }
    /// `shadowPath`: kept as the rectangle the path was made from.
    public var shadowPath: CGPath? {
        get { view.layerStyle.shadowPathBounds.map(CGPath.init(boundingBox:)) }
        set { view.layerStyle.shadowPathBounds = newValue?.boundingBox }
    }
}

/// `CACornerMask`: the corners a layer's radius rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CGColor`: the colour itself (a `UIColor`'s `cgColor`).
public typealias CGColor = Color

/// `CGPath`, reduced to its bounding box: what a shadow path is made from in presentation code
/// (a rectangle or rounded rectangle the size of the view).
public struct CGPath: Equatable, Sendable {
    /// `boundingBox`.
    public let boundingBox: CGRect
}

/// `UIBezierPath`, for the shapes a shadow path is made of: a rectangle, a rounded one.
public final class UIBezierPath {
    /// `bounds`.
    public let bounds: CGRect
    /// `init(rect:)`.
    public init(rect: CGRect) { bounds = rect }
    /// `init(roundedRect:cornerRadius:)`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        bounds = rect
    }
    /// `cgPath`.
    public var cgPath: CGPath { CGPath(boundingBox: bounds) }
}

/// `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}
