/// Commands that move a session to and from files: `save FILE`, `load FILE`, `record FILE`,
/// `record stop`.
public enum SessionFileAction: Equatable, Sendable {
    case save(String)
    case load(String)
    case record(String)
    case recordStop
}

extension Parser {
    /// A file name: the next word, as written.
    static func fileName(_ c: inout Cursor) throws(ParseError) -> String {
        guard let t = c.next() else { throw c.missing(["<file>"]) }
        return t.text
    }
}
