/// Commands that move a session to and from files: `save FILE`, `load FILE`, `record FILE`,
/// `record stop`.
public enum SessionFileAction: Equatable, Sendable {
    case save(String)
    case load(String)
    case record(String)
    case recordStop
}

extension Parser {
    static let fileWords = ["save", "load", "record"]

    static func parseFileAction(_ word: String, _ c: inout Cursor) throws(ParseError) -> SessionFileAction {
        switch word {
        case "save": return .save(try fileName(&c))
        case "load": return .load(try fileName(&c))
        default:
            if c.peekLowered == "stop" {
                c.advance()
                return .recordStop
            }
            return .record(try fileName(&c))
        }
    }
}
