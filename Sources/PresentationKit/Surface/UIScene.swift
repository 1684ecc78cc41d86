import struct FoundationEssentials.URL

/// `UIScene` (iOS 13): one instance of the app's user interface. The model runs one scene, the
/// window scene of the running engine's window, always in the foreground and active. A
/// `UIResponder`, as in UIKit.
open class UIScene: UIResponder {
    /// `init(session:connectionOptions:)` (UIScene.h): a scene for a session, which it keeps and
    /// which names it back (`UISceneSession.scene`).
    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        storedSession = session
        super.init()
        session.scene = self
    }
    /// `init()`: a scene with a session of its own in the app's window role, as the model's one.
    public convenience override init() {
        self.init(session: UISceneSession(role: .windowApplication), connectionOptions: ConnectionOptions())
    }

    /// `session` (UIScene.h): the session the scene was made for.
    open var session: UISceneSession { storedSession }
    private let storedSession: UISceneSession
    /// `delegate` (UIScene.h, strong there too): kept. [?] The model's scene is connected before
    /// any code runs, so the engine sends the delegate no life-cycle calls.
    open var delegate: (any UISceneDelegate)?

    /// `UIScene.ConnectionOptions` (UIScene.h): what the scene was opened with. The model's scene
    /// opens from the app's launch with nothing: no URL, no activity, no source app.
    open class ConnectionOptions: NSObject {
        /// `sourceApplication`, `handoffUserActivityType`: none.
        open var sourceApplication: String? { nil }
        open var handoffUserActivityType: String? { nil }
    }

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

    // MARK: Opening URLs and activation conditions (UIScene.h)

    /// `open(_:options:completionHandler:)` (UIScene.h): asks the system to open a URL in another
    /// app, then calls the handler with whether it did, on the main queue and not before the call
    /// returns (Apple's page: "executed asynchronously on your app's main thread"). The model runs
    /// no other app, so nothing opens: the handler hears false (noted once).
    open func open(
        _ url: URL, options: OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil
    ) {
        noteOpenNotModelled()
        guard let completionHandler else { return }
        guard let engine = Engine.running else { return completionHandler(false) }
        engine.sendLater(to: DispatchQueue.main, after: 0) { completionHandler(false) }
    }
    /// `open(_:options:)`, the `async` form of the same method: false, as no app opens here.
    open func open(_ url: URL, options: OpenExternalURLOptions?) async -> Bool {
        noteOpenNotModelled()
        return false
    }
    private func noteOpenNotModelled() {
        Engine.running?.noteOnce("UIScene.open(_:options:): other apps are not modelled, so no URL opens")
    }

    /// `UIScene.OpenExternalURLOptions` (UIScene.h, iOS 13): how `open(_:options:)` should open.
    open class OpenExternalURLOptions: NSObject {
        /// `universalLinksOnly`: open only if an app claims the URL as a universal link; kept.
        open var universalLinksOnly = false
    }

    /// `activationConditions` (UIScene.h, iOS 13): when UIKit should bring this scene forward;
    /// kept [?] (the model runs one scene, so it never chooses between scenes).
    open var activationConditions = UISceneActivationConditions()
}

/// `UISceneCaptureState` (iOS 17; PresentationKit declares it, as `UITraitCollection`'s class
/// body takes it).
public typealias UISceneCaptureState = SceneCaptureState

/// `UIWindowScene` (iOS 13): the scene of the running engine's window: its screen, its
/// orientation and trait collection, its windows and the status bar's place.
open class UIWindowScene: UIScene, UITraitEnvironment, UITraitChangeObservable {
    /// The model's one scene, which the app's windows and `connectedScenes` name, so what an
    /// app keeps on it (`delegate`, `title`) stays.
    nonisolated(unsafe) static let model = UIWindowScene()
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
    /// `coordinateSpace` (UIWindowScene.h): the scene's space in its current orientation, which
    /// is the screen's (`UIScreen.coordinateSpace`).
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    /// `windows`: the scene's windows: for the model's scene, the stage's window first, then the
    /// app's own windows in it, in the order they joined it (UIKit keeps them weakly, as here:
    /// an app keeps its window, or it goes). `keyWindow`: the stage's window.
    open var windows: [UIWindow] {
        let stage = self === Self.model ? Engine.running.map { [$0.window] } ?? [] : []
        return stage + attachedWindows.compactMap(\.window)
    }
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
    open class Geometry: NSObject, NSCopying {
        /// `interfaceOrientation`.
        open var interfaceOrientation: UIInterfaceOrientation { orientation }
        private let orientation: UIInterfaceOrientation
        init(interfaceOrientation: UIInterfaceOrientation) { orientation = interfaceOrientation }
        /// `copy(with:)` (`NSCopying`): a geometry of the same orientation.
        open func copy(with zone: NSZone? = nil) -> Any { Geometry(interfaceOrientation: orientation) }
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

    /// `sizeRestrictions` (UIWindowScene.h, iOS 13), `windowingBehaviors` (iOS 16): a resizable
    /// window's limits and a Mac window's closing and minimising; none here, as on an iPhone,
    /// whose scene fills the screen [?] (the model's iPad split view is set by `resize`, not by
    /// the app).
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }
    open var windowingBehaviors: UISceneWindowingBehaviors? { nil }

