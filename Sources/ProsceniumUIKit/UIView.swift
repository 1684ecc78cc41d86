import PresentationKit

/// `UIView`: PresentationKit's view, so a user's view is the engine's view (frame, bounds, centre,
/// alpha, transform, colour, hidden, autoresizing, safe area, hierarchy, tap recognisers and the
/// `animate` forms are its own members).
public typealias UIView = View
/// `UIWindow`.
public typealias UIWindow = Window

extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = PresentationKit.AnimationOptions
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = PresentationKit.AutoresizingMask
    /// `UIView.AnimationCurve`, as `UIPercentDrivenInteractiveTransition.completionCurve` takes it.
    public typealias AnimationCurve = TimingCurve

    /// `layer`: the view's layer properties (`CALayer`).
    public var layer: CALayer { CALayer(view: self) }

    /// `UIView.layoutFittingCompressedSize`: the smallest size, for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = Size.zero
    /// `UIView.layoutFittingExpandedSize`: the largest size. [?] UIKit documents no value; a
    /// large finite one keeps the arithmetic finite.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)
}

/// `UIScreen`: the screen of the engine whose code is running.
public final class UIScreen: Sendable {
    private init() {}
    /// `UIScreen.main`.
    public static let main = UIScreen()

    /// The running engine's screen, in its current orientation; outside any engine, the default
    /// device's portrait screen (an engine made with no arguments has that screen).
    public var bounds: CGRect {
        let size = Engine.running?.window.screenSize ?? Device.iPhoneSE.size(in: .portrait)
        return Rect(origin: .zero, size: size)
    }
}
