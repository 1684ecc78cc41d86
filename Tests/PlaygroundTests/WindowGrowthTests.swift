import PlaygroundTestSupport
import Testing
import TextArt

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
