import CLibEdit
import PresentationKit
import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process at the edge (`load FILE.swift`): the compiler run to its end, or the stage
/// talked to by lines, with a wall-clock limit on every answer so a user's infinite loop costs
/// a kill, never the prompt.
///
/// The compiler and the stage each lead a process group of their own, which the prompt ends, with
/// every process started inside it, when it stops the child (`unload`, a crash, a time limit),
/// when it exits, and when its terminal hangs up (CLibEdit's process.h). Whatever the user's code
/// starts and leaves behind, even in a session of its own, is adopted by the prompt and ended too;
/// it is known by a mark in its environment (`PROSCENIUM_SWEPT_BY`, inherited from the group), so
/// a daemon an `$EDITOR` or a pager left, adopted the same way, is not the user's and is left.
/// Ctrl-C reaches the prompt only: it stops the child it is waiting for. Time spent stopped with
/// Ctrl-Z (the groups stop too) does not count against a limit.
package final class ChildProcess {
    package let pid: pid_t
    private let input: Int32
    /// The child's standard output: what the user's code prints, never taken for a reply.
    private let output: Int32
    /// The child's descriptor 3: the protocol's replies, which printing cannot reach.
    private let replies: Int32
    private var printed = LineBuffer()
    private var replied = LineBuffer()
    private var outputOpen = true
    package private(set) var exited = false

    private init(pid: pid_t, input: Int32, output: Int32, replies: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.replies = replies
    }

    /// Starts `arguments` with pipes on its standard input and output, its standard error to
    /// `errorPath` (truncated). Nil, with the reason in words, when it cannot start.
    package static func start(_ arguments: [String], environment: String?, errorPath: String) -> Result<
        ChildProcess, LoadProblem
    > {
        // A child that dies while the parent writes to it must not take the parent with it.
        signal(SIGPIPE, SIG_IGN)
        Guardian.ensure()
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        var repliesFromChild: [Int32] = [0, 0]
        guard openPipe(&toChild) else { return .failure(LoadProblem(errno: errno)) }
        guard openPipe(&fromChild) else {
            close(toChild[0])
            close(toChild[1])
            return .failure(LoadProblem(errno: errno))
        }
        guard openPipe(&repliesFromChild) else {
            for fd in toChild + fromChild { close(fd) }
            return .failure(LoadProblem(errno: errno))
        }
        // Appending, so the front end can empty it while the child writes (`StagedCode`).
        let err = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
        let pid = spawn(
            arguments, environment: environment, input: toChild[0], output: fromChild[1], error: err,
            replies: repliesFromChild[1], newGroup: true)
        let why = errno
        close(toChild[0])
        close(fromChild[1])
        close(repliesFromChild[1])
        if err >= 0 { close(err) }
        guard pid > 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(repliesFromChild[0])
            return .failure(LoadProblem(errno: why))
        }
        pr_track_group(pid)
        // Before the first request, so before any of the user's code runs.
        _ = pr_limit_child(pid, memoryLimit, fileSizeLimit)
        return .success(
            ChildProcess(pid: pid, input: toChild[1], output: fromChild[0], replies: repliesFromChild[0]))
    }

    /// How a child run to its end (`run`) ended.
    package enum RunEnd: Equatable {
        /// Its exit status (a signal as 128 + number).
        case exited(Int32)
        /// It ran past the time limit, `seconds`, and was ended with its group.
        case timedOut(seconds: Double)
        /// Ctrl-C: it was ended with its group.
        case interrupted

        /// The end in words for `name` (`the compiler`), for a message; nil for an exit.
        package func wording(_ name: String) -> String? {
            switch self {
            case .exited: return nil
            case .timedOut(let seconds):
                return
                    "\(name) ran longer than \(formatNumber(seconds)) s and was stopped (\(ChildProcess.compileLimitVariable) sets the limit in seconds)"
            case .interrupted: return "\(name) was interrupted (Ctrl-C)"
            }
        }
    }

    /// The environment variable that sets `memoryLimit`.
    package static let memoryLimitVariable = "PROSCENIUM_STAGE_MEMORY_LIMIT"

    /// The most data memory (RLIMIT_DATA) the stage running the user's code, the rewriter and the
    /// compiler may each take: `PROSCENIUM_STAGE_MEMORY_LIMIT` in bytes or with K, M or G (`512M`),
    /// else 1 GiB, which a laptop spares and a real compile (about 130 MB) stays well under. A
    /// controller that allocates 2 GB then stops with one line instead of taking the machine.
    package static var memoryLimit: UInt64 {
        StatePaths.processEnvironment(memoryLimitVariable).flatMap(parseSize).map { max($0, 64 << 20) } ?? (1 << 30)
    }

    /// The largest file the stage may write (RLIMIT_FSIZE): its error output among them, which a
    /// noisy controller could otherwise grow without end within one command.
    package static let fileSizeLimit: UInt64 = 64 << 20

    /// `1073741824`, `1024M`, `1G` (K, M, G are powers of 1024), or nil.
    package static func parseSize(_ text: String) -> UInt64? {
        let units: [Character: UInt64] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var digits = text.uppercased()
        if digits.hasSuffix("IB") || digits.hasSuffix("B") {
            digits = String(digits.dropLast(digits.hasSuffix("IB") ? 2 : 1))
        }
        guard let last = digits.last else { return nil }
        let unit = units[last] ?? 1
        if units[last] != nil { digits.removeLast() }
        guard let n = UInt64(digits), n > 0 else { return nil }
        let (product, overflow) = n.multipliedReportingOverflow(by: unit)
        return overflow ? nil : product
    }

    /// The limit in words for a message: `1 GiB (PROSCENIUM_STAGE_MEMORY_LIMIT sets it)`.
    package static var memoryLimitWords: String {
        let limit = memoryLimit
        let size =
            limit % (1 << 30) == 0
            ? "\(limit >> 30) GiB" : limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return "\(size) (\(memoryLimitVariable) sets it)"
    }

    /// The environment variable that sets `compileTimeLimit`.
    package static let compileLimitVariable = "PROSCENIUM_COMPILE_TIME_LIMIT"

    /// Seconds a compile may take: `PROSCENIUM_COMPILE_TIME_LIMIT`, else 300 (a cold compile of a
    /// real file takes tens of seconds on a slow machine; a 10 MB file never finishes).
    package static var compileTimeLimit: Double {
        StatePaths.processEnvironment(compileLimitVariable).flatMap(Double.init).map { max(0.1, $0) } ?? 300
    }

    /// Runs `arguments` to the end, in a process group of its own, with standard output and error
    /// into `outputPath` and `environment` (one `NAME=value`) added: how it ended (past `timeLimit` seconds of running time, or at Ctrl-C,
    /// the group is killed), or the reason it could not start.
    package static func run(
        _ arguments: [String], outputPath: String, timeLimit: Double?, environment: String? = nil
    ) -> Result<RunEnd, LoadProblem> {
        let out = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard out >= 0 else { return .failure(LoadProblem(errno: errno)) }
        Guardian.ensure()
        let pid = spawn(
            arguments, environment: environment, input: -1, output: out, error: out, replies: -1, newGroup: true)
        let why = errno
        close(out)
        guard pid > 0 else { return .failure(LoadProblem(errno: why)) }
        pr_track_group(pid)
        _ = pr_limit_child(pid, memoryLimit, 0)
        defer { pr_untrack_group(pid) }
        let clock = RunningClock()
        while true {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { return .success(.exited(exitCode(status))) }
            if done < 0, errno != EINTR { return .success(.exited(-1)) }
            var end: RunEnd?
            if pr_sigint_pending() != 0 {
                end = .interrupted
            } else if let timeLimit, clock.elapsed > timeLimit {
                end = .timedOut(seconds: timeLimit)
            }
            if let end {
                kill(-pid, SIGKILL)
                _ = waitStatus(pid)
                pr_end_adopted(16)
                return .success(end)
            }
            usleep(20_000)
        }
    }

    /// Runs `arguments` to the end on the parent's own terminal (an editor): its exit status, or
    /// the reason it could not start.
    package static func runAttached(_ arguments: [String]) -> Result<Int32, LoadProblem> {
        // On the terminal's own process group: it reads the keyboard.
        let pid = spawn(
            arguments, environment: nil, input: -1, output: -1, error: -1, replies: -1, newGroup: false)
        let why = errno
        guard pid > 0 else { return .failure(LoadProblem(errno: why)) }
        return .success(waitStatus(pid))
    }

    /// A pipe whose two ends are closed on exec (each child gets only the ends it is handed).
    private static func openPipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Starts `arguments` (`pr_spawn`): its pid, or -1 with errno set.
    package static func spawn(
        _ arguments: [String], environment: String?, input: Int32, output: Int32, error: Int32, replies: Int32,
        newGroup: Bool
    ) -> pid_t {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for a in argv { free(a) } }
        let group: Int32 = newGroup ? 1 : 0
        if let environment {
            return environment.withCString { pr_spawn(&argv, $0, input, output, error, replies, group) }
        }
        return pr_spawn(&argv, nil, input, output, error, replies, group)
    }

    /// Blocks until `pid` ends: its exit code, or 128 + the signal that ended it.
    private static func waitStatus(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        return exitCode(status)
    }

    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Writes one line within `limit` seconds, never blocking longer: false when the child did
    /// not take it in time (stopped, or not reading) or no longer reads. For a child whose lines
    /// may be dropped (the stage page's server): the pipe is made non-blocking for good.
    package func send(_ line: String, within limit: Double) -> Bool {
        let flags = fcntl(input, F_GETFL)
        if flags & O_NONBLOCK == 0 { _ = fcntl(input, F_SETFL, flags | O_NONBLOCK) }
        let clock = RunningClock()
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
            if n > 0 {
                offset += n
                continue
            }
            guard n < 0, errno == EINTR || errno == EAGAIN else { return false }
            let left = limit - clock.elapsed
            guard left > 0 else { return false }
            var p = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            _ = poll(&p, 1, Int32(min(left * 1000 + 1, 1000)))
        }
        return true
    }

    /// The descriptor the child's replies arrive on, for a caller that waits on it beside others
    /// (a demo waits for a key on the terminal or from the stage page).
    package var replyDescriptor: Int32 { replies }

    /// Writes one line; false when the child no longer reads.
    package func send(_ line: String) -> Bool {
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// What the child said next.
    package enum Event: Equatable {
        /// A line the user's code printed (or the part of one printed before a reply).
        case printed(String)
        /// A protocol line on the reply channel.
        case reply(String)
        /// The child closed its reply channel (it ended).
        case closed
        case timedOut
        /// Ctrl-C while waiting (the flag is left for the prompt to take).
        case interrupted
    }

    /// The next thing the child says, waiting at most `limit` seconds of the prompt's running time
    /// (`RunningClock`) from `clock`'s start. What the user's code printed comes before the reply
    /// that follows it: the stage flushes its output before it replies.
    package func next(within limit: Double, of clock: RunningClock) -> Event {
        while true {
            if let line = printed.takeLine() { return .printed(line) }
            if replied.hasLine {
                if outputOpen, readAvailable(output, into: &printed, wait: 0) { continue }
                if let rest = printed.takeRest() { return .printed(rest) }
                return .reply(replied.takeLine()!)
            }
            if printed.isOverLimit, let rest = printed.takeRest() { return .printed(rest) }
            if replied.isOverLimit { return .closed }
            let left = limit - clock.elapsed
            guard left > 0 else { return .timedOut }
            if pr_sigint_pending() != 0 { return .interrupted }
            // At most a second at a time, so a resume after Ctrl-Z is seen within one.
            let wait = Int32(min(left * 1000 + 1, 1000))
            var pollers = [pollfd(fd: replies, events: Int16(POLLIN), revents: 0)]
            if outputOpen { pollers.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&pollers, nfds_t(pollers.count), wait)
            if ready <= 0 { continue }
            if outputOpen, pollers.count > 1, pollers[1].revents != 0 {
                _ = readAvailable(output, into: &printed, wait: 0)
            }
            if pollers[0].revents != 0 {
                guard readChunk(replies, into: &replied) else {
                    if let rest = printed.takeRest() { return .printed(rest) }
                    return .closed
                }
            }
        }
    }

    /// Reads what `fd` has ready into `buffer`; true when it read something. The end of the
    /// output closes it for good.
    private func readAvailable(_ fd: Int32, into buffer: inout LineBuffer, wait: Int32) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, wait) > 0 else { return false }
        if !readChunk(fd, into: &buffer) {
            if fd == output { outputOpen = false }
            return false
        }
        return true
    }

    /// One read into `buffer`; false at the end (or an error other than EINTR).
    private func readChunk(_ fd: Int32, into buffer: inout LineBuffer) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            buffer.append(chunk[..<n])
            return true
        }
    }

    /// Ends the child (if it has not ended) and collects it: 128 + signal, or its exit code.
    @discardableResult
    package func stop(kill killIt: Bool = true) -> Int32 {
        guard !exited else { return 0 }
        exited = true
        close(input)
        close(output)
        close(replies)
        if killIt { kill(-pid, SIGKILL) }
        let status = ChildProcess.waitStatus(pid)
        // Then what it started: its group, and whatever left the group and was adopted as it died.
        kill(-pid, SIGKILL)
        pr_untrack_group(pid)
        pr_end_adopted(16)
        return status
    }

    deinit { stop() }
}

