/// Small helpers the chart renderers share for gluing and trimming lines.
extension StyledText {
    static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var out = lhs
        out.append(rhs)
        return out
    }

    /// Without trailing plain spaces.
    func trimmedRight() -> StyledText {
        var out = StyledText()
        var kept = pieces
        while let last = kept.last, last.style == .plain || last.text.allSatisfy({ $0 == " " }) {
            let trimmed = last.text.trimmingTrailingSpaces()
            if trimmed.isEmpty {
                kept.removeLast()
                continue
            }
            kept[kept.count - 1].text = trimmed
            break
        }
        for piece in kept { out.append(piece.text, piece.style) }
        return out
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }

    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }
}
