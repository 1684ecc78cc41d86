/// `UIViewPropertyAnimator`: PresentationKit's property animator, its blocks animated on the
/// engine's clock like every `UIView.animate` block.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = AnimatingState
/// `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// `UITimingCurveProvider` (UITimingCurveProvider.h): the engine's one timing-provider protocol,
/// which has UIKit's shape (`NSCoding`, `NSCopying`, the curve's kind and its cubic and spring
/// parameters).
public typealias UITimingCurveProvider = TimingCurveProvider

/// `UITimingCurveType`: which kind of curve a timing provider holds.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// `UICubicTimingParameters`: a named curve or a cubic Bézier's control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let timingCurve: TimingCurve
    /// `timingCurveType`: `.cubic` for control points, `.builtin` for a named curve.
    open var timingCurveType: UITimingCurveType {
        if case .bezier = timingCurve { return .cubic }
        return .builtin
    }
    /// `cubicTimingParameters`: itself; `springTimingParameters`: none.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
    /// `encode(with:)`: nothing is kept (the parameters are rebuilt from code, not archives).
    open func encode(with coder: NSCoder) {}
    /// `copy(with:)`: parameters are immutable, so the same object.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// `init()`: the default curve, ease in and out.
    public override init() {
        timingCurve = .easeInOut
        super.init()
    }
    /// `init(animationCurve:)`.
    public init(animationCurve curve: View.AnimationCurve) {
        timingCurve = curve
        super.init()
    }
    /// `init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        timingCurve = .bezier(UnitBezier(point1.x, point1.y, point2.x, point2.y))
        super.init()
    }
    /// `init?(coder:)`: nothing is decoded here.
    public required init?(coder: NSCoder) { return nil }

    /// `animationCurve`: the named curve, `.easeInOut` for control points (as UIKit reports a
    /// custom curve).
    open var animationCurve: View.AnimationCurve {
        if case .bezier = timingCurve { return .easeInOut }
        return timingCurve
    }
    /// `controlPoint1`, `controlPoint2`: the Bézier's inner points (a named curve's own: the
    /// CSS/Core Animation points, 0.42 and 0.58 for ease in and out).
    open var controlPoint1: CGPoint { points.0 }
    open var controlPoint2: CGPoint { points.1 }
    private var points: (CGPoint, CGPoint) {
        switch timingCurve {
        case .bezier(let b): (CGPoint(x: b.p1x, y: b.p1y), CGPoint(x: b.p2x, y: b.p2y))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }
}

/// `UISpringTimingParameters`: a spring over the animator's duration (the damping-ratio forms:
/// the engine stretches a spring over the duration of the animation it times, so the 0.5 s it is
/// made with here never shows, as `init(duration:dampingRatio:animations:)` gives), or a physical
/// spring whose own duration replaces the animator's (`init(mass:stiffness:damping:initialVelocity:)`).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let timingCurve: TimingCurve
    /// `timingCurveType`: `.spring`; `cubicTimingParameters`: none; `springTimingParameters`: itself.
    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
    /// `encode(with:)`: nothing is kept; `copy(with:)`: the same, immutable, object.
    open func encode(with coder: NSCoder) {}
    open func copy(with zone: NSZone? = nil) -> Any { self }
    /// The physical spring's own duration, which the animator takes instead of the one it is
    /// given (nil for the damping-ratio forms).
    package let settlingDuration: TimeInterval?
    /// `initialVelocity` (UITimingParameters.h): as made; zero unless given.
    open var initialVelocity: CGVector { velocity }
    private let velocity: CGVector

    /// `init()`: designated (UIKit declares it so): critically damped, at rest.
    public override init() {
        timingCurve = .spring(duration: 0.5, damping: 1, initialVelocity: 0)
        settlingDuration = nil
        velocity = .zero
        super.init()
    }

    /// `init(dampingRatio:)`.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `init(dampingRatio:initialVelocity:)`: the velocity's `dx` is taken as the relative one.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        timingCurve = .spring(duration: 0.5, damping: ratio, initialVelocity: velocity.dx)
        settlingDuration = nil
        self.velocity = velocity
        super.init()
    }

    /// `init(mass:stiffness:damping:initialVelocity:)`: the oscillator `DampedSpring(mass:…)`
    /// solves, its duration the spring's own.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let spring = DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity.dx)
        timingCurve = .spring(spring)
        settlingDuration = spring.duration
        self.velocity = velocity
        super.init()
    }

    /// `init(duration:bounce:initialVelocity:)` (iOS 17): a spring of that perceptual duration
    /// whose damping ratio is 1 − bounce. [?] Apple documents `bounce` (0 no bounce, towards 1
    /// more) but not its mapping; 1 − bounce is SwiftUI's `Spring(duration:bounce:)` relation.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        let spring = DampedSpring(duration: duration, damping: 1 - bounce, initialVelocity: velocity.dx)
        timingCurve = .spring(spring)
        settlingDuration = spring.duration
        self.velocity = velocity
        super.init()
    }

    /// `init(duration:bounce:)` (iOS 17).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `init?(coder:)`: nothing is decoded here.
    public required init?(coder: NSCoder) { return nil }
}

/// `CGVector`.
public struct CGVector: Equatable, Hashable, Codable, Sendable, CustomDebugStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// `CGVector()`: no change.
    public init() { self.init(dx: 0, dy: 0) }
    /// `CGVector(dx:dy:)` from integers, as the overlay has it.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public static let zero = CGVector(dx: 0, dy: 0)
    /// `debugDescription`: `(dx, dy)`.
    public var debugDescription: String { "(\(dx), \(dy))" }
    /// Encoded as the overlay does: an unkeyed list, `dx` then `dy`.
    public init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        self.init(dx: try list.decode(CGFloat.self), dy: try list.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(dx)
        try list.encode(dy)
    }
}

/// `UIViewAnimating`: what an animator an app hands around does (the property animator's own
/// members), so code typed against the protocol compiles.
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// `UIViewImplicitlyAnimating`: what `interruptibleAnimator(using:)` returns. An animator that
/// implements that method and calls it from `animateTransition(using:)`, as Apple's
/// documentation of the method describes, runs its property animator on the engine's clock. [?]
/// The model does not call `interruptibleAnimator(using:)` itself (UIKit may, for an
/// interactive transition).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

/// The four are optional in UIKit (`@objc optional`): an animator of the app's that implements
/// none of them compiles, and a call to one it lacks does nothing, as a message to a missing
/// optional method is never sent. (`load` drops the `?` of `animator.addCompletion?(…)`.)
extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {}
}

extension PropertyAnimator: UIViewImplicitlyAnimating {}

extension TimingCurve {
    /// `UIView.AnimationCurve(rawValue:)`, `rawValue`: UIKit's four curves by their raw values
    /// (UIView.h: easeInOut 0, easeIn 1, easeOut 2, linear 3). An imported C enumeration takes
    /// any raw value, as the keyboard's notifications hand one (7, a private curve): any other
    /// is read as the system's default curve [?].
    public init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .easeInOut
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        default: self = .systemDefault
        }
    }
    public var rawValue: Int {
        switch self {
        case .easeInOut: 0
        case .easeIn: 1
        case .easeOut: 2
        case .linear: 3
        case .systemDefault, .bezier, .spring: 7
        }
    }
}
