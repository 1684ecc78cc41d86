/// A lesson command (`lesson 2`, `hint`, `next`, `progress export FILE`, ...). The session does not
/// act on these: the lesson runner does, with the session as its workspace.
public enum LessonAction: Equatable, Sendable {
    case list
    /// `lesson N`, `lesson SLUG`, optionally with a language (`lesson 5 zh`).
    case open(String, language: String?)
    case quit
    case lint
    case next
    case back
    case goal
    case hint
    case solution
    case skip
    case check
    case progressExport(String)
    case progressImport(String)
    case progressReset
}

extension Parser {
    /// Words that start a lesson command.
    static let lessonWords = ["lesson", "next", "back", "goal", "hint", "solution", "skip", "check", "progress"]

    static func parseLesson(_ word: String, _ c: inout Cursor) throws(ParseError) -> LessonAction {
        switch word {
        case "next": return .next
        case "back": return .back
        case "goal": return .goal
        case "hint": return .hint
        case "solution": return .solution
        case "skip": return .skip
        case "check": return .check
        case "progress":
            switch try c.keyword(["export", "import", "reset"]) {
            case "export": return .progressExport(try fileName(&c))
            case "import": return .progressImport(try fileName(&c))
            default: return .progressReset
            }
        default:
            guard let t = c.peek else { return .list }
            switch t.lowered {
            case "list": c.advance(); return .list
            case "quit": c.advance(); return .quit
            case "lint": c.advance(); return .lint
            default:
                c.advance()
                let language = c.atEnd ? nil : try c.keyword(["en", "zh"])
                return .open(t.text.lowercased(), language: language)
            }
        }
    }

    static func fileName(_ c: inout Cursor) throws(ParseError) -> String {
        guard let t = c.next() else { throw c.missing(["<file>"]) }
        return t.text
    }
}
