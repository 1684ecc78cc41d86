import Testing

@testable import ProsceniumLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What loaded code prints in one command: a screenful shown, the rest kept in a file and said
/// in one closing line (issue 37 §4).
@Suite struct PrintedOutputTests {
    func path(_ name: String) -> String { "/tmp/proscenium-printed-\(getpid())-\(name)" }

    @Test func aFewLinesAreShownAndNothingIsSaid() {
        var out = PrintedOutput(rows: 24, columns: 80, keptPath: path("few"))
        var shown = 0
        for i in 0..<5 where out.admit("line \(i)") { shown += 1 }
        let note = out.finish()
        #expect(shown == 5)
        #expect(note == nil)
        #expect(access(path("few"), F_OK) != 0)
    }

    @Test func pastAScreenfulTheRestIsKeptAndCounted() {
        let file = path("many")
        defer { unlink(file) }
        var out = PrintedOutput(rows: 24, columns: 80, keptPath: file)
        var shown = 0
        for _ in 0..<100 where out.admit(String(repeating: "x", count: 9)) { shown += 1 }
        #expect(shown == 21) // 24 rows less the prompt's and the closing line's
        let note = out.finish()
        #expect(note == "… 790 bytes more from your code's standard output, not shown; kept in \(file)\n")
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_size == 790)
    }

    @Test func aLineWithNoNewlineIsCutByBytes() {
        let file = path("long")
        defer { unlink(file) }
        var out = PrintedOutput(rows: 24, columns: 80, keptPath: file)
        let shown = out.admit(String(repeating: "n", count: 100_000))
        let note = out.finish()
        #expect(!shown)
        #expect(note?.hasPrefix("… 100 KB more") == true)
    }

    @Test func theFileKeepsAtMostItsLimit() {
        let file = path("huge")
        defer { unlink(file) }
        var out = PrintedOutput(rows: 24, columns: 80, keptPath: file)
        let chunk = String(repeating: "z", count: 1 << 20)
        for _ in 0..<10 { _ = out.admit(chunk) }
        let note = out.finish()
        #expect(note?.contains("the first 8388 KB kept in \(file)") == true)
        var info = stat()
        #expect(stat(file, &info) == 0 && Int(info.st_size) == PrintedOutput.keptLimit)
    }
}
