import ProsceniumEdge

/// An in-memory `DemoTerminal` for tests: keys arrive at the virtual times given, the clock moves
/// only when the player waits, and everything written is kept. When the keys run out the clock
/// runs on to `endOfInput` and then the input ends, as a closed terminal's does, so no test can
/// wait for ever.
final class ScriptedDemoTerminal: DemoTerminal {
    /// Bytes typed at a time on the virtual clock.
    struct Key {
        let at: Double
        let bytes: [UInt8]
    }

    private var keys: [Key]
    /// Lines the live prompt reads, in order; after them the prompt reads Ctrl-D.
    private var promptLines: [String]
    private let endOfInput: Double
    private var clock = 0.0
    private(set) var screen = ""
    private(set) var errors = ""
    private(set) var history: [String] = []
    private(set) var closed = false
    /// Set to deliver a Ctrl-C signal or a resume from Ctrl-Z at the next wait.
    var interruptPending = false
    var resumePending = false
    /// Whether `inKeyMode` finds a terminal.
    var hasTerminal = true
    /// The window's height; nil (the default) pages nothing.
    var windowRows: Int?

    init(keys: [Key] = [], promptLines: [String] = [], endOfInput: Double = 3600) {
        self.keys = keys
        self.promptLines = promptLines
        self.endOfInput = endOfInput
    }

    /// Keys pressed one after another at time 0, as a speaker's fingers would (time does not
    /// matter without `--auto`).
    convenience init(typing pieces: [[UInt8]], promptLines: [String] = []) {
        self.init(keys: pieces.map { Key(at: 0, bytes: $0) }, promptLines: promptLines)
    }

    func write(_ text: String) { screen += text }
    func writeError(_ text: String) { errors += text }
    func flush() {}
    func rows() -> Int? { windowRows }
    func now() -> Double { clock }

    func readKeys(within seconds: Double) -> [UInt8]? {
        if let next = keys.first, next.at <= clock + seconds {
            clock = max(clock, next.at)
            keys.removeFirst()
            return next.bytes
        }
        if keys.isEmpty, clock >= endOfInput { return [] }
        clock += max(seconds, 0)
        return nil
    }

    func takeInterrupt() -> Bool {
        defer { interruptPending = false }
        return interruptPending
    }

    func takeResumed() -> Bool {
        defer { resumePending = false }
        return resumePending
    }

    func inKeyMode<T>(_ body: () -> T) -> T? { hasTerminal ? body() : nil }
    func outsideKeyMode<T>(_ body: () -> T) -> T { body() }

    func readLine(prompt: String) -> LineRead {
        screen += prompt
        guard !promptLines.isEmpty else { return .endOfInput }
        let line = promptLines.removeFirst()
        screen += line + "\n"
        return .line(line)
    }

    func addToHistory(_ line: String) { history.append(line) }
    func close() { closed = true }
}

extension [UInt8] {
    static let enter: [UInt8] = [0x0D]
    static let ctrlC: [UInt8] = [0x03]
    static let ctrlD: [UInt8] = [0x04]
    static let ctrlN: [UInt8] = [0x0E]
    static let ctrlO: [UInt8] = [0x0F]
    static let ctrlP: [UInt8] = [0x10]
    static let space: [UInt8] = [0x20]
}
