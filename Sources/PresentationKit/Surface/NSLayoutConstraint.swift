/// `NSLayoutConstraint`: PresentationKit's constraint, solved by the engine's layout pass.
public typealias NSLayoutConstraint = LayoutConstraint
/// `NSLayoutAnchor<AnchorType>`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: here the two guides every view owns, `safeAreaLayoutGuide` and `layoutMarginsGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UITrackingLayoutGuide`, `UIKeyboardLayoutGuide` (iOS 15).
public typealias UITrackingLayoutGuide = TrackingLayoutGuide
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// `NSDirectionalRectEdge`: a set of a rectangle's edges named by reading direction.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `UILayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

extension LayoutConstraint {
    /// `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}

/// `UILayoutGuideAspectFitting` (iOS 17): a layout guide that fits content of an aspect ratio
/// (UILayoutGuide.h); the model's guides do not adopt it, so an app's own type may.
public protocol UILayoutGuideAspectFitting: NSObjectProtocol {
    /// `aspectRatio`: width over height.
    var aspectRatio: CGFloat { get set }
}

extension LayoutGuide: NSCoding {
    /// `encode(with:)` (`NSCoding`, as UILayoutGuide.h declares): the identifier; an app's guide
    /// made again from a coder is not decoded (`init?(coder:)` fails, as the model reads no nibs).
    public func encode(with coder: NSCoder) {
        coder.encode(identifier, forKey: "identifier")
    }
}

// `UILayoutPriority`'s arithmetic, as UIKit's overlay declares it (so `.required - 1` is
// written); here, in the module apps import, so that they find it.
extension LayoutPriority {
    /// `+(_:_:)`, `-(_:_:)` with a number: the priority that many points higher or lower.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    public static func + (lhs: Float, rhs: LayoutPriority) -> LayoutPriority { LayoutPriority(lhs + rhs.rawValue) }
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
    /// `-(_:_:)` of two priorities: how far apart they are, as a number.
    public static func - (lhs: LayoutPriority, rhs: LayoutPriority) -> Float { lhs.rawValue - rhs.rawValue }
    /// `+=`, `-=`.
    public static func += (lhs: inout LayoutPriority, rhs: Float) { lhs = lhs + rhs }
    public static func -= (lhs: inout LayoutPriority, rhs: Float) { lhs = lhs - rhs }
}
