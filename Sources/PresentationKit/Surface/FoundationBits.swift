import struct FoundationEssentials.URL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The few pieces of Foundation presentation code uses beside UIKit (colour from hex, localised
// strings, trimming, `String(format:)`, `Thread`). Foundation itself cannot be imported beside the
// library (docs/load-design.md): its value types come from FoundationEssentials through `UIKit`'s
// scoped re-exports, and these are written here, with Foundation's names and behaviour for what
// they cover.

/// `CharacterSet`, for trimming: a test on characters.
public struct CharacterSet: Sendable {
    let contains: @Sendable (Character) -> Bool
    public static let whitespaces = CharacterSet { $0 == " " || $0 == "\t" }
    public static let whitespacesAndNewlines = CharacterSet { $0.isWhitespace }
    public static let newlines = CharacterSet { $0.isNewline }
    public static let decimalDigits = CharacterSet { $0.isNumber }
    public static let alphanumerics = CharacterSet { $0.isLetter || $0.isNumber }
    public init(charactersIn string: String) {
        let set = Set(string)
        contains = { set.contains($0) }
    }
    init(_ test: @escaping @Sendable (Character) -> Bool) { contains = test }
    public static let letters = CharacterSet { $0.isLetter }
    public static let uppercaseLetters = CharacterSet { $0.isUppercase }
    public static let lowercaseLetters = CharacterSet { $0.isLowercase }
    public static let punctuationCharacters = CharacterSet { $0.isPunctuation }
    public static let symbols = CharacterSet { $0.isSymbol }
    /// `inverted`: every character this set does not hold.
    public var inverted: CharacterSet {
        let test = contains
        return CharacterSet { !test($0) }
    }
    /// `union(_:)`.
    public func union(_ other: CharacterSet) -> CharacterSet {
        let (a, b) = (contains, other.contains)
        return CharacterSet { a($0) || b($0) }
    }
    /// `contains(_:)` of a scalar.
    public func contains(_ member: Unicode.Scalar) -> Bool { contains(Character(member)) }
}

extension StringProtocol {
    /// `trimmingCharacters(in:)`.
    public func trimmingCharacters(in set: CharacterSet) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }

    /// `replacingOccurrences(of:with:)`.
    public func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return String(self) }
        var out = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound] + replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }

    /// `rangeOfCharacter(from:)`: the first character of the set, or nil.
    public func rangeOfCharacter(from set: CharacterSet) -> Range<Index>? {
        guard let at = firstIndex(where: { set.contains($0) }) else { return nil }
        return at..<index(after: at)
    }

    /// `replacingCharacters(in:with:)`.
    public func replacingCharacters<R: RangeExpression, T: StringProtocol>(in range: R, with replacement: T) -> String
    where R.Bound == Index {
        var out = String(self)
        let r = range.relative(to: self)
        let lower = out.index(out.startIndex, offsetBy: distance(from: startIndex, to: r.lowerBound))
        let upper = out.index(lower, offsetBy: distance(from: r.lowerBound, to: r.upperBound))
        out.replaceSubrange(lower..<upper, with: replacement)
        return out
    }

    /// `components(separatedBy:)`.
    public func components(separatedBy separator: String) -> [String] {
        split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }
}

