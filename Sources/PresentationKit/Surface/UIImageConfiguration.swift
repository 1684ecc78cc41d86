extension UIImage {
    /// `UIImage.Configuration` (UIImageConfiguration.h, iOS 13): the traits and locale an image
    /// is looked up for. The model draws no images, so it is kept and compared, not applied.
    /// Each `with…` and `applying(_:)` answers a new configuration of the receiver's class, as
    /// UIKit's do.
    open class Configuration: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
        /// `traitCollection`, `locale`: what it was made or derived with; nil until then.
        open private(set) var traitCollection: UITraitCollection?
        open private(set) var locale: Locale?

        public override init() { super.init() }
        /// `init?(coder:)`: required, as UIKit's (a configuration is `NSSecureCoding`); the model
        /// archives nothing, so the configuration is an empty one [?].
        public required init?(coder: NSCoder) { super.init() }
        /// `encode(with:)` (NSCoding): nothing is written, as `init?(coder:)` reads nothing back.
        open func encode(with coder: NSCoder) {}
        /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's configurations.
        open class var supportsSecureCoding: Bool { true }

        /// `init(traitCollection:)`, `init(locale:)`: a configuration of that alone.
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            self.traitCollection = traitCollection
        }
        public convenience init(locale: Locale?) {
            self.init()
            self.locale = locale
        }

        /// `withTraitCollection(_:)`, `withLocale(_:)`: a copy with that trait collection or
        /// locale.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copied()
            copy.traitCollection = traitCollection
            return copy
        }
        open func withLocale(_ locale: Locale?) -> Self {
            let copy = copied()
            copy.locale = locale
            return copy
        }
        /// `applying(_:)`: a copy with what `otherConfiguration` specifies laid over this one's
        /// (UIImageConfiguration.h: the other's values win where it has them).
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = copied()
            if let otherConfiguration { copy.lay(otherConfiguration) }
            return copy
        }

        /// `copy(with:)` (`NSCopying`): an equal configuration of the same class.
        open func copy(with zone: NSZone? = nil) -> Any { copied() }

        /// Equal when of the same class with the same values (`isEqual(_:)`, `hash`).
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection && other.locale == locale && other.sameValues(as: self)
        }
        open override var hash: Int { "\(type(of: self))".hashValue }

        /// A copy of the receiver's class, made through the required `init?(coder:)` (the one
        /// initialiser every subclass has) and given this one's values.
        func copied() -> Self {
            let copy = Self.made()
            copy.traitCollection = traitCollection
            copy.locale = locale
            copy.take(self)
            return copy
        }
        /// What a subclass keeps besides the traits and locale: copied, laid over, compared.
        func take(_ other: Configuration) {}
        func lay(_ other: Configuration) {
            if let traits = other.traitCollection { traitCollection = traits }
            if let locale = other.locale { self.locale = locale }
        }
        func sameValues(as other: Configuration) -> Bool { true }
        /// An empty configuration of this class, through `init?(coder:)`; a subclass whose
        /// `init?(coder:)` fails cannot be copied, and stops saying so.
        static func made() -> Self {
            guard let made = Self(coder: NSCoder()) else {
                fatalError("\(Self.self): init?(coder:) made no configuration to copy into")
            }
            return made
        }
    }

    /// `UIImage.SymbolConfiguration` (UIImageConfiguration.h, iOS 13): an SF Symbol's size (by
    /// text style, point size, weight, scale) and colours. Kept and compared, not drawn.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// `UIImage.SymbolScale`.
        public enum Scale: Int, @unchecked Sendable {
            case `default` = -1
            case unspecified, small, medium, large
        }
        /// What the configuration specifies (UIKit reads them internally; kept here for the
        /// model's own comparison).
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var pointSize: CGFloat?
        public private(set) var scale: Scale = .unspecified
        public private(set) var weight: SymbolWeight = .unspecified
        /// The hierarchical or palette colours, and the multicolour or monochrome preference.
        package private(set) var colors: [UIColor] = []
        package private(set) var prefersMulticolor: Bool?

        /// `unspecified`: a configuration that specifies nothing.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified) }
        public convenience init(scale: Scale) {
            self.init()
            self.scale = scale
        }
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: Scale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }
        /// `init(font:)`, `init(font:scale:)`: the font's point size.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: Scale) {
            self.init()
            pointSize = font.pointSize
            self.scale = scale
        }
        /// `init(hierarchicalColor:)`, `init(paletteColors:)` (iOS 15): the colours, kept.
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }
        /// `preferringMulticolor()`, `preferringMonochrome()` (iOS 15): a configuration asking
        /// for that rendering.
        open class func preferringMulticolor() -> Self { preferring(multicolor: true) }
        open class func preferringMonochrome() -> Self { preferring(multicolor: false) }
        private class func preferring(multicolor: Bool) -> Self {
            let made = Self.made()
            made.prefersMulticolor = multicolor
            return made
        }

        /// `configurationWithoutTextStyle()`, `configurationWithoutScale()`,
        /// `configurationWithoutWeight()`, `configurationWithoutPointSizeAndWeight()`: a copy with
        /// that part unspecified.
        open func configurationWithoutTextStyle() -> Self {
            let copy = copied()
            copy.textStyle = nil
            return copy
        }
        open func configurationWithoutScale() -> Self {
            let copy = copied()
            copy.scale = .unspecified
            return copy
        }
        open func configurationWithoutWeight() -> Self {
            let copy = copied()
            copy.weight = .unspecified
            return copy
        }
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = copied()
            copy.pointSize = nil
            copy.weight = .unspecified
            return copy
        }
        /// `isEqual(to:)`: whether the two configurations specify the same.
        open func isEqual(to otherConfiguration: SymbolConfiguration?) -> Bool { isEqual(otherConfiguration) }

        override func take(_ other: Configuration) {
            guard let other = other as? SymbolConfiguration else { return }
            textStyle = other.textStyle
            pointSize = other.pointSize
            scale = other.scale
            weight = other.weight
            colors = other.colors
            prefersMulticolor = other.prefersMulticolor
        }
        override func lay(_ other: Configuration) {
            super.lay(other)
            guard let other = other as? SymbolConfiguration else { return }
            if let style = other.textStyle { textStyle = style }
            if let size = other.pointSize { pointSize = size }
            if other.scale != .unspecified { scale = other.scale }
            if other.weight != .unspecified { weight = other.weight }
            if !other.colors.isEmpty { colors = other.colors }
            if let multicolor = other.prefersMulticolor { prefersMulticolor = multicolor }
        }
        override func sameValues(as other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return textStyle == other.textStyle && pointSize == other.pointSize && scale == other.scale
                && weight == other.weight && colors == other.colors && prefersMulticolor == other.prefersMulticolor
        }
    }

    /// `UIImage.SymbolScale`, `UIImage.SymbolWeight`: as the configuration takes them.
    public typealias SymbolScale = SymbolConfiguration.Scale
    public enum SymbolWeight: Int, @unchecked Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// `fontWeight()`: the `UIFont.Weight` of the same name (`.regular` for unspecified [?]).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
}

