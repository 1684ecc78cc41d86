import Testing

@testable import ProsceniumLoading

/// swiftc's errors about the rewritten files land on the user's file, line and column.
@Suite struct DiagnosticMapperTests {
    let file = DiagnosticMapper.CompiledFile(
        compiledPath: "/cache/k.tmp-1/src/Card.swift", userPath: "app/Card.swift",
        rewritten: RewrittenSource(
            text: "x",
            spans: [4: [.init(newStart: 10, newEnd: 30, oldStart: 10, oldEnd: 23)]], refusals: []))

    @Test func anErrorOnARewrittenLineGetsTheUsersColumn() {
        let out = "/cache/k.tmp-1/src/Card.swift:4:35: error: cannot find 'y' in scope"
        #expect(DiagnosticMapper.errors(in: out, files: [file]) == ["app/Card.swift:4:28: cannot find 'y' in scope"])
    }

    @Test func anErrorInTheGeneratedMainIsWordedAsStartingTheCode() {
        let out = "/cache/k.tmp-1/src/main.swift:5:1: error: missing argument"
        #expect(DiagnosticMapper.errors(in: out, files: [file]) == ["starting your code: missing argument"])
    }

    @Test func errorsBeyondTheLimitAreCounted() {
        let out = (1...12).map { "/cache/k.tmp-1/src/Card.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")
        let lines = DiagnosticMapper.errors(in: out, files: [file], limit: 10)
        #expect(lines.count == 11)
        #expect(lines.last == "… 2 more errors")
    }
}
