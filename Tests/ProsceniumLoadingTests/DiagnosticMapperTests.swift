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

    @Test func anErrorInAForwarderIsTheMembersInItsOwnFileOrAnother() {
        // `Dialog.swift` line 20 gained, at its closing brace (column 1), forwarders for
        // `viewDidLayoutSubviews()` (its line 129, name at column 19) and for `viewWillAppear(_:)`
        // in `Extras.swift` (line 3, name at 25, its `Bool` at 52); `; ` between them is the brace's.
        let member = SourcePlace(file: 0, line: 129, column: 19)
        let other = SourcePlace(file: 1, line: 3, column: 25)
        let dialog = DiagnosticMapper.CompiledFile(
            compiledPath: "/c/src/Dialog.swift", userPath: "app/Dialog.swift",
            rewritten: RewrittenSource(
                text: "}",
                spans: [
                    20: [
                        .init(newStart: 1, newEnd: 52, oldStart: 1, oldEnd: 1, standsFor: member),
                        .init(newStart: 52, newEnd: 54, oldStart: 1, oldEnd: 1),
                        .init(newStart: 54, newEnd: 90, oldStart: 1, oldEnd: 1, standsFor: other),
                        .init(
                            newStart: 90, newEnd: 94, oldStart: 1, oldEnd: 1,
                            standsFor: SourcePlace(file: 1, line: 3, column: 52)),
                        .init(newStart: 94, newEnd: 140, oldStart: 1, oldEnd: 1, standsFor: other),
                        .init(newStart: 140, newEnd: 141, oldStart: 1, oldEnd: 1),
                    ]
                ], refusals: []))
        let extras = DiagnosticMapper.CompiledFile(
            compiledPath: "/c/src/Extras.swift", userPath: "app/Extras.swift", rewritten: nil)
        let out = """
            /c/src/Dialog.swift:20:22: error: method does not override any method from its superclass
            /c/src/Dialog.swift:20:75: error: method does not override any method from its superclass
            /c/src/Dialog.swift:20:90: error: cannot find type 'Bool' in scope
            /c/src/Extras.swift:3:52: error: cannot find type 'Bool' in scope
            /c/src/Dialog.swift:20:141: error: expected '}' in class
            """
        #expect(
            DiagnosticMapper.errors(in: out, files: [dialog, extras]) == [
                "app/Dialog.swift:129:19: method does not override any method from its superclass",
                "app/Extras.swift:3:25: method does not override any method from its superclass",
                // The forwarder's report of a type in the signature and the member's are one.
                "app/Extras.swift:3:52: cannot find type 'Bool' in scope",
                // Past the forwarders, the class's own brace at its own column.
                "app/Dialog.swift:20:1: expected '}' in class",
            ])
    }

    @Test func errorsBeyondTheLimitAreCounted() {
        let out = (1...12).map { "/cache/k.tmp-1/src/Card.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")
        let lines = DiagnosticMapper.errors(in: out, files: [file], limit: 10)
        #expect(lines.count == 11)
        #expect(lines.last == "… 2 more errors")
    }
}
