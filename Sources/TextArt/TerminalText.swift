/// The last filter before text reaches a terminal. Whatever came from a user or a file (a
/// `set content` string, an `expect` line, a file name, lesson prose, a demo's notes) could hold
/// escape sequences that set the window's title, hide the cursor for good or write the clipboard
/// (OSC 52); nothing of that kind survives here.
///
/// `plain` keeps text, line breaks and tabs; every other control character (C0 with ESC, DEL, C1,
/// U+2028/U+2029) becomes `?`. `styled` does the same but keeps well-formed SGR sequences
/// (`ESC [ digits;… m`), the only escapes the renderers themselves write, which change colour and
/// weight and can do nothing else.
package enum TerminalText {
    package static func plain(_ s: String) -> String { filter(s, keepingStyle: false) }

    package static func styled(_ s: String) -> String { filter(s, keepingStyle: true) }

    /// `s` as a terminal shows it: its escape sequences (`EscapeScanner`, as `visibleWidth` reads
    /// them) removed, the rest kept as it is. Not a filter for output, which `plain` is (it turns
    /// an escape's ESC into `?` and keeps the rest of it in sight): this is for comparing what
    /// colour adds with the same text drawn without it.
    package static func withoutEscapes(_ s: String) -> String {
        var escapes = EscapeScanner()
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars where escapes.shows(scalar) { out.append(scalar) }
        return String(out)
    }

    static func filter(_ s: String, keepingStyle: Bool) -> String {
        // Almost every string is clean, drawings with their box lines and colour codes included:
        // find out with one pass over the bytes before building anything.
        guard needsFiltering(s, keepingStyle: keepingStyle) else { return s }
        let scalars = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if keepingStyle, scalar == "\u{1B}", let end = sgrEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i...end])
                i = end + 1
                continue
            }
            out.append(isUnsafe(scalar) ? "?" : scalar)
            i += 1
        }
        return String(out)
    }

    /// Whether `s` holds anything `filter` would change, decided on its UTF-8 bytes: a C0 control
    /// other than a line break or tab (an SGR sequence's ESC excepted when style is kept), DEL, a
    /// C1 control (C2 80…9F) or U+2028/U+2029 (E2 80 A8/A9).
    static func needsFiltering(_ s: String, keepingStyle: Bool) -> Bool {
        var s = s
        return s.withUTF8 { b in
            var i = 0
            while i < b.count {
                let c = b[i]
                if c == 0x1B, keepingStyle, let end = sgrEnd(b, from: i) {
                    i = end + 1
                    continue
                }
                if c < 0x20 && c != 0x0A && c != 0x09 || c == 0x7F { return true }
                if c == 0xC2, i + 1 < b.count, (0x80...0x9F).contains(b[i + 1]) { return true }
                if c == 0xE2, i + 2 < b.count, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { return true }
                i += 1
            }
            return false
        }
    }

    /// `sgrEnd` over UTF-8 bytes (the sequence is ASCII).
    static func sgrEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + 2 < b.count, b[start + 1] == UInt8(ascii: "[") else { return nil }
        var j = start + 2
        while j < b.count, j - start < 32 {
            let c = b[j]
            if c == UInt8(ascii: "m") { return j }
            guard (0x30...0x39).contains(c) || c == UInt8(ascii: ";") else { return nil }
            j += 1
        }
        return nil
    }

    /// The index of the `m` ending an SGR sequence that starts at `start`, if one does.
    static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var j = start + 2
        while j < scalars.count, j - start < 32 {
            let c = scalars[j]
            if c == "m" { return j }
            guard ("0"..."9").contains(c) || c == ";" else { return nil }
            j += 1
        }
        return nil
    }

    /// C0 and C1 controls, DEL, and U+2028/U+2029 (which some readers treat as line breaks): what
    /// a terminal would act on. The one definition every text filter here uses.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }

    /// A control other than the line break and the tab that plain text keeps.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && isControl(scalar)
    }
}
