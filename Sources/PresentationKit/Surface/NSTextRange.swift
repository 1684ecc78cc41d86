import enum FoundationEssentials.ComparisonResult

/// `NSTextLocation` (NSTextRange.h, iOS 15): a place in TextKit 2's text, which the text's own
/// storage defines; locations compare by their order in the text.
public protocol NSTextLocation: NSObjectProtocol {
    /// `compare(_:)`: this location's order against another's.
    func compare(_ location: any NSTextLocation) -> ComparisonResult
}

/// `NSTextRange` (NSTextRange.h, iOS 15): TextKit 2's span of text, from a location up to an end
/// location (the same for an empty range). The model lays out no TextKit 2 text, so ranges are
/// only what code makes them.
open class NSTextRange: NSObject {
    /// `location`, `endLocation`: where the range starts and ends.
    open var location: any NSTextLocation { start }
    open var endLocation: any NSTextLocation { end }
    private let start: any NSTextLocation
    private let end: any NSTextLocation

    /// `init(location:end:)`: nil when `end` comes before `location` (the header's
    /// "returns nil if end is less than location"); a nil end makes an empty range.
    public init?(location: any NSTextLocation, end: (any NSTextLocation)?) {
        if let end, end.compare(location) == .orderedAscending { return nil }
        start = location
        self.end = end ?? location
        super.init()
    }

    /// `init(location:)`: the empty range at `location`.
    public convenience init(location: any NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    /// `isEmpty`: whether it starts where it ends.
    open var isEmpty: Bool { start.compare(end) == .orderedSame }

    /// `contains(_:)`: whether `location` is in the range (its start included, its end not).
    open func contains(_ location: any NSTextLocation) -> Bool {
        start.compare(location) != .orderedDescending && location.compare(end) == .orderedAscending
    }
}
