/// `UIFont`, as a label's size needs it: a point size, a weight and, for Dynamic Type, the text
/// style it came from. Widths and line heights come from `TextMetrics`, the same for every face
/// ([?] Linux has no font metrics: see `TextMetrics`). An `NSObject` subclass whose members are
/// `open` as UIKit declares them; two fonts are equal when their name, size and weight are (as
/// `isEqual(_:)` compares font descriptors in UIKit).
open class UIFont: NSObject, @unchecked Sendable {
    private let size: CGFloat
    /// The weight it was asked with (`systemFont(ofSize:weight:)`); the model draws all alike.
    package let weight: Weight
    private let name: String
    /// The descriptor's attributes beyond name and size (`UIFont(descriptor:size:)`), kept.
    private var extraAttributes: [UIFontDescriptor.AttributeName: Any] = [:]

    package init(pointSize: CGFloat, weight: Weight = .regular, fontName: String = ".SFUI-Regular") {
        size = pointSize
        self.weight = weight
        name = fontName
        super.init()
    }

    /// `init()` (NSObject's, designated in UIFont's interface): the system font at the system
    /// size [?] (Objective-C's `[[UIFont alloc] init]` is not documented).
    public override init() {
        size = UIFont.systemFontSize
        weight = .regular
        name = ".SFUI-Regular"
        super.init()
    }

    /// `init?(coder:)`: nothing is decoded.
    public required init?(coder: NSCoder) { return nil }

