/// A pan recogniser, as `UIPanGestureRecognizer`: a continuous gesture whose action is sent at
/// `.began`, at each `.changed` while the finger moves, and at `.ended` (`pan VIEW by DX DY`).
///
/// [D] `translation(in:)` is the total movement since the gesture began, not a delta from the
/// last report, until `setTranslation(_:in:)` sets it; `velocity(in:)` is in points per second,
/// and setting the translation resets it (Apple, `UIPanGestureRecognizer` `translation(in:)`,
/// `setTranslation(_:in:)`, `velocity(in:)`).
/// [?] The view argument picks the coordinate system; the model has no rotated or scaled
/// coordinate systems between a view and the window that a pan can reach, so the vector is the
/// same in every view and is returned as is.
open class PanGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UIPanGestureRecognizer" }

    /// `minimumNumberOfTouches`, `maximumNumberOfTouches`: kept; the model's pan has one finger.
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// `allowedScrollTypesMask` (iOS 13.4, UIPanGestureRecognizer.h): the scroll wheel and
    /// trackpad scrolls the pan also takes; none by default. Kept: the model's pan is a finger.
    open var allowedScrollTypesMask: ScrollTypeMask = []

    /// The screen edges a screen-edge pan begins from (`UIScreenEdgePanGestureRecognizer.edges`);
    /// empty for a plain pan, which begins anywhere.
    package var screenEdges: RectEdge = []

    /// How far the finger has moved since the touch went down.
    var moved = Point.zero
    /// What `moved` was when the app last set the translation (`setTranslation`).
    var translationOrigin = Point.zero
    /// Points per second of the last movement.
    var currentVelocity = Point.zero

    /// `translation(in:)`: the finger's movement since the gesture began (or since the app set it).
    open func translation(in view: View?) -> Point {
        Point(x: moved.x - translationOrigin.x, y: moved.y - translationOrigin.y)
    }

    /// `setTranslation(_:in:)`: from now the translation counts from `translation`; the velocity resets.
    open func setTranslation(_ translation: Point, in view: View?) {
        translationOrigin = Point(x: moved.x - translation.x, y: moved.y - translation.y)
        currentVelocity = .zero
    }

    /// `velocity(in:)`: the finger's speed, in points per second, horizontally and vertically.
    open func velocity(in view: View?) -> Point { currentVelocity }

    /// A new touch: translation and velocity start from zero.
    func touchDown(at point: Point) {
        touchInWindow = point
        moved = .zero
        translationOrigin = .zero
        currentVelocity = .zero
    }
}

/// `UIScrollTypeMask` (iOS 13.4, UIPanGestureRecognizer.h): the scroll types a pan recogniser
/// takes (a scroll wheel's steps, a trackpad's continuous scroll).
public struct ScrollTypeMask: OptionSet, @unchecked Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var discrete: ScrollTypeMask { ScrollTypeMask(rawValue: 1 << 0) }
    public static var continuous: ScrollTypeMask { ScrollTypeMask(rawValue: 1 << 1) }
    public static var all: ScrollTypeMask { [.discrete, .continuous] }
}
