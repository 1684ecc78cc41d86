/// `NSAttributedString`: a string with attributes (font, colour, paragraph style…) over ranges of
/// it, counted in UTF-16 code units as `NSRange` is. The drawing shows a label's plain text, so
/// the attributes are kept and handed back, never drawn.
open class NSAttributedString: NSObject {
    /// `NSAttributedString.Key`: an attribute's name.
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let font = Key("NSFont")
        public static let foregroundColor = Key("NSColor")
        public static let backgroundColor = Key("NSBackgroundColor")
        public static let paragraphStyle = Key("NSParagraphStyle")
        public static let kern = Key("NSKern")
        public static let baselineOffset = Key("NSBaselineOffset")
        public static let underlineStyle = Key("NSUnderline")
        public static let strikethroughStyle = Key("NSStrikethrough")
        public static let link = Key("NSLink")
    }

    /// `NSAttributedString.EnumerationOptions`.
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1 << 1)
        public static let longestEffectiveRangeNotRequired = EnumerationOptions(rawValue: 1 << 20)
    }

    /// One stretch of text whose characters share their attributes.
    struct Run {
        var units: [UInt16]
        var attributes: [Key: Any]
    }

    var runs: [Run]

    /// `init()`: an empty attributed string. Designated, as Swift imports NSObject's `init` into
    /// a class that marks no designated initialiser of its own (NSAttributedString.h declares
    /// none), so a subclass (an `NSTextStorage` of the app's) writes `override init()`.
    public override init() {
        runs = []
        super.init()
    }

    init(runs: [Run]) {
        self.runs = runs.filter { !$0.units.isEmpty }
        super.init()
    }

    /// `init(string:)` and `init(string:attributes:)`: two initialisers, as Objective-C's
    /// `initWithString:` and `initWithString:attributes:` are, so `NSAttributedString.init` can
    /// be passed where a `(String) -> NSAttributedString` is asked for.
    public convenience init(string: String) {
        self.init(string: string, attributes: nil)
    }

    public convenience init(string: String, attributes: [Key: Any]? = nil) {
        self.init(runs: [Run(units: Array(string.utf16), attributes: attributes ?? [:])])
    }

    public convenience init(attributedString: NSAttributedString) {
        self.init(runs: attributedString.runs)
    }

    /// `string`: the characters without their attributes.
    open var string: String { String(decoding: runs.flatMap(\.units), as: UTF16.self) }

    /// `copy()`, `mutableCopy()` (NSCopying, NSMutableCopying): an attributed string of the same
    /// runs, immutable or an `NSMutableAttributedString`, as Foundation's.
    open func copy() -> Any { NSAttributedString(runs: runs) }
    open func mutableCopy() -> Any { NSMutableAttributedString(runs: runs) }

    /// `length`: UTF-16 code units.
    open var length: Int { runs.reduce(0) { $0 + $1.units.count } }

    /// Each run's range, in order.
    var runRanges: [NSRange] {
        var location = 0
        return runs.map { run in
            defer { location += run.units.count }
            return NSRange(location: location, length: run.units.count)
        }
    }

    /// `attributes(at:effectiveRange:)`: the attributes of the character at `location`, and the
    /// run that shares them.
    open func attributes(at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> [Key: Any] {
        for (run, r) in zip(runs, runRanges) where location >= r.location && location < r.upperBound {
            range?.pointee = r
            return run.attributes
        }
        range?.pointee = NSRange(location: NSNotFound, length: 0)
        return [:]
    }

    /// `attribute(_:at:effectiveRange:)`.
    open func attribute(_ name: Key, at location: Int, effectiveRange range: UnsafeMutablePointer<NSRange>?) -> Any? {
        attributes(at: location, effectiveRange: range)[name]
    }

    /// `enumerateAttributes(in:options:using:)`: each run's attributes and its part of `range`,
    /// first to last (last to first with `.reverse`) until the block sets its stop flag.
    open func enumerateAttributes(
        in range: NSRange, options: EnumerationOptions = [],
        using block: ([Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var parts: [([Key: Any], NSRange)] = []
        for (run, r) in zip(runs, runRanges) {
            let start = max(r.location, range.location)
            let end = min(r.upperBound, range.upperBound)
            if start < end { parts.append((run.attributes, NSRange(location: start, length: end - start))) }
        }
        if options.contains(.reverse) { parts.reverse() }
        var stop = ObjCBool(false)
        for (attributes, r) in parts {
            block(attributes, r, &stop)
            if stop.boolValue { return }
        }
    }

    /// `size()`, `boundingRect(with:options:context:)`, `draw(at:)`, `draw(in:)`,
    /// `draw(with:options:context:)`: UIKit's NSStringDrawing.h category, open as a category's
    /// methods are; measured as `String`'s are (`StringDrawing`), never painted.
    open func size() -> CGSize {
        TextMetrics.size(of: string, pointSize: measuringPointSize, width: nil, maxLines: 1)
    }
    open func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            string, pointSize: measuringPointSize, size: size, options: options, context: context)
    }
    open func draw(at point: CGPoint) { StringDrawing.noteDrawing() }
    open func draw(in rect: CGRect) { StringDrawing.noteDrawing() }
    open func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.noteDrawing()
        _ = boundingRect(with: rect.size, options: options, context: context)
    }

    /// The runs cut at `location`, so that a run starts there.
    func split(at location: Int) -> [Run] {
        var out: [Run] = []
        for (run, r) in zip(runs, runRanges) {
            if location > r.location && location < r.upperBound {
                let cut = location - r.location
                out.append(Run(units: Array(run.units[..<cut]), attributes: run.attributes))
                out.append(Run(units: Array(run.units[cut...]), attributes: run.attributes))
            } else {
                out.append(run)
            }
        }
        return out
    }
}

