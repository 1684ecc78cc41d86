/// `CGGradient` (CoreGraphics/CGGradient.h): colours at locations, for a context to draw with
/// `drawLinearGradient` or `drawRadialGradient`. Kept (its colours and locations); a context
/// paints nothing (see `CGContext`).
public final class CGGradient {
    /// The colours as given to `init(colorsSpace:colors:locations:)` (empty when made from
    /// components), and the locations, evenly from 0 to 1 when none are given (the header: "If
    /// `locations` is NULL, the first color ... is assigned to location 0, the last ... to 1, and
    /// intervening colors are assigned locations ... at equal intervals").
    public let colors: [CGColor]
    public let locations: [CGFloat]

    /// `init(colorsSpace:colors:locations:)`: nil when `colors` holds anything but colours, or
    /// no colour [?].
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = colors.compactMap { $0 as? CGColor }
        guard !given.isEmpty, given.count == colors.count else { return nil }
        self.colors = given
        self.locations = Self.locations(locations, count: given.count)
    }

    /// `init(colorSpace:colorComponents:locations:count:)`: `count` colours of the space's
    /// components and alpha each; kept as locations only [?] (no colour is made of them).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        colors = []
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let given { return Array(UnsafeBufferPointer(start: given, count: count)) }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// `CGGradientDrawingOptions` (CGGradient.h): whether the end colours extend past the ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// `drawLinearGradient(_:start:end:options:)`, `drawRadialGradient(_:startCenter:startRadius:
    /// endCenter:endRadius:options:)`: accepted, nothing painted (the model has no bitmaps).
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {}
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {}
}
