import PresentationKit
import Testing

@testable import Playground

// Issue 27, flat sessions: the log keeps each distinct command once and 4 bytes an entry, so a
// long session's log grows by an index, not by a whole command, and still reads back whole.
@Suite struct CommandLogTests {
    @Test func aLongSessionKeepsEachDistinctCommandOnce() {
        let s = Session()
        s.showsAfterActions = false
        let lines = ["present", "set corner 12", "dismiss", "set corner 30", "rotate", "set frame inset 30"]
        for i in 0..<6_000 { _ = s.execute(lines[i % lines.count]) }
        #expect(s.log.count == 6_000)
        #expect(s.log.distinctCount == lines.count)
        let history = s.execute("history")
        guard case .text(let text)? = history.first else {
            Issue.record("history printed \(history)")
            return
        }
        let shown = text.split(separator: "\n")
        #expect(shown.count == 6_000)
        #expect(shown.last == "6000  set frame inset 30")
        #expect(shown[1] == "2  set corner 12")
    }

    @Test func commandsThatSpellAlikeButDifferStayApart() {
        var log = CommandLog()
        log.append(.act(.present))
        log.append(.act(.dismiss))
        log.append(.act(.present))
        #expect(log.distinctCount == 2)
        #expect(Array(log) == [.act(.present), .act(.dismiss), .act(.present)])
        #expect(log.popLast() == .act(.present))
        #expect(log == [.act(.present), .act(.dismiss)])
        #expect(log != [.act(.present)])
    }

    @Test func aSavedCompactedLogReplaysToTheSameState() {
        let s = Session()
        s.showsAfterActions = false
        for i in 0..<300 { _ = s.execute(["present", "set dimming 0.4", "dismiss", "undo", "rotate"][i % 5]) }
        let fresh = Session()
        fresh.showsAfterActions = false
        for line in s.savedText.split(separator: "\n").dropFirst() { _ = fresh.execute(String(line)) }
        #expect(fresh.log == s.log)
        #expect("\(fresh.execute("state --json"))" == "\(s.execute("state --json"))")
    }
}
