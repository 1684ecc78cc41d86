import Testing

@testable import TextArt

@Test func plainTextKeepsLinesAndTabsAndNothingElseThatControls() {
    #expect(TerminalText.plain("a\tb\nc") == "a\tb\nc")
    #expect(TerminalText.plain("title \u{1B}]0;PWNED\u{7} end") == "title ?]0;PWNED? end")
    #expect(TerminalText.plain("clip \u{1B}]52;c;ZXZpbA==\u{1B}\\") == "clip ?]52;c;ZXZpbA==?\\")
    #expect(TerminalText.plain("\u{1B}[?25l hidden cursor") == "?[?25l hidden cursor")
    #expect(TerminalText.plain("c1 \u{9B}31m and \u{2028} and \u{7F}") == "c1 ?31m and ? and ?")
    #expect(TerminalText.plain("中文 ✅ é") == "中文 ✅ é")
}

@Test func styledTextKeepsOnlyColourCodes() {
    #expect(TerminalText.styled("\u{1B}[1;36mpresented\u{1B}[0m") == "\u{1B}[1;36mpresented\u{1B}[0m")
    #expect(TerminalText.styled("\u{1B}[?25l\u{1B}[2J\u{1B}]0;t\u{7}") == "?[?25l?[2J?]0;t?")
}

@Test func cleanDrawingsAndColourCodesAreLeftAsTheyAre() {
    let drawing = "\u{1B}[1m┌──┐\u{1B}[0m → ✓ · 中文\n│▒▒│\t…"
    #expect(!TerminalText.needsFiltering(drawing, keepingStyle: true))
    #expect(TerminalText.styled(drawing) == drawing)
    #expect(TerminalText.needsFiltering(drawing, keepingStyle: false), "plain text keeps no escape")
    #expect(TerminalText.needsFiltering("a\u{85}b", keepingStyle: true), "C1 NEL")
    #expect(TerminalText.needsFiltering("a\u{2028}b", keepingStyle: true))
    #expect(TerminalText.needsFiltering("\u{1B}[2J", keepingStyle: true), "not SGR")
}

/// What `withoutEscapes` keeps is what `visibleWidth` counts: colour, a title and a cursor move go,
/// the drawing and its line breaks stay.
@Test func withoutEscapesKeepsWhatATerminalShows() {
    let coloured = "\u{1B}[1m┌──┐\u{1B}[0m \u{1B}]0;title\u{7}中文\u{1B}[38;5;28m▒\u{1B}[0m\n\u{1B}[2A│"
    #expect(TerminalText.withoutEscapes(coloured) == "┌──┐ 中文▒\n│")
    #expect(visibleWidth(coloured) == visibleWidth(TerminalText.withoutEscapes(coloured)))
}
