import PresentationKit

/// Paints a snapshot's views onto a canvas, back to front: shades for dimming-like views, boxes
/// with names for the others, then the safe-area marks, then the window's border on top.
struct ScreenPainter {
    let snapshot: ScreenSnapshot
    let scale: ScreenScale
    let glyphs: Glyphs
    private(set) var canvas: Canvas
    /// The shades painted so far (frames in the window, and their cells), so a box inset from one
    /// keeps a column of it visible on that side.
    private var shades: [(frame: Rect, cells: (c0: Int, r0: Int, c1: Int, r1: Int))] = []
    /// The names of views whose text the drawing could not show whole (no room inside them).
    private(set) var cutTexts: Set<String> = []

    init(snapshot: ScreenSnapshot, scale: ScreenScale, glyphs: Glyphs) {
        self.snapshot = snapshot
        self.scale = scale
        self.glyphs = glyphs
        canvas = Canvas(columns: scale.columns, rows: scale.rows)
    }

    /// The finished canvas.
    static func paint(_ snapshot: ScreenSnapshot, scale: ScreenScale, glyphs: Glyphs) -> Canvas {
        painted(snapshot, scale: scale, glyphs: glyphs).canvas
    }

    /// The finished canvas, and the views whose text it could not show whole.
    static func painted(_ snapshot: ScreenSnapshot, scale: ScreenScale, glyphs: Glyphs) -> (
        canvas: Canvas, cutTexts: Set<String>
    ) {
        var painter = ScreenPainter(snapshot: snapshot, scale: scale, glyphs: glyphs)
        if scale.isDrawable {
            for view in snapshot.views { painter.paint(view) }
            painter.markSafeArea()
        }
        painter.drawBorder()
        return (painter.canvas, painter.cutTexts)
    }

    // MARK: Views

    private mutating func paint(_ view: ViewSnapshot) {
        // No area, nothing to see: autoresizing can leave a view with a size of 0 or below (a
        // flexible height shrinking by more than it had); the frame list still gives its numbers.
        guard view.frameInWindow.size.width > 0, view.frameInWindow.size.height > 0 else { return }
        switch ViewLook.of(view, window: snapshot.windowSize) {
        case .none: return
        case .shade(let density):
            guard let scalar = glyphs.shade(density) else { return }
            let box = cells(of: view.frameInWindow)
            shades.append((view.frameInWindow, box))
            fillShade(box, scalar)
        case .box:
            drawBox(view)
        }
    }

    private func cells(of r: Rect) -> (c0: Int, r0: Int, c1: Int, r1: Int) {
        (scale.column(r.minX), scale.row(r.minY), scale.column(r.maxX), scale.row(r.maxY))
    }

    /// Shade over blank, shaded and text cells; the edges of views behind a see-through view still show.
    private mutating func fillShade(_ box: (c0: Int, r0: Int, c1: Int, r1: Int), _ scalar: Unicode.Scalar) {
        for row in stride(from: max(box.r0, 0), through: min(box.r1, canvas.rows - 1), by: 1) {
            for column in stride(from: max(box.c0, 0), through: min(box.c1, canvas.columns - 1), by: 1) {
                let kind = canvas[column, row].kind
                if kind != .line {
                    canvas.setScalar(column, row, scalar, kind: .shade, style: .shade)
                }
            }
        }
    }

    /// A box's cells, moved in by a column on each side where the view is inset from a shade behind
    /// it but would land on the shade's edge: at 80 columns a card 30 points in from a dimming
    /// view would otherwise cover the veil, and the veil is what the drawing is about. Rows keep
    /// their rounding (a drawing has few; the frame list gives the numbers).
    private func cellsKeepingVeil(_ frame: Rect) -> (c0: Int, r0: Int, c1: Int, r1: Int) {
        let (_, r0, _, r1) = cells(of: frame)
        var (c0, _, c1, _) = cells(of: frame)
        for shade in shades.reversed() {
            let s = shade.frame
            guard s.minX <= frame.minX, s.maxX >= frame.maxX, s.minY <= frame.minY, s.maxY >= frame.maxY else {
                continue
            }
            // The shade's first and last cells that show (the window's border covers the outer ones).
            let left = max(shade.cells.c0, 0) + (shade.cells.c0 <= 0 ? 1 : 0)
            let right = min(shade.cells.c1, canvas.columns - 1) - (shade.cells.c1 >= canvas.columns - 1 ? 1 : 0)
            if frame.minX > s.minX, c0 <= left, c1 - (left + 1) >= 2 { c0 = left + 1 }
            if frame.maxX < s.maxX, c1 >= right, (right - 1) - c0 >= 2 { c1 = right - 1 }
            break
        }
        return (c0, r0, c1, r1)
    }

