import struct FoundationEssentials.AttributeContainer
import struct FoundationEssentials.AttributedString

/// `UIConfigurationColorTransformer` (iOS 14): a colour transformer a configuration applies
/// (kept; the model draws no configured colours).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// `grayscale`, `preferredTint`, `monochromeTint`: the colour as it is (the model has no
    /// tint resolution).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}

/// `UIConfigurationTextAttributesTransformer` (iOS 15): a transformer of a title's attributes
/// (kept, not applied).
public struct UIConfigurationTextAttributesTransformer: Sendable {
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// `UIBackgroundConfiguration` (iOS 14): a background's colour, corners and stroke, kept.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// `clear()`, `listCell()` (iOS 18's names; `listPlainCell()` before).
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
    /// `UIButton.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// `UIButton.Role` (iOS 14): how the button's action is meant (a Mac draws it by role).
    public enum Role: Int, @unchecked Sendable { case normal, primary, cancel, destructive }

    /// `UIButton.Configuration` (iOS 15): the button's look as a value, made from one of the
    /// system styles. The model shows a configured button's `title` in its title label and its
    /// `image`, and keeps the rest (colours, corners, sizes, insets) without drawing them: a
    /// configured button's first use in a session says so once.
    public struct Configuration: Hashable {
        /// `UIButton.Configuration.Size`.
        public enum Size: Equatable, Hashable, Sendable { case mini, small, medium, large }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Equatable, Hashable, Sendable { case automatic, leading, center, trailing }
        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Equatable, Hashable, Sendable { case fixed, dynamic, small, medium, large, capsule }
        /// `UIButton.Configuration.MacIdiomStyle`.
        public enum MacIdiomStyle: Equatable, Hashable, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }
        /// `UIButton.Configuration.Indicator`.
        public enum Indicator: Equatable, Hashable, Sendable { case automatic, none, popup }

        /// Which system style this was made from, for equality and the note.
        let style: String

        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var macIdiomStyle: MacIdiomStyle = .automatic
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var image: UIImage?
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        public var title: String?
        public var attributedTitle: AttributedString?
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var indicator: Indicator = .automatic
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        public var contentInsets: NSDirectionalEdgeInsets
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var automaticallyUpdateForSelection = true
        public var titleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var subtitleLineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var imageReservation: CGFloat = 0

        init(style: String) {
            self.style = style
            contentInsets = Self.defaultInsets
        }

        /// [?] The system styles' default content insets are not documented; 10 and 14 points
        /// stand in (a medium button's look in Interface Builder).
        static let defaultInsets = NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 14)

        /// The system styles.
        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// `updated(for:)`: the configuration for the button's current state (the model's
        /// configurations do not change with state).
        public func updated(for button: UIButton) -> Configuration { self }
        /// `setDefaultContentInsets()`.
        public mutating func setDefaultContentInsets() { contentInsets = Self.defaultInsets }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.cornerStyle == b.cornerStyle && a.buttonSize == b.buttonSize && a.contentInsets == b.contentInsets
                && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
                && a.titlePadding == b.titlePadding && a.showsActivityIndicator == b.showsActivityIndicator
                && a.attributedTitle == b.attributedTitle && a.background == b.background
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(title)
            hasher.combine(subtitle)
        }
    }
}
