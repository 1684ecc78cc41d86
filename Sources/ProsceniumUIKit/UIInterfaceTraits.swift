import PresentationKit

// The trait values of UIInterface.h and the iOS 17 traits that carry them. Raw values are the
// header's. What the model's trait collection reports for each is said where it is read.

/// `UIUserInterfaceLevel` (iOS 13): base content, or content elevated above it.
public enum UIUserInterfaceLevel: Int, @unchecked Sendable {
    case unspecified = -1
    case base, elevated
}

/// `UIUserInterfaceActiveAppearance` (iOS 14): whether the scene is in the foreground (Mac).
public enum UIUserInterfaceActiveAppearance: Int, @unchecked Sendable {
    case unspecified = -1
    case inactive, active
}

/// `UIForceTouchCapability` (iOS 9, UITouch.h).
public enum UIForceTouchCapability: Int, @unchecked Sendable {
    case unknown, unavailable, available
}

/// `UIDisplayGamut` (iOS 10).
public enum UIDisplayGamut: Int, @unchecked Sendable {
    case unspecified = -1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case SRGB
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case P3
}

/// `UIAccessibilityContrast` (iOS 13): the Increase Contrast setting.
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal, high
}

/// `UIListEnvironment` (iOS 18): the style of list a view is inside.
public enum UIListEnvironment: Int, @unchecked Sendable {
    case unspecified, none, plain, grouped, insetGrouped, sidebar, sidebarPlain
}

extension TraitCollection {
    /// `accessibilityContrast`: `.normal`, Increase Contrast being off (as `legibilityWeight`
    /// reads Bold Text off).
    public var accessibilityContrast: UIAccessibilityContrast { .normal }
    /// `displayGamut`: `.P3`: every device the model has (iPhone SE, iPhone 15, the iPads) has a
    /// wide-colour (P3) display in Apple's technical specifications.
    public var displayGamut: UIDisplayGamut { .P3 }
    /// `forceTouchCapability`: `.unavailable`: none of the model's devices has 3D Touch (the
    /// iPhone SE of 2020 and later and the iPhone 15 have Haptic Touch, Apple's specifications).
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }
    /// `sceneCaptureState` (iOS 17): `.inactive`: nothing records or mirrors the model's screen.
    public var sceneCaptureState: UISceneCaptureState { .inactive }
}

/// `UITraitUserInterfaceLevel`.
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public typealias Value = UIUserInterfaceLevel
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}
/// `UITraitActiveAppearance`.
public struct UITraitActiveAppearance: UITraitDefinition {
    public typealias Value = UIUserInterfaceActiveAppearance
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    public static var affectsColorAppearance: Bool { true }
}
/// `UITraitForceTouchCapability`.
public struct UITraitForceTouchCapability: UITraitDefinition {
    public typealias Value = UIForceTouchCapability
    public static let defaultValue = UIForceTouchCapability.unknown
}
/// `UITraitDisplayGamut`.
public struct UITraitDisplayGamut: UITraitDefinition {
    public typealias Value = UIDisplayGamut
    public static let defaultValue = UIDisplayGamut.unspecified
    public static var affectsColorAppearance: Bool { true }
}
/// `UITraitAccessibilityContrast`.
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public typealias Value = UIAccessibilityContrast
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}
/// `UITraitLegibilityWeight`.
public struct UITraitLegibilityWeight: UITraitDefinition {
    public typealias Value = UILegibilityWeight
    public static let defaultValue = UILegibilityWeight.unspecified
}
/// `UITraitSceneCaptureState`.
public struct UITraitSceneCaptureState: UITraitDefinition {
    public typealias Value = UISceneCaptureState
    public static let defaultValue = UISceneCaptureState.unspecified
}
/// `UITraitListEnvironment`.
public struct UITraitListEnvironment: UITraitDefinition {
    public typealias Value = UIListEnvironment
    public static let defaultValue = UIListEnvironment.unspecified
}
