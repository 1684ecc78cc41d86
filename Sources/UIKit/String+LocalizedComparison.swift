import FoundationEssentials
import PresentationKit

// Foundation's locale-aware string comparisons (NSString.h: `localizedCompare:`,
// `localizedCaseInsensitiveCompare:`, `localizedStandardCompare:`,
// `localizedCaseInsensitiveContainsString:`, `localizedStandardContainsString:`), which
// FoundationEssentials lacks. The model's locale is English with POSIX-like collation: letters
// are folded to lower case by `lowercased()` (no full case folding: "ß" does not match "SS" as
// ICU's does [?]); diacritics are found by the Unicode names of Latin, Greek and Cyrillic letters
// ("LATIN SMALL LETTER E WITH ACUTE" is "e" with a mark) and by combining marks, which is ICU's
// base letter for those scripts and not for others (Hangul, Indic, Arabic presentation forms
// [?]). Beyond letters, order is by Unicode scalar value, where ICU's root collation sorts
// punctuation and symbols before digits and letters [?].
extension StringProtocol {
    /// `localizedCaseInsensitiveContains(_:)`: whether `other` occurs, ignoring case; diacritics
    /// count ("é" is not "e"). An empty `other` is never contained, as Foundation answers.
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
        guard !other.isEmpty else { return false }
        return String(self).lowercased().contains(String(other).lowercased())
    }

    /// `localizedStandardContains(_:)`: whether `other` occurs, ignoring case and diacritics, as
    /// a search field matches ("Creme" finds "Crème Brûlée").
    public func localizedStandardContains<T: StringProtocol>(_ other: T) -> Bool {
        guard !other.isEmpty else { return false }
        return LocalizedCollation.base(String(self)).contains(LocalizedCollation.base(String(other)))
    }

    /// `localizedCompare(_:)`: collation order: letters alike first ("a" < "B"), then accents
    /// ("e" < "é"), then case, lower first ("a" < "A").
    public func localizedCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        LocalizedCollation.compare(String(self), String(string), numeric: false, strength: .tertiary)
    }

    /// `localizedCaseInsensitiveCompare(_:)`: as `localizedCompare(_:)` with case ignored.
    public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        LocalizedCollation.compare(String(self), String(string), numeric: false, strength: .secondary)
    }

    /// `localizedStandardCompare(_:)`: the Finder's order: case ignored, runs of digits compared
    /// as numbers ("Item 2" < "Item 10"), and strings that differ only in case or in the zeros
    /// before a number still ordered (Foundation's forced ordering) by `localizedCompare(_:)`.
    public func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult {
        let (a, b) = (String(self), String(string))
        let order = LocalizedCollation.compare(a, b, numeric: true, strength: .secondary)
        if order != .orderedSame { return order }
        let cased = LocalizedCollation.compare(a, b, numeric: true, strength: .tertiary)
        if cased != .orderedSame { return cased }
        return LocalizedCollation.compare(a, b, numeric: false, strength: .tertiary)
    }
}

/// The collation behind the comparisons above: three levels, as ICU's (base letters, then
/// accents, then case).
enum LocalizedCollation {
    enum Strength: Int {
        case primary = 1
        case secondary
        case tertiary
    }

    /// Base letters of the precomposed Latin, Greek and Cyrillic letters, found by their names.
    private static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [0x41...0x24F, 0x370...0x4FF, 0x1E00...0x1FFF]
        var byName: [String: Unicode.Scalar] = [:]
        var withMark: [(Unicode.Scalar, String)] = []
        for range in ranges {
            for code in range {
                guard let scalar = Unicode.Scalar(code), let name = scalar.properties.name else { continue }
                if let cut = name.firstRange(of: " WITH ") {
                    withMark.append((scalar, String(name[..<cut.lowerBound])))
                } else if name.hasPrefix("GREEK"), let cut = name.firstRange(of: " AND ") {
                    withMark.append((scalar, String(name[..<cut.lowerBound])))
                } else {
                    byName[name] = scalar
                }
            }
        }
        var bases: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (scalar, baseName) in withMark {
            if let base = byName[baseName] { bases[scalar] = base }
        }
        return bases
    }()

    /// The text with case folded (by `lowercased()`) and diacritics removed.
    static func base(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: out.append(baseLetters[scalar] ?? scalar)
            }
        }
        return String(out)
    }

    /// The key of one level: base letters; lower case with accents; or the text with case
    /// swapped, so that lower case sorts first.
    private static func key(_ text: String, _ level: Strength) -> String {
        switch level {
        case .primary: return base(text)
        case .secondary: return text.lowercased()
        case .tertiary:
            var out = ""
            for c in text { out += c.isUppercase ? c.lowercased() : c.uppercased() }
            return out
        }
    }

    static func compare(_ a: String, _ b: String, numeric: Bool, strength: Strength) -> ComparisonResult {
        for raw in 1...strength.rawValue {
            let level = Strength(rawValue: raw)!
            let order = compareRuns(key(a, level), key(b, level), numeric: numeric)
            if order != .orderedSame { return order }
        }
        return .orderedSame
    }

    /// Compares two keys, runs of ASCII digits as numbers when `numeric`.
    private static func compareRuns(_ a: String, _ b: String, numeric: Bool) -> ComparisonResult {
        let (x, y) = (runs(a, numeric), runs(b, numeric))
        for (p, q) in zip(x, y) {
            let order: ComparisonResult
            if p.isNumber && q.isNumber {
                let (m, n) = (p.text.drop { $0 == "0" }, q.text.drop { $0 == "0" })
                order =
                    m.count != n.count
                    ? (m.count < n.count ? .orderedAscending : .orderedDescending)
                    : scalarOrder(String(m), String(n))
            } else {
                order = scalarOrder(p.text, q.text)
            }
            if order != .orderedSame { return order }
        }
        return x.count == y.count ? .orderedSame : (x.count < y.count ? .orderedAscending : .orderedDescending)
    }

    private static func runs(_ text: String, _ numeric: Bool) -> [(text: String, isNumber: Bool)] {
        guard numeric else { return [(text, false)] }
        var out: [(text: String, isNumber: Bool)] = []
        for c in text {
            let digit = c.isASCII && c.isNumber
            if let last = out.last, last.isNumber == digit {
                out[out.count - 1].text.append(c)
            } else {
                out.append((String(c), digit))
            }
        }
        return out
    }

    private static func scalarOrder(_ a: String, _ b: String) -> ComparisonResult {
        for (p, q) in zip(a.unicodeScalars, b.unicodeScalars) where p != q {
            return p.value < q.value ? .orderedAscending : .orderedDescending
        }
        let (m, n) = (a.unicodeScalars.count, b.unicodeScalars.count)
        return m == n ? .orderedSame : (m < n ? .orderedAscending : .orderedDescending)
    }
}
