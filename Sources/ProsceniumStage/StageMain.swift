import Playground
import PresentationKit
import ProsceniumDisk
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main of the child process `load FILE.swift` compiles (docs/load-design.md): a playground
/// `Session` whose transitioning delegate, presented controller or presentation controller comes
/// from the user's code, reading one request per line on standard input (`StageWire.Request`) and
/// answering each with replies and an end line. It draws what the session outputs with the front
/// end's width and theme, so the front end prints text and keeps only the prompt, history and
/// files. A crash here ends only this process: the front end reports it and starts another.
public enum StageMain {
    /// Runs a session whose presented controller gets a new `make()` delegate (kept, as an app
    /// keeps one in a stored property).
    public static func run(transitioningDelegate make: @escaping @MainActor () -> ViewControllerTransitioningDelegate)
        -> Never
    {
        serve(.transitioningDelegate({ onMain(make) }))
    }

    /// Runs a session whose presenting controller is a new `make()`; `present` calls `present` on it
    /// (the user's method that presents). With `push` (its method that pushes), the controller is
    /// put in a navigation controller and `push` calls that.
    public static func run(
        presentingController make: @escaping @MainActor () -> ViewController,
        present: @escaping @MainActor (ViewController) -> Void,
        push: (@MainActor (ViewController) -> Void)? = nil
    ) -> Never {
        serve(
            .presentingController(
                make: { onMain(make) },
                present: { controller in
                    // One thread (see `onMain`): nothing crosses to another.
                    nonisolated(unsafe) let controller = controller
                    return onMain { present(controller) }
                },
                push: push.map { push in
                    { controller in
                        nonisolated(unsafe) let controller = controller
                        return onMain { push(controller) }
                    }
                }))
    }

    /// Runs a session whose root is a navigation controller holding a new `make()` (or `make()`
    /// itself, when it is one); `push` calls `push` on it (the user's method that pushes).
    public static func run(
        pushingController make: @escaping @MainActor () -> ViewController,
        push: @escaping @MainActor (ViewController) -> Void
    ) -> Never {
        serve(
            .pushingController(
                make: { onMain(make) },
                push: { controller in
                    nonisolated(unsafe) let controller = controller
                    return onMain { push(controller) }
                }))
    }

    /// Runs a session that presents a new `make()` controller, which is its own transitioning delegate.
    public static func run(presentedController make: @escaping @MainActor () -> ViewController) -> Never {
        serve(.presentedController({ onMain(make) }))
    }

    /// Runs a session whose own delegate vends the user's presentation controller.
    public static func run(
        presentationController make: @escaping @MainActor (ViewController, ViewController?) -> PresentationController
    ) -> Never {
        serve(
            .presentationController({ presented, presenting in
                nonisolated(unsafe) let presented = presented
                nonisolated(unsafe) let presenting = presenting
                return onMain { make(presented, presenting) }
            }))
    }

    /// Runs `body` as the main actor. The user's types may be `@MainActor` (as UIKit's are, and as
    /// Swift 6 code writes its controllers), and the stage runs everything on its one thread, the
    /// process's main thread, where the main actor's executor is: so the check holds, and a
    /// `@MainActor` initialiser or method is called where it may be.
    static func onMain<T>(_ body: @MainActor () -> T) -> T {
        nonisolated(unsafe) var result: T?
        MainActor.assumeIsolated { result = body() }
        return result!
    }

    static func serve(_ vendor: CodeVendor) -> Never {
        // The model's device keeps Coordinated Universal Time, so a date the app formats
        // (`date.formatted(date:time:)`, `DateFormatter`) reads the same on every machine [?].
        setenv("TZ", "UTC", 1)
        tzset()
        let session = Session()
        // `save`, `record`, `export` and `code --file` run here while code is loaded: the same
        // disk and renderer as the prompt's, in the folder the prompt was started in.
        session.files = .disk
        // A script's fence (`WriteFence`) holds here too: its `save` while code is loaded.
        if let value = getenv(WriteFence.variable).map({ String(cString: $0) }),
            let fence = WriteFence(environmentValue: value)
        {
            session.files = session.files.fenced(by: fence)
        }
        session.renderExport = ExportRendering.render
        session.vendor = vendor
        StageJobs.install { session.engine }
        var noted = NotedLog()
        let channel = ReplyChannel()
        // The secret comes first, before any of the user's code has run, so the code cannot read
        // it from the pipe; a stage run by hand gets a request first and signs with "".
        var pending = readLine()
        var secret = StageWire.Secret("")
        if let first = pending, let handed = StageWire.Secret.fromHandshake(first) {
            secret = handed
            pending = readLine()
        }
        while let line = pending {
            let replies = answer(line, session: session, noted: &noted)
            // What the user's code printed goes out first, on standard output: the front end
            // shows it before the replies that follow it.
            fflush(nil)
            channel.send(replies.map { $0.encoded(secret: secret) + "\n" }.joined())
            pending = readLine()
        }
        exit(0)
    }

    /// The replies to one request line, end line included.
    static func answer(_ line: String, session: Session, noted: inout NotedLog) -> [StageWire.Reply] {
        guard let request = StageWire.Request.decode(line) else {
            return [.error("the stage could not read its request"), .end(phase: "\(session.engine.phase)")]
        }
        session.showsAfterActions = request.showsAfterActions
        let outputs = session.execute(request.line)
        let renderer = TranscriptRenderer(options: request.options).following(session.config.value)
        var replies: [StageWire.Reply] = []
        for output in outputs {
            switch output {
            case .error(let e):
                replies.append(.error(ErrorWording.message(for: e)))
            case .expectation(let r): replies.append(.expectation(passed: r.passed, actual: r.actual))
            case .quit: break
            default: replies.append(.drawn(renderer.render(output)))
            }
        }
        // What UIKit would have logged (a refused `present`, say) comes out as notes.
        let notes = noted.newEntries(of: session.engine)
        if !notes.isEmpty { replies.append(.drawn(notes.map { "note: \($0)\n" }.joined())) }
        replies.append(.end(phase: "\(session.engine.phase)"))
        return replies
    }
}

/// Where the stage's replies go: descriptor 3, a pipe of the front end's apart from standard
/// output, so nothing the user's code prints can pass for a reply. Closed on exec, so no process
/// the user's code starts holds it. Run by hand (no descriptor 3), replies go to standard output.
struct ReplyChannel {
    static let descriptor: Int32 = 3
    private let fd: Int32

    init() {
        if fcntl(Self.descriptor, F_GETFD) >= 0 {
            _ = fcntl(Self.descriptor, F_SETFD, FD_CLOEXEC)
            fd = Self.descriptor
        } else {
            fd = 1
        }
    }

    func send(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { exit(0) }
            offset += n
        }
    }
}

/// How much of an engine's console log was already passed on (a reset makes a new engine).
struct NotedLog {
    private var engine: ObjectIdentifier?
    private var count = 0

    mutating func newEntries(of e: Engine) -> [String] {
        if engine != ObjectIdentifier(e) {
            engine = ObjectIdentifier(e)
            count = 0
        }
        let fresh = Array(e.consoleLog.dropFirst(count))
        count = e.consoleLog.count
        return fresh
    }
}
