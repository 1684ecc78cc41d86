import Foundation
import Testing
import TextArt
import Transcript

@testable import Playground

/// Whole-scene transcripts compared byte for byte with files under `Goldens/`. After a deliberate
/// change, re-record with `make golden` (PROSCENIUM_RECORD_GOLDENS=1) and review the diff.
struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let scenes =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("scenes/golden").path))?
        .filter { $0.hasSuffix(".scene") }.sorted() ?? []

    @Test(arguments: scenes)
    func sceneTranscriptMatchesItsGolden(_ name: String) throws {
        let scene = try String(
            contentsOf: GoldenTests.root.appendingPathComponent("scenes/golden/\(name)"), encoding: .utf8)
        let runner = ScriptRunner(
            file: name, mode: .transcript,
            renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false)))
        var lines = scene.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let transcript = lines.map(runner.feed).joined()
        let golden = GoldenTests.root.appendingPathComponent(
            "Tests/PlaygroundTests/Goldens/\(name.replacingOccurrences(of: ".scene", with: ".txt"))")
        if ProcessInfo.processInfo.environment["PROSCENIUM_RECORD_GOLDENS"] != nil {
            try transcript.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(transcript == expected, "transcript of \(name) differs from its golden; `make golden` re-records it")
    }

    @Test func thereIsAtLeastOneGoldenScene() {
        #expect(!GoldenTests.scenes.isEmpty)
    }
}
