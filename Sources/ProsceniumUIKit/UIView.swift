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
    /// Made on first read and kept, so it is the same object each time.
    public var layer: CALayer {
        if let made = uikitExtras["layer.object"] as? CALayer { return made }
        let made = CALayer(view: self)
        uikitExtras["layer.object"] = made
        return made
    }

    /// `UIView.layoutFittingCompressedSize`: the smallest size, for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = Size.zero
    /// `UIView.layoutFittingExpandedSize`: the largest size. [?] UIKit documents no value; a
    /// large finite one keeps the arithmetic finite.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)
}

/// `UIScreen`: the screen of the engine whose code is running. An `NSObject`, as UIKit's, with its
/// members in the class so a subclass (a test double) can override them.
open class UIScreen: NSObject, @unchecked Sendable {
    /// `init()`: a screen object; every one reads the running engine's screen.
    public override init() { super.init() }
    /// The one screen `main` answers.
    private static let shared = UIScreen()
    /// `UIScreen.main`, `screens`: the one screen the stage has.
    open class var main: UIScreen { shared }
    open class var screens: [UIScreen] { [shared] }

    /// The running engine's screen, in its current orientation; outside any engine, the default
    /// device's portrait screen (an engine made with no arguments has that screen).
    open var bounds: CGRect {
        let size = Engine.running?.window.screenSize ?? Device.iPhoneSE.size(in: .portrait)
        return Rect(origin: .zero, size: size)
    }
    /// `scale`, `nativeScale`: 2, the Retina scale of the iPhones the devices model [?] (a 3×
    /// Plus or Pro aside).
    open var scale: CGFloat { 2 }
    open var nativeScale: CGFloat { scale }
    /// `nativeBounds`, at that scale.
    open var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale))
    }
    /// `traitCollection`: the running engine's window's.
    open var traitCollection: UITraitCollection {
        Engine.running?.window.traitCollection
            ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
    /// `maximumFramesPerSecond`: 60, the rate the stage samples at [?] (ProMotion's 120 aside).
    open var maximumFramesPerSecond: Int { 60 }
    /// `brightness`, `wantsSoftwareDimming`: kept (the stage has no backlight).
    open var brightness: CGFloat = 0.5
    open var wantsSoftwareDimming = false
    /// `isCaptured`, `mirrored`: no recording and no external display on the stage.
    open var isCaptured: Bool { false }
    open var mirrored: UIScreen? { nil }
    /// `displayLink(withTarget:selector:)`: a display link on the engine's clock.
    open func displayLink(withTarget target: Any, selector: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }
    /// `snapshotView(afterScreenUpdates:)`: a plain view of the screen's size (the model has no
    /// pixels to copy; noted once, as a view's snapshot is).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        Engine.running?.noteOnce("snapshotView(afterScreenUpdates:): a plain view of the same frame stands in")
        return UIView(frame: bounds)
    }
}
