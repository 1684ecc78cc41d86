import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process at the edge (`load FILE.swift`): the compiler run to its end, or the stage
/// talked to by lines, with a wall-clock limit on every answer so a user's infinite loop costs
/// a kill, never the prompt.
final class ChildProcess {
    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private var pending: [UInt8] = []
    private(set) var exited = false

    private init(pid: pid_t, input: Int32, output: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
    }

    /// Starts `arguments` with pipes on its standard input and output, its standard error to
    /// `errorPath` (truncated). Nil, with the reason in words, when it cannot start.
    static func start(_ arguments: [String], environment: String?, errorPath: String) -> Result<
        ChildProcess, LoadProblem
    > {
        // A child that dies while the parent writes to it must not take the parent with it.
        signal(SIGPIPE, SIG_IGN)
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard openPipe(&toChild) else { return .failure(LoadProblem(errno: errno)) }
        guard openPipe(&fromChild) else {
            close(toChild[0])
            close(toChild[1])
            return .failure(LoadProblem(errno: errno))
        }
        let err = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let pid = spawn(arguments, environment: environment, input: toChild[0], output: fromChild[1], error: err)
        let why = errno
        close(toChild[0])
        close(fromChild[1])
        if err >= 0 { close(err) }
        guard pid > 0 else {
            close(toChild[1])
            close(fromChild[0])
            return .failure(LoadProblem(errno: why))
        }
        return .success(ChildProcess(pid: pid, input: toChild[1], output: fromChild[0]))
    }

    /// Runs `arguments` to the end with standard output and error into `outputPath`; its exit
    /// status (a signal as 128 + number), or the reason it could not start.
    static func run(_ arguments: [String], outputPath: String) -> Result<Int32, LoadProblem> {
        let out = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard out >= 0 else { return .failure(LoadProblem(errno: errno)) }
        let pid = spawn(arguments, environment: nil, input: -1, output: out, error: out)
        let why = errno
        close(out)
        guard pid > 0 else { return .failure(LoadProblem(errno: why)) }
        return .success(waitStatus(pid))
    }

    /// Runs `arguments` to the end on the parent's own terminal (an editor): its exit status, or
    /// the reason it could not start.
    static func runAttached(_ arguments: [String]) -> Result<Int32, LoadProblem> {
        let pid = spawn(arguments, environment: nil, input: -1, output: -1, error: -1)
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

    private static func spawn(
        _ arguments: [String], environment: String?, input: Int32, output: Int32, error: Int32
    ) -> pid_t {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for a in argv { free(a) } }
        if let environment {
            return environment.withCString { pr_spawn(&argv, $0, input, output, error) }
        }
        return pr_spawn(&argv, nil, input, output, error)
    }

    /// Blocks until `pid` ends: its exit code, or 128 + the signal that ended it.
    private static func waitStatus(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Writes one line; false when the child no longer reads.
    func send(_ line: String) -> Bool {
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

    enum Read: Equatable {
        case line(String)
        case closed
        case timedOut
    }

    /// The next line the child writes, waiting at most until `deadline` (`MonotonicClock` seconds).
    func readLine(deadline: Double) -> Read {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return .line(line)
            }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return .timedOut }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000 + 1, 60_000)))
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return .closed }
            pending.append(contentsOf: chunk[..<n])
        }
    }

    /// Ends the child (if it has not ended) and collects it: 128 + signal, or its exit code.
    @discardableResult
    func stop(kill killIt: Bool = true) -> Int32 {
        guard !exited else { return 0 }
        exited = true
        close(input)
        close(output)
        if killIt { kill(pid, SIGKILL) }
        return ChildProcess.waitStatus(pid)
    }

    deinit { stop() }
}

/// Why a loader step failed, in words.
struct LoadProblem: Error {
    var line: String
    init(_ line: String) { self.line = line }
    init(errno code: Int32) { line = String(cString: strerror(code)) }
}
