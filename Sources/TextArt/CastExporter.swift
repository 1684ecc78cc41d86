import PresentationKit
import ProsceniumJSON

/// An asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/) of a replay:
/// a JSON header line, then one `[time, "o", text]` line per frame, where the text moves the
/// cursor home and redraws in place, exactly as live playback does. Times come from the virtual
/// clock divided by the speed, never from a wall clock, so the file is the same on every run.
package enum CastExporter {
    /// Seconds the last frame stays on screen before the recording ends.
    static let hold = 1.0

    /// - Parameters:
    ///   - frames: each frame's text (lines ending in `\n`) and when it shows, in seconds of
    ///     playback.
    ///   - width: the terminal columns the frames were drawn for.
    package static func render(frames: [(seconds: Double, text: String)], width: Int, title: String) -> String {
        let height = (frames.map { lines($0.text).count }.max() ?? 1) + 1
        var out =
            "{\"version\": 2, \"width\": \(max(1, width)), \"height\": \(height), "
            + "\"title\": \(JSONText.quote(title)), \"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}}\n"
        var last = 0.0
        for (i, frame) in frames.enumerated() {
            // The first frame starts from a clean screen with the cursor hidden; later ones
            // overwrite it line by line, clearing what a longer previous line left behind.
            var data = i == 0 ? "\u{1B}[?25l\u{1B}[H\u{1B}[2J" : "\u{1B}[H"
            data += lines(frame.text).map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\r\n\u{1B}[J"
            let time = max(last, frame.seconds.isFinite ? frame.seconds : last)
            out += event(time, data)
            last = time
        }
        out += event(last + hold, "\u{1B}[0m\u{1B}[?25h")
        return out
    }

    /// The lines of a frame, blank ones kept, without the empty piece after the last newline.
    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func event(_ time: Double, _ data: String) -> String {
        "[\(formatFixed(time, decimals: 6)), \"o\", \(JSONText.quote(data))]\n"
    }
}
