import FoundationEssentials
import PresentationKit

/// `NSRegularExpression` (Foundation's NSRegularExpression.h): an ICU pattern matched against
/// text, with ranges as `NSRange`s in UTF-16 code units, as `NSString` counts.
///
/// Built on Swift's `Regex` with Unicode-scalar semantics (ICU matches code points, not
/// characters), whose syntax is ICU's for what everyday patterns use (classes, groups, named
/// groups, lookaround, quantifiers, `\b`, `\d`, inline options). The options map onto the
/// pattern's inline options (`(?i)`, `(?x)`, `(?s)`, `(?m)`) and Swift's word-boundary kind; `.useUnixLineSeparators`
/// and the matching options `.withTransparentBounds`, `.withoutAnchoringBounds`,
/// `.reportProgress` and `.reportCompletion` are accepted and not modelled (said once): a range
/// is searched as if it were the whole text, so `^` and `$` match at its ends, ICU's default.
/// Where ICU and Swift's engine differ on an exotic construct (possessive forms inside lookbehind,
/// `\X` under scalar semantics) the answer is Swift's [?].
open class NSRegularExpression: @unchecked Sendable {
    // @unchecked: immutable after init; `Regex` is not declared Sendable.

    /// `NSRegularExpression.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = Options(rawValue: 1 << 0)
        public static let allowCommentsAndWhitespace = Options(rawValue: 1 << 1)
        public static let ignoreMetacharacters = Options(rawValue: 1 << 2)
        public static let dotMatchesLineSeparators = Options(rawValue: 1 << 3)
        public static let anchorsMatchLines = Options(rawValue: 1 << 4)
        public static let useUnixLineSeparators = Options(rawValue: 1 << 5)
        public static let useUnicodeWordBoundaries = Options(rawValue: 1 << 6)
    }

    /// `NSRegularExpression.MatchingOptions`.
    public struct MatchingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reportProgress = MatchingOptions(rawValue: 1 << 0)
        public static let reportCompletion = MatchingOptions(rawValue: 1 << 1)
        public static let anchored = MatchingOptions(rawValue: 1 << 2)
        public static let withTransparentBounds = MatchingOptions(rawValue: 1 << 3)
        public static let withoutAnchoringBounds = MatchingOptions(rawValue: 1 << 4)
    }

    /// `NSRegularExpression.MatchingFlags`, as `enumerateMatches` hands its block: the model
    /// reports matches only, so the flags are always empty.
    public struct MatchingFlags: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let progress = MatchingFlags(rawValue: 1 << 0)
        public static let completed = MatchingFlags(rawValue: 1 << 1)
        public static let hitEnd = MatchingFlags(rawValue: 1 << 2)
        public static let requiredEnd = MatchingFlags(rawValue: 1 << 3)
        public static let internalError = MatchingFlags(rawValue: 1 << 4)
    }

    /// The error a bad pattern throws: Foundation's `NSCocoaErrorDomain` 2048
    /// (`NSFormattingError`), "The value “…” is invalid."
    struct InvalidPattern: LocalizedError {
        let pattern: String
        var errorDescription: String? { "The value “\(pattern)” is invalid." }
        var _domain: String { "NSCocoaErrorDomain" }
        var _code: Int { 2048 }
    }

    public let pattern: String
    public let options: Options
    /// `numberOfCaptureGroups`: the pattern's capturing groups, named ones included.
    public let numberOfCaptureGroups: Int
    private let regex: Regex<AnyRegexOutput>

    /// `init(pattern:options:)`: throws when the pattern does not compile, as Foundation's.
    public init(pattern: String, options: Options = []) throws {
        self.pattern = pattern
        self.options = options
        var source = options.contains(.ignoreMetacharacters) ? Self.escapedPattern(for: pattern) : pattern
        var inline = ""
        if options.contains(.caseInsensitive) { inline += "i" }
        if options.contains(.allowCommentsAndWhitespace) && !options.contains(.ignoreMetacharacters) { inline += "x" }
        if options.contains(.dotMatchesLineSeparators) { inline += "s" }
        if options.contains(.anchorsMatchLines) { inline += "m" }
        if !inline.isEmpty { source = "(?\(inline))" + source }
        do {
            // ICU's `\b` is the simple one (word characters beside non-word ones) unless
            // `.useUnicodeWordBoundaries` asks for UAX #29's, which is Swift's default.
            regex = try Regex(source).matchingSemantics(.unicodeScalar)
                .wordBoundaryKind(options.contains(.useUnicodeWordBoundaries) ? .default : .simple)
        } catch {
            throw InvalidPattern(pattern: pattern)
        }
        numberOfCaptureGroups =
            options.contains(.ignoreMetacharacters)
            ? 0 : Self.captureGroups(in: pattern, extended: options.contains(.allowCommentsAndWhitespace))
        if options.contains(.useUnixLineSeparators) {
            Engine.running?.noteOnce("NSRegularExpression: .useUnixLineSeparators is not modelled")
        }
    }

    // MARK: Matching

    /// `matches(in:options:range:)`: every match in the range, in order.
    open func matches(in string: String, options: MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        var found: [NSTextCheckingResult] = []
        enumerateMatches(in: string, options: options, range: range) { result, _, _ in
            if let result { found.append(result) }
        }
        return found
    }

    /// `numberOfMatches(in:options:range:)`.
    open func numberOfMatches(in string: String, options: MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// `firstMatch(in:options:range:)`: the first match in the range, or nil.
    open func firstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        var first: NSTextCheckingResult?
        enumerateMatches(in: string, options: options, range: range) { result, _, stop in
            first = result
            stop.pointee = true
        }
        return first
    }

    /// `rangeOfFirstMatch(in:options:range:)`: the first match's range, or `NSNotFound` and 0.
    open func rangeOfFirstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    /// `enumerateMatches(in:options:range:using:)`: the block is handed each match in turn and
    /// may stop the search; `.anchored` takes only matches that follow on one another from the
    /// range's start, as ICU does.
    open func enumerateMatches(
        in string: String, options: MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        if !options.isDisjoint(with: [.withTransparentBounds, .withoutAnchoringBounds]) {
            Engine.running?.noteOnce(
                "NSRegularExpression: .withTransparentBounds and .withoutAnchoringBounds are not modelled")
        }
        if !options.isDisjoint(with: [.reportProgress, .reportCompletion]) {
            Engine.running?.noteOnce(
                "NSRegularExpression: .reportProgress and .reportCompletion are not modelled (no progress calls)")
        }
        guard let bounds = Range(range, in: string) else {
            preconditionFailure(
                "NSRegularExpression: range \(range) out of bounds of a string of length \(string.utf16.count)")
        }
        var stop = ObjCBool(false)
        let text = string[bounds]
        if options.contains(.anchored) {
            var at = bounds.lowerBound
            while let match = string[at..<bounds.upperBound].prefixMatch(of: regex) {
                block(NSTextCheckingResult(match, in: string, expression: self), [], &stop)
                if stop.boolValue || match.range.isEmpty { return }
                at = match.range.upperBound
            }
            return
        }
        for match in text.matches(of: regex) {
            block(NSTextCheckingResult(match, in: string, expression: self), [], &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Replacing

    /// `stringByReplacingMatches(in:options:range:withTemplate:)`: the string with each match in
    /// the range replaced by the template, where `$0`…`$n` stand for the match's groups (as many
    /// digits as name a group) and a backslash takes the next character literally.
    open func stringByReplacingMatches(
        in string: String, options: MatchingOptions = [], range: NSRange, withTemplate templ: String
    ) -> String {
        let units = Array(string.utf16)
        var out: [UInt16] = []
        var copied = 0
        for result in matches(in: string, options: options, range: range) {
            out += units[copied..<result.range.location]
            out += Array(replacementString(for: result, in: string, offset: 0, template: templ).utf16)
            copied = result.range.upperBound
        }
        out += units[copied...]
        return String(decoding: out, as: UTF16.self)
    }

    /// `replacementString(for:in:offset:template:)`: the template filled in for one match.
    open func replacementString(
        for result: NSTextCheckingResult, in string: String, offset: Int, template templ: String
    ) -> String {
        var out = ""
        var characters = templ.makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let held = pending {
                pending = nil
                return held
            }
            return characters.next()
        }
        while let c = next() {
            if c == "\\" {
                if let escaped = next() { out.append(escaped) }
            } else if c == "$", let first = next() {
                guard let firstDigit = first.wholeNumberValue, first.isASCII else {
                    out.append(c)
                    pending = first
                    continue
                }
                var group = firstDigit
                while let more = next() {
                    if let digit = more.wholeNumberValue, more.isASCII, group * 10 + digit < result.numberOfRanges {
                        group = group * 10 + digit
                    } else {
                        pending = more
                        break
                    }
                }
                if group < result.numberOfRanges, case let r = result.range(at: group), r.location != NSNotFound {
                    out += string.substring(with: NSRange(location: r.location + offset, length: r.length))
                }
            } else {
                out.append(c)
            }
        }
        return out
    }

    // MARK: Escaping

    /// `escapedPattern(for:)`: the text with every pattern metacharacter escaped, so it matches
    /// itself.
    open class func escapedPattern(for string: String) -> String {
        var out = ""
        for c in string {
            if "\\*?+[(){}^$|./".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// `escapedTemplate(for:)`: the text with `\` and `$` escaped, so a template writes it as is.
    open class func escapedTemplate(for string: String) -> String {
        var out = ""
        for c in string {
            if c == "\\" || c == "$" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// The capturing groups of a pattern: `(` not escaped, not in a class, and not `(?` unless a
    /// named group (`(?<name>`, `(?P<name>`, `(?'name'`).
    private static func captureGroups(in pattern: String, extended: Bool) -> Int {
        let c = Array(pattern)
        var count = 0
        var i = 0
        var inClass = false
        while i < c.count {
            switch c[i] {
            case "\\":
                i += 1
            case "[":
                inClass = true
            case "]":
                inClass = false
            case "#" where extended && !inClass:
                while i < c.count && c[i] != "\n" { i += 1 }
            case "(" where !inClass:
                if i + 1 < c.count, c[i + 1] == "?" {
                    let rest = c[(i + 2)...].prefix(2)
                    if rest.first == "'" || rest.first == "P"
                        || (rest.first == "<" && rest.last != "=" && rest.last != "!")
                    {
                        count += 1
                    }
                } else if i + 1 < c.count, c[i + 1] == "*" {
                    // A verb such as `(*FAIL)`: not a group.
                } else {
                    count += 1
                }
            default:
                break
            }
            i += 1
        }
        return count
    }
}

/// `NSTextCheckingResult` (Foundation's NSTextCheckingResult.h) as regular expressions give it:
/// the match's range and its groups' ranges, in UTF-16 code units of the whole string. A group
/// that took no part in the match has `NSNotFound` and 0.
open class NSTextCheckingResult: @unchecked Sendable {
    /// `NSTextCheckingResult.CheckingType`: only `.regularExpression` results are made here.
    public struct CheckingType: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let regularExpression = CheckingType(rawValue: 1 << 10)
    }

    private let ranges: [NSRange]
    private let named: [String: NSRange]
    /// `regularExpression`: the expression that matched.
    public let regularExpression: NSRegularExpression?

    init(_ match: Regex<AnyRegexOutput>.Match, in string: String, expression: NSRegularExpression) {
        func offsets(_ r: Range<String.Index>?) -> NSRange {
            guard let r else { return NSRange(location: NSNotFound, length: 0) }
            let utf16 = string.utf16
            let start = utf16.distance(from: utf16.startIndex, to: r.lowerBound)
            return NSRange(location: start, length: utf16.distance(from: r.lowerBound, to: r.upperBound))
        }
        var ranges: [NSRange] = []
        var named: [String: NSRange] = [:]
        for element in match.output {
            let r = offsets(element.range)
            ranges.append(r)
            if let name = element.name { named[name] = r }
        }
        self.ranges = ranges
        self.named = named
        regularExpression = expression
    }

    /// `resultType`: `.regularExpression`.
    open var resultType: CheckingType { .regularExpression }
    /// `range`: the whole match.
    open var range: NSRange { ranges[0] }
    /// `numberOfRanges`: the whole match and one per capturing group.
    open var numberOfRanges: Int { ranges.count }
    /// `range(at:)`: 0 is the whole match, 1… the groups; past the last group stops the program,
    /// as Foundation's raises.
    open func range(at idx: Int) -> NSRange {
        precondition(idx >= 0 && idx < ranges.count, "NSTextCheckingResult: index \(idx) out of bounds")
        return ranges[idx]
    }
    /// `range(withName:)` (iOS 11): a named group's range, or `NSNotFound` and 0.
    open func range(withName name: String) -> NSRange {
        named[name] ?? NSRange(location: NSNotFound, length: 0)
    }
}