/// Bytes read from one of a child's pipes, cut into lines: searched for a newline only where not
/// searched before, and what earlier lines used dropped before more is added, so output without
/// newlines is read in linear time and one line's worth is held.
package struct LineBuffer {
    private var bytes: [UInt8] = []
    private var lineStart = 0
    private var scanned = 0

    /// The most one line holds before it is passed on in parts: output that never ends a line
    /// cannot fill memory.
    package static let lineLimit = 4 << 20

    package var hasLine: Bool {
        mutating get {
            if let newline = bytes[scanned...].firstIndex(of: 0x0A) {
                scanned = newline
                return true
            }
            scanned = bytes.count
            return false
        }
    }

    package var isOverLimit: Bool { bytes.count - lineStart > Self.lineLimit }

    package mutating func append(_ chunk: ArraySlice<UInt8>) {
        if lineStart > 0 {
            bytes.removeSubrange(..<lineStart)
            scanned -= lineStart
            lineStart = 0
        }
        bytes.append(contentsOf: chunk)
    }

    /// The next whole line, without its newline.
    package mutating func takeLine() -> String? {
        guard hasLine else { return nil }
        let line = String(decoding: bytes[lineStart..<scanned], as: UTF8.self)
        lineStart = scanned + 1
        scanned = lineStart
        return line
    }

    /// What is held of a line not yet ended, if anything.
    package mutating func takeRest() -> String? {
        guard lineStart < bytes.count else { return nil }
        let rest = String(decoding: bytes[lineStart...], as: UTF8.self)
        bytes.removeAll(keepingCapacity: true)
        lineStart = 0
        scanned = 0
        return rest
    }
}

/// Seconds of the prompt's running time since it was made: time the prompt spent stopped (Ctrl-Z)
/// is left out, so a limit is not spent while the user has the program suspended.
package struct RunningClock {
    private let start = MonotonicClock.now()
    private let suspendedAtStart = pr_suspended_total_ns()

    package init() {}

    package var elapsed: Double {
        MonotonicClock.now() - start - Double(pr_suspended_total_ns() - suspendedAtStart) / 1e9
    }
}

/// Why a loader step failed, in words.
package struct LoadProblem: Error {
    package var line: String
    package init(_ line: String) { self.line = line }
    package init(errno code: Int32) { line = String(cString: strerror(code)) }
}
