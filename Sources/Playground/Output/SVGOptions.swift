/// How an SVG export looks on a slide: `--scale N` makes type and strokes N times larger (the
/// phone keeps one point per pixel, so a projector shows larger words beside the same phone), and
/// `--theme dark|light` picks the page's colours. The views keep the model's own colours in both.
package struct SVGOptions: Equatable, Sendable {
    /// The page around the phone: white (`light`, the default) or near-black (`dark`). The words are
    /// the terminal's theme names where they mean the same (`set theme light`), kept separate so an
    /// export never depends on the terminal's look.
    package enum Theme: String, CaseIterable, Equatable, Sendable {
        case light
        case dark
    }

    /// Type and stroke size, 1 (as before) to 4.
    package var scale: Double
    package var theme: Theme

    /// The bounds `--scale` accepts.
    package static let scales = 1.0...4.0

    package init(scale: Double = 1, theme: Theme = .light) {
        self.scale = scale
        self.theme = theme
    }
}
