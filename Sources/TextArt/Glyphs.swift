/// The characters a drawing is made of, in Unicode or in ASCII (`+ - | . : #` only).
struct Glyphs: Sendable {
    let ascii: Bool

    /// Connection bits of a line cell: which neighbours the line reaches.
    static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

    /// The box-drawing character for a cell whose line reaches the neighbours in `bits`.
    func line(_ bits: UInt8, rounded: Bool) -> Unicode.Scalar {
        let vertical = bits & (Glyphs.up | Glyphs.down) != 0
        let horizontal = bits & (Glyphs.left | Glyphs.right) != 0
        if ascii {
            if vertical && horizontal { return "+" }
            return vertical ? "|" : (horizontal ? "-" : "+")
        }
        let u = bits & Glyphs.up != 0
        let d = bits & Glyphs.down != 0
        let l = bits & Glyphs.left != 0
        let r = bits & Glyphs.right != 0
        switch (u, d, l, r) {
        case (false, true, false, true): return rounded ? "╭" : "┌"
        case (false, true, true, false): return rounded ? "╮" : "┐"
        case (true, false, false, true): return rounded ? "╰" : "└"
        case (true, false, true, false): return rounded ? "╯" : "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        default:
            if vertical { return "│" }
            return horizontal ? "─" : "□"
        }
    }

    /// The shade for a density (colour alpha × view alpha), or nil when too faint to show.
    func shade(_ density: Double) -> Unicode.Scalar? {
        guard density.isFinite, density >= 0.05 else { return nil }
        if density < 0.34 { return ascii ? "." : "░" }
        if density < 0.67 { return ascii ? ":" : "▒" }
        return ascii ? "#" : "▓"
    }

    var safeVertical: Unicode.Scalar { ascii ? ":" : "╎" }
    var safeHorizontal: Unicode.Scalar { ascii ? "." : "┄" }
    var separator: String { ascii ? " - " : " · " }
    var times: String { ascii ? "x" : "×" }
    var arrow: String { ascii ? "->" : "→" }
    var ellipsis: String { ascii ? "..." : "…" }
}
