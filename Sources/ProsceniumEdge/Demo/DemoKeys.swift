/// What a key press means during a demo. Everything without a meaning of its own types the next
/// character of the command, so a speaker can press whatever is under their fingers.
package enum DemoKey: Equatable {
    /// Any other key: the next character of the command.
    case type
    /// Enter: the rest of the command at once, or, when it is all there, run it.
    case enter
    /// Ctrl-O: the live prompt.
    case live
    /// Ctrl-N: on to the next anchor.
    case nextAnchor
    /// Ctrl-P: back to the start of this section (or the previous one, if nothing of this one ran).
    case previousAnchor
    /// Ctrl-L: clear the screen.
    case clear
    /// Ctrl-D: end the demo.
    case end
    /// Ctrl-C (SIGINT, or the byte when the terminal does not turn it into a signal): end the demo.
    case interrupt

    /// The keys in the bytes one read returned. An escape sequence (an arrow, a function key)
    /// is one key; UTF-8 continuation bytes belong to the key their lead byte started; CR LF is
    /// one Enter.
    package static func decode(_ bytes: [UInt8]) -> [DemoKey] {
        var keys: [DemoKey] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            switch b {
            case 0x0D:
                if i < bytes.count, bytes[i] == 0x0A { i += 1 }
                keys.append(.enter)
            case 0x0A: keys.append(.enter)
            case 0x0F: keys.append(.live)
            case 0x0E: keys.append(.nextAnchor)
            case 0x10: keys.append(.previousAnchor)
            case 0x0C: keys.append(.clear)
            case 0x04: keys.append(.end)
            case 0x03: keys.append(.interrupt)
            case 0x1B:
                // CSI (ESC [) and SS3 (ESC O) run to a final byte in @…~; a lone ESC is a key too.
                if i < bytes.count, bytes[i] == 0x5B || bytes[i] == 0x4F {
                    i += 1
                    while i < bytes.count {
                        let c = bytes[i]
                        i += 1
                        if (0x40...0x7E).contains(c) { break }
                    }
                }
                keys.append(.type)
            case 0x80...0xBF: continue
            default: keys.append(.type)
            }
        }
        return keys
    }
}
