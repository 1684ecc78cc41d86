import PresentationKit

/// Reads the numbers the language accepts: `30`, `-2`, `0.5`, `.5`, `1/1.5`, and durations
/// `0.8s`. Rejects NaN, infinities and anything that is not entirely a number.
package enum NumberParser {
    package static func parse(_ text: String) -> Double? {
        var t = Substring(text)
        if t.hasSuffix("s") || t.hasSuffix("S") { t = t.dropLast() }
        if let slash = t.firstIndex(of: "/") {
            guard let a = plain(t[..<slash]), let b = plain(t[t.index(after: slash)...]), b != 0 else { return nil }
            let v = a / b
            return v.isFinite ? v : nil
        }
        return plain(t)
    }

    private static func plain(_ s: Substring) -> Double? {
        guard !s.isEmpty, s.count <= 32 else { return nil }
        var sawDigit = false
        var sawDot = false
        for (i, ch) in s.enumerated() {
            if ch.isASCII, ch.isNumber {
                sawDigit = true
                continue
            }
            if ch == ".", !sawDot {
                sawDot = true
                continue
            }
            if ch == "-" || ch == "+", i == 0 { continue }
            return nil
        }
        guard sawDigit, let v = Double(s), v.isFinite else { return nil }
        return v
    }

    static func format(_ v: Double) -> String { formatNumber(v) }
}
