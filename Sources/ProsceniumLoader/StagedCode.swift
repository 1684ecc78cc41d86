import Playground
import PresentationKit
import ProsceniumFiles
import ProsceniumLoading
import TextArt
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's code running in its stage, a child process (docs/load-design.md, section 5): each
/// command goes to it as a `StageWire` request and comes back drawn. The child is the only one
/// that can crash, trap or loop: a crash is reported in one line (the user's `file:line` when the
/// runtime printed one), a command that takes longer than `timeLimit` seconds (time suspended with Ctrl-Z left out)
/// is killed, and either way a new child is started and the commands that changed state are
/// replayed (the engine is deterministic), so the session is back where it was before the command.
package final class StagedCode: LoadedCode {
    package let built: SwiftLoader.Built
    package var options: RenderOptions
    private var child: ChildProcess?
    /// What signs the replies of the running child (`StageWire.Secret`): new for each child.
    private var secret = StageWire.Secret("")
    /// How much of the child's error output (`built.errorPath`) was already shown.
    private var errorShown: Int = 0
    /// The lines that changed the stage's state, in order: what a new child replays.
    private var log: [String] = []
    /// Wall-clock seconds one command may take (`PROSCENIUM_LOAD_TIME_LIMIT` overrides it).
    package let timeLimit: Double

    package static let defaultTimeLimit = 5.0

    package init(built: SwiftLoader.Built, options: RenderOptions) {
        self.built = built
        self.options = options
        let setting = StatePaths.processEnvironment("PROSCENIUM_LOAD_TIME_LIMIT").flatMap(Double.init)
        timeLimit = setting.map { max(0.05, $0) } ?? Self.defaultTimeLimit
    }

    package var summary: String { built.summary }

    /// Starts a child and replays the log into it; nil when it is running, else why not.
    package func startFresh() -> String? {
        child?.stop()
        child = nil
        let started = ChildProcess.start(
            [built.executable], environment: Self.backtraceSetting, errorPath: built.errorPath)
        guard case .success(let c) = started else {
            if case .failure(let why) = started { return "cannot start \(built.executable): \(why.line)" }
            return nil
        }
        child = c
        errorShown = 0
        secret = StageWire.Secret.random()
        guard c.send(secret.handshake) else { return "the stage ended as it started: \(crashReport(c))" }
        for line in log {
            switch exchange(line, showsAfterActions: false) {
            case .answered: continue
            case .crashed(let why), .timedOut(let why):
                log = []
                return "replaying the session into a new stage failed (\(why)); it starts afresh"
            }
        }
        // What the replay wrote to standard error was shown when those commands first ran.
        var info = stat()
        if stat(built.errorPath, &info) == 0 { errorShown = Int(info.st_size) }
        return nil
    }

    package func stop() {
        child?.stop()
        child = nil
        unlink(built.errorPath)
        unlink(built.keptOutputPath)
    }

    deinit { stop() }

    package func apply(_ command: Command, showsAfterActions: Bool) -> [Output] {
        let line = CommandSpelling.line(for: command)
        if child == nil, let why = startFresh() { return [.error(.fromStage(why))] }
        switch exchange(line, showsAfterActions: showsAfterActions) {
        case .answered(let replies):
            var outputs: [Output] = []
            var failed = false
            for reply in replies {
                switch reply {
                case .drawn(let text): outputs.append(.drawn(text))
                case .error(let text):
                    failed = true
                    outputs.append(.error(.fromStage(text)))
                case .expectation(let passed, let actual):
                    if case .expect(let x) = command {
                        outputs.append(.expectation(ExpectationResult(expectation: x, passed: passed, actual: actual)))
                    }
                case .end: break
                }
            }
            if !failed, Self.changesState(command) { log.append(line) }
            if let written = newErrorOutput() { outputs.append(.drawn(written)) }
            return outputs
        case .crashed(let why), .timedOut(let why):
            let restarted = startFresh()
            var outputs: [Output] = [
                .error(.fromStage("`\(line)` stopped your code: \(why); the session is back where it was before it"))
            ]
            if let restarted { outputs.append(.error(.fromStage(restarted))) }
            return outputs
        }
    }

    package static func changesState(_ command: Command) -> Bool { command.traits.changesStageState }

    private enum Exchange {
        case answered([StageWire.Reply])
        case crashed(String)
        case timedOut(String)
    }

    /// Sends one line and reads the replies up to the end line, within the time limit.
    private func exchange(_ line: String, showsAfterActions: Bool) -> Exchange {
        guard let child else { return .crashed("the stage is not running") }
        let request = StageWire.Request(line: line, options: options, showsAfterActions: showsAfterActions)
        guard child.send(request.encoded) else { return .crashed(crashReport(child)) }
        let clock = RunningClock()
        var replies: [StageWire.Reply] = []
        var limit = timeLimit
        var printed = PrintedOutput(
            rows: options.height ?? Self.defaultRows, columns: options.width, keptPath: built.keptOutputPath)
        // Where the shown output stopped: the line on the rest goes there, before the drawing.
        var cutAt: Int?
        while true {
            switch child.next(within: limit, of: clock) {
            case .printed(let text):
                // The user's own `print`, on its own channel: shown as it is, whatever it says,
                // up to a screenful a command; the rest is kept in a file (issue 37: 50 MB poured
                // onto the terminal).
                if printed.admit(text) {
                    replies.append(.drawn(text + "\n"))
                } else if cutAt == nil {
                    cutAt = replies.count
                }
            case .reply(let text):
                // Only the stage knows the secret: a line without it was written by the user's
                // code, so nothing more on this channel can be trusted (a forged pass, say).
                guard let reply = StageWire.Reply.decode(text, secret: secret) else {
                    child.stop()
                    self.child = nil
                    return .crashed(Self.tamperedChannel)
                }
                if case .end = reply {
                    if let note = printed.finish() { replies.insert(.drawn(note), at: cutAt ?? replies.count) }
                    return .answered(replies)
                }
                replies.append(reply)
            case .closed:
                return .crashed(crashReport(child))
            case .timedOut:
                // A child that has trapped is not looping: the runtime's backtracer is writing its
                // report (about a second on a busy machine), which the limit does not count.
                if limit == timeLimit, isCrashing() {
                    limit = timeLimit + Self.crashReportGrace
                    continue
                }
                child.stop()
                self.child = nil
                return .timedOut(
                    "it ran longer than \(formatNumber(timeLimit)) s (an endless loop?) and was stopped"
                )
            case .interrupted:
                child.stop()
                self.child = nil
                return .timedOut("it was interrupted (Ctrl-C)")
            }
        }
    }

    /// Rows of a screenful when the window's height is not known (output that is not a terminal).
    package static let defaultRows = 24

    /// Why a command fails when the reply channel carried a line the stage did not sign.
    package static let tamperedChannel =
        "your code wrote to the stage's reply channel (descriptor 3), so no reply after it can be trusted"

    /// The most of the user's code's error output shown after one command.
    package static let errorShownLimit = 4 << 10
    /// The error file is emptied once it holds this much, so a noisy controller cannot fill the disk.
    package static let errorFileLimit = 1 << 20

    /// What the user's code wrote to standard error during the last command, at most
    /// `errorShownLimit` bytes of it with a line saying how much more there was; nil when nothing.
    /// The file is emptied when it passes `errorFileLimit` (it was opened for appending, so the
    /// child's next write lands at the start).
    private func newErrorOutput() -> String? {
        var info = stat()
        guard stat(built.errorPath, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        guard size > errorShown else {
            errorShown = min(errorShown, size)
            return nil
        }
        let fresh = size - errorShown
        let fd = open(built.errorPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: min(fresh, Self.errorShownLimit))
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(errorShown)) }
        guard n > 0 else { return nil }
        errorShown = size
        if size > Self.errorFileLimit {
            truncate(built.errorPath, 0)
            errorShown = 0
        }
        var text = String(decoding: bytes[..<n], as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        if fresh > n {
            text += "… \(Self.sizeInWords(fresh - n)) more from your code's standard error, not shown\n"
        }
        return text
    }

    /// `812 bytes`, `12 KB`, `3.4 MB`: a size as a reader takes it in.
    package static func sizeInWords(_ bytes: Int) -> String {
        if bytes < 10_000 { return "\(bytes) bytes" }
        if bytes < 10_000_000 { return "\(bytes / 1000) KB" }
        return "\(formatNumber(Double(bytes) / 1e6, decimals: 1)) MB"
    }

    /// Seconds a trapped child is given to finish its crash report, beyond the time limit.
    package static let crashReportGrace = 15.0

    /// Whether the child has said it is crashing: the runtime's `Fatal error` line or the
    /// backtracer's header is in its error output.
    private func isCrashing() -> Bool {
        let text = (try? Files.read(built.errorPath)) ?? ""
        return text.contains("Fatal error") || text.contains("Program crashed")
    }

    /// The Swift runtime's backtracer, asked for the crashed thread only and no colour or
    /// prompt: its frames name the user's file and line (the stage is compiled with `-gline-tables-only`), which a
    /// trap inside the standard library (`Index out of range`) does not.
    package static let backtraceSetting =
        "SWIFT_BACKTRACE=enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no"

    /// One line on why the child ended: the runtime's `Fatal error` (with the user's file and
    /// line) if it printed one, else the signal; when that line names no file of the user's (a
    /// trap in the standard library), the innermost frame of the backtrace that is in the
    /// user's code says where: `…: Fatal error: Index out of range (in Fade.animateTransition(using:)
    /// at Fade.swift:21)`.
    private func crashReport(_ child: ChildProcess) -> String {
        let status = child.stop(kill: false)
        self.child = nil
        let text = (try? Files.read(built.errorPath)) ?? ""
        let lines = text.split(separator: "\n").map(String.init)
        let frame = userFrame(in: lines)
        for line in lines {
            guard line.contains("Fatal error") || line.contains("fatal error") else { continue }
            // The runtime's words when an allocation fails: past the stage's memory limit.
            if line.contains("failed to allocate") {
                let located = userLocated(line) + (frame.map { " (in \($0))" } ?? "")
                return "\(located); the stage may use at most \(ChildProcess.memoryLimitWords)"
            }
            let located = userLocated(line)
            if located != line || line.hasPrefix("UserCode/") { return located }
            return frame.map { "\(line) (in \($0))" } ?? line
        }
        // A failed `as!` aborts with the runtime's own line before any `Fatal error`.
        if let cast = lines.first(where: { $0.hasPrefix("Could not cast value of type") }) {
            let words = Self.castFailure(cast)
            return frame.map { "\(words) (in \($0))" } ?? words
        }
        if status == 128 + SIGINT { return "it was interrupted (Ctrl-C)" }
        let why = status > 128 ? "it crashed (\(Self.signalName(status - 128)))" : "it exited (status \(status))"
        return frame.map { "\(why) in \($0)" } ?? why
    }

    /// The runtime's `Could not cast value of type 'PresentationKit.ViewController' (0x…) to
    /// 'UserCode.Second' (0x…).` in the user's words: no addresses (they change from run to run),
    /// no module names, UIKit's names for the library's types.
    package static func castFailure(_ line: String) -> String {
        var plain = line.replacing(#/ \(0x[0-9a-fA-F]+\)/#, with: "").replacing("'UserCode.", with: "'")
        // The report goes on after it (`; the session is back …`): no full stop of its own.
        while plain.hasSuffix(".") { plain.removeLast() }
        return "it crashed: " + EngineNames.respelled(plain)
    }

    /// The innermost backtrace frame in one of the user's files, as `Type.method() at PATH:LINE`:
    /// a frame line reads `3 [ra] 0x… Animator.go() + 91 in stage at /…/src/Card.swift:3:28`.
    package func userFrame(in lines: [String]) -> String? {
        for line in lines {
            let halves = line.split(separator: " at ", omittingEmptySubsequences: false)
            guard halves.count >= 2, let location = halves.last else { continue }
            let pathParts = location.split(separator: "/")
            guard let file = pathParts.last, pathParts.dropLast().last == "src" else { continue }
            let parts = file.split(separator: ":")
            guard parts.count >= 2, let path = built.userPaths[String(parts[0])] else { continue }
            // `… 0x00005613d09230dc Animator.go() + 91 in stage`: the symbol between the address and ` + `.
            let head = halves.dropLast().joined(separator: " at ")
            var symbol = ""
            if let plus = head.split(separator: " + ").first,
                let address = plus.split(separator: " ").firstIndex(where: { $0.hasPrefix("0x") })
            {
                symbol = plus.split(separator: " ")[(address + 1)...].joined(separator: " ")
            }
            return (symbol.isEmpty ? "" : "\(symbol) at ") + "\(path):\(parts[1])"
        }
        return nil
    }

    /// `UserCode/Card.swift:12: Fatal error: …` → `Card.swift:12: Fatal error: …` with the user's path.
    private func userLocated(_ line: String) -> String {
        var line = line
        if line.hasPrefix("UserCode/") { line.removeFirst("UserCode/".count) }
        for (name, path) in built.userPaths where line.hasPrefix(name + ":") {
            return path + line.dropFirst(name.count)
        }
        return line
    }

    package static func signalName(_ n: Int32) -> String {
        switch n {
        case SIGILL: return "SIGILL: a trap, such as a failed precondition or force unwrap"
        case SIGTRAP: return "SIGTRAP: a trap, such as a failed precondition or force unwrap"
        case SIGSEGV: return "SIGSEGV: a bad memory access"
        case SIGBUS: return "SIGBUS: a bad memory access"
        case SIGABRT: return "SIGABRT"
        case SIGKILL: return "SIGKILL"
        default: return "signal \(n)"
        }
    }
}
