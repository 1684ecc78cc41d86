/// Reads a file's text, before it is parsed, for the first place it nests deeper than a bound.
///
/// swift-syntax's parser recurses once per level of nesting, and only some of its paths stop at
/// its `maximumNestingLevel`: an array type `[[[…]]]` (its lookahead), generic arguments `A<A<…>>`,
/// a chain of `else if`, a function type `(A) -> (A) -> …` or `try await try await …` go on
/// until the stack runs out (on an 8 MB stack, at 1,000 to 4,000 levels). So the levels are
/// counted here, in one loop without recursion, and a file past the bound is never parsed.
///
/// A level is an open `(`, `[`, `{` or `\(` in a string; an open generic `<` (written against the
/// name before it, as Swift requires); an open `#if`; and each link of the chains above that is
/// still open: every `else` of an `if … else if …` chain, every `->` of one type, every `try` or
/// `await` in a row. Comments and the text of string literals are skipped.
///
/// Apart from those levels, it counts the `[`s open that hold nothing but what a type may be
/// written with (`[[[…`, `[(A) -> [(A) -> …`, `[A<[A<…`): the parser tries each as an inline array
/// type (`[3 of Int]`) and then again as what it is, which doubles its time with every one (20
/// deep took 10 s, each one more twice that). A value at the bracket's own level (a literal, `,`,
/// `:`, `=`) ends the doubling; so does a subscript (`a[…]`, which is not tried as a type).
struct NestingScanner {
    /// Which bound a file goes past.
    enum Excess: Equatable {
        /// More than `bound` levels.
        case levels
        /// More than `typeBracketBound` `[` that may be types.
        case typeBrackets
    }

    /// The UTF-8 offset of the token that first goes past a bound, and which; or nil.
    static func firstTooDeep(in text: String, bound: Int, typeBracketBound: Int) -> (offset: Int, excess: Excess)? {
        var scanner = NestingScanner(bytes: Array(text.utf8), bound: bound, typeBracketBound: typeBracketBound)
        guard let offset = scanner.run() else { return nil }
        return (offset, scanner.typeBrackets > typeBracketBound ? .typeBrackets : .levels)
    }

    private enum Kind: Equatable {
        case file, paren, square, brace, angle
        /// Code inside `\( … )` of a string with `hashes` `#`s, which the string resumes after.
        case interpolation
        /// The text of a string literal; `hashes` is the number of `#` around a raw string.
        case string(hashes: Int, multiline: Bool)
    }

    /// One open level, with the chain links that are open inside it.
    private struct Frame {
        var kind: Kind
        var elseLinks = 0
        var arrowLinks = 0
        /// The last token was a `}` that closed a level back to this one (an `else` may follow).
        var afterBrace = false
        /// A line ended since the last token (a `->` chain ends there unless a `->` is on either side).
        var afterNewline = false
        /// For a `[`: what it holds (so far) may be a type, see `typeBrackets`.
        var mayBeType = false
    }

    private let bytes: [UInt8]
    private let bound: Int
    private let typeBracketBound: Int
    /// The `[`s open whose `mayBeType` holds.
    private var typeBrackets = 0
    private var i = 0
    private var stack: [Frame] = [Frame(kind: .file)]
    /// Open levels of brackets and strings' code (every frame but the file and the strings).
    private var brackets = 0
    private var ifConfigs = 0
    /// The chain links open in every frame, summed.
    private var links = 0
    /// `try` and `await` in a row.
    private var prefixRun = 0
    private var lastWasArrow = false
    private var lastWasTry = false

    private init(bytes: [UInt8], bound: Int, typeBracketBound: Int) {
        self.bytes = bytes
        self.bound = bound
        self.typeBracketBound = typeBracketBound
    }

    private var depth: Int { brackets + ifConfigs + links + prefixRun }
    private var tooDeep: Bool { depth > bound || typeBrackets > typeBracketBound }

