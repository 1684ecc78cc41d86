import PresentationKit

/// Reads the screen at chosen instants of the most recent transition by replaying the session's
/// log, from its nearest checkpoint before the transition (`Session.fork(at:)`), and watching its clock: just before the clock jumps past an instant,
/// every event up to that instant has run and none after, so the view tree (chrome added or torn
/// down included) and the animations are exactly what UIKit would show then. One replay serves
/// any number of instants, which is what lets `play` sample sixty frames a second cheaply.
///
/// Commands are replayed whole, at the virtual times they originally ran, so a command made of
/// several steps (`cancel at 0.5`: start, drive, cancel) keeps its timing.
enum TransitionSampler {
    /// The screens at `seconds` after the transition begun by `log[start]` (in the order given;
    /// negative seconds count as 0), or nil when that command began nothing to sample.
    ///
    /// The replayed copy is let go when done (`Engine.letGo`): a copy dropped while something was
    /// presented was kept forever (a presented controller and its presentation controller hold
    /// each other), about 4 KB each `film` and 8 KB each `play` (two replays). `replayed` sees
    /// the copy after its replay, before it is let go (what `TransitionSamplerTests` watches).
    static func sample(
        _ session: Session, start k: Int, at seconds: [Double], replayed: (Session) -> Void = { _ in }
    ) -> [ScreenSnapshot]? {
        let log = session.log
        guard k >= 0, k < log.count else { return nil }
        let copy = session.fork(at: k)
        let engine = copy.engine
        defer {
            // A `reset` in the replay made another world: both go.
            if copy.engine !== engine { copy.engine.letGo() }
            engine.letGo()
        }
        let begin = engine.now
        let pending = Pending(seconds: seconds, begin: begin)

        engine.clockWillAdvance = { next in pending.capture(from: engine, before: next) }
        for command in log[k...] {
            _ = copy.apply(command)
            // A `reset` replaces the world: what follows belongs to another one.
            if copy.engine !== engine { break }
        }
        engine.clockWillAdvance = nil
        pending.capture(from: engine, before: nil)
        replayed(copy)
        return pending.results.map { $0! }
    }

    /// The instants still to capture, earliest first, and what was captured so far.
    private final class Pending {
        let times: [Double]
        let order: [Int]
        var next = 0
        var results: [ScreenSnapshot?]

        init(seconds: [Double], begin: Double) {
            let times = seconds.map { begin + ($0.isFinite ? max(0, $0) : 0) }
            self.times = times
            order = times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
            results = Array(repeating: nil, count: seconds.count)
        }

        /// Captures every instant strictly before `limit` (all when nil): events at an instant
        /// itself run before it is captured, as `state --at` has always counted them.
        func capture(from engine: Engine, before limit: Double?) {
            while next < order.count {
                let i = order[next]
                if let limit, !(times[i] < limit) { return }
                results[i] = engine.snapshot(at: times[i])
                next += 1
            }
        }
    }
}
