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
/// memory (VmHWM, Linux) shows the trace and the checkpoints stay bounded. With `--seed` the mix
/// starts over for the last window, so the first and last windows time the same commands;
/// `--long-gestures` holds some gestures for thousands of updates and undos (issue 27, defect 5).
struct BenchSession: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session", abstract: "Time per command as a session grows, with undo and redo.")

    @Option(help: "Commands in the session.") var commands = 100_000
    @Option(help: "Commands in the early window the whole run is compared with.") var early = 1_000
    @Option(help: "Commands in the first and last windows compared with each other.") var window = 10_000
    @Option(help: "Draw the commands from a seeded mix with interactive transitions instead of the cycle.")
    var seed: UInt64?
    @Flag(
        help:
            "With --seed: a quarter of the interactive transitions are long gestures (blocks of nine updates and an undo)."
    )
    var longGestures = false

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
        var firstWindow = 0.0
        var lastWindowStart = 0.0
        var refused = 0
        // Processor time too: on a shared machine the wall-clock windows carry other people's load.
        var firstWindowCPU = 0.0
        var lastWindowStartCPU = 0.0
        var mix = seed.map { SeededMix(seed: $0, longGestures: longGestures) }
        let start = MonotonicClock.now()
        let startCPU = Self.processorSeconds()
        for i in 0..<commands {
            if i == commands - window {
                lastWindowStart = MonotonicClock.now()
                lastWindowStartCPU = Self.processorSeconds()
                // The seeded mix starts over, so the last window runs the first window's commands
                // on a long session: the same work, compared (a long gesture makes windows lumpy).
                if let seed { mix = SeededMix(seed: seed, longGestures: longGestures) }
            }
            let line = mix?.next() ?? Self.cycle[i % Self.cycle.count]
            let outputs = s.execute(line)
            if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { refused += 1 }
            if i + 1 == early { earlySeconds = MonotonicClock.now() - start }
            if i + 1 == window {
                firstWindow = MonotonicClock.now() - start
                firstWindowCPU = Self.processorSeconds() - startCPU
            }
        }
        let end = MonotonicClock.now()
        let endCPU = Self.processorSeconds()
        let total = end - start
        let perEarly = earlySeconds / Double(min(early, commands))
        let perAll = total / Double(commands)
        let what =
            seed.map {
                "a seeded mix (seed \($0)): settings, actions, interactive transitions updated then finished or cancelled, a tenth undo, a twentieth redo"
                    + (longGestures
                        ? "; a quarter of the gestures long: 50–500 blocks of nine updates and an undo" : "")
            }
            ?? "\(Self.cycle.filter { $0 == "undo" || $0 == "redo" }.count) of every \(Self.cycle.count) undo or redo"
        var report = "bench session (\(commands) commands, \(what))\n"
        report += "  first \(early): \(us(perEarly)) per command\n"
        report +=
            "  all \(commands): \(us(perAll)) per command (\(formatFixed(perAll / perEarly, decimals: 2))× the first \(early); must be ≤ 1.5×)\n"
        if commands >= 2 * window {
            let first = firstWindow / Double(window)
            let last = (end - lastWindowStart) / Double(window)
            report +=
                "  first \(window): \(us(first)), last \(window): \(us(last)) per command (\(formatFixed(last / first, decimals: 2))×; must be ≤ 1.3×)\n"
            let firstCPU = firstWindowCPU / Double(window)
            let lastCPU = (endCPU - lastWindowStartCPU) / Double(window)
            report +=
                "  processor time: first \(window): \(us(firstCPU)), last \(window): \(us(lastCPU)) per command (\(formatFixed(lastCPU / firstCPU, decimals: 2))×)\n"
        }
        report +=
            "  refused \(refused); log \(s.log.count) commands (\(s.log.distinctCount) distinct); trace keeps \(s.engine.trace.count) calls, \(s.engine.traceDropped) earlier not kept; \(s.checkpointCount) checkpoints\n"
        if let peak = Self.peakResidentKilobytes() { report += "  peak resident memory (VmHWM): \(peak / 1024) MB\n" }
        Console.write(report)
        Console.flush()
    }

    func us(_ seconds: Double) -> String { formatFixed(seconds * 1_000_000, decimals: 1) + " µs" }

    /// Processor time this thread has used (`CLOCK_THREAD_CPUTIME_ID`), in seconds.
    static func processorSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

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

/// The seeded command mix of `bench session --seed`: SplitMix64 (Steele, Lea, Flood 2014) picks
/// settings, actions, undo and redo, and now and then an interactive transition that is updated
/// a few times and then finished or cancelled, so every transition ends within a dozen commands.
struct SeededMix {
    private var state: UInt64
    private var pending: [String] = []
    private let longGestures: Bool

    init(seed: UInt64, longGestures: Bool = false) {
        state = seed
        self.longGestures = longGestures
    }

    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ n: Int) -> Int { Int(random() % UInt64(n)) }

    static let settings = [
        "set frame inset 30", "set frame size 0.8 0.5 centered", "set dimming 0.4", "set dimming off", "set corner 12",
        "animator slide", "animator bouncy", "animator none", "set layout off", "set layout on",
    ]
    static let actions = ["present", "dismiss", "rotate", "tap dimming", "present", "dismiss"]

    mutating func next() -> String {
        if !pending.isEmpty { return pending.removeFirst() }
        switch below(100) {
        case 0..<10: return "undo"
        case 10..<15: return "redo"
        case 15..<45: return Self.settings[below(Self.settings.count)]
        case 45..<90: return Self.actions[below(Self.actions.count)]
        default:
            let direction = below(2) == 0 ? "present" : "dismiss"
            pending = ["animator slide", "interactive \(direction)", direction]
            if longGestures, below(4) == 0 {
                // Issue 27's defect 5: a gesture held for thousands of commands, undone now and then.
                for _ in 0..<(50 + below(451)) {
                    for _ in 0..<9 { pending.append("update 0.\(1 + below(9))") }
                    pending.append("undo")
                }
            }
            for _ in 0..<(1 + below(8)) { pending.append("update 0.\(1 + below(9))") }
            if below(10) == 0 { pending.append("undo") }
            pending.append(below(2) == 0 ? "finish" : "cancel")
            pending.append("interactive off")
            return pending.removeFirst()
        }
    }
}
