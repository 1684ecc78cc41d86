import ArgumentParser
import Lessons
import Playground
import PresentationKit
import ProsceniumEdge
import ProsceniumFiles
import ProsceniumLoader
import TextArt
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `proscenium bench all`: the figures of BENCHMARKS.md, each against a reference measured in the
/// same run: start-up with piped input against a Swift hello-world built the same way (`swiftc -O`),
/// commands per second through a session (settings, driving, drawing), one frame at 120×40, and
/// the whole lesson suite replayed by its solutions. Run it from a release build.
struct BenchAll: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all", abstract: "Start-up, commands per second, frame time, lesson suite.")

    @Option(help: "Process launches per binary for the start-up figure.") var launches = 40
    @Option(help: "Commands for the per-second figures.") var commands = 40_000

    func run() throws {
        var report = "bench all (\(launches) launches; \(commands) commands)\n"
        report += startup()
        report += sessionThroughput()
        report += frameTime()
        report += lessonSuite()
        Console.write(report)
        Console.flush()
    }

    // MARK: Start-up

    func startup() -> String {
        guard let me = selfPath() else { return "  start-up: cannot find this executable\n" }
        guard let hello = buildHelloWorld() else {
            return "  start-up: no swiftc to build the hello-world reference; skipped\n"
        }
        // The reference is a plain `swiftc -O` hello-world. A release proscenium carries
        // the Swift runtime inside it (`-static-stdlib`), so the same hello-world built that way is
        // timed too: the fair figure for what our own start-up code costs.
        let helloStatic = buildHelloWorld(flags: ["-static-stdlib"])
        var ours: [Double] = []
        var theirs: [Double] = []
        var theirsStatic: [Double] = []
        for _ in 0..<launches {
            // Interleaved, so all see the same machine load.
            if let t = timeLaunch(me) { ours.append(t) }
            if let t = timeLaunch(hello) { theirs.append(t) }
            if let helloStatic, let t = timeLaunch(helloStatic) { theirsStatic.append(t) }
        }
        guard !ours.isEmpty, !theirs.isEmpty else { return "  start-up: launches failed\n" }
        let a = median(ours)
        let b = median(theirs)
        var line =
            "  start-up, piped input to exit (median): proscenium \(ms(a)) · swift hello-world \(ms(b)) · ratio \(formatNumber(a / b, decimals: 2))× (target ≤ 1.5×)\n"
        if !theirsStatic.isEmpty {
            let c = median(theirsStatic)
            line +=
                "    hello-world with the runtime linked in (-static-stdlib, as proscenium's release build): \(ms(c)) · ratio \(formatNumber(a / c, decimals: 2))×\n"
        }
        return line
    }

    func selfPath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func buildHelloWorld(flags: [String] = []) -> String? {
        let candidates =
            (StatePaths.processEnvironment("PATH") ?? "").split(separator: ":").map { "\($0)/swiftc" } + [
                "/opt/swift/usr/bin/swiftc"
            ]
        guard let swiftc = candidates.first(where: { access($0, X_OK) == 0 }) else { return nil }
        var template = Array("/tmp/proscenium-bench-XXXXXX".utf8CString)
        guard let dirPointer = mkdtemp(&template) else { return nil }
        let dir = String(cString: dirPointer)
        let source = dir + "/hello.swift"
        let binary = dir + "/hello" + flags.joined()
        guard (try? Files.write("print(\"hello\")\n", to: source)) != nil else { return nil }
        guard let status = spawn(swiftc, ["-O"] + flags + [source, "-o", binary]), status == 0 else { return nil }
        return binary
    }

    /// Wall time of one launch with standard input and output on /dev/null.
    func timeLaunch(_ path: String) -> Double? {
        let start = MonotonicClock.now()
        guard let status = spawn(path, []), status == 0 else { return nil }
        return MonotonicClock.now() - start
    }

    func spawn(_ path: String, _ args: [String]) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid = pid_t()
        let argv = ([path] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status >> 8) & 0xff
    }

    // MARK: Sessions

    func sessionThroughput() -> String {
        let settings = [
            "set frame inset 30", "animator bouncy", "set dimming 0.4", "set corner 12", "set layout on",
            "style custom", "set frame size 1/1.5 1/2 centered", "interactive off", "set cleanup on", "animator slide",
        ]
        let s = Session()
        s.showsAfterActions = false
        var start = MonotonicClock.now()
        for i in 0..<commands { _ = s.execute(settings[i % settings.count]) }
        let settingRate = Double(commands) / (MonotonicClock.now() - start)

        let driving = Session()
        driving.showsAfterActions = false
        _ = driving.execute("set frame inset 30")
        _ = driving.execute("animator slide")
        let pairs = max(1, commands / 20)
        start = MonotonicClock.now()
        for _ in 0..<pairs {
            _ = driving.execute("present")
            _ = driving.execute("dismiss")
        }
        let drivingRate = Double(pairs * 2) / (MonotonicClock.now() - start)

        let drawing = Session()
        drawing.showsAfterActions = false
        for line in ["set frame inset 30", "animator bouncy", "present"] { _ = drawing.execute(line) }
        let renderer = TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false))
        let shows = max(1, commands / 10)
        var bytes = 0
        start = MonotonicClock.now()
        for _ in 0..<shows {
            for output in drawing.execute("show") { bytes += renderer.render(output).utf8.count }
        }
        let drawingRate = Double(shows) / (MonotonicClock.now() - start)
        return "  settings (state-changing, no drawing): \(rate(settingRate)) commands/s (target ≥ 20,000)\n"
            + "  present + dismiss (driving, whole transitions): \(rate(drivingRate)) commands/s\n"
            + "  show (snapshot + 80-column drawing, \(bytes / shows) bytes): \(rate(drawingRate)) commands/s\n"
    }

    func frameTime() -> String {
        let s = Session()
        s.showsAfterActions = false
        for line in ["set frame inset 30", "animator bouncy", "present"] { _ = s.execute(line) }
        let options = RenderOptions(width: 120, ascii: false, color: true)
        let n = 3000
        var bytes = 0
        let start = MonotonicClock.now()
        for _ in 0..<n { bytes += LayoutRenderer.render(s.engine.snapshot(), options: options).utf8.count }
        let per = (MonotonicClock.now() - start) / Double(n)
        return
            "  one frame, snapshot + 120-column colour drawing: \(formatFixed(per * 1e6, decimals: 1)) µs (target < 500 µs)\n"
    }

    func lessonSuite() -> String {
        let lessons = LessonLibrary.load(from: LessonFolder.path).lessons
        guard !lessons.isEmpty else { return "  lessons: none found\n" }
        let renderer = TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false))
        var steps = 0
        let start = MonotonicClock.now()
        for lesson in lessons {
            let tutor = Tutor(lessons: [lesson])
            var sink = 0
            for output in tutor.handle("lesson \(lesson.slug) \(lesson.language)") {
                sink += renderer.render(output).utf8.count
            }
            for step in lesson.steps {
                // Predictions answered as the golden tests answer them.
                if let q = step.question {
                    for output in tutor.handle("answer \(q.answer)") { sink += renderer.render(output).utf8.count }
                }
                for _ in 0..<2 {
                    for output in tutor.handle("solution") { sink += renderer.render(output).utf8.count }
                }
                steps += 1
            }
            _ = sink
        }
        let total = MonotonicClock.now() - start
        return
            "  every lesson replayed by its solutions and answers, transcripts drawn: \(lessons.count) lessons, \(steps) steps in \(ms(total)) (target < 2 s)\n"
    }

    // MARK: Formatting

    func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s[s.count / 2]
    }
    func ms(_ seconds: Double) -> String { formatFixed(seconds * 1000, decimals: 2) + " ms" }
    func rate(_ r: Double) -> String {
        let n = Int(r.rounded())
        var digits = String(n)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits = String(digits.dropLast(3))
        }
        return digits + out
    }
}
