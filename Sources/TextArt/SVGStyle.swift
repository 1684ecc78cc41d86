/// The page an SVG export is drawn on: its colours (a light or dark slide) and the size of its
/// type and strokes. The phone stays at one point per pixel whatever the scale, so on a projector a
/// larger scale means larger words and thicker lines beside the same phone; the views keep the
/// model's own colours (a white view is white on either page).
package struct SVGStyle: Equatable, Sendable {
    /// The colours of everything that is not a view's own fill.
    package struct Palette: Equatable, Sendable {
        var background: String
        var text: String
        var muted: String
        var windowStroke: String
        var viewStroke: String
        var presentedStroke: String
        var safeArea: String
        /// A name on a light fill and on a dark or empty one.
        var nameOnLight: String
        var nameOnDark: String
        var contentOnLight: String
        var contentOnDark: String
        /// A fill of `none` shows what is behind: on a light page, assume it is light.
        var emptyFillIsDark: Bool

        /// White page, dark type: as the exports always were, with a darker amber so the dashed
        /// safe-area line holds on white.
        package static let light = Palette(
            background: "#ffffff", text: "#111111", muted: "#3a3a3a", windowStroke: "#444444",
            viewStroke: "#8a8a8a", presentedStroke: "#0a9fb5", safeArea: "#c98f00", nameOnLight: "#0a6f7f",
            nameOnDark: "#7fe3f2", contentOnLight: "#333333", contentOnDark: "#e6e6e6", emptyFillIsDark: false)

        /// Near-black page, light type, brighter outlines: for dark slides and dim rooms.
        package static let dark = Palette(
            background: "#15171c", text: "#f2f2f2", muted: "#c9ccd1", windowStroke: "#a0a4aa",
            viewStroke: "#9a9a9a", presentedStroke: "#2fd0e8", safeArea: "#ffc400", nameOnLight: "#0a6f7f",
            nameOnDark: "#7fe3f2", contentOnLight: "#333333", contentOnDark: "#e6e6e6", emptyFillIsDark: true)
    }

    /// Type and stroke size: 1 is the size the exports always had.
    package var scale: Double
    package var palette: Palette

    package init(scale: Double = 1, palette: Palette = .light) {
        self.scale = scale.isFinite ? min(max(scale, 1), 8) : 1
        self.palette = palette
    }

    /// The body type: view names, the frame list, the key.
    var fontSize: Double { 14 * scale }
    var titleSize: Double { 16 * scale }
    var lineHeight: Double { 20 * scale }
    var margin: Double { 16 * scale }
    var headerHeight: Double { 32 * scale }
    /// Where a view's name and text sit inside it, from its top-left corner.
    var labelInset: Double { 6 * scale }
    var nameBaseline: Double { 18 * scale }
    var textBaseline: Double { 36 * scale }
    var stroke: Double { 1 * scale }
    var presentedStroke: Double { 2 * scale }
    var safeAreaStroke: Double { 1.5 * scale }
    var dash: String { "\(SVGExporter.n(6 * scale)) \(SVGExporter.n(4 * scale))" }

    /// Width of `count` characters of monospaced type (0.6 em in Menlo and DejaVu Sans Mono; a
    /// little more so a line never runs past the page).
    func textWidth(_ count: Int, size: Double) -> Double { Double(count) * size * 0.62 }
}
