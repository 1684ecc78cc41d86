import PlaygroundTestSupport
import PresentationKit
import Testing
import TextArt
import Transcript

@testable import Playground

/// `set drawing` and `set trace`: settings of the display, read by the renderer and the session.
@Suite("set drawing, set trace")
struct DisplayChoiceTests {
    func drawingRows(_ out: String) -> Int {
        out.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└") }.count
    }

    @Test func theDefaultsAreFitAndShort() {
        let c = PresentationConfig()
        #expect(c.drawing == .fit)
        #expect(c.traceLength == .short)
        #expect(ConfigDescription.describe(c).contains("drawing             fit"))
        #expect(ConfigDescription.describe(c).contains("trace               short"))
    }

    @Test func setDrawingNDrawsThatManyRowsInATranscript() {
        let s = session("set frame inset 30")
        s.showsAfterActions = true
        #expect(drawingRows(text(s, "show")) == 18)
        _ = s.execute("set drawing 30")
        #expect(s.config.value.drawing == .rows(30))
        #expect(drawingRows(text(s, "show")) == 30)
        _ = s.execute("set drawing small")
        #expect(drawingRows(text(s, "show")) == 18)
        _ = s.execute("undo")
        #expect(s.config.value.drawing == .rows(30))
    }

    @Test func setDrawingRefusesTooFewRowsAndOtherWords() throws {
        #expect(throws: ParseError.self) { try Parser.parse("set drawing 2") }
        #expect(throws: ParseError.self) { try Parser.parse("set drawing large") }
        #expect(try Parser.parse("set drawing fit") == .set(.drawing(.fit)))
    }

    @Test func setTraceOffLeavesOnlyTheDrawingAndFullEveryCall() throws {
        let s = session("animator bouncy")
        s.showsAfterActions = true
        let short = text(s, "present")
        #expect(short.contains("more: `trace` lists all"))
        _ = s.execute("dismiss")
        _ = s.execute("set trace full")
        let full = text(s, "present")
        #expect(!full.contains("more: `trace` lists all"))
        #expect(full.split(separator: "\n").count > short.split(separator: "\n").count)
        _ = s.execute("dismiss")
        _ = s.execute("set trace off")
        let off = text(s, "present")
        #expect(!off.contains("presentationTransitionWillBegin"))
        #expect(off.contains("┌"))
    }
}
