/// A character grid that a drawing is painted into, back to front, one Unicode scalar per cell.
/// Line cells keep which neighbours they connect to, so the window border can grow junctions
/// (`┬ ├ ┤ ┴`) where a view's edge meets it.
struct Canvas: Sendable {
    enum Kind: Sendable, Equatable { case blank, shade, line, text, mark }

    struct Cell: Sendable {
        var kind: Kind = .blank
        var scalar: Unicode.Scalar = " "
        var lines: UInt8 = 0
        var rounded = false
        var style: TextStyle = .plain
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    func contains(_ column: Int, _ row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    subscript(column: Int, row: Int) -> Cell {
        get { contains(column, row) ? cells[row * columns + column] : Cell() }
        set { if contains(column, row) { cells[row * columns + column] = newValue } }
    }

    mutating func clear(_ column: Int, _ row: Int) { self[column, row] = Cell() }

    mutating func setLine(_ column: Int, _ row: Int, bits: UInt8, rounded: Bool = false, style: TextStyle) {
        self[column, row] = Cell(kind: .line, scalar: " ", lines: bits, rounded: rounded, style: style)
    }

    mutating func setScalar(_ column: Int, _ row: Int, _ scalar: Unicode.Scalar, kind: Kind, style: TextStyle) {
        self[column, row] = Cell(kind: kind, scalar: scalar, lines: 0, rounded: false, style: style)
    }

    /// Writes `text` from `column` rightwards, at most `limit` cells, staying on the canvas.
    mutating func write(_ text: String, _ column: Int, _ row: Int, limit: Int, style: TextStyle) {
        var c = column
        for scalar in text.unicodeScalars.prefix(max(0, limit)) {
            setScalar(c, row, scalar, kind: .text, style: style)
            c += 1
        }
    }

    /// Row `row` as printable text.
    func line(_ row: Int, glyphs: Glyphs) -> StyledText {
        var out = StyledText()
        var run = String.UnicodeScalarView()
        var runStyle = TextStyle.plain
        for column in 0..<columns {
            let cell = self[column, row]
            let scalar = cell.kind == .line ? glyphs.line(cell.lines, rounded: cell.rounded) : cell.scalar
            let style = cell.kind == .blank ? .plain : cell.style
            if style != runStyle, !run.isEmpty {
                out.append(String(run), runStyle)
                run = String.UnicodeScalarView()
            }
            runStyle = style
            run.append(scalar)
        }
        out.append(String(run), runStyle)
        return out
    }
}
