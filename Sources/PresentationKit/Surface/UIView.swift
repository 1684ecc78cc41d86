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

    /// `UIView.layoutFittingCompressedSize`: the smallest size, for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = Size.zero
    /// `UIView.layoutFittingExpandedSize`: the largest size. [?] UIKit documents no value; a
    /// large finite one keeps the arithmetic finite.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)
}

/// `UIScreen`: the screen of the engine whose code is running. An `NSObject`, as UIKit's, with its
/// members in the class so a subclass (a test double) can override them.
open class UIScreen: NSObject, UITraitEnvironment, @unchecked Sendable {
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
    /// `scale`, `nativeScale`: the running device's pixels per point (`Device.scale`: 3 on the
    /// iPhone 15 and 15 Pro Max, 2 on the others); the default device's outside an engine.
    open var scale: CGFloat { Engine.running?.window.device.scale ?? Device.iPhoneSE.scale }
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
    /// `coordinateSpace` (UIScreen.h): the screen's space in the current interface orientation.
    /// The model's window fills the screen in that orientation, so its space is the window's;
    /// outside an engine, a view of the screen's bounds.
    open var coordinateSpace: any UICoordinateSpace { Engine.running?.window ?? View(frame: bounds) }

    // MARK: The fixed coordinate space (UIScreen.h)

    /// `fixedCoordinateSpace` (UIScreen.h, iOS 8): the screen's space as the device stands
    /// portrait-up, whatever the interface's orientation (Apple's page: its bounds "always reflect
    /// the screen dimensions of the device in a portrait-up orientation"). In portrait it is the
    /// interface's space; turned to landscape, its axes are the interface's turned a quarter.
    open var fixedCoordinateSpace: any UICoordinateSpace { FixedCoordinateSpace() }
    /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): empty here, for a subclass; the
    /// model's screen never changes its traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// `calibratedLatency` (UIScreen.h, iOS 13): the display's latency in seconds; the model's
    /// screen shows each frame at once, so zero [?].
    open var calibratedLatency: CFTimeInterval { 0 }
    /// `currentEDRHeadroom`, `potentialEDRHeadroom` (UIScreen.h, iOS 16): how far above standard
    /// white the screen can show; the model draws standard range only, so 1 (no headroom) [?].
    open var currentEDRHeadroom: CGFloat { 1 }
    open var potentialEDRHeadroom: CGFloat { 1 }
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

    /// `UIScreen.OverscanCompensation`: how a TV screen's overscan is made up for.
    public enum OverscanCompensation: Int, @unchecked Sendable { case scale, insetBounds, none }
    /// `UIScreen.ReferenceDisplayModeStatus` (iOS 17): the iPad Pro's reference colour mode.
    public enum ReferenceDisplayModeStatus: Int, @unchecked Sendable { case notSupported, notEnabled, limited, enabled }

    /// `availableModes`, `preferredMode`, `currentMode`: one mode, the screen's size in pixels
    /// with square pixels.
    open var availableModes: [UIScreenMode] { [UIScreenMode(size: nativeBounds.size)] }
    open var preferredMode: UIScreenMode? { availableModes.first }
    open var currentMode: UIScreenMode? {
        get { chosenMode ?? preferredMode }
        set { chosenMode = newValue }
    }
    private var chosenMode: UIScreenMode?
    /// `overscanCompensation`, `overscanCompensationInsets`: an external display's; a built-in
    /// screen has no overscan.
    open var overscanCompensation: OverscanCompensation = .scale
    open var overscanCompensationInsets: UIEdgeInsets { .zero }
    /// `referenceDisplayModeStatus`: none of the model's devices has a reference mode (Apple's
    /// specifications: the 12.9- and 13-inch iPad Pro only).
    open var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
    /// `focusedItem` (iOS 10-15), `focusedView`, `supportsFocus`: no focus engine on a touch
    /// screen (UIFocus.swift); the first reading of the focused item says so once.
    open var focusedItem: (any UIFocusItem)? {
        FocusNote.say("UIScreen.focusedItem")
        return nil
    }
    open var focusedView: UIView? { nil }
    open var supportsFocus: Bool { false }

    /// The screen notifications: the model posts none (one screen, never captured or mirrored).
    public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")
    public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")
    public static let referenceDisplayModeStatusDidChangeNotification = NSNotification.Name(
        "UIScreenReferenceDisplayModeStatusDidChangeNotification")
}

/// `UIScreenMode`: a screen's size in pixels and the shape of its pixels.
open class UIScreenMode: NSObject, @unchecked Sendable {
    /// `size`, `pixelAspectRatio`.
    open var size: CGSize { modeSize }
    open var pixelAspectRatio: CGFloat { 1 }
    private let modeSize: CGSize
    init(size: CGSize) {
        modeSize = size
        super.init()
    }
    /// `init()`: NSObject's, designated (UIScreenMode.h declares no initialiser): a mode of no
    /// size, as one no screen hands out.
    public override init() {
        modeSize = .zero
        super.init()
    }
}

extension Window {
    /// The window notifications: the model posts none (its one window is always key and visible).
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
}
