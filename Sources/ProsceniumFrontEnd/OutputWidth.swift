/// How many columns output is drawn in: `--width` first; then the terminal's own width when
/// standard output is one; else `COLUMNS` when it holds a width (a pipe into a pager or a file,
/// whose reader says how wide it is); else 80, so scripts stay deterministic. Clamped to what
/// the renderers can draw (20 to 1000).
package enum OutputWidth {
    package static let fallback = 80
    package static let range = 20...1000

    package static func columns(flag: Int?, terminalColumns: Int?, environment: (String) -> String?) -> Int {
        let chosen: Int
        if let flag {
            chosen = flag
        } else if let terminalColumns {
            chosen = terminalColumns
        } else if let text = environment("COLUMNS"), let n = Int(text), n > 0 {
            chosen = n
        } else {
            chosen = fallback
        }
        return min(max(chosen, range.lowerBound), range.upperBound)
    }
}
