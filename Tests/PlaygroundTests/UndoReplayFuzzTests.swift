import PresentationKit
import ProsceniumTestSupport
import Testing

@testable import Playground

// The safety net under checkpointed undo (issue 11): random command sequences from fixed seeds,
// with undo and redo among them; after every undo and redo, `state --json` and `trace --json`
// (and the trace's dropped count, the clock and `state --at`) must equal those of a fresh session
// that replays `history`'s commands. A small trace limit and frequent checkpoints make the
// trimming and the checkpoint thinning happen within a few hundred commands.

/// Commands that drive the engine through every phase, settings that change what it does next,
/// and a few that leave the world unsettled (an interaction waiting, a transition that hangs).
private let driving = [
    "present", "present", "present", "dismiss", "dismiss", "rotate", "tap dimming", "tap presented",
    "cancel at 0.5", "finish at 0.3", "cancel at 0.9", "present without animation", "dismiss without animation",
    "interactive present", "interactive dismiss", "interactive off", "update 0.4", "finish", "cancel",
    "resize 500 300",
]
private let settings = [
    "set frame inset 30", "set frame full", "set frame banner", "animator slide", "animator bouncy", "animator zoom",
    "animator default", "set dimming 0.3", "set layout off", "set layout on", "set cleanup off", "set cleanup on",
    "delegate retain off", "delegate retain on", "delegate off", "delegate on", "style custom", "style pageSheet",
    "style popover", "style fullScreen", "set remove-presenter on", "set remove-presenter off",
    "set restore-presenter off", "set restore-presenter on", "set dimming wraps on", "set dimming wraps off",
    "set wrap navigation on", "set wrap navigation off", "adaptive fullScreen", "device ipad", "device iphone-se",
    "orientation landscape", "orientation portrait", "set complete-transition off", "set complete-transition on",
    "set completion-speed 2", "names objc", "names modern",
]

/// What a session shows of itself, for comparing two sessions.
private func look(_ s: Session) -> String {
    var parts: [String] = []
    for line in ["state --json", "trace --json"] {
        for output in s.execute(line) {
            if case .json(let j) = output { parts.append(j) } else { parts.append("\(output)") }
        }
    }
    parts.append(
        "dropped \(s.engine.traceDropped), now \(s.engine.now), last \(String(describing: s.lastTransitionCommand))")
    if s.lastTransitionCommand != nil, case .success(let shot) = s.snapshot(secondsIntoLastTransition: 0.2) {
        parts.append("at 0.2: \(shot)")
    }
    return parts.joined(separator: "\n")
}

/// A fresh session given `history`'s commands, one by one.
private func replayed(_ s: Session, traceLimit: Int) -> Session {
    let fresh = Session()
    fresh.showsAfterActions = false
    fresh.traceLimit = traceLimit
    for command in s.log { _ = fresh.apply(command) }
    return fresh
}

/// Runs one seeded sequence; returns the first mismatch, in words, or nil.
private func firstMismatch(seed: UInt64, commands: Int, traceLimit: Int) -> String? {
    var random = FuzzRandom(seed: seed)
    let s = Session()
    s.showsAfterActions = false
    s.traceLimit = traceLimit
    var recent: [String] = []
    for i in 0..<commands {
        let roll = random.below(100)
        let line: String
        switch roll {
        case ..<14: line = "undo"
        case ..<22: line = "redo"
        case ..<24: line = "reset"
        case ..<60: line = random.pick(driving)
        default: line = random.pick(settings)
        }
        _ = s.execute(line)
        recent.append(line)
        if recent.count > 12 { recent.removeFirst() }
        guard line == "undo" || line == "redo" || i % 50 == 49 else { continue }
        let mine = look(s)
        let theirs = look(replayed(s, traceLimit: traceLimit))
        if mine != theirs {
            let a = mine.split(separator: "\n")
            let b = theirs.split(separator: "\n")
            let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            return "seed \(seed), command \(i) `\(line)` after \(recent): part \(at) differs:\n"
                + "undo/redo: \(at < a.count ? String(a[at].prefix(600)) : "-")\nreplay:    \(at < b.count ? String(b[at].prefix(600)) : "-")"
        }
    }
    return nil
}

@Suite struct UndoReplayFuzzTests {
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func undoAndRedoEqualAReplayFromScratch(seed: UInt64) {
        let problem = firstMismatch(seed: seed, commands: 600, traceLimit: 120)
        #expect(problem == nil, "\(problem ?? "")")
    }

    @Test func theDefaultTraceLimitToo() {
        let problem = firstMismatch(seed: 99, commands: 400, traceLimit: Session.defaultTraceLimit)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Checkpoints are in use: far more commands than the spacing, yet few checkpoints kept.
    @Test func checkpointsAreTakenAndThinned() {
        let s = Session()
        s.showsAfterActions = false
        for i in 0..<3_000 {
            _ = s.execute(i % 3 == 0 ? "present" : i % 3 == 1 ? "dismiss" : "set frame inset \(i % 40)")
        }
        let positions = s.checkpoints.map(\.position)
        #expect(positions.count > 10, "\(positions)")
        #expect(positions.count < 60)
        // At every depth an undo finds a checkpoint within about half its distance back.
        for (older, newer) in zip(positions, positions.dropFirst()) {
            #expect(newer - older <= max(2 * Session.checkpointSpacing, (s.log.count - older) / 2), "\(positions)")
        }
        #expect(positions.first.map { $0 <= 2 * Session.checkpointSpacing } == true, "\(positions)")
        #expect(positions.last.map { s.log.count - $0 < Session.checkpointSpacing * 2 } == true)
    }
}

@Suite("Undo far back")
struct UndoFarBackTests {
    /// A thousand undos in a row from the end of a 3,000-command session replay a bounded number
    /// of commands each, on average: the first reaches back to a checkpoint, the rest find the
    /// ones it left on the way.
    @Test func undoingFarBackStaysCheap() {
        let s = Session()
        s.showsAfterActions = false
        for i in 0..<3_000 {
            _ = s.execute(i % 3 == 0 ? "present" : i % 3 == 1 ? "dismiss" : "set frame inset \(i % 40)")
        }
        for _ in 0..<1_000 { _ = s.execute("undo") }
        #expect(s.log.count == 2_000)
        #expect(s.stepsReplayed < 1_000 * 2 * Session.checkpointSpacing, "\(s.stepsReplayed) commands replayed")
    }
}

@Suite("Undo past the instant configuration undos")
struct UndoPastInstantDepthTests {
    /// Only the latest configurations are kept for instant undo (a long session's memory stays
    /// small); undoing further back replays, and lands on the same configuration.
    @Test func undoingConfigurationChangesFurtherBackThanTheKeptOnesReplaysExactly() {
        let s = Session()
        s.showsAfterActions = false
        let n = Session.instantUndoDepth * 2 + 100
        var before: [PresentationConfig] = []
        for i in 0..<n {
            before.append(s.config.value)
            _ = s.execute("set corner \(i % 50)")
        }
        #expect(s.configBefore.count < 2 * Session.instantUndoDepth)
        for i in stride(from: n - 1, through: 0, by: -1) {
            _ = s.execute("undo")
            if i % 97 == 0 { #expect(s.config.value == before[i], "after undoing back to command \(i)") }
        }
        #expect(s.config.value == before[0])
        #expect(s.log.isEmpty)
    }
}
