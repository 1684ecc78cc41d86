/// The parts of `UIView` presentation code sets and reads that the engine does not draw: kept per
/// view, so each reads back what was set. Where the model cannot show the thing, the first use
/// says so once in a note line (`Engine.noteOnce`).
extension View {
    /// A value kept for the view under `key`, or `fallback`.
    func extra<T>(_ key: String, _ fallback: T) -> T { uikitExtras[key] as? T ?? fallback }

    /// Accessibility properties: kept for code that sets them; the model has no accessibility tree.
    public var accessibilityIdentifier: String? {
        get { extra("accessibilityIdentifier", String?.none) }
        set { uikitExtras["accessibilityIdentifier"] = newValue }
    }
    public var accessibilityLabel: String? {
        get { extra("accessibilityLabel", String?.none) }
        set { uikitExtras["accessibilityLabel"] = newValue }
    }
    public var accessibilityHint: String? {
        get { extra("accessibilityHint", String?.none) }
        set { uikitExtras["accessibilityHint"] = newValue }
    }
    public var isAccessibilityElement: Bool {
        get { extra("isAccessibilityElement", false) }
        set { uikitExtras["isAccessibilityElement"] = newValue }
    }
    public var accessibilityViewIsModal: Bool {
        get { extra("accessibilityViewIsModal", false) }
        set { uikitExtras["accessibilityViewIsModal"] = newValue }
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { extra("accessibilityTraits", UIAccessibilityTraits()) }
        set { uikitExtras["accessibilityTraits"] = newValue }
    }

}

/// `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// UIAccessibilityConstants.h's traits. The header declares them as constants without
    /// values; these are the bits a device's constants hold [?].
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

/// `UIAccessibility`: no assistive technology runs in the model.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    /// `isBoldTextEnabled`: the Bold Text setting is off, as on a device out of the box; so are
    /// the other display settings.
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// `UIAccessibility.Notification`.
    public struct Notification: Sendable {
        public let rawValue: UInt32
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }
    /// `post(notification:argument:)`: nothing listens.
    public static func post(notification: Notification, argument: Any?) {}
}
