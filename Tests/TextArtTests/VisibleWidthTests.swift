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
