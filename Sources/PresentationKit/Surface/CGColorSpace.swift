/// `CGColorSpace` (CoreGraphics/CGColorSpace.h): what colour components mean, as a gradient is
/// made with. The model keeps no colour spaces (a colour is its name): the space keeps its name
/// and its number of components, for code that reads them.
public final class CGColorSpace {
    /// `name`: the space's name (one of the statics below), nil for the device spaces [?].
    public let name: CFString?
    /// `numberOfComponents`: colour components without alpha (3 for RGB, 1 for gray).
    public let numberOfComponents: Int

    init(name: CFString?, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// `init(name:)`: a named space; nil for a name Core Graphics does not know (here: not one
    /// of the statics below [?]).
    public convenience init?(name: CFString) {
        guard let components = Self.known[name] else { return nil }
        self.init(name: name, numberOfComponents: components)
    }

    // The names (CGColorSpace.h's `kCGColorSpace…` constants, with the values they hold [?]).
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    private static let known: [CFString: Int] = [
        sRGB: 3, extendedSRGB: 3, linearSRGB: 3, extendedLinearSRGB: 3, displayP3: 3, genericRGBLinear: 3,
        genericGrayGamma2_2: 1, linearGray: 1, extendedGray: 1,
    ]
}

/// `CGColorSpaceCreateDeviceRGB()`, `CGColorSpaceCreateDeviceGray()`: the device spaces.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, numberOfComponents: 3) }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, numberOfComponents: 1) }
