/// A character grid that a drawing is painted into, back to front, one terminal column per cell.
/// Line cells keep which neighbours they connect to, so the window border can grow junctions
/// (`┬ ├ ┤ ┴`) where a view's edge meets it. A wide character (CJK, emoji) takes two cells: its
/// own, holding the whole grapheme cluster, and a continuation cell after it.
struct Canvas: Sendable {
    enum Kind: Sendable, Equatable { case blank, shade, line, text, mark }

    struct Cell: Sendable {
        var kind: Kind = .blank
        var scalar: Unicode.Scalar = " "
        var lines: UInt8 = 0
        var rounded = false
        var style: TextStyle = .plain
        /// Index in the canvas's `clusters` of a grapheme cluster drawn instead of `scalar` (a wide
        /// character, or a character of more than one scalar), or -1; `width` is its columns. An
        /// index rather than the string keeps a cell plain data: copying cells is the hot path.
        var cluster: Int32 = -1
        var width: UInt8 = 1
        /// The second cell of the wide character in the cell before it.
        var isContinuation = false
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]
    private var clusters: [String] = []

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

    /// Writes `text` from `column` rightwards, at most `limit` cells, staying on the canvas. A wide
    /// character takes two cells and is left out, with what follows, when only one is left.
    mutating func write(_ text: String, _ column: Int, _ row: Int, limit: Int, style: TextStyle) {
        var c = column
        let end = column + max(0, limit)
        // Most text is ASCII: a byte is a cell, no grapheme breaking needed.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for byte in text.utf8.prefix(max(0, end - c)) {
                setScalar(c, row, Unicode.Scalar(byte), kind: .text, style: style)
                c += 1
            }
            return
        }
        for character in text {
            let w = DisplayWidth.of(character)
            guard w > 0 else { continue }
            guard c + w <= end else { break }
            let scalars = character.unicodeScalars
            if w == 1, scalars.count == 1, let scalar = scalars.first {
                setScalar(c, row, scalar, kind: .text, style: style)
            } else {
                clusters.append(String(character))
                self[c, row] = Cell(kind: .text, style: style, cluster: Int32(clusters.count - 1), width: UInt8(w))
                for extra in 1..<max(1, w) {
                    self[c + extra, row] = Cell(kind: .text, style: style, isContinuation: true)
                }
            }
            c += w
        }
    }

    /// Row `row` as printable text.
    func line(_ row: Int, glyphs: Glyphs) -> StyledText {
        var out = StyledText()
        // UTF-8 bytes of the current run of one style: appending scalars to a String costs
        // hundreds of instructions each, and a frame has thousands of cells.
        var run: [UInt8] = []
        run.reserveCapacity(columns * 3)
        // Columns of `run`, known cell by cell, so the text need not be measured again.
        var runWidth = 0
        var runStyle = TextStyle.plain
        func flush() {
            out.append(String(decoding: run, as: UTF8.self), runStyle, width: runWidth)
            run.removeAll(keepingCapacity: true)
            runWidth = 0
        }
        var column = 0
        while column < columns {
            let cell = self[column, row]
            let style = cell.kind == .blank ? .plain : cell.style
            if style != runStyle, !run.isEmpty { flush() }
            runStyle = style
            if cell.cluster >= 0 {
                // Drawn whole only while every cell it covers is still its own (a box edge painted
                // later over half of it leaves a space, so the row keeps its width).
                let w = Int(cell.width)
                let intact =
                    column + w <= columns && (1..<max(1, w)).allSatisfy { self[column + $0, row].isContinuation }
                if intact {
                    run.append(contentsOf: clusters[Int(cell.cluster)].utf8)
                } else {
                    run.append(0x20)
                }
                runWidth += intact ? w : 1
                column += intact ? w : 1
                continue
            }
            let scalar =
                cell.isContinuation
                ? " " : cell.kind == .line ? glyphs.line(cell.lines, rounded: cell.rounded) : cell.scalar
            let v = scalar.value
            // Encoded by hand: the generic append of a scalar's UTF-8 view was a tenth of a frame.
            if v < 0x80 {
                run.append(UInt8(v))
            } else if v < 0x800 {
                run.append(UInt8(0xC0 | v >> 6))
                run.append(UInt8(0x80 | v & 0x3F))
            } else if v < 0x10000 {
                run.append(UInt8(0xE0 | v >> 12))
                run.append(UInt8(0x80 | v >> 6 & 0x3F))
                run.append(UInt8(0x80 | v & 0x3F))
            } else {
                run.append(UInt8(0xF0 | v >> 18))
                run.append(UInt8(0x80 | v >> 12 & 0x3F))
                run.append(UInt8(0x80 | v >> 6 & 0x3F))
                run.append(UInt8(0x80 | v & 0x3F))
            }
            runWidth += 1
            column += 1
        }
        flush()
        return out
    }
}