/// `UIGraphicsRendererFormat` (UIGraphicsRenderer.h, iOS 10): what a renderer draws into; here
/// its bounds.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// `bounds`: the rectangle drawn into, set by the renderer the format is used with.
    open package(set) var bounds: CGRect = .zero

    /// `init()`.
    public override init() { super.init() }

    /// `copy(with:)` (`NSCopying`): a format with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsRendererFormat()
        copy.bounds = bounds
        return copy
    }
}

/// `UIGraphicsImageRendererFormat` (UIGraphicsImageRenderer.h, iOS 10): the scale, opacity and
/// colour range of the images a renderer makes, with the header's defaults (the main screen's
/// scale, not opaque, an automatic range). Kept: the model draws no pixels, so only the scale
/// shows, in the made image's `scale`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// `UIGraphicsImageRendererFormat.Range` (iOS 12).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended, standard
    }

    /// `scale`, `opaque`, `preferredRange`, `prefersExtendedRange` (deprecated, true for the
    /// extended range).
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange: Range = .automatic
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// `init()`: the header's defaults.
    public override init() { super.init() }
    /// `init(for:)` (iOS 11, `formatForTraitCollection:`): the collection's display scale where it
    /// specifies one, else the main screen's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// `default()` (deprecated), `preferred()` (iOS 11): a format with the defaults.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// `UIGraphicsImageRenderer`: draws into an image. The model has no bitmaps, so the drawing block
/// runs against a context that paints nothing, the image has the renderer's size, and the first
/// use says so in a note line.
public final class UIGraphicsImageRenderer {
    /// The renderer's format, by an earlier name of ours.
    public typealias Format = UIGraphicsImageRendererFormat
    /// `UIGraphicsImageRendererContext`: the drawing calls, which paint nothing.
    public final class Context {
        /// `cgContext`: the Core Graphics context, which paints nothing either.
        public let cgContext = CGContext()
        /// `fill(_:)`.
        public func fill(_ rect: CGRect) {}
        /// `stroke(_:)`.
        public func stroke(_ rect: CGRect) {}
    }

    /// `format`: the format given, its bounds the renderer's.
    public let format: UIGraphicsImageRendererFormat

    /// `init(size:)`, `init(size:format:)`, `init(bounds:format:)`: a renderer of that size (the
    /// default format when given none).
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format.copy() as? UIGraphicsImageRendererFormat ?? format
        self.format.bounds = bounds
    }

    /// `image(actions:)`: the block runs; the image is blank, of the renderer's size, at the
    /// format's scale.
    public func image(actions: (Context) -> Void) -> UIImage {
        Engine.running?.noteOnce("UIGraphicsImageRenderer: drawing into images is not modelled; the image is blank")
        actions(Context())
        return UIImage(size: format.bounds.size, scale: format.scale)
    }
}
