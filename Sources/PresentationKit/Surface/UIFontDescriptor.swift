/// `UIFontDescriptor`: a font's attributes (family, name, size, traits, feature settings), from
/// which `UIFont(descriptor:size:)` makes a font. Kept as a dictionary, as UIKit keeps it; the
/// model measures every face alike, so traits, designs and features change no drawing.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }
    /// `UIFontDescriptor.TraitKey`.
    public struct TraitKey: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }
    /// `UIFontDescriptor.FeatureKey`: a feature setting's type and selector.
    public struct FeatureKey: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey("CTFeatureTypeIdentifier")
        public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
        public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
        public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
    }
    /// `UIFontDescriptor.SystemDesign` (iOS 13).
    public struct SystemDesign: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }
    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `fontAttributes`.
    public let fontAttributes: [AttributeName: Any]

    /// `init(fontAttributes:)`, `init(name:size:)`, `init()`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }
    public convenience override init() { self.init(fontAttributes: [:]) }
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }
    public required init?(coder: NSCoder) { return nil }

    /// `preferredFontDescriptor(withTextStyle:)`: the style's font's descriptor.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        var attributes = UIFont.preferredFont(forTextStyle: style).fontDescriptor.fontAttributes
        attributes[.textStyle] = style.rawValue
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `postscriptName`, `pointSize`, `symbolicTraits`, `matrix` (identity).
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }
    open var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? 0 }
    open var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: (traits[.symbolic] as? UInt32) ?? 0)
    }
    open var matrix: CGAffineTransform { .identity }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// `addingAttributes(_:)`: these attributes over this descriptor's.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }
    /// `withSize(_:)`, `withFamily(_:)`, `withFace(_:)`, `withMatrix(_:)`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    open func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { self }
    /// `withSymbolicTraits(_:)`: the traits kept (bold sets the weight to bold); never nil here,
    /// as the system font has every trait.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var changed = traits
        changed[.symbolic] = symbolicTraits.rawValue
        if symbolicTraits.contains(.traitBold) { changed[.weight] = UIFont.Weight.bold.rawValue }
        return addingAttributes([.traits: changed])
    }
    /// `withDesign(_:)` (iOS 13): kept; the system font has every design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        var changed = traits
        changed[TraitKey("NSCTFontUIFontDesignTrait")] = design.rawValue
        return addingAttributes([.traits: changed])
    }
    /// `object(forKey:)`.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }
}

// Core Text's feature types and selectors (SFNTLayoutTypes.h), the ones a font descriptor's
// feature settings name: numbers' spacing and case, and the stylistic alternatives.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kNumberSpacingType = 6
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kMonospacedNumbersSelector = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kProportionalNumbersSelector = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kNumberCaseType = 21
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kLowerCaseNumbersSelector = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kUpperCaseNumbersSelector = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kStylisticAlternativesType = 35
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kStylisticAltOneOnSelector = 2
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kStylisticAltTwoOnSelector = 4
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kStylisticAltSixOnSelector = 12
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCaseSensitiveLayoutType = 33
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kCaseSensitiveLayoutOnSelector = 0
