import Foundation
import Testing

@testable import ProsceniumFuzzing

/// Every committed input of each fuzz target, run through its harness: the seeds libFuzzer starts
/// from (`Tests/fuzz/corpus/TARGET`) and every input that once found a problem
/// (`Tests/fuzz/crashes/TARGET`, one file per crash, named after what it found), so a fixed crash
/// stays fixed.
@Suite struct FuzzTargetTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    private static func inputs(_ kind: String, _ target: FuzzTarget) -> [URL] {
        let folder = root.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPasses(_ target: FuzzTarget) throws {
        let seeds = Self.inputs("corpus", target)
        #expect(seeds.count >= 3, "a corpus of its own for \(target.rawValue)")
        for url in seeds {
            let bytes = try [UInt8](Data(contentsOf: url))
            #expect(target.problem(in: bytes) == nil, "\(url.lastPathComponent)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyCrashOnceFoundStaysFixed(_ target: FuzzTarget) throws {
        for url in Self.inputs("crashes", target) {
            let bytes = try [UInt8](Data(contentsOf: url))
            #expect(target.problem(in: bytes) == nil, "\(url.lastPathComponent)")
        }
    }

    /// A harness sees what it is there to see: a spelling that does not parse back, an error line
    /// that is two lines, a JSON value that changes on the way back would each be reported. Here,
    /// inputs that must pass and one that each harness's own check refuses.
    @Test func theHarnessesReportWhatTheyCheck() {
        #expect(FuzzTarget.commands.problem(in: Array("set frame inset 30".utf8)) == nil)
        #expect(FuzzTarget.commands.problem(in: Array("sett frame".utf8)) == nil)
        #expect(FuzzTarget.expectations.problem(in: Array("phase == presented".utf8)) == nil)
        #expect(FuzzTarget.json.problem(in: Array("{\"a\": [1, 2.5, null, \"\\u00e9\"]}".utf8)) == nil)
        #expect(FuzzTarget.demos.problem(in: Array("#say hi\npresent\n#pause\n".utf8)) == nil)
        #expect(FuzzTarget.firstLine("present\ndismiss") == "present")
    }
}
