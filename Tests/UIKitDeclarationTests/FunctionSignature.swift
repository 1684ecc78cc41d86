/// A function type as the table writes it, `(A, @escaping () -> Void) throws -> R`, split at its
/// top level: the parameter types, the effects and the result.
struct FunctionSignature: Equatable {
    var parameters: [String]
    var effects: String
    var result: String

    /// nil when `text` is not a parenthesised parameter list followed by `-> R`.
    static func parse(_ text: String) -> FunctionSignature? {
        let chars = Array(text.trimmingCharacters(in: .whitespaces))
        guard chars.first == "(" else { return nil }
        var depth = 0
        var close: Int?
        for (i, c) in chars.enumerated() {
            if "([<".contains(c) { depth += 1 }
            if ")]>".contains(c), !(c == ">" && i > 0 && chars[i - 1] == "-") { depth -= 1 }
            if depth == 0 {
                close = i
                break
            }
        }
        guard let close else { return nil }
        let inner = String(chars[1..<close])
        let rest = String(chars[(close + 1)...]).trimmingCharacters(in: .whitespaces)
        guard let arrow = rest.range(of: "->") else { return nil }
        let effects = rest[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        let result = rest[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return FunctionSignature(parameters: splitTopLevel(inner), effects: effects, result: result)
    }

    /// `A, (B, C) -> D, [E: F]` split at the commas outside brackets.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for c in text {
            if "([<".contains(c) { depth += 1 }
            if ")]".contains(c) || (c == ">" && previous != "-") { depth -= 1 }
            if c == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
            previous = c
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The type as a Swift function type: `(A, B) throws -> R`.
    var swiftType: String {
        "(\(parameters.joined(separator: ", ")))\(effects.isEmpty ? "" : " \(effects)") -> \(result)"
    }

    /// A parameter's type as a value of it is made (`@escaping` and `inout` dropped, `T...` as `[T]`).
    static func valueType(_ parameter: String) -> String {
        var t = parameter
        // `@escaping` stays: a probe's parameter of function type passed on to an escaping
        // parameter must escape too, as the app's closure does in Xcode.
        // `inout` only where it marks the parameter itself: inside a closure's own parameter
        // list (`(inout any UIMutableTraits) -> Void`) it is part of the closure's type.
        if t.hasPrefix("inout ") { t.removeFirst("inout ".count) }
        for attribute in ["@autoclosure ", "@Sendable ", "@MainActor "] {
            t = t.replacingOccurrences(of: attribute, with: "")
        }
        if t.hasSuffix("...") { t = "[\(t.dropLast(3))]" }
        return t
    }

    /// What a call of a function with these effects is marked with: `try`, `await`, both.
    var callMarks: String {
        (effects.contains("throws") ? "try " : "") + (effects.contains("async") ? "await " : "")
    }

    /// `text` with each whole word `word` (not a member such as `Self.Value`) replaced.
    static func replacingWord(_ word: String, in text: String, with replacement: String) -> String {
        var out = ""
        var i = text.startIndex
        func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < text.endIndex {
            if text[i...].hasPrefix(word) {
                let end = text.index(i, offsetBy: word.count)
                let before = i == text.startIndex ? nil : text[text.index(before: i)]
                let after = end == text.endIndex ? nil : text[end]
                if before.map({ !isIdentifier($0) && $0 != "." }) ?? true,
                    after.map({ !isIdentifier($0) && $0 != "." }) ?? true
                {
                    out += replacement
                    i = end
                    continue
                }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }
}
