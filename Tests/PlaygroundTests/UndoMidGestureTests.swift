import PresentationKit
import Testing

@testable import Playground

// Issue 27, defect 5: while an interactive transition waited for its gesture, the world could not
// be copied, so every undo replayed from before the gesture began: blocks of nine `update` and one
// `undo` grew quadratically. The world now copies mid-gesture (`WorldBlock`), so checkpoints are
// taken inside the gesture and an undo replays a bounded number of commands.

/// What a session shows of itself (state, trace, clock, a frame of the last transition): two
/// sessions that show the same are the same, as far as a learner can tell.
func shownState(_ s: Session) -> String {
    var parts: [String] = []
    for line in ["state --json", "trace --json", "timeline"] {
        for output in s.execute(line) { parts.append("\(output)") }
    }
    parts.append(
        "now \(s.engine.now), dropped \(s.engine.traceDropped), last \(String(describing: s.lastTransitionCommand))")
    if case .success(let shot) = s.snapshot(secondsIntoLastTransition: 0.1) { parts.append("at 0.1: \(shot)") }
    return parts.joined(separator: "\n")
}

/// A fresh session given the same log, one command at a time.
func freshReplay(_ s: Session) -> Session {
    let fresh = Session()
    fresh.showsAfterActions = false
    for command in s.log { _ = fresh.apply(command) }
    return fresh
}

@Suite("Undo while an interactive transition waits")
struct UndoMidGestureTests {
    /// The issue's session, in each kind of playground presentation that can wait on a gesture: a
    /// hundred blocks of nine updates and an undo replay at most a few checkpoint gaps per undo
    /// (before the fix: the whole gesture each time, about 45,000 commands), and the session then
    /// equals a fresh replay of its log, also after the gesture ends.
    @Test(arguments: [
        ["animator slide", "interactive present", "present"],
        ["style custom", "animator zoom", "interactive present", "present"],
        ["animator slide", "set dimming wraps on", "style custom", "interactive present", "present"],
        ["style pageSheet", "animator slide", "interactive present", "present"],
        ["animator bouncy", "present", "interactive dismiss", "dismiss"],
    ])
    func undoInsideAGestureReplaysABoundedNumberOfCommands(setup: [String]) {
        let s = Session()
        s.showsAfterActions = false
        for line in setup { _ = s.execute(line) }
        #expect(s.engine.awaitingInteraction != nil, "\(setup) waits for a gesture")
        let blocks = 100
        for b in 0..<blocks {
            for u in 0..<9 { _ = s.execute("update 0.\((b + u) % 9 + 1)") }
            _ = s.execute("undo")
        }
        #expect(s.engine.awaitingInteraction != nil)
        #expect(s.log.count == setup.count + blocks * 8)
        #expect(
            s.stepsReplayed <= blocks * 2 * Session.checkpointSpacing,
            "\(s.stepsReplayed) commands replayed by \(blocks) undos")
        #expect(shownState(s) == shownState(freshReplay(s)))
        _ = s.execute("finish")
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(shownState(s) == shownState(freshReplay(s)))
    }

    /// Issue 38, item 20: checkpoints taken inside a held gesture share its clock's segments, so
    /// what they hold beyond the live gesture's own segments is bounded by their number, not by
    /// the number of updates (a copy each of the whole list before: about 4 KB an update).
    @Test(arguments: [1_000, 4_000])
    func checkpointsInsideAGestureShareItsClock(updates: Int) {
        let s = Session()
        s.showsAfterActions = false
        for line in ["animator slide", "interactive present", "present"] { _ = s.execute(line) }
        for u in 0..<updates { _ = s.execute("update 0.\(u % 9 + 1)") }
        guard let live = s.engine.awaitingInteraction?.timebase else {
            Issue.record("no gesture under way")
            return
        }
        var clocks: [Timebase] = []
        for engine in [s.engine] + s.checkpoints.map(\.world.engine) {
            for t in [engine.activeTransition, engine.lastTransition].compactMap({ $0 }) {
                for tb in [t.timebase] + t.groups.map(\.timebase) where !clocks.contains(where: { $0 === tb }) {
                    clocks.append(tb)
                }
            }
        }
        var blocks: Set<ObjectIdentifier> = []
        var unsealed = 0
        for tb in clocks {
            blocks.formUnion(tb.segments.blockIdentities)
            unsealed += tb.segments.unsealedCount
        }
        let held = blocks.count * Timebase.Segments.blockSize + unsealed
        #expect(live.segments.count >= updates)
        #expect(s.checkpointCount > 10)
        #expect(
            held - live.segments.count <= clocks.count * Timebase.Segments.blockSize,
            "\(held) segments held for a gesture of \(live.segments.count) in \(clocks.count) clocks")
    }
}
