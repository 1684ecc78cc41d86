import Playground
import ProsceniumFiles
import ProsceniumLoader
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live stage page (`proscenium web`, `--web`): its server runs as a child process
/// (`proscenium-web`, the nested package Tools/proscenium-web, so SwiftNIO never enters this
/// binary), fed one `StageFeed` document per line the prompt runs. The child leads a process
/// group the prompt ends on exit and on hang-up, carries the prompt's mark for the guardian
/// (`kill -9` of the prompt), and ends by itself when its standard input closes; so whatever
/// way the prompt ends, nothing is left listening.
package final class StageView {
    /// `http://127.0.0.1:PORT/?token=…`.
    package let address: String
    private let child: ChildProcess
    private var sequence = 0
    private var broken = false

    /// What the page says while the user's own code is loaded (`load FILE.swift`): the code runs
    /// in the stage's process, and its screen reaches the terminal only, as drawn text.
    package static let loadedCodeNote =
        "your loaded code runs in a process of its own: this page shows the playground's screen, the terminal shows your code's"

    /// The server executable's name, beside `proscenium` (or in `../lib/proscenium`).
    package static let serverFile = "proscenium-web"

    /// The one stage view of this process, whose keys a demo reads beside the terminal's.
    nonisolated(unsafe) package private(set) static var active: StageView?

    private init(address: String, child: ChildProcess) {
        self.address = address
        self.child = child
    }

    /// Starts the server on 127.0.0.1 (and ::1) at `port` (0: a free one); the one line that says
    /// why when it cannot.
    package static func start(port: Int, demo: Bool, title: String) -> Result<StageView, LoadProblem> {
        guard let server = findServer() else {
            return .failure(
                LoadProblem(
                    "the stage page's server (\(serverFile)) is not beside proscenium nor in ../lib/proscenium: build it with `make build` (it is the nested package Tools/proscenium-web) or `make install`"
                ))
        }
        let arguments = [server, "--port", String(port), "--title", title] + (demo ? ["--demo"] : [])
        let child: ChildProcess
        switch ChildProcess.start(arguments, environment: nil, errorPath: "/dev/null") {
        case .success(let c): child = c
        case .failure(let problem): return .failure(LoadProblem("cannot start \(serverFile): \(problem.line)"))
        }
        let clock = RunningClock()
        while true {
            switch child.next(within: 10, of: clock) {
            case .printed: continue
            case .reply(let line):
                let words = line.split(separator: " ", maxSplits: 2).map(String.init)
                if words.count == 3, words[0] == "listening", let p = Int(words[1]) {
                    let view = StageView(address: "http://127.0.0.1:\(p)/?token=\(words[2])", child: child)
                    active = view
                    return .success(view)
                }
                child.stop()
                return .failure(
                    LoadProblem(line.hasPrefix("error ") ? String(line.dropFirst(6)) : "\(serverFile) said: \(line)"))
            case .closed, .timedOut, .interrupted:
                child.stop()
                return .failure(LoadProblem("\(serverFile) did not start listening"))
            }
        }
    }

    /// Where the server is: `PROSCENIUM_WEB`, else beside the running binary, else where
    /// `make install` puts the stage library.
    static func findServer() -> String? {
        if let named = StatePaths.processEnvironment("PROSCENIUM_WEB"), !named.isEmpty {
            return access(named, X_OK) == 0 ? named : nil
        }
        guard let exe = Files.resolvedExecutable() else { return nil }
        let here = Files.directory(of: exe)
        for place in [here, here + "/../lib/proscenium"] {
            let candidate = place + "/" + serverFile
            if Files.isFile(candidate), access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Sends the step the line just made; a server that stopped reading (or took more than two
    /// seconds to take one step: stopped with a signal, say) is let go once, with a note, and the
    /// prompt goes on without it.
    package func show(_ step: StageStep, note: String? = nil) -> String? {
        guard !broken, !child.exited else { return nil }
        sequence += 1
        if child.send(StageFeed.event(step, sequence: sequence, note: note).serialized, within: 2) { return nil }
        broken = true
        child.stop()
        return "note: the stage page's server stopped; the prompt goes on without it\n"
    }

    /// Whether the server is gone (its replies ended), so a demo stops waiting on it.
    package var isGone: Bool { broken || child.exited }

    /// The descriptor the page's keys arrive on.
    package var keyDescriptor: Int32 { child.replyDescriptor }

    /// A key the page sent, as the terminal's bytes for it (Enter for `next`, Ctrl-P for
    /// `previous`), when one is waiting; nil when none.
    package func takeKeys() -> [UInt8]? {
        var keys: [UInt8] = []
        while case .reply(let line) = child.next(within: 0.001, of: RunningClock()) {
            if line == "key next" { keys.append(0x0D) }
            if line == "key previous" { keys.append(0x10) }
        }
        return keys.isEmpty ? nil : keys
    }

    /// Opens `address` in the default browser, where there is a display to open it on; false
    /// when there is none (a server, an SSH session, CI).
    package func openBrowser() -> Bool {
        #if os(macOS)
            let opener = "/usr/bin/open"
        #else
            let hasDisplay = [
                StatePaths.processEnvironment("DISPLAY"), StatePaths.processEnvironment("WAYLAND_DISPLAY"),
            ]
            .contains { ($0 ?? "").isEmpty == false }
            guard hasDisplay, let opener = StageToolchain.onPath("xdg-open") else { return false }
        #endif
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        let pid = ChildProcess.spawn(
            [opener, address], environment: nil, input: null, output: null, error: null, replies: -1, newGroup: false)
        return pid > 0
    }

    /// Ends the server now (the prompt's end does it too).
    package func stop() {
        child.stop()
        if StageView.active === self { StageView.active = nil }
    }
}
