/// Where a terminal's escape sequences begin and end, read one scalar at a time: CSI
/// (`ESC [ … final byte`), OSC (`ESC ] … BEL` or `ESC \`) and the two-byte `ESC x`. The one
/// reading of them that `visibleWidth` and `TerminalText.withoutEscapes` share, so what is
/// measured as shown and what is kept as shown cannot drift apart.
struct EscapeScanner {
    private enum State { case text, escape, csi, osc, oscEscape }
    private var state = State.text

    /// Whether `scalar`, the next of the text, is shown: false for every scalar of a sequence.
    mutating func shows(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch state {
        case .text:
            guard v == 0x1B else { return true }
            state = .escape
        case .escape:
            state = v == 0x5B ? .csi : (v == 0x5D ? .osc : .text)
        case .csi:
            if (0x40...0x7E).contains(v) { state = .text }
        case .osc:
            if v == 0x07 { state = .text } else if v == 0x1B { state = .oscEscape }
        case .oscEscape:
            state = v == 0x5C ? .text : .osc
        }
        return false
    }
}
