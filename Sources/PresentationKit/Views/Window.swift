/// The app's window, as `UIWindow`: the root of the view tree, sized by the device and its
/// orientation, holding the root view controller's view and, during a presentation, the container.
/// The engine draws and lays out its own window. A window an app makes itself (`UIWindow(frame:)`,
/// `UIWindow(windowScene:)`, an overlay for toasts) is kept with its views, level and root
/// controller, and not drawn: the stage shows one window, and the first app window to be made
/// visible says so once [?].
open class Window: View {
    public internal(set) var device: Device
    public internal(set) var orientation: Orientation
    /// Set by `resize` (an iPad in split view); nil means the full screen.
    public internal(set) var customSize: Size?
    /// `rootViewController`: the engine's window's is set by the engine (`setRootViewController`);
    /// an app's own window keeps what it is given.
    open var rootViewController: ViewController? {
        get { root }
        set {
            guard isAppsOwn else { return }
            root = newValue
        }
    }
    var root: ViewController?
    /// Whether the app made this window (not the engine).
    package let isAppsOwn: Bool
    /// Whether an app's own window was made key (`makeKey()`); the engine's window always is.
    private var madeKey = false

    init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
        isAppsOwn = false
        super.init(frame: Rect(origin: .zero, size: device.size(in: orientation)))
        name = "window"
    }

    /// `init(frame:)`: a window of the app's own, on the running engine's device (the default
    /// device outside any engine), in the model's one scene [?] (UIKit leaves such a window in no
    /// scene in an app that declares scenes, and puts it in the one scene of an app that does
    /// not; the model takes the latter). `init()`, which UIKit's window inherits from `NSObject`
    /// as a convenience initialiser, is `UIView`'s: this with a zero frame.
    public override init(frame: Rect) {
        let engineWindow = Engine.running?.window
        device = engineWindow?.device ?? .iPhoneSE
        orientation = engineWindow?.orientation ?? .portrait
        customSize = engineWindow?.customSize
        isAppsOwn = true
        super.init(frame: frame)
        windowScene = UIWindowScene.model
    }

    // MARK: Scene and screen (UIWindow.h)

    /// `init(windowScene:)` (UIWindow.h, iOS 13; designated, as there): a window of the app's own
    /// in the scene, as large as the scene (its coordinate space's bounds), on the scene's screen
    /// with its traits (the running engine's device and orientation, as every window's here).
    public init(windowScene: UIWindowScene) {
        let engineWindow = Engine.running?.window
        device = engineWindow?.device ?? .iPhoneSE
        orientation = engineWindow?.orientation ?? .portrait
        customSize = engineWindow?.customSize
        isAppsOwn = true
        super.init(frame: windowScene.coordinateSpace.bounds)
        self.windowScene = windowScene
    }

    /// `windowScene` (UIWindow.h, iOS 13; weak, as there): the scene the window is in. Setting it
    /// moves an app's own window out of its scene's `windows` and into the new one's (into none
    /// for nil), as UIKit does. The stage's window is the model's one scene's and stays there:
    /// setting its scene is noted once.
    open var windowScene: UIWindowScene? {
        get { isAppsOwn ? scene : UIWindowScene.model }
        set {
            guard isAppsOwn else {
                if newValue !== UIWindowScene.model {
                    Engine.running?.noteOnce("UIWindow.windowScene: the stage's window stays in the model's scene")
                }
                return
            }
            guard newValue !== scene else { return }
            scene?.detach(self)
            scene = newValue
            newValue?.attach(self)
        }
    }
    private weak var scene: UIWindowScene?

    /// `screen` (UIWindow.h): the screen of the window's scene, or the main screen for a window in
    /// no scene (UIWindow.h: "default is [UIScreen mainScreen]"). The model has one screen, which
    /// every `UIScreen` reads: setting another screen object moves the window nowhere, and is
    /// noted once.
    open var screen: UIScreen {
        get { windowScene?.screen ?? .main }
        set {
            guard newValue !== screen else { return }
            Engine.running?.noteOnce("UIWindow.screen: the model has one screen; the window stays on it")
        }
    }

    /// `safeAreaAspectFitLayoutGuide` (UIWindow.h, iOS 16): the largest rectangle of the guide's
    /// `aspectRatio` (1 until set) inside the window's safe area, centred in it (Apple's page: "a
    /// centered region in the window ... to avoid obscuring the content"), which the layout pass
    /// solves constraints against as it does `safeAreaLayoutGuide`.
    open var safeAreaAspectFitLayoutGuide: any UILayoutGuide & UILayoutGuideAspectFitting { aspectFitGuide }
    private lazy var aspectFitGuide = AspectFitLayoutGuide(window: self)

    /// No window is decoded here.
    public required init?(coder: Coder) {
        return nil
    }

    public var screenSize: Size { customSize ?? device.size(in: orientation) }

    public override var traitCollection: TraitCollection {
        device.traits(forWindowSize: screenSize, orientation: orientation)
    }

    /// The device's safe-area insets for the current orientation.
    public var windowSafeAreaInsets: EdgeInsets { device.safeArea(in: orientation) }

    /// `UIWindow.Level`: where a window sits among others (`normal` 0, `statusBar` 1000, `alert`
    /// 2000: the SDK's `UIWindowLevelNormal`, `…StatusBar`, `…Alert`); the arithmetic apps write
    /// (`.alert + 1`) is in ProsceniumUIKit, the module they import.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public init(_ rawValue: Double) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        /// `<` (`Comparable`, as the SDK's `UIWindowLevel` is a `CGFloat`): the lower sits below.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// `windowLevel`: kept (the stage draws one window).
    open var windowLevel = Level.normal
    /// `isKeyWindow`: the engine's window, and an app's own once made key.
    open var isKeyWindow: Bool { !isAppsOwn || madeKey }
    /// `canBecomeKey`: true, as UIKit's default.
    open var canBecomeKey: Bool { true }

    /// `makeKeyAndVisible()`, `makeKey()`: an app's own window is made key and shown, which the
    /// stage does not draw (noted once); the engine's already is.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }
    open func makeKey() {
        guard isAppsOwn else { return }
        Engine.running?.noteOnce(
            "UIWindow: a window of the app's own is kept, not drawn (the stage shows one window)")
        madeKey = true
        becomeKey()
    }
    /// `becomeKey()`, `resignKey()`: overridable; called as the window gains or loses key status.
    open func becomeKey() {}
    open func resignKey() {}

    /// `undoManager`: the window's own, made when first asked for (Apple's `undoManager` page for
    /// UIResponder: a window has an undo manager, which the responders in it share).
    open override var undoManager: UndoManager? { ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    /// `sendEvent(_:)` (UIWindow.h): UIKit's window hands each event to its views here. [?] The
    /// engine delivers a `tap` to gesture recognisers and controls without an event, so it never
    /// calls this, and a call does nothing (noted once).
    open func sendEvent(_ event: Event) {
        Engine.running?.noteOnce("UIWindow.sendEvent(_:): events are not routed through the window here")
    }

    /// `convert(_:to:)`, `convert(_:from:)` with a window (UIWindow.h): between this window's
    /// coordinates and another window's, through the screen's (a window's frame is in screen
    /// coordinates); a nil window is the screen itself (Apple's `convert(_:to:)` page for
    /// UIWindow). [?] Window transforms are not applied.
    open func convert(_ point: Point, to window: Window?) -> Point {
        let onScreen = Point(
            x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
        guard let window else { return onScreen }
        return Point(
            x: onScreen.x - window.frame.origin.x + window.bounds.origin.x,
            y: onScreen.y - window.frame.origin.y + window.bounds.origin.y)
    }
    open func convert(_ point: Point, from window: Window?) -> Point {
        let onScreen = window?.convert(point, to: Window?.none) ?? point
        return Point(
            x: onScreen.x - frame.origin.x + bounds.origin.x, y: onScreen.y - frame.origin.y + bounds.origin.y)
    }
    open func convert(_ rect: Rect, to window: Window?) -> Rect {
        Rect(origin: convert(rect.origin, to: window), size: rect.size)
    }
    open func convert(_ rect: Rect, from window: Window?) -> Rect {
        Rect(origin: convert(rect.origin, from: window), size: rect.size)
    }
}
