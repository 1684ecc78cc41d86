/// How an SVG export looks on a slide: `--scale N` makes type and strokes N times larger (the
/// phone keeps one point per pixel, so a projector shows larger words beside the same phone), and
/// `--theme dark|light` picks the page's colours. The views keep the model's own colours in both.
package struct SVGOptions: Equatable, Sendable {
    /// Type and stroke size, 1 (as before) to 4.
    package var scale: Double
    /// The page around the phone: white (`light`, the default) or near-black (`dark`), one of
    /// `Theme.pageThemes`; chosen by the export alone, never from the terminal's look.
    package var theme: Theme

    /// The bounds `--scale` accepts.
    package static let scales = 1.0...4.0

    package init(scale: Double = 1, theme: Theme = .light) {
        self.scale = scale
        self.theme = theme
    }
}
