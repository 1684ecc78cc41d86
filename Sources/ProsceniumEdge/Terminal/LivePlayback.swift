import Playground
import PresentationKit
import ProsceniumLoader
import TextArt
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `play` on a terminal: redraws the last transition in place, in real time (or slowed down),
/// at up to `Playback.frameRate` frames a second, until it ends, or any key or Ctrl-C stops it.
/// The frames were computed by the session from the virtual timeline; this only decides which one
/// is due now by the wall clock and draws it. The cursor is hidden while it plays and the terminal
/// mode, colours and cursor are always put back.
package enum LivePlayback {
    /// Plays `playback` on standard output, reading keys from standard input.
    package static func run(_ playback: Playback, options: RenderOptions, fixedWidth: Bool) {
        InterruptSignal.install()
        _ = InterruptSignal.takePending()
        // Restored on every way out: the end, a key, Ctrl-C (a flag, not a kill), a resize, and
        // (by the guard's signal handlers) Ctrl-Z, SIGTERM, SIGHUP.
        let played: Void? = TerminalGuard.inKeyMode(hidingCursor: true) {
            let report = play(
                playback, options: options,
                io: PlaybackIO(
                    write: {
                        Console.write($0)
                        Console.flush()
                    },
                    size: {
                        let size = TerminalInfo.size()
                        return (fixedWidth ? options.width : size?.columns ?? options.width, size?.rows ?? 40)
                    },
                    wait: { seconds in
                        if KeyWait.keyPressed(fd: STDIN_FILENO, within: seconds) { return .key }
                        return InterruptSignal.takePending() ? .interrupt : nil
                    },
                    now: MonotonicClock.now,
                    resumed: TerminalGuard.takeResumed))
            let width = fixedWidth ? options.width : TerminalInfo.size()?.columns ?? options.width
            for line in LineWrapper.wrap(report.summary(playback), width: max(20, width), indent: 2) {
                Console.write(line + "\n")
            }
        }
        if played == nil { Console.write(MotionRendering.render(.playback(playback), options: options)) }
    }

    /// Why a wait ended early.
    package enum Stop { case key, interrupt }

    /// What playback touches, so the bench can run the same loop against /dev/null.
    package struct PlaybackIO {
        package var write: (String) -> Void
        /// Columns and rows to draw in, asked before every frame (a resize takes effect at once).
        package var size: () -> (columns: Int, rows: Int)
        /// Waits up to the given seconds; a reason when the user stopped playback.
        package var wait: (Double) -> Stop?
        package var now: () -> Double
        /// True once after the process was suspended and resumed: the shell wrote over the
        /// screen and the wall clock ran on, so the frame on screen is redrawn whole and the
        /// replay continues from it.
        package var resumed: () -> Bool = { false }

        package init(
            write: @escaping (String) -> Void, size: @escaping () -> (columns: Int, rows: Int),
            wait: @escaping (Double) -> Stop?, now: @escaping () -> Double,
            resumed: @escaping () -> Bool = { false }
        ) {
            self.write = write
            self.size = size
            self.wait = wait
            self.now = now
            self.resumed = resumed
        }
    }

    /// How a run went.
    package struct Report {
        package var framesDrawn = 0
        package var wallSeconds = 0.0
        package var stoppedBy: Stop?
        /// The transition time of the last frame drawn.
        package var reached = 0.0

        package init() {}

        package var framesPerSecond: Double { wallSeconds > 0 ? Double(framesDrawn) / wallSeconds : 0 }

        package func summary(_ p: Playback) -> String {
            let how: String
            switch stoppedBy {
            case .key?: how = "stopped by a key at \(formatFixed(reached, decimals: 3)) s"
            case .interrupt?: how = "stopped by Ctrl-C at \(formatFixed(reached, decimals: 3)) s"
            case nil: how = "played \(formatFixed(reached, decimals: 3)) s"
            }
            let rate = formatNumber(framesPerSecond, decimals: 0)
            return "\(how) of the \(p.motion.kindName) in \(formatFixed(wallSeconds, decimals: 2)) s"
                + (p.speed == 1 ? "" : " (\(formatNumber(p.speed, decimals: 3))× speed)")
                + ": \(framesDrawn) frames, \(rate) fps"
        }
    }

    /// Seconds the last frame stays before `--loop` starts again.
    package static let loopPause = 0.6

    /// The loop: draw the frame due now, wait for the next one (or a key), repeat.
    package static func play(_ p: Playback, options: RenderOptions, io: PlaybackIO) -> Report {
        var report = Report()
        guard !p.frames.isEmpty else { return report }
        let painter = FramePainter()
        let began = io.now()
        var passStart = began
        var shown = -1
        var lastSize = io.size()
        func finished(_ stop: Stop?) -> Report {
            report.stoppedBy = stop
            report.wallSeconds = io.now() - began
            return report
        }
        while true {
            let resumed = io.resumed()
            if resumed, shown >= 0 { passStart = io.now() - p.wallTime(ofFrame: shown) }
            let elapsed = io.now() - passStart
            // The latest frame whose time has come (frames are in time order).
            var index = shown < 0 ? 0 : shown
            while index + 1 < p.frames.count, p.wallTime(ofFrame: index + 1) <= elapsed { index += 1 }
            let size = io.size()
            if index != shown || size != lastSize || resumed {
                var frameOptions = options
                frameOptions.width = max(20, size.columns)
                frameOptions.height = size.rows
                let text = PlaybackRenderer.frame(
                    p.motion, frame: p.frames[index], index: index, count: p.frames.count,
                    speed: p.speed, options: frameOptions)
                io.write(painter.redraw(text, rows: size.rows, fresh: size != lastSize || resumed))
                lastSize = size
                shown = index
                report.framesDrawn += 1
                report.reached = p.frames[index].seconds
            }
            let atEnd = index == p.frames.count - 1
            let wait: Double
            if atEnd {
                guard p.loop else { return finished(nil) }
                wait = max(0, p.wallDuration + loopPause - elapsed)
            } else {
                wait = max(0, p.wallTime(ofFrame: index + 1) - elapsed)
            }
            if let stop = io.wait(wait) { return finished(stop) }
            if atEnd, io.now() - passStart >= p.wallDuration + loopPause {
                passStart = io.now()
                shown = -1
            }
        }
    }
}

/// Turns whole frames into escape sequences that overwrite the previous frame in place.
package final class FramePainter {
    package static let hideCursor = "\u{1B}[?25l"
    package static let showCursor = "\u{1B}[0m\u{1B}[?25h"
    private var drawnLines = 0

    package init() {}

    /// `text` drawn over the previous frame: back up to where it began, rewrite each line
    /// (clearing what a longer old line left), clear below. Lines past the screen's height are
    /// left out, since the cursor cannot move back above the top. `fresh` (after a resize, when
    /// the old frame may have reflowed) clears the screen and starts at the top instead.
    package func redraw(_ text: String, rows: Int, fresh: Bool) -> String {
        // Bytes, not Characters: splitting and appending by grapheme cost most of the play loop.
        var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if rows > 1, lines.count > rows - 1 { lines.removeLast(lines.count - (rows - 1)) }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 8 * lines.count + 16)
        if fresh {
            out += "\u{1B}[H\u{1B}[2J".utf8
        } else if drawnLines > 0 {
            out += "\r\u{1B}[\(drawnLines)A".utf8
        }
        for line in lines {
            out += line
            out += "\u{1B}[K\r\n".utf8
        }
        out += "\u{1B}[J".utf8
        drawnLines = lines.count
        return String(decoding: out, as: UTF8.self)
    }
}
