/// `UIView.AnimationOptions`, with UIKit's raw values (`UIViewAnimationOptions` in the SDK). Only
/// the curve changes the model's timing; the rest are accepted [?] (a transition style names a
/// look `transition(with:…)` does not draw).
public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// `UInt`, as `UIView.AnimationOptions`' raw value is (NS_OPTIONS over NSUInteger).
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve these options ask for; easeInOut when none is given, as UIKit does.
    public var curve: TimingCurve {
        switch rawValue & (3 << 16) {
        case 1 << 16: return .easeIn
        case 2 << 16: return .easeOut
        case 3 << 16: return .linear
        default: return .easeInOut
        }
    }

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
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// `preferredFramesPerSecond60`, `preferredFramesPerSecond30` (iOS 10.3, UIView.h): a frame
    /// rate the animation asks for; the model's clock is not frame-based, so they change nothing.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
}

extension View {
    /// `UIView.AnimationTransition` (UIView.h): the transitions of `setAnimationTransition(_:for:cache:)`.
    public enum AnimationTransition: Int, Sendable {
        case none = 0
        case flipFromLeft
        case flipFromRight
        case curlUp
        case curlDown
    }

    /// `UIView.SystemAnimation` (iOS 7, UIView.h): what `perform(_:on:options:animations:completion:)`
    /// does to its views; `.delete` removes them from their superviews at the end.
    public enum SystemAnimation: UInt, Sendable {
        case delete = 0
    }

    /// `UIView.KeyframeAnimationOptions`, with UIKit's raw values (`UIViewKeyframeAnimationOptions`).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
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
}