    private mutating func drawBox(_ view: ViewSnapshot) {
        let (c0, r0, c1, r1) = cellsKeepingVeil(view.frameInWindow)
        let highlighted = view.name == "presented" || view.name == "wrapper"
        // Colour says what a box is: moving now, the presented view, or any other view.
        let style: TextStyle = view.isAnimating ? .animating : (highlighted ? .box : .plain)
        let rounded = view.cornerRadius > 0
        let lastColumn = canvas.columns - 1
        let lastRow = canvas.rows - 1

        // Clear the interior.
        for row in stride(from: max(r0 + 1, 0), through: min(r1 - 1, lastRow), by: 1) {
            for column in stride(from: max(c0 + 1, 0), through: min(c1 - 1, lastColumn), by: 1) {
                canvas.clear(column, row)
            }
        }
        // Horizontal edges (only those on the canvas).
        for column in stride(from: max(c0, 0), through: min(c1, lastColumn), by: 1) {
            var bits: UInt8 = 0
            if column > c0 { bits |= Glyphs.left }
            if column < c1 { bits |= Glyphs.right }
            let corner = column == c0 || column == c1
            if canvas.contains(column, r0) {
                let top = bits | (corner && r1 > r0 ? Glyphs.down : 0)
                canvas.setLine(column, r0, bits: top, rounded: rounded && corner, style: style)
            }
            if r1 > r0, canvas.contains(column, r1) {
                canvas.setLine(
                    column, r1, bits: bits | (corner ? Glyphs.up : 0),
                    rounded: rounded && corner, style: style)
            }
        }
        // Vertical edges.
        for row in stride(from: max(r0 + 1, 0), through: min(r1 - 1, lastRow), by: 1) {
            canvas.setLine(c0, row, bits: Glyphs.up | Glyphs.down, style: style)
            if c1 > c0 { canvas.setLine(c1, row, bits: Glyphs.up | Glyphs.down, style: style) }
        }
        // A view smaller than a cell still shows as one mark.
        if c0 == c1, r0 == r1 {
            canvas.setLine(c0, r0, bits: 0, style: style)
        }
        writeLabel(view, c0: c0, r0: r0, c1: c1, r1: r1, style: LayoutLegend.nameStyle(view))
    }

    /// The name at the top-left of the visible interior, and the text on the lines below it,
    /// broken where the label breaks it (`TextMetrics`: between words, around CJK characters and
    /// emoji, at newlines) for the columns there are. Text that does not all fit ends in an
    /// ellipsis and its view is listed in `cutTexts`, so the frame list can quote it instead.
    private mutating func writeLabel(_ view: ViewSnapshot, c0: Int, r0: Int, c1: Int, r1: Int, style: TextStyle) {
        guard let name = view.name else { return }
        let firstColumn = max(c0 + 1, 1)
        let lastColumn = min(c1 - 1, canvas.columns - 2)
        let row = max(r0 + 1, 1)
        let lastRow = min(r1 - 1, canvas.rows - 2)
        let room = lastColumn - firstColumn + 1
        let text = view.text.map { PrintableText.clean($0, ascii: glyphs.ascii) } ?? ""
        guard room > 0, row <= lastRow else {
            if !text.isEmpty { cutTexts.insert(name) }
            return
        }
        let label = PrintableText.clean(name, ascii: glyphs.ascii)
        canvas.write(label, firstColumn, row, limit: room, style: style)
        guard !text.isEmpty else { return }
        let lines = Self.textLines(text, columns: room)
        let rows = max(0, lastRow - row)
        for (i, line) in lines.prefix(rows).enumerated() {
            var shown = StyledText(line)
            if i == rows - 1, lines.count > rows {
                // The last row there is, with more to come: it ends in an ellipsis.
                shown = StyledText(line + glyphs.ellipsis).truncated(to: room, ellipsis: glyphs.ellipsis)
            }
            canvas.write(shown.plain, firstColumn, row + 1 + i, limit: room, style: .plain)
        }
        if lines.count > rows { cutTexts.insert(name) }
    }

