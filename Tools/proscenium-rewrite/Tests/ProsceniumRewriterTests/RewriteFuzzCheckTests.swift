import Foundation
import ProsceniumRewriter
import Testing

/// Every committed input of the rewriter's fuzz target through `RewriteFuzzCheck`: the seeds
/// libFuzzer starts from (`Tests/fuzz/corpus`) and each input that once found a problem
/// (`Tests/fuzz/crashes`), so a fixed crash stays fixed.
@Suite struct RewriteFuzzCheckTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fuzz")

    private static func inputs(_ kind: String) -> [URL] {
        let folder = root.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func everySeedAndEveryOnceFoundCrashPasses() throws {
        let seeds = Self.inputs("corpus")
        #expect(seeds.count >= 3)
        for url in seeds + Self.inputs("crashes") {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            #expect(RewriteFuzzCheck.problem(text) == nil, "\(url.lastPathComponent)")
        }
    }

    @Test func textThatIsNotSwiftIsRewrittenWithoutAProblem() {
        #expect(RewriteFuzzCheck.problem("") == nil)
        #expect(RewriteFuzzCheck.problem("}}} ((( \u{0}\r\n#selector(") == nil)
    }
}
