import PresentationKit

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
