import Testing

@testable import TextArt

@Suite("visibleWidth and Ansi")
struct VisibleWidthTests {
    @Test func countsScalarsAndSkipsEscapes() {
        #expect(visibleWidth("") == 0)
        #expect(visibleWidth("abc") == 3)
        #expect(visibleWidth("┌─┐▒") == 4)
        #expect(visibleWidth(Ansi.bold + Ansi.cyan + "name" + Ansi.reset) == 4)
        #expect(visibleWidth("\u{1B}]0;title\u{07}x") == 1)
        #expect(visibleWidth("\u{1B}]0;title\u{1B}\\x") == 1)
        #expect(visibleWidth("\u{1B}[") == 0)
    }

    @Test func paintOnlyWhenEnabled() {
        #expect(Ansi.paint("x", Ansi.cyan, enabled: false) == "x")
        #expect(Ansi.paint("x", Ansi.cyan, enabled: true) == "\u{1B}[36mx\u{1B}[0m")
        #expect(Ansi.paint("", Ansi.cyan, enabled: true) == "")
    }

    @Test func optionsDefaults() {
        let o = RenderOptions()
        #expect(o.width == 80 && !o.ascii && !o.color)
        #expect(RenderOptions(width: 3).layoutWidth == 20)
    }
}

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test func asciiIsOneColumnEach() {
        #expect(DisplayWidth.of("present") == 7)
        #expect(DisplayWidth.of("{30, 30, 315, 607}") == 18)
        #expect(DisplayWidth.of("┌─┐▒→…×") == 7) // East Asian Ambiguous: one column
    }

    @Test func cjkAndFullwidthAreTwoColumns() {
        #expect(DisplayWidth.of("文件") == 4)
        #expect(DisplayWidth.of("，。）") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("文件 ok") == 7)
    }

    @Test func combiningAndZeroWidthTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1) // é as e + combining acute
        #expect(DisplayWidth.of("a\u{200B}b") == 2) // zero width space
        #expect(DisplayWidth.of("\u{200D}") == 0)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2) // 각 as conjoining jamo
    }

    @Test func emojiAsTerminalsDrawThem() {
        #expect(DisplayWidth.of("✅") == 2) // emoji presentation
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("❤") == 1) // text presentation by default
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2) // VS16 makes it wide
        #expect(DisplayWidth.of("👍🏽") == 2) // skin tone joins the emoji
        #expect(DisplayWidth.of("🇫🇷") == 2) // a flag
    }

    /// Emoji of the newest Unicode releases are wide too: the table follows current Unicode data
    /// (issue 37), not the version an interpreter happened to carry (Python 3.11's was 14.0).
    @Test func emojiOfRecentUnicodeReleasesAreTwoColumns() {
        #expect(DisplayWidth.of("\u{1FAE8}") == 2) // shaking face, Unicode 15.0
        #expect(DisplayWidth.of("\u{1FAE9}") == 2) // face with bags under eyes, Unicode 16.0
        #expect(DisplayWidth.of("\u{1FACE}") == 2) // moose, Unicode 15.0
    }

    @Test func zwjSequencesAreOneWideCluster() {
        #expect(DisplayWidth.of("🧑\u{200D}💻") == 2)
        #expect(DisplayWidth.of("👨\u{200D}👩\u{200D}👧\u{200D}👦") == 2)
        #expect(DisplayWidth.of("❤\u{FE0F}\u{200D}🔥") == 2)
        #expect(DisplayWidth.of(Character("🧑\u{200D}💻")) == 2)
        // A joiner between letters joins nothing.
        #expect(DisplayWidth.of("a\u{200D}b") == 2)
    }

    @Test func escapesCountNothingAndWideCharactersCountTwo() {
        #expect(visibleWidth(Ansi.bold + "文件" + Ansi.reset) == 4)
    }

    @Test func prefixNeverSplitsACharacter() {
        #expect(DisplayWidth.prefix("文件已", columns: 3) == ("文", 2))
        #expect(DisplayWidth.prefix("a🧑\u{200D}💻b", columns: 3).text == "a🧑\u{200D}💻")
        #expect(DisplayWidth.prefix("a🧑\u{200D}💻b", columns: 2).text == "a")
        #expect(PrintableText.padded("文件", to: 6) == "文件  ")
    }

    @Test func styledTextCutsByColumns() {
        let cut = StyledText("文件已成功上传").truncated(to: 7, ellipsis: "…")
        #expect(cut.plain == "文件已…")
        #expect(cut.width == 7)
    }
}
