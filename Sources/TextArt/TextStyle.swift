/// How a run of characters is coloured; `plain` never carries an escape.
enum TextStyle: Equatable, Sendable {
    case plain, bold, box, boxName, shade, safeArea, dim

    /// The SGR sequence that starts this style (empty for plain).
    var ansi: String {
        switch self {
        case .plain: return ""
        case .bold: return Ansi.bold
        case .box: return Ansi.cyan
        case .boxName: return Ansi.bold + Ansi.cyan
        case .shade, .dim: return Ansi.gray
        case .safeArea: return Ansi.yellow
        }
    }
}