    private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
    }

    private mutating func run() -> Int? {
        while i < bytes.count {
            if case .string(let hashes, let multiline) = stack[stack.count - 1].kind {
                scanString(hashes: hashes, multiline: multiline)
                continue
            }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                stack[stack.count - 1].afterNewline = true
                i += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                i += 1
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                openString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(i + hashes) == UInt8(ascii: "\"") {
                    i += hashes
                    openString(hashes: hashes)
                } else if let tooDeep = poundKeyword() {
                    return tooDeep
                }
            case UInt8(ascii: "`"):
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != UInt8(ascii: "\n") { i += 1 }
                if byte(i) == UInt8(ascii: "`") { i += 1 }
                token("`")
            case _ where Self.isIdentifier(b):
                let start = i
                while i < bytes.count, Self.isIdentifier(bytes[i]) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                token(word)
                // A number is a value.
                if b >= 0x30 && b <= 0x39 { settleValue() }
                if word == "else" {
                    stack[stack.count - 1].elseLinks += 1
                    links += 1
                    if tooDeep { return start }
                } else if word == "try" || word == "await" {
                    prefixRun += 1
                    lastWasTry = word == "try"
                    if tooDeep { return start }
                }
            default:
                if let tooDeep = punctuation(b) { return tooDeep }
            }
        }
        return nil
    }

    /// What every token does to the chains before its own effect: a `try`/`await` run ends at
    /// anything else, an `else if` chain at anything but `else` after its `}`, a `->` chain at a
    /// new line that neither ends nor starts with `->`.
    private mutating func token(_ word: String) {
        let top = stack.count - 1
        if word != "try" && word != "await" && !(lastWasTry && (word == "?" || word == "!")) { prefixRun = 0 }
        if word != "?" && word != "!" { lastWasTry = false }
        if stack[top].afterBrace, word != "else" { resetElse(top) }
        stack[top].afterBrace = false
        if stack[top].afterNewline, !lastWasArrow, word != "->" { resetArrows(top) }
        stack[top].afterNewline = false
        lastWasArrow = word == "->"
    }

    /// The innermost level holds a value: if it is a `[`, it is not a type.
    private mutating func settleValue() {
        guard stack[stack.count - 1].mayBeType else { return }
        stack[stack.count - 1].mayBeType = false
        typeBrackets -= 1
    }

    private mutating func resetElse(_ index: Int) {
        links -= stack[index].elseLinks
        stack[index].elseLinks = 0
    }

    private mutating func resetArrows(_ index: Int) {
        links -= stack[index].arrowLinks
        stack[index].arrowLinks = 0
    }

    private mutating func push(_ kind: Kind) {
        stack.append(Frame(kind: kind))
        if case .string = kind { return }
        brackets += 1
    }

    private mutating func pop() {
        let frame = stack.removeLast()
        links -= frame.elseLinks + frame.arrowLinks
        if frame.mayBeType { typeBrackets -= 1 }
        if case .string = frame.kind { return }
        brackets -= 1
    }

    /// Generic `<`s still open are not generic after all (`a<b` compared) once a statement,
    /// a block or an assignment starts.
    private mutating func popAngles() {
        while stack.count > 1, stack[stack.count - 1].kind == .angle { pop() }
    }

    private mutating func punctuation(_ b: UInt8) -> Int? {
        let start = i
        i += 1
        let isArrow = b == UInt8(ascii: "-") && byte(i) == UInt8(ascii: ">")
        if isArrow { i += 1 }
        token(isArrow ? "->" : String(UnicodeScalar(b)))
        let top = stack.count - 1
        switch b {
        case _ where isArrow:
            stack[top].arrowLinks += 1
            links += 1
        case UInt8(ascii: "("):
            push(.paren)
        case UInt8(ascii: "["):
            push(.square)
            // Against what comes before (`a[0]`, `f()[0]`, `a?[0]`) it is a subscript, never read as a type.
            let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
            if !Self.isIdentifier(before), !")]?!".utf8.contains(before) {
                stack[stack.count - 1].mayBeType = true
                typeBrackets += 1
            }
        case UInt8(ascii: "{"):
            popAngles()
            resetArrows(stack.count - 1)
            push(.brace)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            close(b)
        case UInt8(ascii: "<"):
            // Generic only against a name (`Array<Int>`), as Swift's lexer reads it; not `<=`, `<<`.
            let next = byte(i)
            if start > 0, Self.isIdentifier(bytes[start - 1]), next != UInt8(ascii: "="), next != UInt8(ascii: "<") {
                push(.angle)
            }
        case UInt8(ascii: ">"):
            if stack[top].kind == .angle { pop() }
        case UInt8(ascii: ";"):
            popAngles()
            resetElse(stack.count - 1)
            resetArrows(stack.count - 1)
        case UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
            popAngles()
            resetArrows(stack.count - 1)
            settleValue()
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            if b == UInt8(ascii: ",") { resetArrows(top) }
            settleValue()
        default:
            break
        }
        return tooDeep ? start : nil
    }

    /// Closes the nearest level `b` closes, and any left open inside it. A `)` or `]` closes
    /// nothing past a `{`, and nothing closes past a string's `\(`: so a stray bracket (code that
    /// does not compile, a `\(` in a regex literal) is passed over or closed with its block,
    /// instead of leaving every level after it one deeper.
    private mutating func close(_ b: UInt8) {
        let wanted: Kind = b == UInt8(ascii: ")") ? .paren : b == UInt8(ascii: "]") ? .square : .brace
        var index = stack.count - 1
        while index > 0 {
            let kind = stack[index].kind
            if kind == wanted || (wanted == .paren && kind == .interpolation) { break }
            if kind == .interpolation || (wanted != .brace && kind == .brace) { return }
            index -= 1
        }
        guard index > 0 else { return }
        while stack.count > index { pop() }
        if wanted == .brace { stack[stack.count - 1].afterBrace = true }
    }

    /// `#if` opens a level and `#endif` closes one; other `#` words are tokens.
    private mutating func poundKeyword() -> Int? {
        let start = i
        i += 1
        while i < bytes.count, Self.isIdentifier(bytes[i]) { i += 1 }
        let word = String(decoding: bytes[start..<i], as: UTF8.self)
        token(word)
        if word == "#if" {
            ifConfigs += 1
            if tooDeep { return start }
        } else if word == "#endif" {
            ifConfigs = max(0, ifConfigs - 1)
        }
        return nil
    }

    private mutating func openString(hashes: Int) {
        token("\"")
        settleValue()
        let multiline = byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        push(.string(hashes: hashes, multiline: multiline))
    }

    private func hashes(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    /// Moves through a string's text to its end or to an interpolation (which opens a level).
    private mutating func scanString(hashes count: Int, multiline: Bool) {
        let b = bytes[i]
        if b == UInt8(ascii: "\\"), hashes(count, at: i + 1) {
            i += 1 + count
            if byte(i) == UInt8(ascii: "(") {
                i += 1
                push(.interpolation)
            } else {
                i += 1
            }
        } else if b == UInt8(ascii: "\""), !multiline, hashes(count, at: i + 1) {
            i += 1 + count
            pop()
        } else if b == UInt8(ascii: "\""), multiline, byte(i + 1) == b, byte(i + 2) == b, hashes(count, at: i + 3) {
            i += 3 + count
            pop()
        } else if !multiline, b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
            // An unterminated string ends with its line, as the lexer ends it.
            pop()
        } else {
            i += 1
        }
    }

    /// `/* … */`, which nests.
    private mutating func skipBlockComment() {
        var open = 0
        repeat {
            if byte(i) == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                open += 1
                i += 2
            } else if byte(i) == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                open -= 1
                i += 2
            } else {
                i += 1
            }
        } while open > 0 && i < bytes.count
    }
}
