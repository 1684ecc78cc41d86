import Playground
import Testing

/// Inside a Chinese lesson an error is worded in Chinese (issue 25), while `error: ` and the
/// location stay as scripts and editors read them.
struct ErrorWordingChineseTests {
    @Test func aMisspeltCommandIsWordedInChineseWithItsSuggestion() throws {
        let table = CommandTable.standard
        var caught: ParseError?
        do { _ = try Parser.parse("prsent", table: table) } catch { caught = error }
        let error = try #require(caught)
        let line = ErrorWording.line(
            for: .parse(error, line: "prsent", table: table), location: "<stdin>:2:1", language: .chinese)
        #expect(line == "<stdin>:2:1: error: 没想到这里是 `prsent`；你是想输入 `present` 吗？")
    }

    @Test func unloadWithNothingLoadedIsChinese() {
        #expect(ErrorWording.line(for: .nothingLoaded, language: .chinese) == "error: 没有载入代码：`load FILE.swift` 载入代码")
        #expect(ErrorWording.line(for: .nothingLoaded) == "error: no code loaded: `load FILE.swift` loads some")
    }

    @Test func anEngineRefusalIsChinese() {
        #expect(ErrorWording.line(for: .engine(.nothingPresented), language: .chinese).contains("什么也没有呈现"))
    }
}
