/// A word of a command line and where it starts (1-based column, in characters).
package struct Token: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case word, quoted }
    package var text: String
    package var column: Int
    package var kind: Kind
    /// Lower-cased for keyword matching: words are case-insensitive.
    package var lowered: String { text.lowercased() }
}

/// Splits a line into tokens: white space separates, double quotes group (with `\"` inside), `#`
/// outside quotes starts a comment.
package enum Lexer {
    package static func tokenize(_ line: String) throws(ParseError) -> [Token] {
        // Almost every line is ASCII: reading bytes gives the same tokens and columns several
        // times faster than reading characters (it matters for debug builds and the fuzz test).
        if line.utf8.allSatisfy({ $0 < 0x80 }) { return try tokenize(ascii: Array(line.utf8)) }
        return try tokenize(characters: line)
    }

    /// The general case: characters, so a combining mark stays with what it follows.
    static func tokenize(characters line: String) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var inQuotes = false
        var quotedToken = false
        var escaped = false
        var column = 0
        func flush() {
            if !current.isEmpty || quotedToken {
                tokens.append(Token(text: current, column: start, kind: quotedToken ? .quoted : .word))
            }
            current = ""
            quotedToken = false
        }
        for ch in line {
            column += 1
            if inQuotes {
                if escaped {
                    current.append(ch)
                    escaped = false
                    continue
                }
                if ch == "\\" {
                    escaped = true
                    continue
                }
                if ch == "\"" {
                    inQuotes = false
                    continue
                }
                current.append(ch)
                continue
            }
            if ch == "#" && current.isEmpty { break }
            if ch == " " || ch == "\t" || ch == "\r" || ch == "\n" || ch == "\r\n" {
                flush()
                continue
            }
            if ch == "\"" {
                if current.isEmpty && !quotedToken { start = column }
                inQuotes = true
                quotedToken = true
                continue
            }
            if current.isEmpty && !quotedToken { start = column }
            current.append(ch)
        }
        if inQuotes { throw ParseError(column: start, problem: .unterminatedQuote) }
        flush()
        return tokens
    }

    /// The same rules over the bytes of an ASCII line, where every character is one byte except
    /// `\r\n`, which is one character (one column) here too.
    static func tokenize(ascii b: [UInt8]) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        var current: [UInt8] = []
        var start = 0
        var inQuotes = false
        var quotedToken = false
        var escaped = false
        var column = 0
        var i = 0
        func flush() {
            if !current.isEmpty || quotedToken {
                tokens.append(
                    Token(
                        text: String(decoding: current, as: UTF8.self), column: start,
                        kind: quotedToken ? .quoted : .word))
            }
            current.removeAll(keepingCapacity: true)
            quotedToken = false
        }
        while i < b.count {
            let c = b[i]
            let crlf = c == 0x0D && i + 1 < b.count && b[i + 1] == 0x0A
            i += crlf ? 2 : 1
            column += 1
            if inQuotes {
                if escaped {
                    current.append(c)
                    if crlf { current.append(0x0A) }
                    escaped = false
                    continue
                }
                if c == 0x5C {
                    escaped = true
                    continue
                }
                if c == 0x22 {
                    inQuotes = false
                    continue
                }
                current.append(c)
                if crlf { current.append(0x0A) }
                continue
            }
            if c == 0x23 && current.isEmpty { break }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0A {
                flush()
                continue
            }
            if c == 0x22 {
                if current.isEmpty && !quotedToken { start = column }
                inQuotes = true
                quotedToken = true
                continue
            }
            if current.isEmpty && !quotedToken { start = column }
            current.append(c)
        }
        if inQuotes { throw ParseError(column: start, problem: .unterminatedQuote) }
        flush()
        return tokens
    }
}
