/// Reads tokens left to right for the parser, producing `ParseError`s that carry the column and
/// the words that would have fitted. A `CommandForm`'s parse reads its arguments with it.
package struct Cursor {
    package let tokens: [Token]
    package let line: String
    package private(set) var index = 0

    package init(tokens: [Token], line: String) {
        self.tokens = tokens
        self.line = line
    }

    package var atEnd: Bool { index >= tokens.count }
    package var peek: Token? { atEnd ? nil : tokens[index] }
    package var peekLowered: String? { peek?.lowered }
    package var peekIsNumber: Bool { peek.map { NumberParser.parse($0.text) != nil } ?? false }
    /// Column just past the line's end, for errors about something missing.
    package var endColumn: Int { line.count + 1 }

    package mutating func advance() { index += 1 }

    package mutating func next() -> Token? {
        guard let t = peek else { return nil }
        index += 1
        return t
    }

    /// The rest of the line from the current token, as written.
    package mutating func rest() -> String {
        guard let t = peek else { return "" }
        index = tokens.count
        let start = line.index(line.startIndex, offsetBy: t.column - 1)
        return String(line[start...]).trimmingTrailingSpace()
    }

    package func missing(_ expected: [String]) -> ParseError {
        ParseError(column: endColumn, problem: .missing, expected: expected)
    }

    /// One of `options` (case-insensitive); returns it lower-cased.
    package mutating func keyword(_ options: [String]) throws(ParseError) -> String {
        guard let t = peek else { throw missing(options) }
        let lowered = t.lowered
        guard t.kind == .word, options.contains(where: { $0.lowercased() == lowered }) else {
            throw ParseError(column: t.column, problem: .unexpectedWord(t.text), expected: options)
        }
        index += 1
        return lowered
    }

    /// One of `options`' words (case-insensitive), and the value declared beside it: a word and
    /// its meaning are written once, so no word can fall through to another's.
    package mutating func choice<T>(_ options: [(word: String, value: T)]) throws(ParseError) -> T {
        let word = try keyword(options.map(\.word))
        return options.first { $0.word.lowercased() == word }!.value
    }

    package mutating func onOff() throws(ParseError) -> Bool {
        guard let t = peek else { throw missing(["on", "off"]) }
        switch t.lowered {
        case "on", "true", "yes":
            index += 1
            return true
        case "off", "false", "no":
            index += 1
            return false
        default: throw ParseError(column: t.column, problem: .unexpectedWord(t.text), expected: ["on", "off"])
        }
    }

    package mutating func number(_ what: String, min: Double, max: Double) throws(ParseError) -> Double {
        guard let t = peek else { throw ParseError(column: endColumn, problem: .missing, expected: ["<\(what)>"]) }
        guard let value = NumberParser.parse(t.text) else {
            throw ParseError(column: t.column, problem: .notANumber(t.text, what: what), expected: ["<\(what)>"])
        }
        guard value >= min, value <= max else {
            throw ParseError(
                column: t.column,
                problem: .outOfRange(
                    value, what: what,
                    allowed: "\(NumberParser.format(min)) to \(NumberParser.format(max))"))
        }
        index += 1
        return value
    }

    /// A length: a fraction when written with `/` or at most 1, points otherwise.
    package mutating func dimension(_ what: String) throws(ParseError) -> Dimension {
        let text = peek?.text ?? ""
        let value = try number(what, min: 0, max: 10000)
        if text.contains("/") || value <= 1 { return .fraction(value) }
        return .points(value)
    }

    package mutating func end() throws(ParseError) {
        guard let t = peek else { return }
        throw ParseError(column: t.column, problem: .extraWords(t.text))
    }
}

extension String {
    func trimmingTrailingSpace() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }
}
