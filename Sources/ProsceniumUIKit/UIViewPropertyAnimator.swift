import PresentationKit

/// `UIViewPropertyAnimator`: PresentationKit's property animator, its blocks animated on the
/// engine's clock like every `UIView.animate` block.
public typealias UIViewPropertyAnimator = PropertyAnimator
/// `UIViewAnimatingState`.
public typealias UIViewAnimatingState = AnimatingState
/// `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = AnimatingPosition
/// `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider

extension PropertyAnimator {
    /// `init(duration:dampingRatio:animations:)`: the duration-based spring `UIView.animate`'s
    /// spring form uses, with no initial velocity (Apple's `UISpringTimingParameters(dampingRatio:)`
    /// reference relates the two).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(
            duration: duration, curve: .spring(duration: duration, damping: ratio, initialVelocity: 0),
            animations: animations)
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: a cubic Bézier.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, curve: .bezier(UnitBezier(point1.x, point1.y, point2.x, point2.y)),
            animations: animations)
    }

    /// `init(duration:timingParameters:)`.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, curve: parameters.timingCurve, animations: nil)
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made and started.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}

/// `UICubicTimingParameters`: a named curve or a cubic Bézier's control points.
public final class UICubicTimingParameters: TimingCurveProvider {
    public let timingCurve: TimingCurve

    /// `init()`: the default curve, ease in and out.
    public init() { timingCurve = .easeInOut }
    /// `init(animationCurve:)`.
    public init(animationCurve curve: View.AnimationCurve) { timingCurve = curve }
    /// `init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        timingCurve = .bezier(UnitBezier(point1.x, point1.y, point2.x, point2.y))
    }
}

/// `UISpringTimingParameters`, the damping-ratio forms: a spring over the animator's duration
/// (the engine stretches a spring over the duration of the animation it times, so the 0.5 s it is
/// made with here never shows), as `init(duration:dampingRatio:animations:)` gives.
public final class UISpringTimingParameters: TimingCurveProvider {
    public let timingCurve: TimingCurve

    /// `init(dampingRatio:)`.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// `init(dampingRatio:initialVelocity:)`: the velocity's `dx` is taken as the relative one.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        timingCurve = .spring(duration: 0.5, damping: ratio, initialVelocity: velocity.dx)
    }
}

/// `CGVector`.
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// `UIViewAnimating`: what an animator an app hands around does (the property animator's own
/// members), so code typed against the protocol compiles.
public protocol UIViewAnimating: AnyObject {
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
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension PropertyAnimator: UIViewImplicitlyAnimating {}
