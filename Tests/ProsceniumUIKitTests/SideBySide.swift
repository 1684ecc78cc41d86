import Playground
import PlaygroundTestSupport
import PresentationKit
import Testing

/// A trace event with the type names taken out: who called whom, what, when, how deep, with what
/// arguments and result. Object values keep only whether they are nil, since the fixture's
/// classes are named differently from the playground's.
func untyped(_ trace: [TraceEvent]) -> [String] {
    func value(_ v: TraceValue) -> String {
        if case .object(let name) = v { return name == "nil" ? "nil" : "object" }
        return v.description
    }
    return trace.map { e in
        let args = e.arguments.map { "\($0.label): \(value($0.value))" }.joined(separator: ", ")
        let result = e.result.map { " → \(value($0))" } ?? ""
        return "\(formatFixed(e.time, decimals: 3)) \(e.depth) \(e.caller.rawValue)→\(e.receiver.rawValue) "
            + "\(e.call)(\(args))\(result)"
    }
}

/// Every view in the window, depth first, as drawn at the engine's current time: its depth, its
/// on-screen frame and alpha, colour and whether it is hidden. Names are left out (the fixture
/// names no views); the order of siblings is kept, so a dimming view in front of the card shows.
func screen(_ engine: Engine) -> [String] {
    var rows: [String] = []
    func walk(_ view: View, _ depth: Int) {
        let colour = view.backgroundColor?.description ?? "none"
        rows.append(
            "\(depth) \(view.presentationFrame(at: engine.now)) alpha \(formatNumber(view.presentationAlpha(at: engine.now))) "
                + "\(colour)\(view.isHidden ? " hidden" : "")")
        for sub in view.subviews { walk(sub, depth + 1) }
    }
    walk(engine.window, 0)
    return rows
}

/// The instants a comparison samples: the start, every tenth of a second through the 0.8 s
/// spring, and after it.
let instants = stride(from: 0.0, through: 1.0, by: 0.1).map { $0 }

/// Drives `engine` from `start` through `instants` (offsets from `start`), taking the screen at
/// each, then runs it to the end.
func film(_ engine: Engine, from start: Double) -> [[String]] {
    var frames: [[String]] = []
    for t in instants {
        engine.timeLimit = start + t
        engine.run()
        frames.append(screen(engine))
    }
    engine.timeLimit = nil
    engine.run()
    frames.append(screen(engine))
    return frames
}

/// A quiet session with `lines` run, whose next command will stop at its start (a time limit of
/// now), so the caller can film it with `film`.
func pausedSession(_ lines: [String]) -> Session {
    let s = session(lines)
    s.engine.timeLimit = s.engine.now
    return s
}

/// One transition filmed twice: `command` on a playground session set up with `settings` and then
/// `lines`, and `act` on a fixture's `engine` after `prepare` (the fixture's own way of reaching
/// the same state) has run to rest. Both films start at the same instant.
struct SideBySide {
    let playground: Session
    let engine: Engine
    let expected: [[String]]
    let actual: [[String]]

    init(
        settings: [String], lines: [String] = [], command: String, engine: Engine, prepare: () -> Void = {},
        act: () throws -> Void
    ) rethrows {
        let s = session(settings + lines)
        s.engine.timeLimit = s.engine.now
        let start = s.engine.now
        _ = s.execute(command)
        expected = film(s.engine, from: start)

        // The fixture's code runs as app code does, on UIKit's main thread (what it loads is traced).
        engine.perform { prepare() }
        engine.run()
        engine.timeLimit = engine.now
        try engine.perform { try act() }
        actual = film(engine, from: start)
        playground = s
        self.engine = engine
    }

    /// The two traces, type names aside.
    var traces: (fixture: [String], playground: [String]) { (untyped(engine.trace), untyped(playground.engine.trace)) }
}