/// `NSMutableAttributedString`: an attributed string that changes in place.
open class NSMutableAttributedString: NSAttributedString {
    /// `replaceCharacters(in:with:)`: the new characters take the attributes of the first one
    /// replaced (of the one before an empty range; of the first when there is none before), as
    /// the method's documentation says.
    open func replaceCharacters(in range: NSRange, with text: String) {
        let inherited: [Key: Any] =
            length == 0
            ? [:]
            : attributes(
                at: range.length > 0 || range.location == 0 ? range.location : range.location - 1, effectiveRange: nil)
        runs = split(at: range.location)
        runs = split(at: range.upperBound)
        var out: [Run] = []
        var inserted = false
        for (run, r) in zip(runs, runRanges) {
            if r.location >= range.location && !inserted {
                out.append(Run(units: Array(text.utf16), attributes: inherited))
                inserted = true
            }
            if r.location >= range.location && r.upperBound <= range.upperBound { continue }
            out.append(run)
        }
        if !inserted { out.append(Run(units: Array(text.utf16), attributes: inherited)) }
        runs = out.filter { !$0.units.isEmpty }
    }

    /// Changes the attributes of the characters in `range` with `change`.
    private func changeAttributes(in range: NSRange, _ change: (inout [Key: Any]) -> Void) {
        runs = split(at: range.location)
        runs = split(at: range.upperBound)
        for (i, r) in runRanges.enumerated() where r.location >= range.location && r.upperBound <= range.upperBound {
            change(&runs[i].attributes)
        }
    }

    /// `addAttribute(_:value:range:)`.
    open func addAttribute(_ name: Key, value: Any, range: NSRange) {
        changeAttributes(in: range) { $0[name] = value }
    }

    /// `addAttributes(_:range:)`: added to (and over) what the characters have.
    open func addAttributes(_ attributes: [Key: Any], range: NSRange) {
        changeAttributes(in: range) { $0.merge(attributes) { _, new in new } }
    }

    /// `setAttributes(_:range:)`: in place of what the characters have.
    open func setAttributes(_ attributes: [Key: Any]?, range: NSRange) {
        changeAttributes(in: range) { $0 = attributes ?? [:] }
    }

    /// `removeAttribute(_:range:)`.
    open func removeAttribute(_ name: Key, range: NSRange) {
        changeAttributes(in: range) { $0[name] = nil }
    }

    /// `append(_:)`.
    open func append(_ other: NSAttributedString) {
        runs += other.runs
    }
}
