/// `CFDictionary`: Core Foundation's dictionary, as CoreGraphics' geometry converts to and from it
/// (`dictionaryRepresentation`, `init?(dictionaryRepresentation:)`, the overlay's members over
/// CGGeometry.h's `CGPointCreateDictionaryRepresentation` and its siblings). Core Foundation is
/// not modelled beyond that: the dictionary keeps the numbers under the keys those functions
/// write ("X", "Y", "Width", "Height"), so a geometry stored and read back is the same.
public final class CFDictionary: @unchecked Sendable {
    package let numbers: [String: Double]
    package init(_ numbers: [String: Double]) { self.numbers = numbers }
}

extension Point {
    /// `dictionaryRepresentation`: the point under "X" and "Y".
    public var dictionaryRepresentation: CFDictionary { CFDictionary(["X": x, "Y": y]) }
    /// `init?(dictionaryRepresentation:)`: nil unless both numbers are there.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let x = dict.numbers["X"], let y = dict.numbers["Y"] else { return nil }
        self.init(x: x, y: y)
    }
}

extension Size {
    /// `dictionaryRepresentation`: the size under "Width" and "Height".
    public var dictionaryRepresentation: CFDictionary { CFDictionary(["Width": width, "Height": height]) }
    /// `init?(dictionaryRepresentation:)`: nil unless both numbers are there.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let width = dict.numbers["Width"], let height = dict.numbers["Height"] else { return nil }
        self.init(width: width, height: height)
    }
}

extension Rect {
    /// `dictionaryRepresentation`: the rectangle's origin and size under the point's and the
    /// size's keys.
    public var dictionaryRepresentation: CFDictionary {
        CFDictionary(["X": origin.x, "Y": origin.y, "Width": size.width, "Height": size.height])
    }
    /// `init?(dictionaryRepresentation:)`: nil unless all four numbers are there.
    public init?(dictionaryRepresentation dict: CFDictionary) {
        guard let origin = Point(dictionaryRepresentation: dict), let size = Size(dictionaryRepresentation: dict)
        else { return nil }
        self.init(origin: origin, size: size)
    }
}
