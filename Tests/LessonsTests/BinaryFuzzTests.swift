import Foundation
import ProsceniumTestSupport
import Testing
import TextArt
import Transcript

@testable import Lessons
@testable import Playground

// The real binary's share of the fuzz test (issue 6, "Bad input"): streams of hostile lines, as
// raw bytes (invalid UTF-8, NULs, control characters, lines of a megabyte), piped into
// `.build/debug/proscenium run -` (and `run --quiet -`), a fresh process every 500 lines. The
// same lines go through an in-process `ScriptRunner` with a `Tutor`, set up as `run -` sets
// itself up, whose rules the session and tutor fuzz tests check line by line. The process must
// print exactly what that runner prints, byte for byte, exit normally with its status, and
// write nothing to standard error: so reading lines (NULs, invalid UTF-8, `\r\n`), writing
// output, and everything in between behave in the binary as in process, and each refused line
// gets there too its echo and one clean `error:` line (checked on the runner's output).
//
// Why a test in Swift rather than a shell script: it shares the line maker and the oracle with
// the other fuzz tests, and it can compare outputs line by line. It runs the binary that
// `swift build --build-tests` (hence `make test`) builds; `PROSCENIUM_BIN` names another.
//
// Lines that would write or read files (`code --file`, `export`, `save`, `load`, `record`) are
// left out: the binary would act on random paths. `play` is left out as the executable may
// draw it its own way; `quit` would end the stream.

struct BinaryFuzzTests {
    static let root = GoldenFile.packageRoot(from: #filePath)
    static let seeds: [UInt64] = [0xB1_0001, 0xB1_0002]
    /// The first stream as `run -` prints it (the echo of each line, drawings after actions); the
    /// second as `run --quiet -` (only what queries print, and errors).
    static let quiet = [false, true]
    /// The binary's line limit on standard input (`InputLimits.lineBytes`, 1 MiB).
    static let binaryLineLimit = 1 << 20
    /// 2 × 3,000 = 6,000 lines through the process, each stream with two megabyte lines.
    static let linesPerSeed = FuzzScale.lines(3_000)
    static let linesPerProcess = 500
    /// Seconds one process may take for its lines (a few in a debug build).
    static let timeLimit = 60.0

    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["PROSCENIUM_BIN"] { return URL(fileURLWithPath: path) }
        return root.appendingPathComponent(".build/debug/proscenium")
    }

