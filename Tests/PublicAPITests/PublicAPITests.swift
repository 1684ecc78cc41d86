import Foundation
import ProsceniumTestSupport
import Testing

/// Every `public` and `open` declaration of every target, kept in `API/TARGET.txt`: a new one (or a
/// changed one) shows in the diff, so making something public is a decision, as swift-syntax and
/// swift-format keep theirs. Cross-target internals are `package`; `public` is for what users of
/// the library products (`UIKit`, `ProsceniumUIKit`, `PresentationKit`, the stage, `load`'s
/// wire) see, and what those expose. Re-record with `PROSCENIUM_RECORD_GOLDENS=1` and read the diff.
@Suite struct PublicAPITests {
    private static let root = GoldenFile.packageRoot(from: #filePath)
    private static let sources = root.appendingPathComponent("Sources")

    /// The targets under Sources/, by name.
    static let targets: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test(arguments: targets)
    func thePublicAPIIsTheRecordedOne(_ target: String) throws {
        let api = PublicDeclarations.list(in: Self.sources.appendingPathComponent(target))
        let golden = Self.root.appendingPathComponent("Tests/PublicAPITests/API/\(target).txt")
        if api.isEmpty {
            // A target with nothing public has no file; one that had something public loses it.
            if GoldenFile.isRecording { try? FileManager.default.removeItem(at: golden) }
            #expect(
                !FileManager.default.fileExists(atPath: golden.path),
                "\(target) has nothing public now: remove \(golden.lastPathComponent) (or record)")
            return
        }
        let text = api.joined(separator: "\n") + "\n"
        if let difference = try GoldenFile.check(text, against: golden) {
            Issue.record("\(target)'s public API changed: \(difference)")
        }
    }

    @Test func theExtractorFindsADeclarationAcrossLinesAndSkipsOthers() {
        let source = """
            public struct Card {
                public init(
                    width: Double,
                    height: Double
                ) {}
                package var hidden = 1
                // public var commentedOut: Int
                open func slide() { let publicThing = 1 }
                public private(set) var title = ""
            }
            """
        #expect(
            PublicDeclarations.declarations(in: source) == [
                "public struct Card", "public init(width: Double, height: Double)", "open func slide()",
                "public private(set) var title = \"\"",
            ])
    }
}
