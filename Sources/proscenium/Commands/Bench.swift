import ArgumentParser
import Playground
import PresentationKit
import ProsceniumEdge
import ProsceniumLoader
import TextArt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `proscenium bench …`: measurements, not tests (timings vary by machine). Hidden from help.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure how fast things run (not shown in help).",
        shouldDisplay: false,
        subcommands: [BenchAll.self, BenchRender.self, BenchSession.self, BenchGestures.self],
        defaultSubcommand: BenchAll.self)
}

/// `proscenium bench render`: the time to draw one frame of a bouncy presentation at 120×40 (the
/// phone fitted to the window, and the fixed transcript size for reference), and
/// the frame rate `play` sustains, by running its real loop (drawing, escapes, writes) against
/// /dev/null with a real clock, paced at 60 fps in slow motion and unpaced.
struct BenchRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Frame render time and play's frame rate.")

    @Option(help: "Columns to draw in.") var columns = 120
    @Option(help: "Terminal rows.") var rows = 40
    @Option(help: "Frames to render for the timing.") var iterations = 3000

    func run() throws {
        let session = Session()
        session.showsAfterActions = false
        for line in ["set frame inset 30", "animator bouncy", "present"] { _ = session.execute(line) }
        guard case .motion(.playback(let slow))? = session.execute("play --speed 0.25").first,
            case .motion(.playback(let normal))? = session.execute("play").first
        else {
            Console.error("bench: no playback\n")
            throw ExitCode(1)
        }
        // The window's height makes the drawing fit it, as on a terminal: the larger phone.
        let options = RenderOptions(width: columns, ascii: false, color: true, height: rows)

        // 1. One frame: the status line and the layout fitted to the window, in colour; and, for
        // reference in the same run, the fixed 18-row drawing transcripts use.
        func timeFrames(_ options: RenderOptions) -> (seconds: Double, bytes: Int, rows: Int) {
            var bytes = 0
            let start = MonotonicClock.now()
            for i in 0..<iterations {
                let f = normal.frames[i % normal.frames.count]
                bytes +=
                    PlaybackRenderer.frame(
                        normal.motion, frame: f, index: i, count: normal.frames.count,
                        speed: 1, options: options
                    ).utf8.count
            }
            let seconds = (MonotonicClock.now() - start) / Double(iterations)
            let text = PlaybackRenderer.frame(
                normal.motion, frame: normal.frames[0], index: 0, count: normal.frames.count, speed: 1,
                options: options)
            let drawn = text.split(separator: "\n").filter {
                $0.hasPrefix("┌") || $0.hasPrefix("│") || $0.hasPrefix("└")
            }
            return (seconds, bytes / iterations, drawn.count)
        }
        var fixedOptions = options
        fixedOptions.height = nil
        let fixed = timeFrames(fixedOptions)
        let fitted = timeFrames(options)

        // 2. The play loop itself, writing to /dev/null: paced (what a terminal sees) and flat out.
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        func io(paced: Bool) -> LivePlayback.PlaybackIO {
            LivePlayback.PlaybackIO(
                write: { text in
                    _ = text.utf8CString.withUnsafeBufferPointer { write(sink, $0.baseAddress, $0.count - 1) }
                },
                size: { (columns, rows) },
                wait: { seconds in
                    if paced, seconds > 0 { usleep(UInt32(seconds * 1e6)) }
                    return nil
                },
                now: MonotonicClock.now)
        }
        let paced = LivePlayback.play(slow, options: options, io: io(paced: true))
        var flat = LivePlayback.Report()
        let flatStart = MonotonicClock.now()
        let painter = FramePainter()
        for round in 0..<20 {
            for (i, f) in slow.frames.enumerated() {
                let text = PlaybackRenderer.frame(
                    slow.motion, frame: f, index: i, count: slow.frames.count, speed: slow.speed, options: options)
                io(paced: false).write(painter.redraw(text, rows: rows, fresh: round == 0 && i == 0))
                flat.framesDrawn += 1
            }
        }
        flat.wallSeconds = MonotonicClock.now() - flatStart

        Console.write(
            """
            bench render (\(columns)×\(rows), colour, bouncy presentation)
              one frame, phone fitted to the window (\(fitted.rows) rows): \(formatFixed(fitted.seconds * 1e6, decimals: 1)) µs to render (\(iterations) frames, \(fitted.bytes) bytes each)
              one frame, fixed phone (\(fixed.rows) rows, as in transcripts): \(formatFixed(fixed.seconds * 1e6, decimals: 1)) µs (\(fixed.bytes) bytes each)
              play --speed 0.25, paced at \(formatNumber(Playback.frameRate)) fps: \(paced.framesDrawn) frames in \(formatFixed(paced.wallSeconds, decimals: 2)) s = \(formatNumber(paced.framesPerSecond, decimals: 1)) fps
              play loop unpaced: \(flat.framesDrawn) frames in \(formatFixed(flat.wallSeconds, decimals: 2)) s = \(formatNumber(flat.framesPerSecond, decimals: 0)) fps possible

            """)
        Console.flush()
    }
}
