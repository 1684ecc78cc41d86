/// A word of a command line and where it starts (1-based column, in characters).
public struct Token: Equatable, Sendable {
    public enum Kind: Equatable, Sendable { case word, quoted }
    public var text: String
    public var column: Int
    public var kind: Kind
    /// Lower-cased for keyword matching: words are case-insensitive.
    public var lowered: String { text.lowercased() }
}

/// Splits a line into tokens: white space separates, double quotes group (with `\"` inside), `#`
/// outside quotes starts a comment.
public enum Lexer {
    public static func tokenize(_ line: String) throws(ParseError) -> [Token] {
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
                if escaped { current.append(ch); escaped = false; continue }
                if ch == "\\" { escaped = true; continue }
                if ch == "\"" { inQuotes = false; continue }
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
}
