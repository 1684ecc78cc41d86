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
        #expect(r.feed("prsent") == "")
        let errors = r.lastErrors
        _ = r.feed("present")
        _ = r.feed("expect phase == presented")
        #expect(errors.hasPrefix("t.scene:1:1: error: "))
        #expect(r.errors == 1)
        #expect(r.passed == 1)
        #expect(r.summary == "1 passed, 1 failed")
    }

    /// Several queries in one run print JSON Lines: each document on one line of its own
    /// (docs/json.md), so a script reads the output line by line.
    @Test func eachJSONDocumentIsOneLine() {
        let r = runner(.quiet)
        _ = r.feed("present")
        for query in ["state --json", "trace --json", "state --json --at 0.1s"] {
            let out = r.feed(query)
            #expect(out.hasPrefix(query.hasPrefix("trace") ? "[" : "{"), "\(query): \(out.prefix(80))")
            #expect(out.filter(\.isNewline).count == 1, "\(query) printed more than one line")
        }
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
