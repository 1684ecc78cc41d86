import PresentationKit

/// `UIScene` (iOS 13): one instance of the app's user interface. The model runs one scene, the
/// window scene of the running engine's window, always in the foreground and active. A
/// `UIResponder`, as in UIKit.
open class UIScene: UIResponder {
    public override init() {}

    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, @unchecked Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    /// `activationState`: the model's one scene is on screen and taking events.
    open var activationState: ActivationState { .foregroundActive }
    /// `title`, `subtitle`: kept (the model shows no app switcher).
    open var title: String! = ""
    open var subtitle: String = ""

    /// The scene notifications (`UIScene.h`): the model posts none of them; its one scene is
    /// connected and active before any code runs.
    public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}

/// `UISceneCaptureState` (iOS 17; PresentationKit declares it, as `UITraitCollection`'s class
/// body takes it).
public typealias UISceneCaptureState = SceneCaptureState

/// `UIWindowScene` (iOS 13): the scene of the running engine's window: its screen, its
/// orientation and trait collection, its windows and the status bar's place.
open class UIWindowScene: UIScene, UITraitEnvironment, UITraitChangeObservable {
    /// `screen`: the main screen, the running engine's device.
    open var screen: UIScreen { UIScreen.main }
    /// `interfaceOrientation`: portrait, or the landscape the model turns to. [D] UIKit's
    /// UIApplication.h: `UIInterfaceOrientationLandscapeRight = UIDeviceOrientationLandscapeLeft`,
    /// and the model's device turns to `.landscapeLeft` (`UIDevice.orientation`).
    open var interfaceOrientation: UIInterfaceOrientation {
        Engine.running?.window.orientation == .landscape ? .landscapeRight : .portrait
    }
    /// `traitCollection`: the window's.
    open var traitCollection: UITraitCollection {
        Engine.running?.window.traitCollection
            ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
    /// `windows`, `keyWindow`.
    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }
    /// `traitOverrides` (iOS 17): kept (`UITraitOverrides`).
    public var traitOverrides = UITraitOverrides()
    /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): empty here, for a subclass; the
    /// model sends no trait changes (UITraitChanges.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// `statusBarManager`: the status bar's frame and style in this scene.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
    /// `effectiveGeometry` (iOS 16): the scene's geometry now.
    open var effectiveGeometry: Geometry { Geometry(interfaceOrientation: interfaceOrientation) }

    /// `requestGeometryUpdate(_:errorHandler:)` (iOS 16), as apps ask for an orientation: [?] the
    /// model turns the device only when the learner types `rotate`, so the request is kept and
    /// noted once; the error handler is not called.
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        Engine.running?.noteOnce("requestGeometryUpdate: kept; `rotate` turns the device")
    }

    /// `UIWindowScene.Geometry` (iOS 16).
    open class Geometry: NSObject {
        /// `interfaceOrientation`.
        open var interfaceOrientation: UIInterfaceOrientation { orientation }
        private let orientation: UIInterfaceOrientation
        init(interfaceOrientation: UIInterfaceOrientation) { orientation = interfaceOrientation }
    }

    /// `UIWindowScene.GeometryPreferences` (iOS 16).
    open class GeometryPreferences: NSObject {
        /// `UIWindowScene.GeometryPreferences.iOS`: the orientations the app asks for.
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        open class iOS: GeometryPreferences {
            /// `interfaceOrientations`.
            public var interfaceOrientations: UIInterfaceOrientationMask?
            public override init() {}
            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.init()
                self.interfaceOrientations = interfaceOrientations
            }
        }
    }

    /// `UIWindowScene.DismissalAnimation` (iOS 17).
    public enum DismissalAnimation: Int, @unchecked Sendable {
        case standard = 1
        case commit, decline
    }
}

/// `UIStatusBarManager` (iOS 13): the status bar of a window scene. The model draws no status
/// bar: its frame is the top of the screen down to the safe area, as
/// `UIApplication.statusBarFrame` says.
open class UIStatusBarManager: NSObject {
    /// `statusBarFrame`.
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
    /// `isStatusBarHidden`: the presented or root controller's `prefersStatusBarHidden` is not
    /// asked here; a visible bar, as the model draws the safe area.
    open var isStatusBarHidden: Bool { false }
    /// `statusBarStyle`.
    open var statusBarStyle: UIStatusBarStyle { .default }
}

extension Window {
    /// `init(windowScene:)` (iOS 13): a window of the app's own in the scene, the screen's size.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }
    /// `windowScene`.
    public var windowScene: UIWindowScene? { UIWindowScene() }
}
