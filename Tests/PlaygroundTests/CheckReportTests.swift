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
    // The error in the compilers' form, kept for standard error: results and errors apart.
    #expect(runner.feed("prsent") == "")
    #expect(runner.lastErrors.hasPrefix("t.scene:3:1: error: "))
}

@Test func quietModeKeepsErrorLinesApartFromWhatQueriesPrint() {
    let runner = ScriptRunner(
        file: "<stdin>", mode: .quiet, renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false)))
    #expect(runner.feed("prsent") == "")
    #expect(runner.lastErrors.hasPrefix("<stdin>:1:1: error: unexpected `prsent`"))
    #expect(runner.feed("state --json").hasPrefix("{"))
    #expect(runner.lastErrors == "")
}

@Test func theJUnitReportHasACasePerFileExpectAndErrorWithTheMessage() {
    let runner = checked(["present", "expect phase == idle", "expect phase == presented", "prsent"])
    let xml = CheckReport(files: [CheckReport.File(name: "t.scene", lines: runner.checked)]).junit()
    #expect(xml.contains("<testsuites name=\"proscenium check\" tests=\"4\" failures=\"1\" errors=\"1\" time=\"0.5\">"))
    #expect(xml.contains("<testcase name=\"t.scene\" classname=\"t_scene\" time=\"0\" file=\"t.scene\"/>"))
    #expect(
        xml.contains(
            "<testcase name=\"t.scene:3:1: expect phase == presented\" classname=\"t_scene\" time=\"0\" file=\"t.scene\" line=\"3\"/>"
        ))
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

/// A control character in the file's line (found by fuzzing a demo: `#paus` ESC `e`) reaches no
/// reader's terminal raw: TAP shows it as `check` prints it.
@Test func tapShowsAControlCharacterOfTheFileAsCheckPrintsIt() {
    let line = CheckedLine(line: 3, column: 1, source: "#paus\u{1B}e", outcome: .error, message: "`#paus\u{1B}…`")
    let tap = CheckReport(files: [CheckReport.File(name: "t", lines: [line])]).tap()
    #expect(!tap.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(tap.contains("not ok 2 - t:3:1: \\#paus?e\n"))
}

/// Reporters place annotations by a case's `file` and `line`, and show its `time`; Jenkins splits
/// a classname at its last dot, so the file's extension must not be one (issue 37).
@Test func eachJUnitCaseHasItsFileLineAndVirtualTime() {
    let runner = checked(["present", "expect phase == idle", "dismiss", "expect phase == idle"])
    let xml = CheckReport(files: [CheckReport.File(name: "scenes/a.scene", lines: runner.checked)]).junit()
    // `present` ran 0.5 s of the virtual clock before the first expectation, `dismiss` 0.5 s more.
    #expect(xml.contains("classname=\"scenes/a_scene\" time=\"0.5\" file=\"scenes/a.scene\" line=\"2\">"))
    #expect(xml.contains("classname=\"scenes/a_scene\" time=\"0.5\" file=\"scenes/a.scene\" line=\"4\"/>"))
    #expect(xml.contains("skipped=\"0\" time=\"1\" file=\"scenes/a.scene\">"))
}

/// `--junit-strict`: what the Jenkins xUnit plugin's junit-10.xsd allows on a test case only.
@Test func theStrictJUnitReportLeavesOutFileAndLine() {
    let runner = checked(["present", "expect phase == idle"])
    let xml = CheckReport(files: [CheckReport.File(name: "a.scene", lines: runner.checked)]).junit(strict: true)
    #expect(xml.contains("<testcase name=\"a.scene:2:1: expect phase == idle\" classname=\"a_scene\" time=\"0.5\">"))
    #expect(!xml.contains(" line="))
}