/// `Scanner`, for the hexadecimal numbers colour code reads.
public final class Scanner {
    private var rest: Substring
    public init(string: String) { rest = Substring(string) }
    /// `scanHexInt64(_:)`: reads hexadecimal digits (after an optional `0x` or `#`).
    public func scanHexInt64(_ result: UnsafeMutablePointer<UInt64>) -> Bool {
        if rest.hasPrefix("0x") || rest.hasPrefix("0X") { rest = rest.dropFirst(2) }
        if rest.hasPrefix("#") { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isHexDigit }
        guard !digits.isEmpty, let value = UInt64(digits, radix: 16) else { return false }
        rest = rest.dropFirst(digits.count)
        result.pointee = value
        return true
    }
    /// `scanHexInt32(_:)`.
    public func scanHexInt32(_ result: UnsafeMutablePointer<UInt32>) -> Bool {
        var wide: UInt64 = 0
        guard scanHexInt64(&wide) else { return false }
        result.pointee = UInt32(truncatingIfNeeded: wide)
        return true
    }
    /// `isAtEnd`: nothing left to scan.
    public var isAtEnd: Bool { rest.isEmpty }
    /// `scanString(_:into:)`: the exact text next, passed over; whether it was there.
    @discardableResult
    public func scanString(_ string: String, into result: AutoreleasingUnsafeMutablePointer<NSString?>?) -> Bool {
        guard rest.hasPrefix(string) else { return false }
        rest = rest.dropFirst(string.count)
        result?.pointee = string
        return true
    }
    /// `scanString(_:)` (iOS 13): the text when it is next, else nil.
    public func scanString(_ searchString: String) -> String? {
        scanString(searchString, into: nil) ? searchString : nil
    }
    /// `scanFloat(_:)`, `scanDouble(_:)`, `scanInt(_:)`: a decimal number next, passed over.
    @discardableResult
    public func scanFloat(_ result: UnsafeMutablePointer<Float>?) -> Bool {
        guard let value = scanNumber() else { return false }
        result?.pointee = Float(value)
        return true
    }
    @discardableResult
    public func scanDouble(_ result: UnsafeMutablePointer<Double>?) -> Bool {
        guard let value = scanNumber() else { return false }
        result?.pointee = value
        return true
    }
    @discardableResult
    public func scanInt(_ result: UnsafeMutablePointer<Int>?) -> Bool {
        let digits = rest.prefix { $0.isNumber || $0 == "-" || $0 == "+" }
        guard let value = Int(digits) else { return false }
        rest = rest.dropFirst(digits.count)
        result?.pointee = value
        return true
    }

    private func scanNumber() -> Double? {
        let text = rest.prefix { $0.isNumber || ".-+eE".contains($0) }
        guard let value = Double(text) else { return nil }
        rest = rest.dropFirst(text.count)
        return value
    }
}

/// `AutoreleasingUnsafeMutablePointer`: how `scanString(_:into:)` hands back what it read (an
/// ordinary pointer here: there is no autorelease pool).
public typealias AutoreleasingUnsafeMutablePointer<T> = UnsafeMutablePointer<T>

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `NSLocalizedString(_:tableName:bundle:value:comment:)`: there are no string tables, so the
/// value when given, else the key.
public func NSLocalizedString(
    _ key: String, tableName: String? = nil, bundle: Bundle = .main, value: String = "", comment: String
) -> String {
    value.isEmpty ? key : value
}

extension StringProtocol {
    // The locale is the model's one, English (US), so the localized case changes are the plain ones.
    /// `localizedLowercase`.
    public var localizedLowercase: String { lowercased() }
    /// `localizedUppercase`.
    public var localizedUppercase: String { uppercased() }
    /// `capitalized`, `localizedCapitalized`: each word's first letter upper case, the rest lower.
    public var capitalized: String {
        var out = ""
        var atWordStart = true
        for c in self {
            out += atWordStart ? c.uppercased() : c.lowercased()
            atWordStart = !(c.isLetter || c.isNumber || c == "'")
        }
        return out
    }
    public var localizedCapitalized: String { capitalized }
}

extension String {
    /// `String(localized:table:bundle:comment:)` (iOS 15): the key itself. The model has no
    /// string tables and one language, so a key is its own English value, as when a table lacks it.
    public init(
        localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self = keyAndValue
    }

    /// `String(localized:defaultValue:table:bundle:comment:)`: the default value, else the key.
    public init(
        localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self = defaultValue
    }
}

extension Bundle {
    /// `localizedString(forKey:value:table:)`: the value given, else the key, as Foundation
    /// answers a key its tables lack (the stage has no string tables).
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        guard let value, !value.isEmpty else { return key }
        return value
    }
    /// `url(forResource:withExtension:)`, `url(forResource:withExtension:subdirectory:)`: nil, as
    /// for a resource the bundle lacks; the stage has no app bundle.
    public func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
    public func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL? {
        nil
    }
    /// `Bundle(url:)`, `Bundle(path:)`, `Bundle(identifier:)`: nil, as for a bundle that is not
    /// there (the stage has none but the main one).
    public convenience init?(url: URL) { return nil }
    public convenience init?(path: String) { return nil }
    public convenience init?(identifier: String) { return nil }

    /// `path(forResource:ofType:)`, `url(forResource:withExtension:)`: the model ships no
    /// resources, so there is none to find, as for a name the bundle lacks.
    public func path(forResource name: String?, ofType ext: String?) -> String? { nil }
    /// `bundleIdentifier`: the stage's.
    public var bundleIdentifier: String? { "app.proscenium.stage" }
    /// `infoDictionary`: empty.
    public var infoDictionary: [String: Any]? { [:] }
}

