// `NSRange` and `NSString` as text code uses them beside attributed strings. Foundation cannot be
// imported beside the library (docs/load-design.md), so they are written here with Foundation's
// meaning: ranges count UTF-16 code units, as `NSString` does.

/// `NSRange` (`_NSRange`): a location and a length in UTF-16 code units.
public struct NSRange: Equatable, Hashable, Sendable {
    public var location: Int
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// `upperBound`: the location just past the range.
    public var upperBound: Int { location + length }
}

/// `NSNotFound`: the location of a range that found nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSNotFound = Int.max

/// `NSString`: Swift's `String` bridges to it, so `string as NSString` is the string itself and
/// its `NSString` methods are `String`'s here.
public typealias NSString = String

extension String {
    /// `NSString.length`: UTF-16 code units.
    public var length: Int { utf16.count }

    /// `NSString.range(of:)`: the UTF-16 range of the first occurrence, or `NSNotFound` and 0
    /// (`(text as NSString).range(of: "AA")` for an attributed string's attribute). Disfavoured,
    /// so `text.range(of:)` where no `NSRange` is wanted is `StringProtocol`'s as on iOS.
    @_disfavoredOverload
    public func range(of searchString: String) -> NSRange {
        let units = Array(utf16)
        let target = Array(searchString.utf16)
        guard !target.isEmpty, target.count <= units.count else { return NSRange(location: NSNotFound, length: 0) }
        for start in 0...(units.count - target.count) where Array(units[start..<start + target.count]) == target {
            return NSRange(location: start, length: target.count)
        }
        return NSRange(location: NSNotFound, length: 0)
    }

    /// `NSString.substring(with:)`: the UTF-16 units in the range.
    public func substring(with range: NSRange) -> String {
        let units = Array(utf16)
        return String(decoding: units[range.location..<range.upperBound], as: UTF16.self)
    }
}

/// `ObjCBool`: the stop flag Foundation's enumeration blocks are handed.
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    public var boolValue: Bool
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
}

extension Range where Bound == String.Index {
    /// `Range(_:in:)`: the string's range for UTF-16 offsets, or nil when they do not fall on
    /// characters of it (Foundation's NSRange bridge).
    public init?(_ range: NSRange, in string: some StringProtocol) {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
            range.upperBound <= string.utf16.count
        else { return nil }
        let utf16 = string.utf16
        guard let lower = utf16.index(utf16.startIndex, offsetBy: range.location, limitedBy: utf16.endIndex),
            let upper = utf16.index(lower, offsetBy: range.length, limitedBy: utf16.endIndex),
            let from = String.Index(lower, within: string), let to = String.Index(upper, within: string)
        else { return nil }
        self = from..<to
    }
}

extension NSRange {
    /// `NSRange(_:in:)`: a string range as UTF-16 offsets.
    public init<R: RangeExpression>(_ region: R, in target: some StringProtocol) where R.Bound == String.Index {
        let r = region.relative(to: target)
        let utf16 = target.utf16
        self.init(
            location: utf16.distance(from: utf16.startIndex, to: r.lowerBound),
            length: utf16.distance(from: r.lowerBound, to: r.upperBound))
    }

    /// `NSRange(_:)` of integer bounds (Foundation's overlay): `NSRange(0..<n)`, `NSRange(2...4)`.
    /// A range with no lower or upper bound has none to give (Foundation's relative-to-nothing
    /// call would trap too), so only bounded ranges are taken here.
    public init<R: RangeExpression>(_ region: R) where R.Bound: FixedWidthInteger {
        let r = region.relative(to: R.Bound.min..<R.Bound.max)
        self.init(location: Int(r.lowerBound), length: Int(r.upperBound - r.lowerBound))
    }
}

extension Range where Bound == Int {
    /// `Range<Int>(_:)` of an `NSRange` (Foundation's overlay): its offsets, nil when the
    /// location is `NSNotFound`.
    public init?(_ range: NSRange) {
        guard range.location != NSNotFound else { return nil }
        self = range.location..<(range.location + range.length)
    }
}
