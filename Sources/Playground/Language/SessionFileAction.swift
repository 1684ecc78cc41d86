/// Commands that move a session to and from files: `save FILE`, `load FILE`, `record FILE`,
/// `record stop`, and `load FILE.swift…` / `unload` for the user's own presentation code.
package enum SessionFileAction: Equatable, Sendable {
    case save(String)
    /// One file, no `as`: a saved session, unless it is Swift (a `.swift` file or a folder,
    /// which only the front end can tell: the session asks its `CodeLoader`).
    case load(String)
    /// `load A.swift B.swift [as TypeName]`: the user's own presentation code.
    case loadCode(paths: [String], typeName: String?)
    /// Back to the playground's own controller.
    case unload
    case record(String)
    case recordStop
}

extension Parser {
    /// A file name: the next word, as written.
    static func fileName(_ c: inout Cursor) throws(ParseError) -> String {
        guard let t = c.next() else { throw c.missing(["<file>"]) }
        return t.text
    }

    /// `load FILE [MORE…] [as TypeName]`: one plain file is `.load` (a session, or Swift if the
    /// front end finds it so), anything else the user's code.
    static func loadArguments(_ c: inout Cursor) throws(ParseError) -> Command {
        var paths = [try fileName(&c)]
        var typeName: String?
        while let t = c.next() {
            if t.lowered == "as" {
                guard let name = c.next() else { throw c.missing(["<TypeName>"]) }
                typeName = name.text
                try c.end()
                break
            }
            paths.append(t.text)
        }
        if paths.count == 1, typeName == nil, !paths[0].hasSuffix(".swift") { return .file(.load(paths[0])) }
        return .file(.loadCode(paths: paths, typeName: typeName))
    }
}
