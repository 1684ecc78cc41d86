import ArgumentParser
import Playground
import PresentationKit
import ProsceniumEdge
import ProsceniumFrontEnd
import TextArt
import Transcript

/// `proscenium bench gestures`: a long scripted session with interactive transitions, run as
/// `run --quiet` runs a scene (the same runner, lessons wired, queries drawn and thrown away):
/// held gestures of dozens of `update`s finished, cancelled and undone, `play`, `film`, `scrub`
/// and `timeline` of each, dismissals, rotations, settings, undo and redo, in a cycle of 100
/// lines. Issue 38, item 20: such a session kept about 4 KB an `update`, 8 KB a `play` and 4 KB a
/// `film`, and reached 463 MB over 200,000 lines.
///
/// Its bounds decide its exit status (1 when one is missed): peak resident memory (VmHWM) under
/// 100 MB; the last window of lines at most 1.3× the same lines on a fresh session, in processor
/// time, timed in blocks interleaved with them (`InterleavedTiming`); and no line in error or
/// expectation failed (else it measured something else).
struct BenchGestures: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gestures",
        abstract: "Memory and time per line of a long scripted session with interactive transitions.")

    @Option(help: "Lines in the session (a multiple of the cycle's 100).") var lines = 200_000
    @Option(help: "Lines in the first and last windows compared (a multiple of 100).") var window = 10_000
    @Option(help: "Blocks the last window is timed in, each beside the same block on a fresh session.")
    var blocks = 10

    /// The most the peak resident memory may be, in MB.
    static let peakBound = 100.0
    /// The most the last window may take against the same lines on a fresh session.
    static let windowBound = 1.3

    /// The cycle of 100 lines: it ends as it began (nothing presented, `interactive off`), so it
    /// repeats, and the last window runs the same lines as the first.
    static let cycle: [String] = {
        var lines = ["animator slide", "interactive present", "present"]
        lines += (0..<40).map { "update 0.\(10 + ($0 * 37) % 90)" }
        lines += ["finish", "play", "film", "interactive dismiss", "dismiss"]
        lines += (0..<35).map { "update 0.\(10 + ($0 * 53) % 90)" }
        lines += [
            "undo", "cancel", "play", "film", "expect presentation == presented", "interactive off", "dismiss",
            "expect trace has dismissalTransitionDidEnd(true)", "play", "rotate", "rotate", "set corner 12",
            "set dimming 0.4", "scrub 0.5", "timeline", "undo", "redo",
        ]
        return lines
    }()

    func run() throws {
        let n = Self.cycle.count
        guard lines > 0, window > 0, blocks > 0, lines % n == 0, window % n == 0, window % blocks == 0,
            lines >= 2 * window
        else {
            throw ValidationError(
                "--lines and --window must be multiples of \(n), --lines at least twice --window, --window a multiple of --blocks"
            )
        }
        let options = RenderOptions(width: 80, ascii: false, color: false)
        func runner() -> ScriptRunner { ScriptFeed.makeRunner(file: "bench", mode: .quiet, options: options) }
        let long = runner()
        var printed = 0
        func feed(_ r: ScriptRunner, _ i: Int) {
            printed += r.feed(Self.cycle[i % n]).utf8.count + r.lastErrors.utf8.count
        }

        // Timed in tenths too, to show where the time goes as the session grows.
        let lateStart = lines - window
        let tenth = max(1, lateStart / 10)
        var marks: [(line: Int, perLine: Times)] = []
        var firstWindow = Times()
        let start = Times.now()
        var markStart = start
        for i in 0..<lateStart {
            feed(long, i)
            if i + 1 == window { firstWindow = Times.now() - start }
            if (i + 1) % tenth == 0 {
                let now = Times.now()
                marks.append((i + 1, (now - markStart) / Double(tenth)))
                markStart = now
            }
        }
        let before = Times.now() - start

        // The last window (the cycle lines again), block by block beside a fresh session.
        var timing = InterleavedTiming()
        let reference = runner()
        let size = window / blocks
        for b in 0..<blocks {
            let range = (b * size)..<((b + 1) * size)
            timing.pair(
                late: { for j in range { feed(long, lateStart + j) } },
                reference: { for j in range { feed(reference, j) } })
        }
        let peak = BenchSession.peakResidentKilobytes().map { Double($0) / 1024 }

        let first = firstWindow / Double(window)
        let last = timing.lateTotal / Double(window)
        let fresh = timing.referenceTotal / Double(window)
        let ratio = BenchVerdict.interleavedRatio(late: timing.late, reference: timing.reference)
        let all = (before + timing.lateTotal) / Double(lines)
        let s = long.session
        var report =
            "bench gestures (\(lines) lines: a cycle of \(n) with two held gestures of 35–40 updates, finish, cancel, undo, play, film, scrub, timeline, rotations, settings)\n"
        report += "  first \(window): \(first) a line\n"
        for (line, perLine) in marks { report += "  lines \(line - tenth + 1)–\(line): \(perLine) a line\n" }
        report += "  last \(window): \(last) a line; all \(lines): \(all)\n"
        report += "  the same \(window) on a fresh session, interleaved in \(blocks) blocks: \(fresh) a line\n"
        report +=
            "  last / fresh, processor time, median of the \(blocks) pairs: \(formatFixed(ratio, decimals: 2))× (blocks: \(timing.pairRatios.map { formatFixed($0, decimals: 2) }.joined(separator: " "))); last / first \(formatFixed(last.processor / first.processor, decimals: 2))×\n"
        report +=
            "  \(long.passed) expectations passed, \(long.failed) failed, \(long.errors) lines in error; \(printed / 1_048_576) MB printed and thrown away\n"
        report +=
            "  log \(s.log.count) commands (\(s.log.distinctCount) distinct); trace keeps \(s.engine.trace.count) calls; \(s.checkpointCount) checkpoints\n"
        if let peak { report += "  peak resident memory (VmHWM): \(formatFixed(peak, decimals: 1)) MB\n" }
        let bounds = [
            BenchBound("peak resident memory, MB", measured: peak ?? .nan, atMost: Self.peakBound),
            BenchBound(
                "last \(window) / the same on a fresh session (processor time, interleaved)", measured: ratio,
                atMost: Self.windowBound),
            BenchBound(
                "lines in error or expectations failed",
                measured: Double(long.errors + long.failed + reference.errors + reference.failed),
                atMost: 0),
        ]
        report += BenchSession.verdictLines(bounds)
        Console.write(report)
        Console.flush()
        try BenchSession.exit(bounds, "bench gestures")
    }
}
