// UIKit's NSStringDrawing.h: measuring and drawing strings outside a label. Sizes come from the
// model's text metrics (`TextMetrics`, marked [?]), the same that size a `UILabel`, so a view
// sized with `boundingRect(with:…)` and a label of that text agree. Text is never painted: the
// drawing methods record the size they would fill and say once that drawing is not modelled.

/// `NSStringDrawingOptions` (NSStringDrawing.h, iOS 6).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The origin is the top left of the first line, and the text wraps to the width given;
    /// without it the text is set on one line and the width is not a limit (Apple's
    /// `usesLineFragmentOrigin` reference).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights with the font's leading: the model's line height is the font's whole line
    /// (`TextMetrics.lineHeight`), leading included, so this changes no size [?].
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph image bounds in place of typographic ones: the model has no glyph images, so the
    /// typographic size is given [?].
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// An ellipsis on the last line that fits; ignored without `usesLineFragmentOrigin`, as
    /// Apple's reference says. Measuring gives the lines that fit either way.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext` (NSStringDrawing.h, iOS 6): what a measurement or a drawing asks
/// for (a smallest scale) and what it did (the scale used and the bounds filled).
open class NSStringDrawingContext: NSObject {
    /// `minimumScaleFactor`: how far the font may shrink for the text to fit; 0 (the default) or
    /// 1 lets it not shrink.
    open var minimumScaleFactor: CGFloat = 0
    /// `actualScaleFactor`: the scale the last measurement or drawing used (1 without shrinking).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// `totalBounds`: the bounds the last measurement or drawing took.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}

/// The measuring shared by `String` and `NSAttributedString`.
enum StringDrawing {
    /// The point size text is set in: the `.font` attribute's, or 12 points without one, as
    /// text without a font attribute is drawn (Helvetica 12, NSAttributedString.h's `NSFontAttributeName`).
    static func pointSize(_ attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
        (attributes?[.font] as? UIFont)?.pointSize ?? 12
    }

    /// `boundingRect(with:options:…)`: with `.usesLineFragmentOrigin`, the text wrapped to
    /// `size.width` (no limit when it is 0 or infinite) in as many lines as `size.height` holds
    /// (at least one; no limit when it is 0) [?]: TextKit lays the text out in a container of
    /// that size, and `truncatesLastVisibleLine` speaks of a "last visible line"; otherwise one
    /// line of any width. With a context whose `minimumScaleFactor` is between 0 and 1, the font
    /// shrinks, by hundredths [?], until the text fits the size or the factor is reached. The
    /// origin is zero [?]: UIKit's one-line rect starts at the baseline (its y is minus the
    /// ascender), which the model has no figure for.
    static func boundingRect(
        _ text: String, pointSize: CGFloat, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        func measure(_ points: CGFloat) -> CGSize {
            guard wraps else { return TextMetrics.size(of: text, pointSize: points, width: nil, maxLines: 1) }
            let width = size.width > 0 && size.width.isFinite ? size.width : nil
            let fitting = (size.height / TextMetrics.lineHeight(pointSize: points)).rounded(.down)
            let lines = size.height > 0 && fitting < 1e6 ? max(1, Int(fitting)) : 0
            return TextMetrics.size(of: text, pointSize: points, width: width, maxLines: lines)
        }
        func fits(_ measured: CGSize, _ points: CGFloat) -> Bool {
            if size.width > 0, measured.width > size.width { return false }
            guard wraps else { return true }
            // Every line of the wrapped text within the lines the height holds.
            let whole = TextMetrics.size(of: text, pointSize: points, width: size.width > 0 ? size.width : nil)
            return measured.height >= whole.height
        }
        var scale: CGFloat = 1
        var measured = measure(pointSize)
        if let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1 {
            while !fits(measured, pointSize * scale), scale - 0.01 >= minimum {
                scale -= 0.01
                measured = measure(pointSize * scale)
            }
        }
        let rect = CGRect(origin: .zero, size: measured)
        context?.actualScaleFactor = scale
        context?.totalBounds = rect
        return rect
    }

    /// Said once at the first drawing.
    static func noteDrawing() {
        Engine.running?.noteOnce("NSString drawing: text drawing is not modelled; nothing is painted")
    }
}

extension String {
    /// `NSString.size(withAttributes:)`: one line of the string in the `.font` attribute's size
    /// (12 points without one), by the model's text metrics.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMetrics.size(of: self, pointSize: StringDrawing.pointSize(attributes), width: nil, maxLines: 1)
    }

    /// `NSString.boundingRect(with:options:attributes:context:)` (see `StringDrawing`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            self, pointSize: StringDrawing.pointSize(attributes), size: size, options: options, context: context)
    }

    /// `NSString.draw(at:withAttributes:)`, `draw(in:withAttributes:)`: nothing is painted.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.noteDrawing()
    }
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.noteDrawing()
    }

    /// `NSString.draw(with:options:attributes:context:)`: nothing is painted; the context gets
    /// the bounds the text would fill, as after a measurement.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {
        StringDrawing.noteDrawing()
        _ = boundingRect(with: rect.size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The point size the string is measured in: the largest of its runs' fonts [?] (the model's
    /// metrics take one size for a whole text; a smaller run is measured as wide as the largest).
    var measuringPointSize: CGFloat {
        runs.map { StringDrawing.pointSize($0.attributes) }.max() ?? 12
    }
}
