import PresentationKit

/// `UIColor`: PresentationKit's colour, a name and an alpha, which is what the drawing, `state`
/// and `code` show. Named colours are known by their names; the engine does not mix them.
public typealias UIColor = Color

extension Color {
    /// `UIColor(white:alpha:)`: black and white by name, other greys by their level.
    public init(white: Double, alpha: Double) {
        switch white {
        case 0: self.init(name: "black", alpha: alpha)
        case 1: self.init(name: "white", alpha: alpha)
        default: self.init(name: "gray \(formatNumber(white))", alpha: alpha)
        }
    }

    /// `UIColor(red:green:blue:alpha:)`, named by its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(name: "rgb(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)))", alpha: alpha)
    }

    /// `init(displayP3Red:green:blue:alpha:)`: a Display P3 colour, named by its components as an
    /// sRGB one is (the model keeps no colour spaces).
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `UIColor(named:)`: a colour from the app's asset catalogue, known here by its name only.
    public init?(named name: String) { self.init(name: name) }
    /// `init(patternImage:)`: a colour that tiles an image. The model draws no images, so it is
    /// named "pattern" in drawings and JSON.
    public init(patternImage image: UIImage) { self.init(name: "pattern", alpha: 1) }
    /// `UIColor(named:in:compatibleWith:)`: the same; the model has one bundle and one appearance.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name)
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`, named by its components.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        self.init(
            name: "hsb(\(formatNumber(hue)), \(formatNumber(saturation)), \(formatNumber(brightness)))", alpha: alpha)
    }

    /// `cgColor`: the same colour (`CGColor` is `UIColor` here).
    public var cgColor: Color { self }

    public static let gray = Color(name: "gray")
    public static let lightGray = Color(name: "lightGray")
    public static let darkGray = Color(name: "darkGray")
    public static let blue = Color(name: "blue")
    public static let green = Color(name: "green")
    public static let orange = Color(name: "orange")
    public static let systemBlue = Color(name: "systemBlue")
    public static let secondarySystemBackground = Color(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = Color(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = Color(name: "systemGroupedBackground")
    public static let cyan = Color(name: "cyan")
    public static let magenta = Color(name: "magenta")
    public static let purple = Color(name: "purple")
    public static let brown = Color(name: "brown")
    public static let label = Color(name: "label")
    public static let secondaryLabel = Color(name: "secondaryLabel")
    public static let tertiaryLabel = Color(name: "tertiaryLabel")
    public static let separator = Color(name: "separator")
    public static let systemRed = Color(name: "systemRed")
    public static let systemGreen = Color(name: "systemGreen")
    public static let systemOrange = Color(name: "systemOrange")
    public static let systemYellow = Color(name: "systemYellow")
    public static let systemPink = Color(name: "systemPink")
    public static let systemPurple = Color(name: "systemPurple")
    public static let systemTeal = Color(name: "systemTeal")
    public static let systemIndigo = Color(name: "systemIndigo")
    public static let systemGray = Color(name: "systemGray")
    public static let systemGray2 = Color(name: "systemGray2")
    public static let systemGray3 = Color(name: "systemGray3")
    public static let systemGray4 = Color(name: "systemGray4")
    public static let systemGray5 = Color(name: "systemGray5")
    public static let systemGray6 = Color(name: "systemGray6")
    // The rest of UIKit's semantic colours (UIColor.h), named as the model names them.
    public static let systemCyan = Color(name: "systemCyan")
    public static let systemMint = Color(name: "systemMint")
    public static let systemBrown = Color(name: "systemBrown")
    public static let quaternaryLabel = Color(name: "quaternaryLabel")
    public static let placeholderText = Color(name: "placeholderText")
    public static let link = Color(name: "link")
    public static let opaqueSeparator = Color(name: "opaqueSeparator")
    public static let systemFill = Color(name: "systemFill")
    public static let secondarySystemFill = Color(name: "secondarySystemFill")
    public static let tertiarySystemFill = Color(name: "tertiarySystemFill")
    public static let quaternarySystemFill = Color(name: "quaternarySystemFill")
    public static let secondarySystemGroupedBackground = Color(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = Color(name: "tertiarySystemGroupedBackground")
    public static let lightText = Color(name: "lightText")
    public static let darkText = Color(name: "darkText")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let tintColor = Color(name: "tintColor")
}

extension Color {
    /// `init(dynamicProvider:)`: the colour the provider gives for the model's appearance, which
    /// is light (`userInterfaceStyle` is `.light` everywhere) [?].
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self = dynamicProvider(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    }
    /// `init(cgColor:)`: the same colour.
    public init(cgColor: CGColor) { self = cgColor }
    /// `resolvedColor(with:)`: the colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}

/// `UIUserInterfaceStyle` (PresentationKit declares it, as a view's class body takes it).
public typealias UIUserInterfaceStyle = UserInterfaceStyle

extension TraitCollection {
    /// `userInterfaceStyle`: the model draws in light appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
    /// `displayScale`: the screen's scale (the running device's, `Device.scale`).
    public var displayScale: CGFloat { UIScreen.main.scale }
}

extension TraitCollection {
    /// `hasDifferentColorAppearance(comparedTo:)`: whether the traits colours resolve by (the
    /// interface style, the contrast, the level) differ. The model has one of each, so only a
    /// missing collection counts as different [?].
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        traitCollection == nil
    }
}
