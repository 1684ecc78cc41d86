import Testing

@testable import ProsceniumFrontEnd

/// `--width`, then the terminal, then COLUMNS when piped, then 80.
@Suite struct OutputWidthTests {
    func width(_ flag: Int? = nil, terminal: Int? = nil, columns: String? = nil) -> Int {
        OutputWidth.columns(flag: flag, terminalColumns: terminal, environment: { $0 == "COLUMNS" ? columns : nil })
    }

    @Test func aPipeIs80Columns() { #expect(width() == 80) }
    @Test func aPipeHonoursColumns() { #expect(width(columns: "132") == 132) }
    @Test func theFlagBeatsColumns() { #expect(width(100, columns: "132") == 100) }
    @Test func theTerminalBeatsColumns() { #expect(width(terminal: 90, columns: "132") == 90) }
    @Test func nonsenseInColumnsIsIgnored() {
        #expect(width(columns: "wide") == 80)
        #expect(width(columns: "-5") == 80)
    }
    @Test func theWidthIsClamped() {
        #expect(width(5) == 20)
        #expect(width(columns: "99999") == 1000)
    }
}
