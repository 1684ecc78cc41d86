import ArgumentParser
import Playground
import PresentationKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `proscenium bench session`: one long session of deterministic mixed commands (a fifth undo
/// or redo, the rest settings and commands that drive the engine), timed per command over its
/// first 1,000 commands and over the whole run. Undo and redo start from checkpoints, so the two
/// figures should be within 1.5× of each other however long the session is; the peak resident
/// memory (VmHWM, Linux) shows the trace and the checkpoints stay bounded.
struct BenchSession: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session", abstract: "Time per command as a session grows, with undo and redo.")

    @Option(help: "Commands in the session.") var commands = 100_000
    @Option(help: "Commands in the early window the whole run is compared with.") var early = 1_000

    /// A fixed cycle: 4 of every 20 are undo or redo, the rest settings and driving commands
    /// (whole presentations, dismissals, rotations, interactive cancels and finishes, taps).
    static let cycle = [
        "set frame inset 30", "present", "undo", "rotate", "redo", "animator slide", "dismiss", "cancel at 0.5",
        "undo", "set dimming 0.4", "present", "tap dimming", "set corner 12", "finish at 0.4", "rotate",
        "set layout off",
        "undo", "present", "set layout on", "dismiss",
    ]

    func run() throws {
        let s = Session()
        s.showsAfterActions = false
        var earlySeconds = 0.0
        var refused = 0
        let start = MonotonicClock.now()
        for i in 0..<commands {
            let outputs = s.execute(Self.cycle[i % Self.cycle.count])
            if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { refused += 1 }
            if i + 1 == early { earlySeconds = MonotonicClock.now() - start }
        }
        let total = MonotonicClock.now() - start
        let perEarly = earlySeconds / Double(min(early, commands))
        let perAll = total / Double(commands)
        var report =
            "bench session (\(commands) commands, \(Self.cycle.filter { $0 == "undo" || $0 == "redo" }.count) of every \(Self.cycle.count) undo or redo)\n"
        report += "  first \(early): \(us(perEarly)) per command\n"
        report +=
            "  all \(commands): \(us(perAll)) per command (\(formatFixed(perAll / perEarly, decimals: 2))× the first \(early); must be ≤ 1.5×)\n"
        report +=
            "  refused \(refused); log \(s.log.count) commands; trace keeps \(s.engine.trace.count) calls, \(s.engine.traceDropped) earlier not kept\n"
        if let peak = Self.peakResidentKilobytes() { report += "  peak resident memory (VmHWM): \(peak / 1024) MB\n" }
        Console.write(report)
        Console.flush()
    }

    func us(_ seconds: Double) -> String { formatFixed(seconds * 1_000_000, decimals: 1) + " µs" }

    /// `VmHWM` from /proc/self/status, in kilobytes (nil where there is no /proc).
    static func peakResidentKilobytes() -> Int? {
        guard let f = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, f) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber))
            }
        }
        return nil
    }
}
