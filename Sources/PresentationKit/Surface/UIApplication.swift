/// `UIApplication.shared`: the app around the engine whose code is running, with its one window.
public final class UIApplication: UIResponder, @unchecked Sendable {
    private override init() {}
    /// `UIApplication.shared`: one, made once and never changed (hence `@unchecked Sendable`).
    public static let shared = UIApplication()

    /// `windows`: the windows of the connected scene: the running engine's window (none outside
    /// an engine), then the app's own windows in that scene (`UIWindowScene.windows`).
    public var windows: [UIWindow] { UIWindowScene.model.windows }
    /// `keyWindow`: that window.
    public var keyWindow: UIWindow? { Engine.running?.window }
    /// `connectedScenes`: one window scene holding that window.
    public var connectedScenes: [UIScene] { [UIWindowScene.model] }
    /// `statusBarFrame`: the top of the screen down to the safe area (the model draws no
    /// status bar; the safe area's top is where it ends).
    public var statusBarFrame: CGRect {
        guard let window = Engine.running?.window else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.windowSafeAreaInsets.top)
    }
    /// `statusBarOrientation`: the running engine's orientation.
    public var statusBarOrientation: UIInterfaceOrientation {
        Engine.running?.window.orientation == .landscape ? .landscapeRight : .portrait
    }
    /// `sendAction(_:to:from:for:)`: sends the action to `target`, or with no target up the
    /// responder chain from the first responder (Apple's reference). The model has no first
    /// responder (no keyboard), so an untargeted action reaches no one and answers false, as
    /// UIKit does when "no responder object handled the message"; `resignFirstResponder` sent
    /// this way is the usual idiom for closing the keyboard, and there is none to close.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target as AnyObject? else { return false }
        action.send(target, sender)
        return true
    }

    /// `applicationState`: always active.
    public var applicationState: State { .active }
    /// `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }
    /// `userInterfaceLayoutDirection`: left to right, as the model lays out.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// `isIdleTimerDisabled`: nothing sleeps in the model.
    public var isIdleTimerDisabled: Bool {
        get { false }
        set {}
    }

    /// `UIApplication.value(forKeyPath:)`, as code reaching the shared application by key-value
    /// coding writes it (`#keyPath(UIApplication.shared)`, which the loader turns into the
    /// string): the shared application for that path, nil for any other.
    public static func value(forKeyPath path: String) -> Any? {
        path == "UIApplication.shared" || path == "shared" ? shared : nil
    }

    /// `UIApplication.didChangeStatusBarFrameNotification` and the other application
    /// notifications: the model posts none of them.
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let significantTimeChangeNotification = Notification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    /// The status bar's orientation and frame notifications, deprecated in iOS 13 (UIApplication.h:
    /// "Use viewWillTransitionToSize:withTransitionCoordinator: instead"): kept for code that still
    /// observes them; a rotation here posts none of them [?].
    public static let willChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarOrientationNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
        "UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name(
        "UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
        "UIApplicationProtectedDataDidBecomeAvailable")
    public static let userDidTakeScreenshotNotification = Notification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    /// The user-info keys of the status bar notifications above.
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation

/// `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle

/// `UIDevice.current`: the running engine's device, an iPhone or an iPad.
public final class UIDevice: Sendable {
    private init() {}
    /// `UIDevice.current`.
    public static let current = UIDevice()
    /// `userInterfaceIdiom`: a pad for the model's iPads, a phone otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        Engine.running?.window.device.model.hasPrefix("ipad") == true ? .pad : .phone
    }
    /// `orientation`.
    public var orientation: UIDeviceOrientation {
        Engine.running?.window.orientation == .landscape ? .landscapeLeft : .portrait
    }
    public var systemName: String { "iOS" }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
}

/// `UIUserInterfaceIdiom` (PresentationKit declares it, as `UITraitCollection`'s class body
/// takes it).
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom

/// `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIApplication {
    /// `beginIgnoringInteractionEvents()`, `endIgnoringInteractionEvents()` (deprecated in iOS 13,
    /// still in older transition code): counted; the model's `tap` and `pan` are the user's and
    /// are not refused by them [?].
    public func beginIgnoringInteractionEvents() { UIApplication.ignoring += 1 }
    public func endIgnoringInteractionEvents() { UIApplication.ignoring = max(0, UIApplication.ignoring - 1) }
    /// `isIgnoringInteractionEvents`.
    public var isIgnoringInteractionEvents: Bool { UIApplication.ignoring > 0 }
    nonisolated(unsafe) private static var ignoring = 0
}

/// `AVMakeRect(aspectRatio:insideRect:)` (AVFoundation, which image-zoom transitions use to find
/// where a picture sits in its view): the largest rectangle of that aspect ratio centred in `rect`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AVMakeRect(aspectRatio: CGSize, insideRect rect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: rect.center, size: .zero) }
    let scale = min(rect.width / aspectRatio.width, rect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
}
