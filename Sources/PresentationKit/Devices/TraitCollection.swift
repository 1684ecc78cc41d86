/// Every trait a collection holds, each unspecified until set (UITraitCollection.h: a trait a
/// collection was not made with reads its unspecified value).
package struct TraitValues: Equatable, Sendable {
    package var userInterfaceIdiom = UserInterfaceIdiom.unspecified
    package var userInterfaceStyle = UserInterfaceStyle.unspecified
    package var layoutDirection = TraitEnvironmentLayoutDirection.unspecified
    package var displayScale: Double = 0
    package var horizontalSizeClass = SizeClass.unspecified
    package var verticalSizeClass = SizeClass.unspecified
    package var forceTouchCapability = ForceTouchCapability.unknown
    package var preferredContentSizeCategory = ContentSizeCategory.unspecified
    package var displayGamut = DisplayGamut.unspecified
    package var accessibilityContrast = AccessibilityContrast.unspecified
    package var userInterfaceLevel = UserInterfaceLevel.unspecified
    package var legibilityWeight = LegibilityWeight.unspecified
    package var activeAppearance = UserInterfaceActiveAppearance.unspecified
    package var imageDynamicRange = ImageDynamicRange.unspecified
    package var sceneCaptureState = SceneCaptureState.unspecified
    package var listEnvironment = ListEnvironment.unspecified
    /// The typesetting language's identifier (`Locale.Language` is ProsceniumUIKit's), nil
    /// when unspecified.
    package var typesettingLanguage: String?
    package init() {}

    /// These values with every trait `other` specifies taken from it (`init(traitsFrom:)`: later
    /// collections win where they say something).
    package func merging(_ other: TraitValues) -> TraitValues {
        let none = TraitValues()
        var merged = self
        func take<T: Equatable>(_ path: WritableKeyPath<TraitValues, T>) {
            if other[keyPath: path] != none[keyPath: path] { merged[keyPath: path] = other[keyPath: path] }
        }
        take(\.userInterfaceIdiom)
        take(\.userInterfaceStyle)
        take(\.layoutDirection)
        take(\.displayScale)
        take(\.horizontalSizeClass)
        take(\.verticalSizeClass)
        take(\.forceTouchCapability)
        take(\.preferredContentSizeCategory)
        take(\.displayGamut)
        take(\.accessibilityContrast)
        take(\.userInterfaceLevel)
        take(\.legibilityWeight)
        take(\.activeAppearance)
        take(\.imageDynamicRange)
        take(\.sceneCaptureState)
        take(\.listEnvironment)
        take(\.typesettingLanguage)
        return merged
    }

    /// Whether every trait `other` specifies has the same value here (`containsTraits(in:)`).
    package func contains(_ other: TraitValues) -> Bool { merging(other) == self }
}

/// `UITraitCollection` (UITraitCollection.h): an immutable set of traits. A collection made by
/// one of the one-trait initialisers specifies that trait only; the collections the model hands
/// out (a window's, a view's, a controller's) specify every trait, from the running device
/// where the model has it (size classes, idiom, display scale) and the model's fixed settings
/// for the rest (light appearance, left-to-right, the default text size).
open class TraitCollection: NSObject, @unchecked Sendable {
    /// The traits, set only while a collection is being made.
    package private(set) var values = TraitValues()

    /// `init()`: a collection that specifies no trait.
    public override init() { super.init() }
    /// `init?(coder:)`: required, as UIKit's (a collection is `NSSecureCoding`); the model
    /// archives nothing, so there is nothing to decode [?].
    public required init?(coder: Coder) { super.init() }
    /// `encode(with:)` (NSCoding): nothing is written, as `init?(coder:)` reads nothing back.
    open func encode(with coder: Coder) {}
    /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's collections.
    open class var supportsSecureCoding: Bool { true }

