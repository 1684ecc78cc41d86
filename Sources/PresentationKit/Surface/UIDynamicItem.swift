/// `UIDynamicItem` (UIDynamicBehavior.h, iOS 7): what UIKit Dynamics moves: a centre, bounds
/// and a transform. Every view is one. The model has no dynamic animator, so nothing moves an
/// item but its own code.
public protocol UIDynamicItem: NSObjectProtocol {
    /// `center`, `bounds`, `transform`.
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// `collisionBoundsType` (optional, iOS 9): the shape collisions use.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// `collisionBoundingPath` (optional, iOS 9): the path of a `.path` collision bounds type.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// The header's optional members, answered as an item that does not implement them: its
    /// bounds rectangle collides.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
}

/// `UIDynamicItemCollisionBoundsType` (UIDynamicBehavior.h, iOS 9).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle, ellipse, path
}

/// `UIView`: a dynamic item (UIView.h).
extension View: UIDynamicItem {}
