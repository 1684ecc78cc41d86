/// The value types `UIView`'s own members take (`UIView.ContentMode`, `UIView.TintAdjustmentMode`,
/// `UISemanticContentAttribute`, `UIUserInterfaceStyle`, `NSDirectionalEdgeInsets`), declared
/// beside the engine's view because the members that take them are in its class body, where a
/// subclass can override them.
extension View {
    /// `UIView.ContentMode`, with UIKit's raw values.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }
}

/// `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// `NSDirectionalEdgeInsets`: insets by leading and trailing edge. The model lays out left to
/// right only, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Equatable, Hashable, Codable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `init()`: all four zero, as the imported C struct's.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by left and right, as a left-to-right layout reads them.
    package var leftToRight: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    package init(leftToRight e: EdgeInsets) {
        self.init(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
    }
}
