/// Text for the XML 1.0 documents the project writes (SVG exports, JUnit reports): the markup
/// characters as entities, and what XML 1.0 does not allow (control characters, U+FFFE, U+FFFF)
/// replaced. One escaper; each document says what becomes of tabs and line breaks.
package enum XMLText {
    /// How tab, line feed and carriage return are written.
    package enum Layout: Sendable {
        /// One line of drawn text (an SVG `<text>`): a tab stays, line breaks are dropped.
        case singleLine
        /// As character references, so an attribute keeps them (a JUnit failure message).
        case references
    }

    /// `s` escaped; each character XML 1.0 forbids becomes `forbidden` (empty: dropped).
    package static func escaped(_ s: String, _ layout: Layout, forbidden: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r":
                switch layout {
                case .singleLine: if scalar == "\t" { out.unicodeScalars.append(scalar) }
                case .references: out += "&#\(scalar.value);"
                }
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += forbidden
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
