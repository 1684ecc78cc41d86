import PresentationKit

/// What `play` draws: one frame of the replay with a status line above the layout, and, where
/// time cannot pass (a transcript), a fixed set of stills.
package enum PlaybackRenderer {
    /// `play · 0.160 s of 0.800 s · 0.25× · frame 10/49` above the layout at that instant. With a
    /// window (`options.height`) the drawing is scaled so the frame fits its height whatever
    /// `set drawing` asks: a frame drawn in place cannot scroll, so anything taller would be cut.
    package static func frame(
        _ m: TransitionMotion, frame: MotionFrame, index: Int, count: Int, speed: Double,
        options: RenderOptions
    ) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        var parts = ["play", "\(formatFixed(frame.seconds, decimals: 3)) s of \(formatFixed(m.span, decimals: 3)) s"]
        if speed != 1 { parts.append("\(formatNumber(speed, decimals: 3))\(glyphs.times)") }
        parts.append("frame \(index + 1)/\(count)")
        if let label = frame.label { parts.append(label) }
        let status = StyledText(
            PrintableText.clean(parts.joined(separator: glyphs.separator), ascii: glyphs.ascii), .bold)
        return status.truncated(to: options.layoutWidth, ellipsis: glyphs.ellipsis).rendered(options)
            + "\n"
            + LayoutRenderer.render(
                frame.snapshot, options: options,
                maxLines: options.layoutHeight.map { WindowBudget.playbackLines(height: $0) })
    }

    /// The stills one after another, for transcripts and pipes.
    package static func stills(_ m: TransitionMotion, stills: [MotionFrame], speed: Double, options: RenderOptions)
        -> String
    {
        var out = ""
        for (i, still) in stills.enumerated() {
            out += frame(m, frame: still, index: i, count: stills.count, speed: speed, options: options)
        }
        let note =
            "(\(stills.count) still\(stills.count == 1 ? "" : "s"): real-time playback needs a terminal; `play --speed 0.25` slows it down)"
        // Wrapped rather than cut: its end says how to slow playback down.
        for line in LineWrapper.wrap(StyledText(note, .dim), width: options.layoutWidth, indent: 1) {
            out += line.rendered(options) + "\n"
        }
        return out
    }
}
