import Playground
import Testing
import TextArt

@testable import Transcript

/// `show tree` at 80 columns: a view's facts that do not fit go on below it, between facts and
/// under the tree's guides, never cut mid-word by the terminal (issue 37 §3: a stacked sheet's
/// line was 87 columns).
@Suite struct TreeWidthTests {
    func tree(width: Int, ascii: Bool = false) -> [String] {
        let session = Session()
        session.showsAfterActions = false
        for line in ["style pageSheet", "present", "present --on-top", "drag sheet to large"] {
            _ = session.execute(line)
        }
        let renderer = TranscriptRenderer(options: RenderOptions(width: width, ascii: ascii))
        let text = session.execute("show tree").map { renderer.render($0) }.joined()
        return text.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [false, true])
    func everyLineFitsEightyColumns(ascii: Bool) {
        let lines = tree(width: 80, ascii: ascii)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines.filter { DisplayWidth.of($0) > 80 })")
    }

    @Test func aLongLineGoesOnUnderItsGuides() {
        let lines = tree(width: 80)
        let i = try? #require(lines.firstIndex { $0.contains("presented  {15, 55.48") })
        guard let i else { return }
        #expect(lines[i] == "│  └─ presented  {15, 55.48, 345, 586.04}  transform scale(0.92, 0.92)")
        #expect(lines[i + 1] == "│        corner 10  autoresize W+H")
        // Wide enough, each view is one line as before.
        #expect(tree(width: 200).count == lines.count - 2)
    }
}
