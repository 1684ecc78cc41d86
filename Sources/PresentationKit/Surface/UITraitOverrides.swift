// iOS 17's mutable traits: `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and the
// `traitOverrides` of views, controllers, presentation controllers and window scenes.
// A collection made by mutations carries the system traits they set. [?] The overrides are kept
// and read back, and the model's traits do not follow them: their first use in a session says so
// once.

/// `UIMutableTraits` (iOS 17): traits that can be set, by property or by trait type.
public protocol UIMutableTraits {
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var forceTouchCapability: UIForceTouchCapability { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var displayGamut: UIDisplayGamut { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    var imageDynamicRange: UIImage.DynamicRange { get set }
    var sceneCaptureState: UISceneCaptureState { get set }
    var listEnvironment: UIListEnvironment { get set }
    var typesettingLanguage: Locale.Language? { get set }
}

/// `UITraitOverrides` (iOS 17): the traits set on an object, each until removed. Unset traits
/// read their trait's default value.
public struct UITraitOverrides: UIMutableTraits {
    private var values: [String: Any] = [:]
    init() {}

    /// `contains(_:)`, `remove(_:)`.
    public func contains(_ trait: UITrait) -> Bool { values[trait.identifier] != nil }
    public mutating func remove(_ trait: UITrait) { values[trait.identifier] = nil }

    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values[trait.identifier] as? T.Value ?? trait.defaultValue }
        set {
            Engine.running?.noteOnce("traitOverrides: kept; the model's trait collections do not follow them")
            values[trait.identifier] = newValue
        }
    }

    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] }
        set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] }
        set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var imageDynamicRange: UIImage.DynamicRange {
        get { self[UITraitImageDynamicRange.self] }
        set { self[UITraitImageDynamicRange.self] = newValue }
    }
    public var sceneCaptureState: UISceneCaptureState {
        get { self[UITraitSceneCaptureState.self] }
        set { self[UITraitSceneCaptureState.self] = newValue }
    }
    public var listEnvironment: UIListEnvironment {
        get { self[UITraitListEnvironment.self] }
        set { self[UITraitListEnvironment.self] = newValue }
    }
    public var typesettingLanguage: Locale.Language? {
        get { self[UITraitTypesettingLanguage.self] }
        set { self[UITraitTypesettingLanguage.self] = newValue }
    }
}

extension TraitCollection {
    /// `UITraitCollection.TraitMutations`.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// `modifyingTraits(_:)` (iOS 17): a copy of this collection with the mutations' traits.
    public func modifyingTraits(_ mutations: TraitMutations) -> TraitCollection {
        var traits: any UIMutableTraits = TraitValuesMutator(values: values)
        mutations(&traits)
        return TraitCollection(values: (traits as? TraitValuesMutator)?.values ?? values)
    }

    /// `typesettingLanguage` (iOS 17): the language text is set in, nil where unspecified (the
    /// model's own collections specify none [?]).
    public var typesettingLanguage: Locale.Language? {
        values.typesettingLanguage.map(Locale.Language.init(identifier:))
    }

    /// `subscript(_:)` (iOS 17): the value of a trait named by its type (a custom trait's
    /// default: the model's collections carry the system traits only [?]).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        TraitValuesMutator(values: values)[trait]
    }

    /// `changedTraits(from:)` (iOS 17): the system traits whose values differ from `previous`'s
    /// (all of them when there is none).
    public func changedTraits(from previous: TraitCollection?) -> [UITrait] {
        let mine = TraitValuesMutator(values: values)
        let theirs = TraitValuesMutator(values: previous?.values ?? TraitValues())
        return TraitValuesMutator.systemTraits.filter { mine.differs(from: theirs, in: $0) }
    }

    /// `systemTraitsAffectingColorAppearance`, `systemTraitsAffectingImageLookup` (iOS 17): the
    /// system traits whose `affectsColorAppearance` is true, and those an asset lookup reads
    /// (Apple's documentation lists the idiom, scale, style, size classes, gamut, contrast,
    /// level, legibility weight, direction and dynamic range [?]).
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        TraitValuesMutator.systemTraits.filter { $0.affectsColorAppearance }
    }
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitUserInterfaceStyle.self,
            UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitDisplayGamut.self,
            UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
            UITraitLayoutDirection.self, UITraitImageDynamicRange.self,
        ]
    }
}

/// The traits `init(mutations:)` and `modifyingTraits(_:)` hand their closure: a collection's
/// values, each read and set by property or by trait type.
struct TraitValuesMutator: UIMutableTraits {
    var values: TraitValues

    /// The system traits, in UITraitCollection.h's order.
    static var systemTraits: [UITrait] {
        [
            UITraitUserInterfaceIdiom.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
            UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
            UITraitForceTouchCapability.self, UITraitPreferredContentSizeCategory.self, UITraitDisplayGamut.self,
            UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self, UITraitLegibilityWeight.self,
            UITraitActiveAppearance.self, UITraitImageDynamicRange.self, UITraitSceneCaptureState.self,
            UITraitListEnvironment.self, UITraitTypesettingLanguage.self,
        ]
    }