    /// `init(mutations:)` (iOS 17): a collection of the traits the mutations set, every other
    /// trait unspecified (UIKit.swiftinterface; Apple's documentation of the initialiser).
    public convenience init(mutations: TraitMutations) {
        var traits: any UIMutableTraits = TraitValuesMutator(values: TraitValues())
        mutations(&traits)
        self.init(values: (traits as? TraitValuesMutator)?.values ?? TraitValues())
    }

    /// `init(typesettingLanguage:)` (iOS 17): a collection specifying that language alone.
    public convenience init(typesettingLanguage: Locale.Language?) {
        var values = TraitValues()
        values.typesettingLanguage = typesettingLanguage?.identifier
        self.init(values: values)
    }

    /// `imageConfiguration` (iOS 13, UITraitCollection.h): an image configuration of this
    /// collection's traits, what image lookups are made with.
    open var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }

    /// A collection of exactly these values.
    package convenience init(values: TraitValues) {
        self.init()
        self.values = values
    }

    /// The model's collection for a window of these size classes on `device` (else the running
    /// engine's, else a phone): every trait specified. Idiom and display scale are the device's
    /// (`Device.isPad`, `Device.scale`); the rest are the model's fixed settings: light
    /// appearance, left to right, the large (default) text size, a P3 gamut (every modelled
    /// device has a wide-colour display in Apple's specifications), normal contrast, the base
    /// level, regular legibility, no 3D Touch (none of the modelled devices has it), an active
    /// foreground appearance [?], an uncaptured scene and no list around it.
    public convenience init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, device: Device? = nil) {
        let device = device ?? Engine.running?.window.device
        var values = TraitValues()
        values.horizontalSizeClass = horizontalSizeClass
        values.verticalSizeClass = verticalSizeClass
        values.userInterfaceIdiom = device?.isPad == true ? .pad : .phone
        values.displayScale = device?.scale ?? 2
        values.userInterfaceStyle = .light
        values.layoutDirection = .leftToRight
        values.preferredContentSizeCategory = .large
        values.displayGamut = .P3
        values.accessibilityContrast = .normal
        values.userInterfaceLevel = .base
        values.legibilityWeight = .regular
        values.forceTouchCapability = .unavailable
        values.activeAppearance = .active
        values.sceneCaptureState = .inactive
        values.listEnvironment = .none
        self.init(values: values)
    }

    /// `init(traitsFrom:)`: the collections' traits together, a later collection's specified
    /// traits winning over an earlier one's (UITraitCollection.h).
    public convenience init(traitsFrom traitCollections: [TraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.merging($1.values) })
    }

    /// The one-trait initialisers (`init(userInterfaceIdiom:)` and its siblings,
    /// UITraitCollection.h): a collection specifying that trait alone.
    public convenience init(userInterfaceIdiom idiom: UserInterfaceIdiom) {
        self.init(setting: \.userInterfaceIdiom, to: idiom)
    }
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(setting: \.userInterfaceStyle, to: userInterfaceStyle)
    }
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(setting: \.layoutDirection, to: layoutDirection)
    }
    public convenience init(displayScale scale: Double) { self.init(setting: \.displayScale, to: scale) }
    public convenience init(horizontalSizeClass: SizeClass) {
        self.init(setting: \.horizontalSizeClass, to: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: SizeClass) {
        self.init(setting: \.verticalSizeClass, to: verticalSizeClass)
    }
    public convenience init(forceTouchCapability capability: ForceTouchCapability) {
        self.init(setting: \.forceTouchCapability, to: capability)
    }
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(setting: \.preferredContentSizeCategory, to: preferredContentSizeCategory)
    }
    public convenience init(displayGamut: DisplayGamut) { self.init(setting: \.displayGamut, to: displayGamut) }
    public convenience init(accessibilityContrast: AccessibilityContrast) {
        self.init(setting: \.accessibilityContrast, to: accessibilityContrast)
    }
    public convenience init(userInterfaceLevel: UserInterfaceLevel) {
        self.init(setting: \.userInterfaceLevel, to: userInterfaceLevel)
    }
    public convenience init(legibilityWeight: LegibilityWeight) {
        self.init(setting: \.legibilityWeight, to: legibilityWeight)
    }
    public convenience init(activeAppearance: UserInterfaceActiveAppearance) {
        self.init(setting: \.activeAppearance, to: activeAppearance)
    }
    public convenience init(imageDynamicRange: ImageDynamicRange) {
        self.init(setting: \.imageDynamicRange, to: imageDynamicRange)
    }

    private convenience init<T>(setting path: WritableKeyPath<TraitValues, T>, to value: T) {
        var values = TraitValues()
        values[keyPath: path] = value
        self.init(values: values)
    }

    /// The traits (UITraitCollection.h), each as the collection was made with it.
    open var userInterfaceIdiom: UserInterfaceIdiom { values.userInterfaceIdiom }
    open var layoutDirection: TraitEnvironmentLayoutDirection { values.layoutDirection }
    open var horizontalSizeClass: SizeClass { values.horizontalSizeClass }
    open var verticalSizeClass: SizeClass { values.verticalSizeClass }
    open var forceTouchCapability: ForceTouchCapability { values.forceTouchCapability }
    open var preferredContentSizeCategory: ContentSizeCategory { values.preferredContentSizeCategory }
    open var displayGamut: DisplayGamut { values.displayGamut }
    open var accessibilityContrast: AccessibilityContrast { values.accessibilityContrast }
    open var userInterfaceLevel: UserInterfaceLevel { values.userInterfaceLevel }
    open var legibilityWeight: LegibilityWeight { values.legibilityWeight }
    open var activeAppearance: UserInterfaceActiveAppearance { values.activeAppearance }
    open var imageDynamicRange: ImageDynamicRange { values.imageDynamicRange }
    open var sceneCaptureState: SceneCaptureState { values.sceneCaptureState }
    open var listEnvironment: ListEnvironment { values.listEnvironment }
    /// `userInterfaceStyle`: light in every window of the model (it draws in light appearance),
    /// unspecified in a collection made without it.
    open var userInterfaceStyle: UserInterfaceStyle { values.userInterfaceStyle }
    /// `displayScale`: the device's scale in a window's collection, 0 when unspecified.
    open var displayScale: Double { values.displayScale }

    /// `hasDifferentColorAppearance(comparedTo:)`: whether a dynamic colour could resolve
    /// differently under the other collection (UITraitCollection.h). UIKit's colours resolve by
    /// the interface style, the contrast, the level and the gamut, so those are compared; a
    /// missing collection counts as different [?].
    open func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        guard let other = traitCollection?.values else { return true }
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel || values.displayGamut != other.displayGamut
    }

    /// `containsTraits(in:)`: whether every trait `trait` specifies has the same value here; a
    /// nil collection is contained (UITraitCollection.h).
    open func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// `current` (iOS 13): the collection colours and images resolve with; the running window's
    /// unless code set one (or `performAsCurrent(_:)` is running).
    open class var current: TraitCollection {
        get {
            currentOverride ?? Engine.running?.window.traitCollection
                ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        }
        set { currentOverride = newValue }
    }
    nonisolated(unsafe) private static var currentOverride: TraitCollection?

    /// `performAsCurrent(_:)` (iOS 13): runs `actions` with this collection as `current`, then
    /// puts back the one before.
    open func performAsCurrent(_ actions: () -> Void) {
        let before = Self.currentOverride
        Self.currentOverride = self
        defer { Self.currentOverride = before }
        actions()
    }

    /// Equal when every trait is (`isEqual(_:)`, `hash`, as NSObject's pair).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TraitCollection else { return false }
        return other.values == values
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.horizontalSizeClass)
        hasher.combine(values.verticalSizeClass)
        hasher.combine(values.userInterfaceIdiom)
        hasher.combine(values.displayScale)
        return hasher.finalize()
    }

    /// The size classes as the trace writes them: `wC hR`.
    open override var description: String { "w\(horizontalSizeClass.letter) h\(verticalSizeClass.letter)" }
}
