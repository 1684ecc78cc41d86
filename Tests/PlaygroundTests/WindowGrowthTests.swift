import PlaygroundTestSupport
import Testing
import TextArt
import Transcript

@testable import Playground

/// `film` and `curve` use the rows a taller terminal has, and keep their fixed sizes off a terminal.
private func lineCount(_ line: String, height: Int?) -> Int {
    let s = session("set frame inset 30", "animator bouncy", "present")
    return text(s, line, options: RenderOptions(width: 200, height: height)).split(separator: "\n").count
}

@Test func aFilmGrowsWithTheWindowAndStaysInIt() {
    let fixed = lineCount("film", height: nil)
    let tall = lineCount("film", height: 50)
    #expect(tall > fixed + 10, "\(fixed) lines without a window, \(tall) at 200x50")
    #expect(tall <= 48)
    #expect(lineCount("film", height: 24) <= 22)
}

@Test func aCurveGrowsWithTheWindowAndStaysInIt() {
    let fixed = lineCount("curve", height: nil)
    let tall = lineCount("curve", height: 50)
    #expect(tall > fixed + 20, "\(fixed) lines without a window, \(tall) at 200x50")
    #expect(tall <= 48)
    #expect(lineCount("curve", height: 24) <= 22)
}

/// On a terminal wide enough, the calls after a driving command go beside the drawing, a row
/// each for as many rows as the drawing takes; not at 80 columns, and never off a terminal.
@Test func theCallsGoBesideTheDrawingWhenTheWindowIsWide() {
    let s = session("set frame inset 30")
    s.showsAfterActions = true
    let outputs = s.execute("present")
    guard case .screen(let snapshot)? = outputs.first, case .events(let events, _)? = outputs.last else {
        Issue.record("present did not draw and trace")
        return
    }
    let wide = TranscriptRenderer(options: RenderOptions(width: 200, height: 50))
    let both = wide.renderBeside(snapshot, events) ?? ""
    let rows = both.split(separator: "\n")
    #expect(rows.contains { $0.hasPrefix("│") && $0.contains("presentationTransitionWillBegin()") })
    #expect(rows.contains { $0.hasPrefix("│") && $0.contains("completion()") })
    #expect(rows.allSatisfy { visibleWidth(String($0)) <= 200 })
    #expect(TranscriptRenderer(options: RenderOptions(width: 80, height: 24)).renderBeside(snapshot, events) == nil)
    #expect(TranscriptRenderer(options: RenderOptions(width: 200)).renderBeside(snapshot, events) == nil)
}
