/// `UIColor`: a colour as the playground needs it, a name for drawings and code, and an alpha.
///
/// A class, as UIKit's is (`UIColor.h` declares `@interface UIColor : NSObject`, so an app may
/// subclass it, override its class properties and initialisers, and compare colours with `==`,
/// which asks `isEqual(_:)`). A colour never changes once made (UIKit's are immutable too), so
/// the engine's snapshots share them freely. Named colours are known by their names; the engine
/// does not mix them. Its members are in the class body because Swift lets an app's subclass
/// override only what a class declares there (`open`), as UIKit's Objective-C members are.
open class Color: NSObject, @unchecked Sendable {
    public let name: String
    public let alpha: Double

    /// The engine's own initialiser: a colour by the name drawings and `code` show it by.
    public init(name: String, alpha: Double = 1) {
        self.name = name
        self.alpha = alpha
        super.init()
    }

    // MARK: - Initialisers UIKit declares designated (UIColor.h, NS_DESIGNATED_INITIALIZER-free
    // class: each `initWith…` is imported as a designated initialiser of the class).

    /// `init()`: a colour with nothing set. UIKit documents no value for it; the model takes it
    /// as clear, which draws nothing [?].
    public override init() {
        name = "clear"
        alpha = 0
        super.init()
    }

    /// `init?(coder:)`: a colour decoded from an archive. The model keeps no archives of colours,
    /// so what the coder holds under "name" and "alpha" is read, black otherwise [?].
    public required init?(coder: Coder) {
        name = coder.decodeObject(forKey: "name") as? String ?? "black"
        alpha = coder.decodeObject(forKey: "alpha") as? Double ?? 1
        super.init()
    }
    /// `encode(with:)` (NSCoding): the name and alpha, under the keys `init?(coder:)` reads, so
    /// a colour encoded and decoded again is the same colour.
    open func encode(with coder: Coder) {
        coder.encode(name, forKey: "name")
        coder.encode(alpha, forKey: "alpha")
    }
    /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's colours.
    open class var supportsSecureCoding: Bool { true }

    /// `init(patternImage:)` (UIColor.h, designated): a colour that tiles an image. The model
    /// draws no images, so it is named "pattern" in drawings and JSON.
    public init(patternImage image: UIImage) {
        name = "pattern"
        alpha = 1
        super.init()
    }

    /// `UIColor(white:alpha:)`: black and white by name, other greys by their level.
    public init(white: Double, alpha: Double) {
        switch white {
        case 0: name = "black"
        case 1: name = "white"
        default: name = "gray \(formatNumber(white))"
        }
        self.alpha = alpha
        super.init()
    }

