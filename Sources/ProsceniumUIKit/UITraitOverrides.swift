import PresentationKit

// iOS 17's mutable traits: `UITraitCollection(mutations:)`, `modifyingTraits(_:)` and the
// `traitOverrides` of views, controllers, presentation controllers and window scenes.
// [?] The model's trait collections carry the size classes only (what presentations adapt to),
// so a collection made by mutations keeps its size classes and reads the rest as before; the
// overrides are kept and read back, and the model's traits do not follow them: their first use
// in a session says so once.

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
    var sceneCaptureState: UISceneCaptureState { get set }
    var listEnvironment: UIListEnvironment { get set }
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
    public var sceneCaptureState: UISceneCaptureState {
        get { self[UITraitSceneCaptureState.self] }
        set { self[UITraitSceneCaptureState.self] = newValue }
    }
    public var listEnvironment: UIListEnvironment {
        get { self[UITraitListEnvironment.self] }
        set { self[UITraitListEnvironment.self] = newValue }
    }
}

extension TraitCollection {
    /// `UITraitCollection.TraitMutations`.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// `init(mutations:)` (iOS 17): a collection from the mutations' size classes (the window's
    /// where they set none).
    public init(mutations: TraitMutations) {
        self = Self.base.modifyingTraits(mutations)
    }

    /// `modifyingTraits(_:)` (iOS 17): this collection with the mutations' size classes.
    public func modifyingTraits(_ mutations: TraitMutations) -> TraitCollection {
        var traits: any UIMutableTraits = UITraitOverrides()
        traits.horizontalSizeClass = horizontalSizeClass
        traits.verticalSizeClass = verticalSizeClass
        mutations(&traits)
        return TraitCollection(
            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass)
    }

    /// The running window's traits, else a phone's upright.
    static var base: TraitCollection {
        Engine.running?.window.traitCollection
            ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
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
