/// How a run of characters is coloured; `plain` never carries an escape.
enum TextStyle: Equatable, Sendable {
    case plain, bold, box, boxName, shade, safeArea, dim
    /// A view being animated (its box and its name), and animation bars.
    case animating, animatingName
    /// Marks that call attention: a curve's peak, calls on a timeline.
    case accent

    /// The SGR sequence that starts this style (empty for plain).
    var ansi: String {
        switch self {
        case .plain: return ""
        case .bold: return Ansi.bold
        case .box: return Ansi.cyan
        case .boxName: return Ansi.bold + Ansi.cyan
        case .shade, .dim: return Ansi.gray
        case .safeArea: return Ansi.yellow
        case .animating: return Ansi.magenta
        case .animatingName: return Ansi.bold + Ansi.magenta
        case .accent: return Ansi.bold + Ansi.yellow
        }
    }
}