    /// `UIFont(name:size:)`: any name is accepted, at the size asked.
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size, fontName: name) }

    /// `UIFont(descriptor:size:)`: the descriptor's face at `size`, or at the descriptor's own
    /// size when `size` is 0 (Apple's reference: "Specify 0.0 to use the font size from the
    /// descriptor").
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let given = descriptor.pointSize
        let weight = (descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any])?[.weight] as? CGFloat
        self.init(
            pointSize: pointSize > 0 ? pointSize : (given > 0 ? given : UIFont.systemFontSize),
            weight: weight.map { Weight(rawValue: $0) } ?? .regular,
            fontName: descriptor.postscriptName.isEmpty ? ".SFUI-Regular" : descriptor.postscriptName)
        extraAttributes = descriptor.fontAttributes
    }

    /// `pointSize`, `fontName`.
    open var pointSize: CGFloat { size }
    open var fontName: String { name }
    /// `familyName`: the system font's family, or the name asked for.
    open var familyName: String { name.hasPrefix(".SF") ? "System Font" : name }

    /// `lineHeight`.
    open var lineHeight: CGFloat { TextMetrics.lineHeight(pointSize: pointSize) }

    // A font's vertical metrics as fractions of its size: SF Pro's, as the system font's (the
    // font's own tables; not published per size by Apple) [?]. The line height stays the model's
    // (`TextMetrics`), so `ascender - descender` need not equal it.
    /// `ascender`.
    open var ascender: CGFloat { pointSize * 0.952 }
    /// `descender`: below the baseline, so negative.
    open var descender: CGFloat { -pointSize * 0.241 }
    /// `capHeight`.
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// `xHeight`.
    open var xHeight: CGFloat { pointSize * 0.527 }
    /// `leading`: the system font adds none.
    open var leading: CGFloat { 0 }

    /// `fontDescriptor`: this font's name, size, weight and any attributes it was made with.
    open var fontDescriptor: UIFontDescriptor {
        var attributes = extraAttributes
        attributes[.name] = name
        attributes[.size] = size
        var traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        traits[.weight] = weight.rawValue
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `withSize(_:)`.
    open func withSize(_ size: CGFloat) -> UIFont {
        let made = UIFont(pointSize: size, weight: weight, fontName: name)
        made.extraAttributes = extraAttributes
        return made
    }

    /// `systemFont(ofSize:)`.
    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

    /// `systemFont(ofSize:weight:)`, `systemFont(ofSize:weight:width:)` (iOS 16; the width is
    /// kept in the descriptor's traits, not drawn).
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    open class func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> UIFont {
        let made = UIFont(pointSize: size, weight: weight)
        made.extraAttributes[.traits] = [UIFontDescriptor.TraitKey.width: width.rawValue]
        return made
    }

    /// `boldSystemFont(ofSize:)`.
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// `monospacedDigitSystemFont(ofSize:weight:)`, `monospacedSystemFont(ofSize:weight:)`: the
    /// system font at that size and weight; the model measures every face alike [?].
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, fontName: ".SFMono-Regular")
    }

    /// `familyNames`, `fontNames(forFamilyName:)`: the model knows only the system font.
    open class var familyNames: [String] { ["System Font"] }
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == "System Font" ? [".SFUI-Regular"] : []
    }

    /// `italicSystemFont(ofSize:)`.
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

    /// `preferredFont(forTextStyle:)` at the default content size category ("Large"), with the
    /// sizes of Apple's Human Interface Guidelines' Dynamic Type table: large title 34, title 1
    /// 28, title 2 22, title 3 20, headline 17 (semibold), body 17, callout 16, subheadline 15,
    /// footnote 13, caption 1 12, caption 2 11. `compatibleWith:` gives the same: the model's
    /// content size category is the default one.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }
    open class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        preferredFont(forTextStyle: style)
    }

    // The standard sizes iOS reports (printed on devices and widely quoted; Apple's reference
    // gives no figures) [?].
    /// `UIFont.systemFontSize`: 14.
    open class var systemFontSize: CGFloat { 14 }
    /// `UIFont.smallSystemFontSize`: 12.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// `UIFont.labelFontSize`: 17.
    open class var labelFontSize: CGFloat { 17 }
    /// `UIFont.buttonFontSize`: 18.
    open class var buttonFontSize: CGFloat { 18 }

    /// Equal when name, size and weight are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.name == name && other.size == size && other.weight == weight
    }
    open override var hash: Int { name.hashValue ^ size.hashValue }

    /// `UIFont.TextStyle`: a Dynamic Type style by its raw name; the sizes are the defaults of
    /// the table above (a name the model does not know is body-sized [?]).
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        var defaultSize: CGFloat { Self.sizes[rawValue] ?? 17 }
        private static let sizes: [String: CGFloat] = [
            "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
            // visionOS's extra large titles, declared for iOS 17 too; their sizes there [?].
            "UICTFontTextStyleExtraLargeTitle": 36, "UICTFontTextStyleExtraLargeTitle2": 28,
        ]
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")
        /// `metrics` (iOS 17): the style's font metrics.
        public var metrics: UIFontMetrics { UIFontMetrics(forTextStyle: self) }
    }

    /// `UIFont.Width` (iOS 16): kept in a font's traits, not drawn.
    public struct Width: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// `UIFont.Weight`: kept, not drawn; ordered and offset as UIKit's Swift overlay allows.
    public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
        public static func + (lhs: Weight, rhs: CGFloat) -> Weight { Weight(lhs.rawValue + rhs) }
        public static func - (lhs: Weight, rhs: CGFloat) -> Weight { Weight(lhs.rawValue - rhs) }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func > (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue > rhs.rawValue }

        /// `symbolWeight()` (UIKit's Swift overlay, iOS 17): the symbol weight of the same name;
        /// a weight between two named ones takes the nearer [?].
        public func symbolWeight() -> UIImage.SymbolWeight {
            let named: [(Weight, UIImage.SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
        }
    }
}

/// `NSCopying`: a font does not change once made, so it is its own copy, as UIKit's is [?].
/// `NSSecureCoding`: nothing is archived here, so `encode(with:)` writes nothing and
/// `init?(coder:)` makes no font.
extension UIFont: NSCopying, NSSecureCoding {
    public func copy(with zone: NSZone? = nil) -> Any { self }
    public func encode(with coder: NSCoder) {}
    public static var supportsSecureCoding: Bool { true }
}
