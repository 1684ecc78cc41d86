/// Helpers the renderer tests share for looking at output.
enum TestText {
    /// The output's lines, without the final empty one after the last newline.
    static func lines(_ s: String) -> [String] {
        var parts = s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The line's Unicode scalars, one per column.
    static func scalars(_ s: String) -> [Unicode.Scalar] { Array(s.unicodeScalars) }

    /// Every scalar is printable ASCII or a newline.
    static func isPlainASCII(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0 == "\n" || (0x20...0x7E).contains($0.value) }
    }

    /// The column (scalar offset) where `needle` starts in `line`, if it does.
    static func column(of needle: String, in line: String) -> Int? {
        let hay = Array(line.unicodeScalars)
        let n = Array(needle.unicodeScalars)
        guard !n.isEmpty, hay.count >= n.count else { return nil }
        for i in 0...(hay.count - n.count) where Array(hay[i..<(i + n.count)]) == n { return i }
        return nil
    }

    /// The drawing's rows, top border to bottom border, with any legend beside them cut off.
    static func drawing(_ output: String) -> [String] {
        let all = lines(output)
        guard let top = all.firstIndex(where: { $0.hasPrefix("┌") || $0.hasPrefix("+") }) else { return [] }
        let columns = all[top].unicodeScalars.prefix { $0 != " " }.count
        var rows: [String] = []
        for line in all[top...] {
            rows.append(String(String.UnicodeScalarView(line.unicodeScalars.prefix(columns))))
            if rows.count > 1, line.hasPrefix("└") || line.hasPrefix("+") { break }
        }
        return rows
    }
}
