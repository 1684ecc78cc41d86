// `NSString`'s numeric readings, on `String` because `NSString` is `String` here
// (`(text as NSString).floatValue`, `detent.doubleValue`). Each reads the number the string
// begins with after any leading whitespace, and 0 when it begins with none (Apple's
// `doubleValue`, `intValue`, `integerValue`, `boolValue` pages); the C library's `strtod` and
// `strtoll` read exactly that prefix, so they are used rather than a parser of our own.

extension String {
    /// `NSString.doubleValue`: the floating-point number the string begins with, 0 if none.
    public var doubleValue: Double { withCString { strtod($0, nil) } }

    /// `NSString.floatValue`.
    public var floatValue: Float { Float(doubleValue) }

    /// `NSString.longLongValue`: the decimal integer the string begins with, 0 if none, clamped
    /// at the 64-bit limits on overflow.
    public var longLongValue: Int64 { withCString { Int64(strtoll($0, nil, 10)) } }

    /// `NSString.integerValue`.
    public var integerValue: Int { Int(longLongValue) }

    /// `NSString.intValue`: as `longLongValue`, clamped to 32 bits ("INT_MAX or INT_MIN on overflow").
    public var intValue: Int32 { Int32(clamping: longLongValue) }

    /// `NSString.boolValue`: true when, past leading whitespace, sign and zeros, the string starts
    /// with Y, y, T, t or a digit 1–9; the rest is ignored.
    public var boolValue: Bool {
        var rest = drop { $0.isWhitespace }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }
}
