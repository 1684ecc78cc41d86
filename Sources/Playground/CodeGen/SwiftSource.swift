import PresentationKit
import ProsceniumJSON

/// Lines of Swift source under construction, indented four spaces per level. The generators
/// write into it top to bottom, as a person types.
struct SwiftSource {
    private(set) var lines: [String] = []
    private var depth = 0

    /// One line at the current indentation; an empty string makes a blank line.
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Several lines at the current indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// `header {`, the body one level deeper, then `closing` (`}` unless told otherwise).
    mutating func block(_ header: String, closing: String = "}", _ body: (inout SwiftSource) -> Void) {
        open(header + " {")
        body(&self)
        close(closing)
    }

    /// A line that opens a block (written as given, brace included); what follows is one level deeper.
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    /// A line that closes one block and opens the next: `} else {`, `} completion: { _ in`.
    mutating func reopen(_ text: String) {
        depth -= 1
        line(text)
        depth += 1
    }

    /// A line that closes the innermost block.
    mutating func close(_ text: String = "}") {
        depth -= 1
        line(text)
    }

    /// An implementation of `hook` as the hook catalogue declares it (`override` in a subclass):
    /// a `func` through `function`, a `var` as a block.
    mutating func implement(_ hook: Hook, override: Bool = false, _ body: (inout SwiftSource) -> Void) {
        guard let d = hook.declaration else { preconditionFailure("\(hook) is not implemented by apps") }
        let prefix = override ? "override " : ""
        if d.keyword == "var" {
            block(prefix + d.signature, body)
        } else {
            function(prefix + "func " + d.name, d.parameters, d.type.map { " -> \($0)" } ?? "", body)
        }
    }

    /// A one-line computed property from the catalogue: `override var presentedView: UIView? { wrapperView }`.
    mutating func implement(_ hook: Hook, override: Bool = false, returning expression: String) {
        guard let d = hook.declaration else { preconditionFailure("\(hook) is not implemented by apps") }
        line((override ? "override " : "") + d.signature + " { \(expression) }")
    }

    /// A function or initialiser: its parameters on the line when it fits in `SwiftSource.width`
    /// columns, else one per line as Xcode formats long signatures; then the body.
    mutating func function(_ head: String, _ parameters: [String], _ tail: String, _ body: (inout SwiftSource) -> Void)
    {
        let single = head + "(" + parameters.joined(separator: ", ") + ")" + tail + " {"
        if depth * 4 + single.count <= Self.width {
            open(single)
        } else {
            line(head + "(")
            depth += 1
            for (i, p) in parameters.enumerated() { line(p + (i < parameters.count - 1 ? "," : "")) }
            depth -= 1
            open(")" + tail + " {")
        }
        body(&self)
        close()
    }

    /// A `///` comment, wrapped.
    mutating func doc(_ text: String) { prefixed("/// ", text) }

    /// A `//` comment, wrapped.
    mutating func comment(_ text: String) { prefixed("// ", text) }

    private mutating func prefixed(_ prefix: String, _ text: String) {
        for piece in Self.wrap(text, width: Self.commentWidth - depth * 4 - prefix.count) { line(prefix + piece) }
    }

    /// The longest line the generators aim for, and the narrower measure for comments.
    static let width = 120
    static let commentWidth = 100

    /// Joins words that a comment must not split across lines (`0.8 s`, a command).
    static let noBreak: Character = "\u{A0}"

    /// Words of `text` in lines of at most `width` characters (a longer word gets a line of its own);
    /// `noBreak` holds words together and prints as a space.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { String($0.map { $0 == noBreak ? " " : $0 }) }
    }

    /// A blank line, unless the last line is already blank or opens a block.
    mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}

/// Literals and small spellings shared by the generators.
enum SwiftLiteral {
    /// A number as Swift source: whole numbers without `.0`, others in the shortest form that
    /// reads back as the same Double (`0.6`, `0.6666666666666666`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// A string literal with quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        JSONText.quoted(text) { (value: UInt32) -> String? in
            let control = value < 0x20 || value == 0x7F || (0x2028...0x2029).contains(value)
            return control ? "\\u{" + hex(value) + "}" : nil
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        var v = value
        var out = ""
        repeat {
            out.insert(digits[Int(v % 16)], at: out.startIndex)
            v /= 16
        } while v > 0
        return out
    }

    /// `parentSize.width / 1.5` for a fraction that reads best inverted, `parentSize.width * 0.3`
    /// otherwise, or a point count.
    static func dimension(_ d: Dimension, of length: String) -> String {
        switch d {
        case .points(let p): return number(p)
        case .fraction(let f):
            if f == 1 { return length }
            if f > 0 {
                let inverse = 1 / f
                let short = formatNumber(inverse, decimals: 4)
                if let parsed = NumberParser.parse(short), 1 / parsed == f { return "\(length) / \(short)" }
            }
            return "\(length) * \(number(f))"
        }
    }

    /// The `UIModalPresentationStyle` case.
    static func style(_ s: ModalPresentationStyle) -> String { "." + s.name }

    /// `overlay` from `Overlay`.
    static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }
}
