import Foundation
import ProsceniumTestSupport
import Testing

/// The library's UIKit surface against Apple's declarations: every row of `Declarations/*.tsv` is
/// written as Swift that compiles exactly when our `UIKit` module declares it as the iOS 18 SDK
/// does (`ProbeWriter`), the probe is type-checked as `load` compiles a user's files, and each
/// compiler error is one mismatch, named by the row's declaration, what UIKit says and what the
/// compiler found in ours.
struct UIKitDeclarationConformanceTests {
    static let rows: [Declaration] = (try? DeclarationTable.load()) ?? []

    @Test func theTableReadsAndCoversTheSurface() throws {
        let rows = try DeclarationTable.load()
        let compiled = rows.filter(ProbeWriter.isCompiled)
        #expect(compiled.count >= 1500, "the table has \(compiled.count) compiled rows; the issue asks for 1,500")
        for row in compiled where row.kind == .func || row.kind == .`init` {
            #expect(FunctionSignature.parse(row.signature) != nil, "\(row.location): \(row.signature) is not (A) -> R")
        }
    }

    /// Each row the compiler refuses is a mismatch. The ones not yet fixed are listed in
    /// `Declarations/known-mismatches.txt` (one key a line, `make golden` re-records it): a
    /// mismatch not listed fails, and so does a listed one that now matches, so the list only
    /// shrinks and a declaration that matched never silently stops matching.
    @Test func everyDeclarationMatchesUIKits() throws {
        let rows = try DeclarationTable.load()
        guard let compiler = SwiftCompiler.find() else {
            Issue.record("no swiftc on PATH: the conformance test needs the compiler")
            return
        }
        let found = try Self.mismatches(of: rows, compiler: compiler)
        let listFile = DeclarationTable.folder.appendingPathComponent("known-mismatches.txt")
        let compiled = rows.filter(ProbeWriter.isCompiled).count
        print(
            "UIKit declarations compared: \(compiled) of \(rows.count) rows (\(rows.count - compiled) generic, listed only); mismatches: \(found.count)"
        )
        if GoldenFile.isRecording {
            let text = found.map { "\($0.row.key)\t\($0.message)" }.sorted().joined(separator: "\n") + "\n"
            try text.write(to: listFile, atomically: true, encoding: .utf8)
            return
        }
        let listed = Set(
            ((try? String(contentsOf: listFile, encoding: .utf8)) ?? "").split(separator: "\n").map {
                String($0.split(separator: "\t", maxSplits: 1).first ?? "")
            })
        for mismatch in found where !listed.contains(mismatch.row.key) {
            Issue.record(Comment(rawValue: "\(mismatch.row)\n    ours: \(mismatch.message)"))
        }
        let now = Set(found.map(\.row.key))
        for key in listed.sorted() where !key.isEmpty && !now.contains(key) {
            Issue.record(
                Comment(rawValue: "\(key) now matches UIKit: take it off known-mismatches.txt (make golden)"))
        }
    }

    struct Mismatch {
        let row: Declaration
        let message: String
    }

    /// The rows the compiler refused, each with its first error (the lowest line of the row's code).
    static func mismatches(of rows: [Declaration], compiler: SwiftCompiler) throws -> [Mismatch] {
        let (source, ranges) = ProbeWriter(rows: rows).write()
        let modules = SwiftCompiler.modulesFolder(testFile: #filePath)
        let result = try compiler.typecheck(source, name: "UIKitProbe", modules: modules)
        if let dump = ProcessInfo.processInfo.environment["PROSCENIUM_PROBE_DUMP"] {
            try source.write(toFile: dump, atomically: true, encoding: .utf8)
        }
        var firstError: [Int: (line: Int, message: String)] = [:]
        for line in result.output.split(separator: "\n") {
            guard let match = line.firstMatch(of: /UIKitProbe\.swift:(\d+):\d+: error: (.*)/),
                let number = Int(match.1)
            else { continue }
            guard let row = ranges.firstIndex(where: { $0.contains(number) }) else {
                // An error outside every row (the preamble): the probe itself is wrong.
                Issue.record("the probe's own line \(number): \(match.2)")
                continue
            }
            if let seen = firstError[row], seen.line <= number { continue }
            firstError[row] = (number, String(match.2))
        }
        if result.status != 0 && firstError.isEmpty {
            Issue.record("swiftc failed without a row's error: \(result.output.prefix(2000))")
        }
        return firstError.keys.sorted().map { Mismatch(row: rows[$0], message: firstError[$0]!.message) }
    }
}
