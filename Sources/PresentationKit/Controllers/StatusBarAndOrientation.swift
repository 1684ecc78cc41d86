/// `UIInterfaceOrientationMask`: what a controller's `supportedInterfaceOrientations` returns.
public struct InterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// `UIInterfaceOrientation`: which way up the interface is (UIApplication.h's raw values).
public enum InterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// How a status bar shows or hides, as `UIStatusBarAnimation` (UIApplication.h's raw values).
public enum StatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// `UIStatusBarStyle`: what a controller's `preferredStatusBarStyle` returns.
public enum StatusBarStyle: Int, Sendable {
    case `default`, lightContent
    case darkContent = 3
}
