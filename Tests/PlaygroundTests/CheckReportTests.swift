import Playground
import Testing
import TextArt
import Transcript

/// A runner in `check` mode fed `lines`, as `proscenium check` feeds a scene.
private func checked(_ lines: [String], file: String = "t.scene") -> ScriptRunner {
    let runner = ScriptRunner(
        file: file, mode: .check, renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false)))
    for line in lines { _ = runner.feed(line) }
    return runner
}

@Test func theRunnerKeepsEachExpectAndEachErrorWithItsLineAndColumn() {
    let runner = checked(["present", "  expect phase == idle", "expect phase == presented", "prsent"])
    #expect(runner.checked.map(\.outcome) == [.failed, .passed, .error])
    #expect(runner.checked.map(\.line) == [2, 3, 4])
    #expect(runner.checked.map(\.column) == [3, 1, 1])
    #expect(runner.checked[0].message == "expect phase == idle (phase is presented)")
    #expect(runner.checked[2].message == "unexpected `prsent`; did you mean `present`?")
}

@Test func aFailedExpectationIsPrintedFileLineColumnAsAnErrorIs() {
    let runner = ScriptRunner(
        file: "t.scene", mode: .check, renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false)))
    _ = runner.feed("present")
    #expect(runner.feed("  expect phase == idle") == "t.scene:2:3: ✗ expect phase == idle (phase is presented)\n")
    #expect(runner.feed("prsent").hasPrefix("error: t.scene:3:1: "))
}

@Test func quietModeKeepsErrorLinesApartFromWhatQueriesPrint() {
    let runner = ScriptRunner(
        file: "<stdin>", mode: .quiet, renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false)))
    #expect(runner.feed("prsent") == "")
    #expect(runner.lastErrors.hasPrefix("error: <stdin>:1:1: unexpected `prsent`"))
    #expect(runner.feed("state --json").hasPrefix("{"))
    #expect(runner.lastErrors == "")
}

@Test func theJUnitReportHasACasePerFileExpectAndErrorWithTheMessage() {
    let runner = checked(["present", "expect phase == idle", "expect phase == presented", "prsent"])
    let xml = CheckReport(files: [CheckReport.File(name: "t.scene", lines: runner.checked)]).junit()
    #expect(xml.contains("<testsuites name=\"proscenium check\" tests=\"4\" failures=\"1\" errors=\"1\">"))
    #expect(xml.contains("<testcase name=\"t.scene\" classname=\"t.scene\"/>"))
    #expect(xml.contains("<testcase name=\"t.scene:3:1: expect phase == presented\" classname=\"t.scene\"/>"))
    #expect(
        xml.contains(
            "<failure message=\"expect phase == idle (phase is presented)\" type=\"expectation\">t.scene:2:1: expect phase == idle (phase is presented)</failure>"
        ))
    #expect(xml.contains("<error message=\"unexpected `prsent`; did you mean `present`?\" type=\"error\">"))
}

@Test func theJUnitReportEscapesMarkupAndControlCharacters() {
    let line = CheckedLine(line: 1, column: 1, source: "a<b>&\"c\u{1}", outcome: .error, message: "x")
    let xml = CheckReport(files: [CheckReport.File(name: "t", lines: [line])]).junit()
    #expect(xml.contains("name=\"t:1:1: a&lt;b&gt;&amp;&quot;c?\""))
}

@Test func aFileThatCheckedNothingIsAnErrorCaseInTheReport() {
    let report = CheckReport(files: [CheckReport.File(name: "empty.scene", lines: [], problem: "no expect line ran")])
    let junit = report.junit()
    #expect(
        junit.contains("<error message=\"no expect line ran\" type=\"error\">empty.scene: no expect line ran</error>"))
    let tap = report.tap()
    #expect(tap.hasPrefix("TAP version 13\n1..1\nnot ok 1 - empty.scene\n  ---\n  message: \"no expect line ran\"\n"))
}

@Test func tapEscapesTheDirectiveMarkInADescription() {
    let line = CheckedLine(line: 2, column: 1, source: "expect phase == idle # why", outcome: .passed, message: "")
    let tap = CheckReport(files: [CheckReport.File(name: "t", lines: [line])]).tap()
    #expect(tap.contains("ok 2 - t:2:1: expect phase == idle \\# why\n"))
}
