// The values of UIKit's traits (UIInterface.h, UIDevice.h, UITraitCollection.h and their
// neighbours), declared here because `TraitCollection`'s class body takes them: an app reads and
// overrides a trait collection's properties, so they are open members of the class itself.
// Raw values are the headers'. ProsceniumUIKit gives each its UIKit name.

/// `UIUserInterfaceIdiom` (UIDevice.h).
public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone, pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// `UITraitEnvironmentLayoutDirection` (UIInterface.h): the reading direction a trait collection
/// lays out in.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}

/// `UIContentSizeCategory` (UIApplication.h): the user's preferred text size (Dynamic Type), by
/// UIKit's names.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The five accessibility sizes (UIContentSizeCategory.h, iOS 7), above the seven standard
    /// ones: what the Larger Accessibility Sizes setting adds.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Smallest to largest, as `UIContentSizeCategoryCompareToCategory` orders them. [?] Where
    /// `unspecified` falls is not documented: here below every size, as an unknown category is.
    private static let ordered: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    private var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// `isAccessibilityCategory` (iOS 11, UIKit's overlay over
    /// `UIContentSizeCategoryIsAccessibilityCategory`): one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// `<`, `<=`, `>`, `>=` (iOS 11, UIKit's overlay over `UIContentSizeCategoryCompareToCategory`):
    /// by size, so `category >= .accessibilityMedium` reads as on iOS.
    public static func < (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool { left.rank < right.rank }
    public static func <= (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool { left.rank <= right.rank }
    public static func > (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool { left.rank > right.rank }
    public static func >= (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool { left.rank >= right.rank }
}

/// `UILegibilityWeight` (UIInterface.h): whether the Bold Text accessibility setting asks for
/// heavier type.
public enum LegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular, bold
}

/// `UIUserInterfaceLevel` (UIInterface.h, iOS 13): base content, or content elevated above it.
public enum UserInterfaceLevel: Int, @unchecked Sendable {
    case unspecified = -1
    case base, elevated
}

/// `UIUserInterfaceActiveAppearance` (UIInterface.h, iOS 14): whether the scene is in the
/// foreground (Mac).
public enum UserInterfaceActiveAppearance: Int, @unchecked Sendable {
    case unspecified = -1
    case inactive, active
}

/// `UIForceTouchCapability` (UITraitCollection.h, iOS 9).
public enum ForceTouchCapability: Int, @unchecked Sendable {
    case unknown, unavailable, available
}

/// `UIDisplayGamut` (UIInterface.h, iOS 10).
public enum DisplayGamut: Int, @unchecked Sendable {
    case unspecified = -1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case SRGB
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case P3
}

/// `UIAccessibilityContrast` (UIInterface.h, iOS 13): the Increase Contrast setting.
public enum AccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal, high
}

/// `UIListEnvironment` (iOS 18): the style of list a view is inside.
public enum ListEnvironment: Int, @unchecked Sendable {
    case unspecified, none, plain, grouped, insetGrouped, sidebar, sidebarPlain
}

/// `UISceneCaptureState` (UIScene.h, iOS 17): whether the scene's content is being captured
/// (recorded, mirrored); the model's never is.
public enum SceneCaptureState: Int, @unchecked Sendable {
    case unspecified = -1
    case inactive, active
}

/// `UIImage.DynamicRange` (UIImage.h, iOS 17): the range of brightness an image is shown in.
public enum ImageDynamicRange: Int, @unchecked Sendable {
    case unspecified = -1
    case standard, constrainedHigh, high
}
