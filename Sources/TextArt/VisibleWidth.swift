/// The columns `s` takes on a terminal as the renderers count them: one per Unicode scalar,
/// ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL`/`ESC \`, and two-byte `ESC x`)
/// counting zero.
public func visibleWidth(_ s: String) -> Int {
    enum State { case text, escape, csi, osc, oscEscape }
    var state = State.text
    var count = 0
    for scalar in s.unicodeScalars {
        let v = scalar.value
        switch state {
        case .text:
            if v == 0x1B { state = .escape } else { count += 1 }
        case .escape:
            state = v == 0x5B ? .csi : (v == 0x5D ? .osc : .text)
        case .csi:
            if (0x40...0x7E).contains(v) { state = .text }
        case .osc:
            if v == 0x07 { state = .text } else if v == 0x1B { state = .oscEscape }
        case .oscEscape:
            state = v == 0x5C ? .text : .osc
        }
    }
    return count
}
