import Playground
import PlaygroundTestSupport
import ProsceniumJSON
import ProsceniumStagePage
import Testing

@testable import Transcript

/// The stage page's document (`StagePage`) and `export html`.
@Suite struct StagePageTests {
    /// The Swift file Scripts/generate-stage-page.py writes holds the assets as they are now.
    @Test func theGeneratedAssetsAreFresh() throws {
        let root = String(
            #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
        let assets = root + "/Sources/ProsceniumStagePage/Assets/"
        for (text, file) in [
            (StagePage.template, "stage.html"), (StagePage.style, "stage.css"), (StagePage.script, "stage.js"),
        ] {
            let onDisk = try String(contentsOfFile: assets + file, encoding: .utf8)
            #expect(
                text + "\n" == onDisk,
                "\(file) changed since StagePageAssets.swift was generated: run python3 Scripts/generate-stage-page.py")
        }
    }

    @Test func nothingInTheDataCanEndTheScript() {
        let page = StagePage.document(title: "a <b> & c", json: #"{"command":"</script><script>alert(1)"}"#)
        #expect(!page.contains("</script><script>alert"))
        #expect(page.contains(#"\u003c/script>"#))
        #expect(page.contains("<title>a &lt;b&gt; &amp; c</title>"))
    }

    @Test func theLivePageWaitsForItsStepsAndTheHelloSaysWhatItMirrors() throws {
        let page = StagePage.liveDocument(title: "Proscenium demo: a <b>.demo")
        #expect(page.contains(#"{"mode":"live","title":"Proscenium demo: a \u003cb>.demo"}"#))
        let hello = try JSONReader.parse(StagePage.hello(title: "t", demo: true))
        #expect(hello["proscenium"]?.stringValue == "hello")
        #expect(hello["version"]?.numberValue == 1)
        #expect(hello["demo"] == .bool(true))
    }

    @Test func thePageFetchesNothing() {
        // SVG's namespace is a name, not an address anything fetches.
        let page = StagePage.document(title: "t", json: "{}").replacing("http://www.w3.org/2000/svg", with: "")
        for outside in ["http://", "https://", "//cdn", "src=\"", "@import"] {
            #expect(!page.contains(outside), "the page names \(outside)")
        }
    }

    @Test func exportHTMLWritesOneStepPerCommandOfTheSession() throws {
        let files = MemoryFiles()
        let s = files.session()
        for line in ["set frame inset 30", "present", "dismiss"] { _ = s.execute(line) }
        let out = s.execute("export html talk.html")
        #expect(out.contains { if case .text(let t) = $0 { t.contains("HTML") } else { false } })
        let page = try #require(files.files["talk.html"])
        let start = try #require(page.range(of: #"<script type="application/json" id="proscenium-data">"#))
        let end = try #require(page[start.upperBound...].range(of: "</script>"))
        let data = try JSONReader.parse(String(page[start.upperBound..<end.lowerBound]))
        guard case .array(let steps)? = data["steps"] else {
            Issue.record("no steps")
            return
        }
        #expect(steps.map { $0["command"]?.stringValue } == ["set frame inset 30", "present", "dismiss"])
        #expect(steps[0]["motion"] == .null)
        guard case .array(let frames)? = steps[1]["motion"]?["frames"] else {
            Issue.record("present has no frames")
            return
        }
        #expect(frames.count == 31)
    }
}
