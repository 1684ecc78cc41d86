import Playground
import ProsceniumFiles
import Testing
import TextArt
import Transcript

@testable import ProsceniumEdge

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ScriptFeed`: a scene file's lines fed to the runner as `run` and `check` feed them.
@Suite struct ScriptFeedTests {
    @Test func standardInputIsNamedAsLocationsNameIt() {
        #expect(ScriptFeed.name(of: "-") == "<stdin>")
        #expect(ScriptFeed.name(of: "scenes/a.scene") == "scenes/a.scene")
    }

    @Test func aFileThatIsAFolderIsRefusedBeforeAnythingRuns() {
        guard case .failure(let problem) = ScriptFeed.lines(of: "/tmp") else {
            Issue.record("a folder was read as a scene")
            return
        }
        #expect(problem == .notAFile(path: "/tmp", kind: .directory))
    }

    @Test func aFileIsReadLineByLine() throws {
        let path = "/tmp/proscenium-feed-\(getpid()).scene"
        try Files.write("present\nexpect phase == presented\n", to: path)
        defer { unlink(path) }
        let lines = try ScriptFeed.lines(of: path).get()
        #expect(Array(lines) == [.text("present"), .text("expect phase == presented")])
    }

    @Test func aScriptsRunnerKeepsEachExpectationWithItsOutcome() {
        let runner = ScriptFeed.makeRunner(file: "a.scene", mode: .check, options: RenderOptions())
        for line in ["present", "expect phase == presented", "expect phase == idle"] { _ = runner.feed(line) }
        #expect(runner.checked.map(\.outcome) == [.passed, .failed])
    }
}
