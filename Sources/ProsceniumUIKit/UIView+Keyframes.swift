import PresentationKit

extension AnimationOptions {
    // The transitions' styles, with UIKit's raw values (`UIViewAnimationOptionTransition…`).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
}

/// `UIView.KeyframeAnimationOptions`, with UIKit's raw values (`UIViewKeyframeAnimationOptions`).
public struct UIViewKeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let `repeat` = Self(rawValue: 1 << 3)
    public static let autoreverse = Self(rawValue: 1 << 4)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    public static let calculationModeLinear = Self(rawValue: 0 << 10)
    public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
    public static let calculationModePaced = Self(rawValue: 2 << 10)
    public static let calculationModeCubic = Self(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)
}

extension View {
    /// `UIView.KeyframeAnimationOptions`.
    public typealias KeyframeAnimationOptions = UIViewKeyframeAnimationOptions

    /// The keyframe animations under way, innermost last: what `addKeyframe` places its block in.
    nonisolated(unsafe) private static var keyframeSpans: [(delay: TimeInterval, duration: TimeInterval)] = []

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` in `animations` runs as
    /// an animation of its share of `duration`, starting at its share of it, on the engine's
    /// clock; the completion runs when the whole has run. [D] Apple ("addKeyframe"): the start
    /// and duration are fractions (0 to 1) of the enclosing animation's. Each keyframe moves
    /// linearly, as `calculationModeLinear` (the default) says. [?] The other calculation modes
    /// (discrete, paced, cubic) are animated as linear.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        keyframeSpans.append((delay, duration))
        // The whole, with what `animations` changes outside any keyframe, over the full duration.
        perform(duration: duration, delay: delay, curve: .linear, animations: animations, completion: completion)
        keyframeSpans.removeLast()
    }

    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: outside
    /// `animateKeyframes` the changes are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let span = keyframeSpans.last else { return animations() }
        let start = min(max(frameStartTime, 0), 1)
        let share = min(max(frameDuration, 0), 1 - start)
        // A keyframe is an animation group of its own (a nested `perform` records into its own).
        perform(
            duration: share * span.duration, delay: span.delay + start * span.duration, curve: .linear,
            animations: animations, completion: nil)
    }

    /// `transition(with:duration:options:animations:completion:)`: the changes `animations` makes
    /// are animated with the options' curve. [?] The transition's own look (a cross-dissolve, a
    /// flip, a curl of the view's snapshot) is not drawn; its first use says so once.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        Engine.running?.noteOnce(
            "UIView.transition(with:…): the changes animate; the cross-dissolve or flip is not drawn")
        perform(
            duration: duration, delay: 0, curve: options.curve, animations: animations ?? {}, completion: completion)
    }

    /// `transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s place in its
    /// superview (or, with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown),
    /// and the completion runs after `duration`. [?] As above, the transition's look is not drawn.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        Engine.running?.noteOnce(
            "UIView.transition(with:…): the changes animate; the cross-dissolve or flip is not drawn")
        perform(
            duration: duration, delay: 0, curve: options.curve,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let parent = fromView.superview {
                    parent.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}