/// `ProcessInfo` (Foundation's), as code reads its environment and arguments (for a debug
/// switch, say): the stage process's own.
public final class ProcessInfo: @unchecked Sendable {
    /// `ProcessInfo.processInfo`.
    public static let processInfo = ProcessInfo()
    /// `ProcessInfo()`: the same process's.
    public init() {}
    /// `environment`: the stage's environment variables.
    public var environment: [String: String] {
        var values: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            cursor += 1
        }
        return values
    }
    /// `arguments`: the stage's command line.
    public var arguments: [String] { CommandLine.arguments }
    /// `processIdentifier`.
    public var processIdentifier: Int32 { getpid() }
    /// `isOperatingSystemAtLeast(_:)`: the model runs the newest iOS it models (26) [?].
    public func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool { version.majorVersion <= 26 }
    /// `isMacCatalystApp`, `isiOSAppOnMac`: the stage is an iPhone or iPad app, not on a Mac.
    public var isMacCatalystApp: Bool { false }
    public var isiOSAppOnMac: Bool { false }
    /// `processName`: the app's, as the stage names it.
    public var processName: String { "Proscenium" }
}

/// `OperatingSystemVersion`.
public struct OperatingSystemVersion: Sendable {
    public var majorVersion: Int
    public var minorVersion: Int
    public var patchVersion: Int
    public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.patchVersion = patchVersion
    }
}

/// `Thread` (Foundation's), as presentation code asks it: the stage runs the user's code on its
/// one thread, the main one, so `isMainThread` is true wherever it is asked.
public final class Thread: @unchecked Sendable {
    private init() {}
    /// `Thread.main`, `Thread.current`: the one thread.
    public static let main = Thread()
    public class var current: Thread { main }
    /// `Thread.isMainThread`, and a thread's own `isMainThread`.
    public class var isMainThread: Bool { true }
    public var isMainThread: Bool { true }
}

extension String {
    /// `String(format:_:)`: printf's conversions, each formatted by the C library's `vsnprintf`
    /// as Foundation's are, and `%@` (or a string argument) by the argument's description. Positional arguments
    /// (`%1$@`) are not read [?]; such a specifier is copied as written.
    public init(format: String, _ arguments: CVarArg...) {
        self = Self.formatted(format, arguments)
    }

    /// `String(format:arguments:)`.
    public init(format: String, arguments: [CVarArg]) {
        self = Self.formatted(format, arguments)
    }

    package static func formatted(_ format: String, _ arguments: [CVarArg]) -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        while i < format.endIndex {
            guard format[i] == "%" else {
                out.append(format[i])
                i = format.index(after: i)
                continue
            }
            // A specifier: flags, width, precision, length, then the conversion letter.
            var j = format.index(after: i)
            while j < format.endIndex, "-+ #0123456789.hlqLzjt'".contains(format[j]) { j = format.index(after: j) }
            guard j < format.endIndex else {
                out += format[i...]
                break
            }
            let spec = String(format[i...j])
            let conversion = format[j]
            i = format.index(after: j)
            if conversion == "%" {
                out.append("%")
            } else if spec.contains("$") || next >= arguments.count {
                out += spec
            } else if conversion == "@" || arguments[next] is String {
                // A string goes in whole, for `%s` too: the C library is never handed one.
                out += String(describing: arguments[next])
                next += 1
            } else {
                out += printed(spec, arguments[next])
                next += 1
            }
        }
        return out
    }

    /// One conversion of one argument, through `vsnprintf`.
    private static func printed(_ spec: String, _ argument: CVarArg) -> String {
        withVaList([argument]) { list in
            var buffer = [CChar](repeating: 0, count: 512)
            let count = vsnprintf(&buffer, buffer.count, spec, list)
            guard count >= 0 else { return spec }
            let bytes = buffer.prefix(Swift.min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// A `String` passes through `String(format:)`'s `CVarArg...` as on Apple's platforms, where
/// Foundation bridges it: its `%@` is the string itself. The C encoding (what `%s` would read) is
/// empty; `String(format:)` never hands a string to the C library.
// swift-format-ignore: AvoidRetroactiveConformances
// On Apple's platforms Foundation makes this conformance; here nothing else does.
extension String: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}
