import PresentationKit
import Testing

@testable import TextArt

/// The phone scaled to the window (`set drawing`), and the short trace after a driving command.
@Suite("Drawing fitted to the window")
struct DrawingFitTests {
    typealias F = SnapshotFixtures

    func render(_ s: ScreenSnapshot, width: Int, height: Int?, drawing: DrawingRows = .fit, maxLines: Int? = nil)
        -> String
    {
        LayoutRenderer.render(
            s, options: RenderOptions(width: width, height: height, drawing: drawing), maxLines: maxLines)
    }

    @Test func withoutAWindowFitIsTodaysFixedSize() {
        for s in [F.sePortrait, F.seLandscape] {
            let fixed = LayoutRenderer.render(s, options: RenderOptions(width: 80))
            #expect(render(s, width: 80, height: nil) == fixed)
            #expect(render(s, width: 80, height: nil, drawing: .small) == fixed)
            #expect(TestText.drawing(fixed).count <= ScreenScale.maxRows)
        }
    }

    /// At 80x24 the phone is a dozen columns wide and a 30-point inset rounds onto the window's
    /// edge; the card still leaves a column of veil on each side of it (issue 26).
    @Test(arguments: [(80, 24), (80, 16), (120, 40), (200, 50)])
    func aCardInsetFromTheDimmingViewLeavesVeilOnBothSides(size: (Int, Int)) {
        let drawing = TestText.drawing(render(F.sePortrait, width: size.0, height: size.1))
        // The rows between the card's top and bottom edges: window edge, card edge, card edge, window edge.
        let body = drawing.map { Array(TerminalText.withoutEscapes($0)) }.filter { row in
            row.filter { $0 == "│" }.count == 4
        }
        #expect(body.count >= 3, "\(drawing.joined(separator: "\n"))")
        for row in body {
            let edges = row.indices.filter { row[$0] == "│" }
            #expect(edges[1] >= 2 && row[1] == "▒", "\(String(row))")
            #expect(edges[3] - edges[2] >= 2 && row[edges[3] - 1] == "▒", "\(String(row))")
        }
    }

    // Down to 16 rows at 60 columns: below that the frame list alone, wrapped to 60 columns, is
    // taller than the room.
    @Test(arguments: [(80, 24), (120, 40), (200, 50), (80, 16), (60, 16)])
    func theWholeDrawingFitsTheRowsThePromptLeaves(size: (Int, Int)) {
        let (width, height) = size
        for s in [F.sePortrait, F.seLandscape, F.iPhone15Landscape] {
            let lines = TestText.lines(render(s, width: width, height: height))
            #expect(lines.count <= WindowBudget.layoutLines(height: height), "\(width)x\(height): \(lines.count) lines")
            #expect(lines.allSatisfy { visibleWidth($0) <= width })
            let drawing = TestText.drawing(lines.joined(separator: "\n"))
            #expect(drawing.last?.hasPrefix("└") == true)
        }
    }

    @Test func aTallWindowGetsALargerPhoneWithTheAspectKept() {
        let small = TestText.drawing(render(F.sePortrait, width: 120, height: nil))
        let large = TestText.drawing(render(F.sePortrait, width: 120, height: 40))
        #expect(large.count > small.count + 10)
        let columns = large[0].unicodeScalars.count
        let ideal = 2 * Double(large.count - 1) * 375 / 667
        #expect(abs(Double(columns - 1) - ideal) <= 1)
        // Beside its frame list.
        #expect(
            TestText.lines(render(F.sePortrait, width: 120, height: 40))[1].hasSuffix("window      {0, 0, 375, 667}"))
    }

    @Test func landscapeAt80x24GoesBesideItsFrameListRatherThanScrollItAway() {
        let lines = TestText.lines(render(F.seLandscape, width: 80, height: 24))
        #expect(lines[1].hasPrefix("┌"))
        #expect(lines[1].hasSuffix("window      {0, 0, 667, 375}"))
    }

    @Test func anAskedForRowCountIsDrawnWhateverTheWindow() {
        #expect(TestText.drawing(render(F.sePortrait, width: 200, height: nil, drawing: .count(30))).count == 30)
        #expect(TestText.drawing(render(F.sePortrait, width: 200, height: 24, drawing: .count(30))).count == 30)
        // Not while playing: a frame drawn in place cannot scroll.
        #expect(
            TestText.drawing(render(F.sePortrait, width: 200, height: 24, drawing: .count(30), maxLines: 20)).count
                == 19)
    }

    @Test func theWidthStillLimitsAFittedLandscapePhone() {
        let lines = TestText.lines(render(F.seLandscape, width: 40, height: 60))
        #expect(lines.allSatisfy { visibleWidth($0) <= 40 })
    }

    // MARK: The short trace

    @Test func onATerminalTheShortTraceShowsItsLastLinesAfterHowManyCameBefore() {
        let events = TraceRendererTests.events
        let options = RenderOptions(width: 40, height: 24)
        let lines = TestText.lines(TraceRenderer.render(events, options: options, limit: 12))
        let shown = WindowBudget.traceLines(height: 24)
        #expect(lines.count == shown + 1)
        #expect(lines[0] == "… \(events.count - shown) earlier calls: `trace` lists all")
        #expect(lines.allSatisfy { visibleWidth($0) <= 40 })
        // The last event is the last line, cut to the width.
        let glyphs = Glyphs(ascii: false)
        let last = TraceRenderer.line(events[events.count - 1], glyphs: glyphs).truncated(to: 40, ellipsis: "…")
        #expect(lines.last == last.plain)
    }

    @Test func inATranscriptTheShortTraceIsTheFirstLinesAsBefore() {
        let events = TraceRendererTests.events
        let lines = TestText.lines(TraceRenderer.render(events, options: RenderOptions(width: 80), limit: 2))
        // Two calls (a long one wraps at 80 columns), then how many more `trace` lists.
        #expect(lines.count >= 3)
        #expect(lines.last == "… \(events.count - 2) more: `trace` lists all")
    }

    @Test func inAChineseLessonTheShortTracesCountIsInChinese() {
        let events = TraceRendererTests.events
        var options = RenderOptions(width: 80)
        options.language = .chinese
        #expect(
            TestText.lines(TraceRenderer.render(events, options: options, limit: 2)).last
                == "… 还有 \(events.count - 2) 个调用：`trace` 列出全部")
        options.height = 24
        let shown = WindowBudget.traceLines(height: 24)
        #expect(
            TestText.lines(TraceRenderer.render(events, options: options, limit: 12)).first
                == "… 前面还有 \(events.count - shown) 个调用：`trace` 列出全部")
    }

    @Test func theBudgetLeavesTheDrawingMostOfTheWindow() {
        #expect(WindowBudget.traceLines(height: 24) == 3)
        #expect(WindowBudget.layoutLines(height: 24) == 18)
        #expect(WindowBudget.layoutLines(height: 40) + WindowBudget.traceLines(height: 40) + 3 == 40)
        #expect(WindowBudget.playbackLines(height: 16) == 14)
    }
}
