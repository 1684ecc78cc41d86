import Playground
import Testing
import TextArt

@testable import Transcript

/// The script runner behind `run` and `check`: it counts what passed and failed, never stops at
/// an error, and stops at `quit`.
@Suite struct ScriptRunnerTests {
    func runner(_ mode: ScriptRunner.Mode = .check) -> ScriptRunner {
        ScriptRunner(file: "t.scene", mode: mode, renderer: TranscriptRenderer(options: RenderOptions(width: 80)))
    }

    @Test func expectationsAreCounted() {
        let r = runner()
        for line in ["present", "expect phase == presented", "expect phase == idle"] { _ = r.feed(line) }
        #expect(r.passed == 1)
        #expect(r.failed == 1)
        #expect(!r.succeeded)
        #expect(r.summary == "1 passed, 1 failed")
    }

    @Test func anErrorCountsAsAFailureAndTheScriptGoesOn() {
        let r = runner()
        let out = r.feed("prsent")
        _ = r.feed("present")
        _ = r.feed("expect phase == presented")
        #expect(out.contains("t.scene:1:1"))
        #expect(r.errors == 1)
        #expect(r.passed == 1)
        #expect(r.summary == "1 passed, 1 failed")
    }

    @Test func quitStopsTheScript() {
        let r = runner()
        _ = r.feed("quit")
        #expect(r.feed("present").isEmpty)
        #expect(r.feed("expect phase == idle").isEmpty)
        #expect(r.passed == 0)
    }

    @Test func theTranscriptEchoesEachLineAfterThePrompt() {
        let r = runner(.transcript)
        #expect(r.feed("  present  ").hasPrefix("proscenium> present\n"))
    }

    @Test func quietModePrintsQueriesOnly() {
        let r = runner(.quiet)
        #expect(r.feed("present").isEmpty)
        #expect(r.feed("state --json").hasPrefix("{\"device\""))
    }
}
