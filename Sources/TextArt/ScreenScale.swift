import PresentationKit

/// How the window maps onto a grid of cells: the grid's size, chosen so the drawing keeps the
/// window's aspect (a cell is about twice as tall as wide), and the point → cell mapping. The
/// window's edges fall on the grid's outer cells.
struct ScreenScale: Sendable {
    /// Most rows a drawing takes unless it is fitted to a window or asked for more (`set drawing`).
    static let maxRows = 18
    /// Fewest columns a drawing takes.
    static let minColumns = 12

    let columns: Int
    let rows: Int
    let windowWidth: Double
    let windowHeight: Double

    /// True when the window has a finite, positive size that can be mapped.
    var isDrawable: Bool {
        windowWidth.isFinite && windowHeight.isFinite && windowWidth > 0 && windowHeight > 0
    }

    /// Most rows a drawing ever takes, whatever it is asked for.
    static let rowCeiling = 1_000

    /// The largest grid of at most `rowLimit` rows (`maxRows` unless asked: film strips ask for
    /// fewer, a drawing fitted to a tall window for more) and `maxColumns` columns that keeps the aspect.
    init(window: Size, maxColumns: Int, rowLimit: Int = ScreenScale.maxRows) {
        let rowCap = max(3, min(rowLimit, ScreenScale.rowCeiling))
        windowWidth = window.width
        windowHeight = window.height
        let limit = max(ScreenScale.minColumns, maxColumns)
        guard window.width.isFinite, window.height.isFinite, window.width > 0, window.height > 0 else {
            columns = ScreenScale.minColumns
            rows = 4
            return
        }
        // cols - 1 = 2 · (rows - 1) · w / h
        let cellsPerRow = 2 * window.width / window.height
        var r = rowCap
        var c = ScreenScale.cells(Double(r - 1) * cellsPerRow, limit: limit) + 1
        if c > limit {
            c = limit
            r = ScreenScale.cells(Double(c - 1) / cellsPerRow, limit: rowCap) + 1
        }
        columns = min(limit, max(ScreenScale.minColumns, c))
        rows = min(rowCap, max(3, r))
    }

    /// The column of the cell holding x (points), clamped to -1…columns (just off either side).
    func column(_ x: Double) -> Int {
        ScreenScale.cell(x / windowWidth * Double(columns - 1), count: columns)
    }

    /// The row of the cell holding y (points), clamped to -1…rows.
    func row(_ y: Double) -> Int {
        ScreenScale.cell(y / windowHeight * Double(rows - 1), count: rows)
    }

    private static func cell(_ v: Double, count: Int) -> Int {
        if v.isNaN { return -1 }
        if v <= -1 { return -1 }
        if v >= Double(count) { return count }
        return Int(v.rounded())
    }

    private static func cells(_ v: Double, limit: Int) -> Int {
        guard v.isFinite else { return limit + 1 }
        if v > Double(limit) { return limit + 1 }
        return max(0, Int(v.rounded()))
    }
}