    /// `UIColor(red:green:blue:alpha:)`, named by its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        name = Self.componentsName("rgb", red, green, blue)
        self.alpha = alpha
        super.init()
    }

    /// `init(displayP3Red:green:blue:alpha:)`: a Display P3 colour, named by its components as an
    /// sRGB one is (the model keeps no colour spaces).
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) {
        name = Self.componentsName("rgb", red, green, blue)
        self.alpha = alpha
        super.init()
    }

    /// `UIColor(hue:saturation:brightness:alpha:)`, named by its components.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        name = Self.componentsName("hsb", hue, saturation, brightness)
        self.alpha = alpha
        super.init()
    }

    /// `init(cgColor:)`: the same colour (`CGColor` is `UIColor` in the model).
    public init(cgColor: Color) {
        name = cgColor.name
        alpha = cgColor.alpha
        super.init()
    }

    /// `init(ciColor:)`: a Core Image colour's components, named as `init(red:green:blue:alpha:)`
    /// names them.
    public init(ciColor: CIColor) {
        name = Self.componentsName("rgb", ciColor.red, ciColor.green, ciColor.blue)
        alpha = ciColor.alpha
        super.init()
    }

    /// `init(dynamicProvider:)`: the colour the provider gives for the model's appearance, which
    /// is light (`userInterfaceStyle` is `.light` everywhere) [?].
    public init(dynamicProvider: @escaping (TraitCollection) -> Color) {
        let resolved = dynamicProvider(TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        name = resolved.name
        alpha = resolved.alpha
        super.init()
    }

    /// `UIColor(named:)`: a colour from the app's asset catalogue, known here by its name only.
    /// (In the class body, as every member a subclass may redeclare must be.)
    public convenience init?(named name: String) { self.init(name: name) }
    /// `UIColor(named:in:compatibleWith:)`: the same; the model has one bundle and one appearance.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(name: name)
    }
    /// `init(resource:)` (iOS 17): the colour an asset catalogue's generated symbol names
    /// (`UIColor(resource: .brand)`), known by its name as `init(named:)` knows it.
    public convenience init(resource: ColorResource) { self.init(name: resource.name) }

    /// The name a colour made from components goes by, `rgb(1, 0.5, 0)`, which `rgb` reads back:
    /// one spelling for every initialiser that takes components (a designated initialiser
    /// cannot delegate to another).
    private static func componentsName(_ model: String, _ a: Double, _ b: Double, _ c: Double) -> String {
        "\(model)(\(formatNumber(a)), \(formatNumber(b)), \(formatNumber(c)))"
    }

    // MARK: - Equality, as NSObject's subclasses say it

    /// Two colours are equal when their names and alphas are (UIKit compares components in a
    /// colour space; the model's names stand for those).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return other.name == name && other.alpha == alpha
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(alpha)
        return hasher.finalize()
    }
    open override var description: String { alpha == 1 ? name : "\(name) \(formatNumber(alpha))" }

    // MARK: - What UIKit's colours answer

    /// `withAlphaComponent(_:)`: the same colour at another alpha.
    open func withAlphaComponent(_ alpha: Double) -> Color { Color(name: name, alpha: alpha) }
    /// `cgColor`: the same colour (`CGColor` is `UIColor` in the model).
    open var cgColor: Color { self }
    /// `ciColor`: the colour's components as Core Image keeps them (zero where its name fixes
    /// none: an adaptive system colour depends on the appearance, which is not modelled) [?].
    open var ciColor: CIColor {
        let channels = rgb ?? (0, 0, 0)
        return CIColor(red: channels.red, green: channels.green, blue: channels.blue, alpha: alpha)
    }
    /// `resolvedColor(with:)`: the colour itself (the model has one appearance).
    open func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
    /// `accessibilityName` (iOS 14): the name VoiceOver would read, here the model's name.
    open var accessibilityName: String { name }

    /// `UIColor.Prominence` (iOS 18): how strongly a colour stands out.
    public enum Prominence: Int, @unchecked Sendable {
        case primary = 0
        case secondary = 1
        case tertiary = 2
        case quaternary = 3
    }
    /// `prominence` (iOS 18): a colour made by UIKit is primary unless made with
    /// `withProminence(_:)`; the model keeps it in the name, as the drawing shows it.
    open var prominence: Prominence {
        for level in [Prominence.quaternary, .tertiary, .secondary] where name.hasSuffix(" (\(level))") {
            return level
        }
        return .primary
    }
    /// `withProminence(_:)` (iOS 18): the same colour at a prominence, named with it.
    open func withProminence(_ prominence: Prominence) -> Color {
        var base = name
        for level in [Prominence.quaternary, .tertiary, .secondary] where base.hasSuffix(" (\(level))") {
            base.removeLast(" (\(level))".count)
        }
        return Color(name: prominence == .primary ? base : "\(base) (\(prominence))", alpha: alpha)
    }

    /// `setFill()`, `setStroke()`, `set()`: the current drawing context's colours. The model draws
    /// nothing into contexts (`UIGraphicsImageRenderer` says so once), so these change nothing.
    open func setFill() {}
    open func setStroke() {}
    open func set() {}

    /// `getRed(_:green:blue:alpha:)`: the sRGB channels where the colour's name fixes them (see
    /// `rgb`); false, leaving the arguments as they were, where it does not, as UIKit answers for a
    /// colour it cannot convert [?].
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<Double>?, green: UnsafeMutablePointer<Double>?,
        blue: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        guard let rgb else {
            Engine.running?.noteOnce("UIColor \(name): its channels depend on the appearance, which is not modelled")
            return false
        }
        red?.pointee = rgb.red
        green?.pointee = rgb.green
        blue?.pointee = rgb.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the channels turned into hue, saturation and
    /// brightness (each 0...1), as `getRed` reads them; false where those have none.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<Double>?, saturation: UnsafeMutablePointer<Double>?,
        brightness: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?
    ) -> Bool {
        var r = 0.0
        var g = 0.0
        var b = 0.0
        guard getRed(&r, green: &g, blue: &b, alpha: alpha) else { return false }
        let top = max(r, g, b)
        let spread = top - min(r, g, b)
        var h = 0.0
        if spread > 0 {
            if top == r {
                h = (g - b) / spread
            } else if top == g {
                h = 2 + (b - r) / spread
            } else {
                h = 4 + (r - g) / spread
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top == 0 ? 0 : spread / top
        brightness?.pointee = top
        return true
    }

    /// `getWhite(_:alpha:)`: a grey's level (a colour that is not grey has none).
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<Double>?, alpha: UnsafeMutablePointer<Double>?) -> Bool {
        guard let rgb, rgb.red == rgb.green, rgb.green == rgb.blue else { return false }
        white?.pointee = rgb.red
        alpha?.pointee = self.alpha
        return true
    }

    /// The sRGB channels of the colour, when its name fixes them: the fixed colours UIKit
    /// documents (`UIColor.red` is 1, 0, 0 in sRGB; `gray` is 0.5, `lightGray` 2/3, `darkGray`
    /// 1/3, `orange` 1, 0.5, 0, per Apple's UIColor "Fixed colors" pages), greys made with
    /// `UIColor(white:alpha:)`, and colours made from components. Adaptive system colours and
    /// asset colours depend on the appearance the model does not render.
    package var rgb: (red: Double, green: Double, blue: Double)? {
        let fixed: [String: (Double, Double, Double)] = [
            "black": (0, 0, 0), "white": (1, 1, 1), "clear": (0, 0, 0), "red": (1, 0, 0), "green": (0, 1, 0),
            "blue": (0, 0, 1), "yellow": (1, 1, 0), "cyan": (0, 1, 1), "magenta": (1, 0, 1),
            "orange": (1, 0.5, 0), "purple": (0.5, 0, 0.5), "brown": (0.6, 0.4, 0.2), "gray": (0.5, 0.5, 0.5),
            "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3),
        ]
        if let channels = fixed[name] { return channels }
        if name.hasPrefix("gray "), let level = Double(name.dropFirst(5)) { return (level, level, level) }
        if name.hasPrefix("rgb("), name.hasSuffix(")") {
            let numbers = name.dropFirst(4).dropLast().split(separator: ",").compactMap {
                Double($0.filter { $0 != " " })
            }
            if numbers.count == 3 { return (numbers[0], numbers[1], numbers[2]) }
        }
        return nil
    }

    // MARK: - UIKit's named colours (UIColor.h: class properties, open, so a subclass may
    // override them). Each is named as the model names it in drawings and `code`.

    open class var black: Color { Color(name: "black") }
    open class var darkGray: Color { Color(name: "darkGray") }
    open class var lightGray: Color { Color(name: "lightGray") }
    open class var white: Color { Color(name: "white") }
    open class var gray: Color { Color(name: "gray") }
    open class var red: Color { Color(name: "red") }
    open class var green: Color { Color(name: "green") }
    open class var blue: Color { Color(name: "blue") }
    open class var cyan: Color { Color(name: "cyan") }
    open class var yellow: Color { Color(name: "yellow") }
    open class var magenta: Color { Color(name: "magenta") }
    open class var orange: Color { Color(name: "orange") }
    open class var purple: Color { Color(name: "purple") }
    open class var brown: Color { Color(name: "brown") }
    open class var clear: Color { Color(name: "clear", alpha: 0) }
    open class var systemRed: Color { Color(name: "systemRed") }
    open class var systemGreen: Color { Color(name: "systemGreen") }
    open class var systemBlue: Color { Color(name: "systemBlue") }
    open class var systemOrange: Color { Color(name: "systemOrange") }
    open class var systemYellow: Color { Color(name: "systemYellow") }
    open class var systemPink: Color { Color(name: "systemPink") }
    open class var systemPurple: Color { Color(name: "systemPurple") }
    open class var systemTeal: Color { Color(name: "systemTeal") }
    open class var systemIndigo: Color { Color(name: "systemIndigo") }
    open class var systemBrown: Color { Color(name: "systemBrown") }
    open class var systemMint: Color { Color(name: "systemMint") }
    open class var systemCyan: Color { Color(name: "systemCyan") }
    open class var systemGray: Color { Color(name: "systemGray") }
    open class var systemGray2: Color { Color(name: "systemGray2") }
    open class var systemGray3: Color { Color(name: "systemGray3") }
    open class var systemGray4: Color { Color(name: "systemGray4") }
    open class var systemGray5: Color { Color(name: "systemGray5") }
    open class var systemGray6: Color { Color(name: "systemGray6") }
    open class var label: Color { Color(name: "label") }
    open class var secondaryLabel: Color { Color(name: "secondaryLabel") }
    open class var tertiaryLabel: Color { Color(name: "tertiaryLabel") }
    open class var quaternaryLabel: Color { Color(name: "quaternaryLabel") }
    open class var link: Color { Color(name: "link") }
    open class var placeholderText: Color { Color(name: "placeholderText") }
    open class var separator: Color { Color(name: "separator") }
    open class var opaqueSeparator: Color { Color(name: "opaqueSeparator") }
    open class var systemBackground: Color { Color(name: "systemBackground") }
    open class var secondarySystemBackground: Color { Color(name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: Color { Color(name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: Color { Color(name: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: Color { Color(name: "secondarySystemGroupedBackground") }
    open class var tertiarySystemGroupedBackground: Color { Color(name: "tertiarySystemGroupedBackground") }
    open class var systemFill: Color { Color(name: "systemFill") }
    open class var secondarySystemFill: Color { Color(name: "secondarySystemFill") }
    open class var tertiarySystemFill: Color { Color(name: "tertiarySystemFill") }
    open class var quaternarySystemFill: Color { Color(name: "quaternarySystemFill") }
    open class var lightText: Color { Color(name: "lightText") }
    open class var darkText: Color { Color(name: "darkText") }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    open class var tintColor: Color { Color(name: "tintColor") }
    /// `groupTableViewBackground` (deprecated in iOS 13 for `systemGroupedBackground`, which it
    /// is named as here).
    @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "systemGroupedBackground")
    open class var groupTableViewBackground: Color { Color(name: "systemGroupedBackground") }
}

/// `CIColor` (Core Image): a colour's components, which `UIColor(ciColor:)` and `ciColor` pass.
/// Core Image is not modelled beyond these four numbers.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    /// `init(red:green:blue:alpha:)`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }
    /// `init(color:)`: a UIKit colour's components (zero where its name fixes none) [?].
    public convenience init(color: Color) {
        let channels = color.rgb ?? (0, 0, 0)
        self.init(red: channels.red, green: channels.green, blue: channels.blue, alpha: color.alpha)
    }
}

/// `ColorResource` (DeveloperToolsSupport, iOS 17): what Xcode generates for each colour of an
/// asset catalogue, a name and the bundle it is in.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
    public static func == (lhs: ColorResource, rhs: ColorResource) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