    /// `text` in lines of at most `columns` cells, broken as a label breaks it: a Latin
    /// character is a cell (9 points at 17), a CJK character or an emoji two (a full em).
    static func textLines(_ text: String, columns: Int) -> [String] {
        TextMetrics.lines(of: text, pointSize: 17, width: Double(columns) * TextMetrics.advance(pointSize: 17))
            .flatMap { line in
                DisplayWidth.of(line) <= columns ? [line] : LineWrapper.wrap(line, width: columns, indent: 0)
            }
    }

    // MARK: Safe area

    /// Marks each non-zero safe-area edge on cells that are still blank or shaded.
    private mutating func markSafeArea() {
        let insets = snapshot.safeAreaInsets
        let w = snapshot.windowSize.width
        let h = snapshot.windowSize.height
        let values = [insets.top, insets.left, insets.bottom, insets.right]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
        let top = scale.row(insets.top)
        let bottom = scale.row(h - insets.bottom)
        let left = scale.column(insets.left)
        let right = scale.column(w - insets.right)
        if insets.left > 0 { markVertical(column: left, from: top, to: bottom) }
        if insets.right > 0 { markVertical(column: right, from: top, to: bottom) }
        if insets.top > 0 { markHorizontal(row: top, from: left, to: right) }
        if insets.bottom > 0 { markHorizontal(row: bottom, from: left, to: right) }
    }

    private mutating func markVertical(column: Int, from top: Int, to bottom: Int) {
        guard column >= 1, column <= canvas.columns - 2 else { return }
        for row in stride(from: max(top, 1), through: min(bottom, canvas.rows - 2), by: 1) {
            mark(column, row, glyphs.safeVertical)
        }
    }

    private mutating func markHorizontal(row: Int, from left: Int, to right: Int) {
        guard row >= 1, row <= canvas.rows - 2 else { return }
        for column in stride(from: max(left, 1), through: min(right, canvas.columns - 2), by: 1) {
            mark(column, row, glyphs.safeHorizontal)
        }
    }

    private mutating func mark(_ column: Int, _ row: Int, _ scalar: Unicode.Scalar) {
        let kind = canvas[column, row].kind
        if kind == .blank || kind == .shade || kind == .mark {
            canvas.setScalar(column, row, scalar, kind: .mark, style: .safeArea)
        }
    }

    // MARK: Border

    /// The window's edges, on top of everything, joined to any view edge that meets them.
    private mutating func drawBorder() {
        let lastColumn = canvas.columns - 1
        let lastRow = canvas.rows - 1
        func reaches(_ column: Int, _ row: Int, _ bit: UInt8) -> Bool {
            let cell = canvas[column, row]
            return cell.kind == .line && cell.lines & bit != 0
        }
        func set(_ column: Int, _ row: Int, _ bits: UInt8) {
            let old = canvas[column, row]
            let style = old.kind == .line ? old.style : .plain
            canvas.setLine(column, row, bits: bits, style: style)
        }
        var top: [UInt8] = []
        var bottom: [UInt8] = []
        var left: [UInt8] = []
        var right: [UInt8] = []
        for column in 0...lastColumn {
            var bits: UInt8 = 0
            if column > 0 { bits |= Glyphs.left }
            if column < lastColumn { bits |= Glyphs.right }
            let edge = column == 0 || column == lastColumn
            top.append(bits | (edge || reaches(column, 1, Glyphs.up) ? Glyphs.down : 0))
            bottom.append(bits | (edge || reaches(column, lastRow - 1, Glyphs.down) ? Glyphs.up : 0))
        }
        for row in 0...lastRow {
            left.append(Glyphs.up | Glyphs.down | (reaches(1, row, Glyphs.left) ? Glyphs.right : 0))
            right.append(Glyphs.up | Glyphs.down | (reaches(lastColumn - 1, row, Glyphs.right) ? Glyphs.left : 0))
        }
        for row in 1..<lastRow {
            set(0, row, left[row])
            set(lastColumn, row, right[row])
        }
        for column in 0...lastColumn {
            set(column, 0, top[column])
            set(column, lastRow, bottom[column])
        }
    }
}
