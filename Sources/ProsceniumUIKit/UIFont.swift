import PresentationKit

/// `UIFont`, as a label's size needs it: a point size, a weight and, for Dynamic Type, the text
/// style it came from. Widths and line heights come from `TextMetrics`, the same for every face
/// ([?] Linux has no font metrics: see `TextMetrics`).
public struct UIFont: Equatable, Sendable {
    /// `pointSize`.
    public let pointSize: CGFloat
    /// The weight it was asked with (`systemFont(ofSize:weight:)`); the model draws all alike.
    public let weight: Weight
    /// `fontName`: the face asked for by name, or the system font's.
    public let fontName: String

    init(pointSize: CGFloat, weight: Weight = .regular, fontName: String = ".SFUI-Regular") {
        self.pointSize = pointSize
        self.weight = weight
        self.fontName = fontName
    }

    /// `UIFont(name:size:)`: any name is accepted, at the size asked.
    public init?(name: String, size: CGFloat) { self.init(pointSize: size, fontName: name) }

    /// `lineHeight`.
    public var lineHeight: CGFloat { TextMetrics.lineHeight(pointSize: pointSize) }

    /// `withSize(_:)`.
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: weight, fontName: fontName) }

    /// `systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

    /// `systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }

    /// `boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// `monospacedDigitSystemFont(ofSize:weight:)`, `monospacedSystemFont(ofSize:weight:)`: the
    /// system font at that size and weight; the model measures every face alike [?].
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, fontName: ".SFMono-Regular")
    }

    /// `familyName`: the system font's family, or the name asked for.
    public var familyName: String { fontName.hasPrefix(".SF") ? "System Font" : fontName }
    /// `familyNames`, `fontNames(forFamilyName:)`: the model knows only the system font.
    public static var familyNames: [String] { ["System Font"] }
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        familyName == "System Font" ? [".SFUI-Regular"] : []
    }

    /// `italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

    /// `preferredFont(forTextStyle:)` at the default content size category ("Large"), with the
    /// sizes of Apple's Human Interface Guidelines' Dynamic Type table: large title 34, title 1
    /// 28, title 2 22, title 3 20, headline 17 (semibold), body 17, callout 16, subheadline 15,
    /// footnote 13, caption 1 12, caption 2 11.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        let defaultSize: CGFloat
        init(_ rawValue: String, _ size: CGFloat) {
            self.rawValue = rawValue
            defaultSize = size
        }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0", 34)
        public static let title1 = TextStyle("UICTFontTextStyleTitle1", 28)
        public static let title2 = TextStyle("UICTFontTextStyleTitle2", 22)
        public static let title3 = TextStyle("UICTFontTextStyleTitle3", 20)
        public static let headline = TextStyle("UICTFontTextStyleHeadline", 17)
        public static let body = TextStyle("UICTFontTextStyleBody", 17)
        public static let callout = TextStyle("UICTFontTextStyleCallout", 16)
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead", 15)
        public static let footnote = TextStyle("UICTFontTextStyleFootnote", 13)
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1", 12)
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2", 11)
    }

    /// `UIFont.Weight`: kept, not drawn.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }
}
