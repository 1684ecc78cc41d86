/// What the fuzz tests demand of text shown to a person: one line, no raw control characters.
package enum FuzzChecks {
    /// The longest error line accepted: user input inside it is shortened, so even a megabyte
    /// line is answered in a line that fits a few terminal rows.
    package static let maxErrorLineLength = 1_000

    /// Why one line's outputs break the rules for a refused line, nil when they keep them (or
    /// nothing was refused): exactly one output, the error, rendered as one clean `error:` line
    /// (`renderedError` renders it, only when needed), and no change to the state (`changed`
    /// says what moved, nil when nothing did).
    package static func problem(outputs: Int, errors: Int, changed: String?, renderedError: () -> String) -> String? {
        guard errors > 0 else { return nil }
        if errors > 1 { return "\(errors) errors for one line" }
        if outputs > 1 { return "an error plus \(outputs - 1) other output(s)" }
        if let changed { return "refused, yet the state changed: \(changed)" }
        let text = renderedError()
        return problem(inErrorLine: text).map { "error line \($0): \(describe(Array(text.utf8)))" }
    }

    /// Why `text` (one rendered error, `\n` included) is not a valid error line; nil when it is:
    /// `error: …` at the prompt, `FILE:LINE:COL: error: …` in a script (the compilers' form).
    package static func problem(inErrorLine text: String) -> String? {
        guard text.hasPrefix("error: ") || isLocatedError(text) else {
            return "starts neither with `error: ` nor with `FILE:LINE:COL: error: `"
        }
        guard text.hasSuffix("\n") else { return "does not end with a newline" }
        let body = text.dropLast()
        if let bad = body.unicodeScalars.first(where: isLineBreakingOrControl) {
            return "contains U+\(String(bad.value, radix: 16, uppercase: true))"
        }
        if body.count > maxErrorLineLength { return "is \(body.count) characters long" }
        return nil
    }

    /// `FILE:LINE:COL: error: …`, the file's name without a space.
    static func isLocatedError(_ text: String) -> Bool {
        guard let lead = text.range(of: ": error: ") else { return false }
        let parts = text[..<lead.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        return parts.count >= 3 && !parts[0].isEmpty && !parts[0].contains(" ")
            && parts.suffix(2).allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators: a terminal acts on
    /// them (moves the cursor, clears, beeps, changes colour) or a reader splits the line there.
    package static func isLineBreakingOrControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
    }

    /// A line shown in a failure message: control characters escaped, shortened.
    package static func describe(_ bytes: [UInt8], limit: Int = 160) -> String {
        var out = ""
        for scalar in String(decoding: bytes.prefix(limit * 4), as: UTF8.self).unicodeScalars.prefix(limit) {
            out +=
                isLineBreakingOrControl(scalar) || scalar == "\u{FFFD}" ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return bytes.count > limit ? out + "… (\(bytes.count) bytes)" : out
    }
}