    /// The lessons as `run -` loads them with `PROSCENIUM_LESSONS` set: same file names, so
    /// anything that names a file (`lesson lint`) reads the same.
    static func lessons(in dir: String) throws -> [Lesson] {
        let fm = FileManager.default
        var lessons: [Lesson] = []
        for (folder, language) in [(dir, Language.english), (dir + "/zh", Language.chinese)] {
            let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).filter {
                $0.hasSuffix(".md") && $0 != "README.md"
            }.sorted()
            for name in names {
                let file = folder + "/" + name
                var lesson = try LessonParser.parse(
                    try String(contentsOfFile: file, encoding: .utf8), file: file, language: language)
                lesson.readExerciseFiles { try? String(contentsOfFile: $0, encoding: .utf8) }
                lessons.append(lesson)
            }
        }
        return lessons
    }

    /// Whether the binary may be given this line (see the note at the top).
    static func admissible(_ line: String) -> Bool {
        let command = try? Parser.parse(line, table: .withLessons)
        switch command?.lessonAction {
        case .progressExport, .progressImport: return false
        default: break
        }
        switch command {
        case .query(.code(file: .some)), .query(.motion(.export)), .query(.motion(.play)), .file, .quit: return false
        default: return true
        }
    }

    /// What `readLine` makes of a line written with `\n` after it: a final `\r` goes with the `\n`.
    /// The binary drops a UTF-8 byte-order mark that starts its input (an editor's, issue 38):
    /// the process's first line is fed the same way in process.
    static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    static func asRead(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == 0x0D ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }

    @Test(.timeLimit(.minutes(4)), arguments: zip(seeds, quiet))
    func theBinaryAnswersEveryLineExactlyAsTheSessionDoes(seed: UInt64, quiet: Bool) throws {
        let binary = Self.binary
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "no binary at \(binary.path): `swift build` first (`make test` does)")
        let lessonsDir = Self.root.appendingPathComponent("lessons").path

        // The stream: two megabyte lines in it.
        var maker = FuzzLineMaker(seed: seed, corpus: TutorFuzzTests.corpus, newlines: false)
        var lines: [[UInt8]] = []
        while lines.count < Self.linesPerSeed {
            let hugeAt = [Self.linesPerSeed / 3 + 7, 2 * Self.linesPerSeed / 3 + 7]
            let bytes = hugeAt.contains(lines.count) ? maker.huge() : maker.next().bytes
            if Self.admissible(Self.asRead(bytes)) { lines.append(bytes) }
        }

        let lessons = try Self.lessons(in: lessonsDir)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "proscenium-fuzz-\(seed)-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var refused = 0
        var took = Duration.zero
        // A fresh process every `linesPerProcess` lines: undo and `--at` replay the session's whole
        // log, so one endless session would spend its time replaying rather than reading.
        for start in stride(from: 0, to: lines.count, by: Self.linesPerProcess) {
            let part = Array(lines[start..<min(lines.count, start + Self.linesPerProcess)])
            guard
                let result = try run(
                    part, firstLine: start + 1, quiet: quiet, lessons: lessons, lessonsDir: lessonsDir, scratch: scratch
                )
            else { return }
            refused += result.refused
            took += result.took
        }
        print(
            "fuzz binary seed \(String(seed, radix: 16))\(quiet ? " (--quiet)" : ""): \(lines.count) lines (\(lines.reduce(0) { $0 + $1.count + 1 }) bytes), \(refused) refused, through \((lines.count + Self.linesPerProcess - 1) / Self.linesPerProcess) processes in \(took)"
        )
    }

    /// The binary wrote output with `fputs`, which stops at a NUL: a NUL typed into `set content`
    /// cut off the rest of `config`'s answer (and, before echoes were cleaned, a NUL in a line cut
    /// off its error line). Now the NUL itself is shown as `?`, as every control character a user
    /// typed is, and what follows it still arrives.
    @Test func aNulInTheOutputDoesNotCutItShort() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no binary at \(Self.binary.path)")
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["run", "--quiet", "-"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("set content \"a\u{0}b\"\nconfig\npresnt\u{0}\n".utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let errorText = String(decoding: errorData, as: UTF8.self)
        #expect(text.contains("content             \"a?b\""))
        #expect(!text.contains("\u{0}"))
        // `--quiet` writes the error line to standard error.
        #expect(errorText.contains("<stdin>:3:1: error: unexpected `presnt?`"), "\(errorText.suffix(300))")
    }

    /// Feeds `lines` to the in-process runner and to one process, and compares; nil after a
    /// recorded failure that makes going on pointless.
    func run(
        _ lines: [[UInt8]], firstLine: Int, quiet: Bool, lessons: [Lesson], lessonsDir: String,
        scratch: URL
    ) throws -> (refused: Int, took: Duration)? {
        // What the runner prints for each line.
        let runner = ScriptRunner(
            file: "<stdin>", mode: quiet ? .quiet : .transcript,
            renderer: TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false)))
        let tutor = Tutor(session: runner.session, lessons: lessons)
        runner.handler = tutor.handle
        var expected: [[UInt8]] = []
        // `--quiet` sends error lines to standard error, so standard output stays what queries print.
        var expectedErrors: [UInt8] = []
        var refused = 0
        var ruleBreaks: [String] = []
        for (i, bytes) in lines.enumerated() {
            // The binary reads at most 1 MiB of a line (its InputLimits.lineBytes) and refuses the
            // rest of a longer one whole; the runner in process is given the same refusal.
            let tooLong = bytes.count > Self.binaryLineLimit
            let printed =
                tooLong
                ? runner.refuse(.lineTooLong(limit: Self.binaryLineLimit, inputEnds: false))
                : runner.feed(Self.asRead(i == 0 ? Self.withoutByteOrderMark(bytes) : bytes))
            expected.append(Array(printed.utf8))
            expectedErrors += Array(runner.lastErrors.utf8)
            let chunk = printed + runner.lastErrors
            // A refused line: its echo (not in quiet mode), then one clean error line, and nothing else.
            let rows = chunk.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            // Bytes, not characters: a line that starts with a combining mark joins the echo's space.
            let errorRows = rows.filter { $0.utf8.starts(with: "error: ".utf8) }
            guard !errorRows.isEmpty else { continue }
            refused += 1
            // A line too long to hold is never echoed: it was never read whole.
            let echoed = quiet || tooLong || rows[rows.startIndex].utf8.starts(with: "proscenium> ".utf8)
            let problem =
                rows.count != (quiet || tooLong ? 1 : 2) || errorRows.count != 1 || !echoed
                ? "\(rows.count) output lines, \(errorRows.count) of them errors"
                : FuzzChecks.problem(inErrorLine: String(errorRows[0]) + "\n")
            if let problem, ruleBreaks.count < 10 {
                ruleBreaks.append("line \(firstLine + i): \(problem)\n    \(FuzzChecks.describe(bytes))")
            }
        }
        #expect(ruleBreaks.isEmpty, "\(ruleBreaks.joined(separator: "\n"))")

        // The process, with its files in the scratch directory.
        let input = scratch.appendingPathComponent("in")
        let output = scratch.appendingPathComponent("out")
        let errors = scratch.appendingPathComponent("err")
        try Data(lines.flatMap { $0 + [0x0A] }).write(to: input)
        for file in [output, errors] { try Data().write(to: file) }

        let process = Process()
        process.executableURL = Self.binary
        process.arguments = quiet ? ["run", "--quiet", "-"] : ["run", "-"]
        process.currentDirectoryURL = scratch
        process.environment = [
            "PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_STATE_HOME": scratch.path + "/state",
            "PROSCENIUM_LESSONS": lessonsDir, "NO_COLOR": "1", "LANG": "C.UTF-8",
        ]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let clock = ContinuousClock()
        let began = clock.now
        try process.run()
        if finished.wait(timeout: .now() + Self.timeLimit) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            Issue.record(
                "the binary did not finish lines \(firstLine)–\(firstLine + lines.count - 1) within \(Self.timeLimit) s"
            )
            return nil
        }
        let took = clock.now - began

        #expect(process.terminationReason == .exit, "the binary was killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == (runner.succeeded ? 0 : 1))
        let stderr = try Data(contentsOf: errors)
        #expect(
            [UInt8](stderr) == expectedErrors, "standard error: \(String(decoding: stderr.prefix(500), as: UTF8.self))")

        // Line by line, so a difference names the line that caused it.
        let actual = [UInt8](try Data(contentsOf: output))
        var offset = 0
        for (i, chunk) in expected.enumerated() {
            let end = min(actual.count, offset + chunk.count)
            if Array(actual[offset..<end]) != chunk {
                Issue.record(
                    """
                    the binary's output differs from the session's at line \(firstLine + i): \(FuzzChecks.describe(lines[i]))
                    expected: \(FuzzChecks.describe(chunk, limit: 300))
                    actual:   \(FuzzChecks.describe(Array(actual[offset..<min(actual.count, offset + chunk.count + 200)]), limit: 300))
                    """)
                return nil
            }
            offset += chunk.count
        }
        #expect(offset == actual.count, "\(actual.count - offset) bytes more than expected at the end")
        return (refused, took)
    }
}
