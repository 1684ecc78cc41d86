// The trait values of UIInterface.h and the iOS 17 traits that carry them. Raw values are the
// header's. What the model's trait collection reports for each is said where it is read.

/// `UIUserInterfaceLevel`, `UIUserInterfaceActiveAppearance`, `UIForceTouchCapability`,
/// `UIDisplayGamut`, `UIAccessibilityContrast`, `UIListEnvironment` (PresentationKit declares
/// them, as `UITraitCollection`'s class body takes them).
public typealias UIUserInterfaceLevel = UserInterfaceLevel
public typealias UIUserInterfaceActiveAppearance = UserInterfaceActiveAppearance
public typealias UIForceTouchCapability = ForceTouchCapability
public typealias UIDisplayGamut = DisplayGamut
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UIListEnvironment = ListEnvironment

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

/// `UITraitImageDynamicRange` (iOS 17).
public struct UITraitImageDynamicRange: UITraitDefinition {
    public typealias Value = UIImage.DynamicRange
    public static let defaultValue = UIImage.DynamicRange.unspecified
}

/// `UITraitTypesettingLanguage` (iOS 17): the language text is set in; none by default.
public struct UITraitTypesettingLanguage: UITraitDefinition {
    public typealias Value = Locale.Language?
    public static let defaultValue: Locale.Language? = nil
}

extension Locale {
    /// `Locale.Language` (Foundation, iOS 16): a language by its identifier (`en`, `zh-Hans`),
    /// kept as given; the model resolves no likely subtags [?].
    public struct Language: Hashable, Sendable {
        package let identifier: String
        /// `init(identifier:)`.
        public init(identifier: String) { self.identifier = identifier }
    }
}

/// `UITraitCollection` adopts `NSSecureCoding` (UITraitCollection.h); its requirements are in the
/// class body, where a subclass can override them.
extension TraitCollection: NSSecureCoding {}

extension TraitCollection: NSCopying {
    /// `copy(with:)` (`NSCopying`): the collection itself, as it never changes once made.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
