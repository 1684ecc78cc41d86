import Testing

@testable import ProsceniumFrontEnd

/// Up and Down search the history by what was typed, as fish and IPython do.
@Suite struct HistoryRecallTests {
    /// Newest first.
    let history = ["present", "config", "set frame inset 30", "present", "set fullscreen on"]

    @Test func upRecallsTheNewestLineBeginningWithWhatWasTyped() {
        var r = HistoryRecall()
        #expect(r.up(line: "set f", beforeCursor: "set f", history: history) == "set frame inset 30")
    }

    @Test func upAgainGoesOlderWithTheSamePrefix() {
        var r = HistoryRecall()
        _ = r.up(line: "set f", beforeCursor: "set f", history: history)
        #expect(
            r.up(line: "set frame inset 30", beforeCursor: "set frame inset 30", history: history)
                == "set fullscreen on")
        #expect(r.up(line: "set fullscreen on", beforeCursor: "set fullscreen on", history: history) == nil)
    }

    @Test func anEmptyLineStepsThroughEveryLineOnce() {
        var r = HistoryRecall()
        var got: [String] = []
        var line = ""
        while let next = r.up(line: line, beforeCursor: line.isEmpty ? "" : line, history: history) {
            got.append(next)
            line = next
        }
        #expect(got == ["present", "config", "set frame inset 30", "set fullscreen on"])
    }

    @Test func downPastTheNewestRestoresWhatWasTyped() {
        var r = HistoryRecall()
        let first = r.up(line: "set f", beforeCursor: "set f", history: history)!
        let second = r.up(line: first, beforeCursor: first, history: history)!
        #expect(r.down(line: second, history: history) == "set frame inset 30")
        #expect(r.down(line: "set frame inset 30", history: history) == "set f")
    }

    @Test func editingARecalledLineStartsANewSearch() {
        var r = HistoryRecall()
        _ = r.up(line: "", beforeCursor: "", history: history)
        #expect(r.up(line: "con", beforeCursor: "con", history: history) == "config")
    }

    @Test func downWithoutARecallDoesNothing() {
        var r = HistoryRecall()
        #expect(r.down(line: "set f", history: history) == nil)
    }
}