    /// The stored value of a system trait by its identifier, nil for a custom trait.
    private func value(of identifier: String) -> Any? {
        switch identifier {
        case UITraitUserInterfaceIdiom.identifier: values.userInterfaceIdiom
        case UITraitUserInterfaceStyle.identifier: values.userInterfaceStyle
        case UITraitLayoutDirection.identifier: values.layoutDirection
        case UITraitDisplayScale.identifier: values.displayScale
        case UITraitHorizontalSizeClass.identifier: values.horizontalSizeClass
        case UITraitVerticalSizeClass.identifier: values.verticalSizeClass
        case UITraitForceTouchCapability.identifier: values.forceTouchCapability
        case UITraitPreferredContentSizeCategory.identifier: values.preferredContentSizeCategory
        case UITraitDisplayGamut.identifier: values.displayGamut
        case UITraitAccessibilityContrast.identifier: values.accessibilityContrast
        case UITraitUserInterfaceLevel.identifier: values.userInterfaceLevel
        case UITraitLegibilityWeight.identifier: values.legibilityWeight
        case UITraitActiveAppearance.identifier: values.activeAppearance
        case UITraitImageDynamicRange.identifier: values.imageDynamicRange
        case UITraitSceneCaptureState.identifier: values.sceneCaptureState
        case UITraitListEnvironment.identifier: values.listEnvironment
        case UITraitTypesettingLanguage.identifier: values.typesettingLanguage.map(Locale.Language.init(identifier:))
        default: nil
        }
    }

    private mutating func set(_ identifier: String, to value: Any) {
        func put<T>(_ path: WritableKeyPath<TraitValues, T>) {
            if let value = value as? T { values[keyPath: path] = value }
        }
        switch identifier {
        case UITraitUserInterfaceIdiom.identifier: put(\.userInterfaceIdiom)
        case UITraitUserInterfaceStyle.identifier: put(\.userInterfaceStyle)
        case UITraitLayoutDirection.identifier: put(\.layoutDirection)
        case UITraitDisplayScale.identifier: put(\.displayScale)
        case UITraitHorizontalSizeClass.identifier: put(\.horizontalSizeClass)
        case UITraitVerticalSizeClass.identifier: put(\.verticalSizeClass)
        case UITraitForceTouchCapability.identifier: put(\.forceTouchCapability)
        case UITraitPreferredContentSizeCategory.identifier: put(\.preferredContentSizeCategory)
        case UITraitDisplayGamut.identifier: put(\.displayGamut)
        case UITraitAccessibilityContrast.identifier: put(\.accessibilityContrast)
        case UITraitUserInterfaceLevel.identifier: put(\.userInterfaceLevel)
        case UITraitLegibilityWeight.identifier: put(\.legibilityWeight)
        case UITraitActiveAppearance.identifier: put(\.activeAppearance)
        case UITraitImageDynamicRange.identifier: put(\.imageDynamicRange)
        case UITraitSceneCaptureState.identifier: put(\.sceneCaptureState)
        case UITraitListEnvironment.identifier: put(\.listEnvironment)
        case UITraitTypesettingLanguage.identifier:
            if let language = value as? Locale.Language? { values.typesettingLanguage = language?.identifier }
        default:
            Engine.running?.noteOnce("custom traits: the model's trait collections keep the system traits only")
        }
    }

    func differs(from other: TraitValuesMutator, in trait: UITrait) -> Bool {
        "\(value(of: trait.identifier) ?? "")" != "\(other.value(of: trait.identifier) ?? "")"
    }

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { value(of: trait.identifier) as? T.Value ?? trait.defaultValue }
        set { set(trait.identifier, to: newValue) }
    }

    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    var displayScale: CGFloat {
        get { values.displayScale }
        set { values.displayScale = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var forceTouchCapability: UIForceTouchCapability {
        get { values.forceTouchCapability }
        set { values.forceTouchCapability = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { values.displayGamut = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.activeAppearance }
        set { values.activeAppearance = newValue }
    }
    var imageDynamicRange: UIImage.DynamicRange {
        get { values.imageDynamicRange }
        set { values.imageDynamicRange = newValue }
    }
    var sceneCaptureState: UISceneCaptureState {
        get { values.sceneCaptureState }
        set { values.sceneCaptureState = newValue }
    }
    var listEnvironment: UIListEnvironment {
        get { values.listEnvironment }
        set { values.listEnvironment = newValue }
    }
    var typesettingLanguage: Locale.Language? {
        get { values.typesettingLanguage.map(Locale.Language.init(identifier:)) }
        set { values.typesettingLanguage = newValue?.identifier }
    }
}

extension View {
    /// `traitOverrides` (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { uikitExtras["traitOverrides"] as? UITraitOverrides ?? UITraitOverrides() }
        set { uikitExtras["traitOverrides"] = newValue }
    }
}

extension PresentationController {
    /// `traitOverrides` (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { uikitExtras["traitOverrides"] as? UITraitOverrides ?? UITraitOverrides() }
        set { uikitExtras["traitOverrides"] = newValue }
    }
}

/// A controller's overrides, boxed for `ViewController.uikitExtras` (which holds objects).
private final class TraitOverridesBox {
    var overrides = UITraitOverrides()
}

extension ViewController {
    /// `traitOverrides` (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { (uikitExtras["traitOverrides"] as? TraitOverridesBox)?.overrides ?? UITraitOverrides() }
        set {
            let box = uikitExtras["traitOverrides"] as? TraitOverridesBox ?? TraitOverridesBox()
            box.overrides = newValue
            uikitExtras["traitOverrides"] = box
        }
    }
}