    /// `UIWindowScene.DismissalAnimation` (iOS 17).
    public enum DismissalAnimation: Int, @unchecked Sendable {
        case standard = 1
        case commit, decline
    }

    // MARK: The app's own windows, sharing and screenshots (UIWindowScene.h)

    /// The app's own windows in the scene (`UIWindow.windowScene`), held weakly.
    private var attachedWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }
    /// A window joins the scene (`UIWindow.windowScene` set to it) or leaves it.
    func attach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
        attachedWindows.append(WeakWindow(window: window))
    }
    func detach(_ window: UIWindow) {
        attachedWindows.removeAll { $0.window == nil || $0.window === window }
    }

    /// `activityItemsConfigurationSource` (UIWindowScene.h, iOS 15; weak there too): what the
    /// scene shares; kept. [?] The model shows no share menu for a scene, so it is never asked.
    open weak var activityItemsConfigurationSource: (any UIActivityItemsConfigurationProviding)?
    /// `screenshotService` (UIScreenshotService.h, iOS 13): the scene's, made when first asked for
    /// and kept; [?] the model takes no screenshots, so its delegate is never asked.
    open var screenshotService: UIScreenshotService? { ownScreenshotService }
    private lazy var ownScreenshotService = UIScreenshotService(windowScene: self)

    // MARK: Focus (UIFocusSystem.h)

    /// `focusSystem` (UIFocusSystem.h, iOS 15): nil, Apple's answer for a scene that does not
    /// support focus: the model has no focus engine (UIFocus.swift), said once.
    open var focusSystem: UIFocusSystem? {
        FocusNote.say("UIWindowScene.focusSystem")
        return nil
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

/// `UISceneSession` (UISceneSession.h, iOS 13): the system's record of one scene of the app. The
/// model keeps one scene, so one session.
open class UISceneSession: NSObject {
    /// `UISceneSession.Role`: what kind of scene the session is for.
    public struct Role: RawRepresentable, Hashable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// `windowApplication`: the app's own window scene (the SDK's
        /// `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// `windowExternalDisplayNonInteractive` (iOS 16): a mirrored external display's.
        public static let windowExternalDisplayNonInteractive = Role(
            "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    init(role: Role) {
        self.role = role
        super.init()
    }
    /// `scene`: the scene made for the session, while it is connected.
    open internal(set) weak var scene: UIScene?
    /// `role`.
    public let role: Role
    /// `persistentIdentifier`: the session's identifier, unique for the app's sessions. [?] The
    /// model's is made from the object, so it is stable only while the session lives.
    open var persistentIdentifier: String { "UISceneSession-\(ObjectIdentifier(self).hashValue)" }
    /// `userInfo`: kept.
    open var userInfo: [String: Any]?
}

/// `UISceneDelegate` (UIScene.h, iOS 13): the scene's life-cycle calls, each optional (a default
/// here that does nothing). [?] The model's one scene is connected and active before any code
/// runs, so the engine calls none of them.
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// `UIWindowSceneDelegate` (UIWindowScene.h, iOS 13): a scene delegate with the scene's window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// `window`: optional in UIKit; a delegate that declares it keeps its window there.
    var window: UIWindow? { get set }
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`: the scene's space,
    /// orientation or traits changed (the previous ones are handed over). Optional in UIKit, so
    /// empty by default here. [?] The engine does not call it when `rotate` or `resize` changes
    /// the scene: its rotation reaches the controllers (`viewWillTransition(to:with:)`) only.
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
    /// `windowScene(_:performActionFor:completionHandler:)` and its `async` form: a Home Screen
    /// quick action was chosen. Optional in UIKit, so empty (false) by default here; [?] never
    /// called: the model has no Home Screen.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem) async
        -> Bool
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)`: the user accepted a CloudKit share.
    /// Optional in UIKit, so empty by default here; [?] never called: no CloudKit (`CKShare`).
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}

extension UIWindowSceneDelegate {
    /// `window` for a delegate that does not declare it: none, and setting it keeps nothing, as
    /// an unimplemented optional property.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
    ) async -> Bool { false }
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {}
}

/// `UISceneSizeRestrictions` (UIWindowScene.h, iOS 13): the smallest and largest size a
/// resizable scene may take; kept (no scene of the model's is resizable by the app).
open class UISceneSizeRestrictions: NSObject {
    /// `minimumSize`, `maximumSize`, `allowsFullScreen` (iOS 16): kept.
    open var minimumSize = CGSize.zero
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    open var allowsFullScreen = true
}

/// `UISceneWindowingBehaviors` (UIWindowScene.h, iOS 16): whether a Mac window can be closed
/// and minimised; kept, both true by default [?].
open class UISceneWindowingBehaviors: NSObject {
    /// `isClosable`, `isMiniaturizable`.
    open var isClosable = true
    open var isMiniaturizable = true
}

// `UIWindow.Level`'s arithmetic, as UIKit's overlay declares it (so `.alert + 1` is written);
// here, in the module apps import, so that they find it (as `UILayoutPriority`'s).
extension Window.Level {
    /// `+(_:_:)`, `-(_:_:)` with a number: the level that much higher or lower.
    public static func + (lhs: Window.Level, rhs: CGFloat) -> Window.Level { Window.Level(lhs.rawValue + rhs) }
    public static func - (lhs: Window.Level, rhs: CGFloat) -> Window.Level { Window.Level(lhs.rawValue - rhs) }
}
