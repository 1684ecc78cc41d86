import PresentationKit

/// One instant of a transition: a line saying where in it we are, the layout drawing at that
/// instant, then every animated property with its value there, where it goes from and to, and
/// how far along its curve it is.
package enum ScrubRenderer {
    package static func render(_ m: TransitionMotion, frame: MotionFrame, options: RenderOptions) -> String {
        let glyphs = Glyphs(ascii: options.ascii)
        let width = options.layoutWidth
        var out =
            position(m, seconds: frame.seconds, glyphs: glyphs, language: options.language).truncated(
                to: width, ellipsis: glyphs.ellipsis
            )
            .rendered(options) + "\n"
        out += LayoutRenderer.render(frame.snapshot, options: options)
        var lines: [StyledText] = []
        let active = m.tracks.filter { $0.isActive(at: frame.seconds) }
        if active.isEmpty {
            lines.append(
                StyledText(
                    MotionWord.nothingAnimatesAt(formatNumber(frame.seconds, decimals: 3)).said(in: options.language),
                    .dim))
        } else {
            lines.append(
                StyledText(
                    MotionWord.animatedValuesAt(formatNumber(frame.seconds, decimals: 3)).said(in: options.language),
                    .bold))
            let nameWidth = (active.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2
            for track in active {
                let p = track.progress(at: frame.seconds)
                var line = StyledText("  ")
                line.append(
                    PrintableText.padded(PrintableText.clean(track.name, ascii: glyphs.ascii), to: nameWidth),
                    .animatingName)
                line.append(PrintableText.clean(track.value(at: frame.seconds).description, ascii: glyphs.ascii))
                line.append("  p ")
                line.append(formatFixed(p, decimals: 3), p > 1 + 1e-6 ? .accent : .plain)
                let detail = "  \(track.from) \(glyphs.arrow) \(track.to)"
                line.append(PrintableText.clean(detail, ascii: glyphs.ascii), .dim)
                lines.append(line)
            }
            // The curves once each, under the values they explain.
            var curves: [String] = []
            for track in active {
                let curve = "\(track.curve.name), \(formatNumber(track.duration, decimals: 3)) s"
                if !curves.contains(curve) { curves.append(curve) }
            }
            let key = MotionWord.progressAlong(curves.joined(separator: "; ")).said(in: options.language)
            lines.append(StyledText(PrintableText.clean(key, ascii: glyphs.ascii), .dim))
        }
        return out
            + lines.map { $0.truncated(to: width, ellipsis: glyphs.ellipsis).rendered(options) + "\n" }
            .joined()
    }

    /// `scrub · 0.160 s of 0.800 s (20 %) · presentation · BouncyAnimator`.
    static func position(_ m: TransitionMotion, seconds: Double, glyphs: Glyphs, language: Language = .english)
        -> StyledText
    {
        let span = m.span
        let percent = span > 0 ? formatNumber(seconds / span * 100, decimals: 1) : "100"
        var parts = [
            MotionWord.scrub.said(in: language),
            MotionWord.position(
                at: formatFixed(seconds, decimals: 3), of: formatFixed(span, decimals: 3), percent: percent
            ).said(in: language),
            MotionWord.kind(m.kind).said(in: language),
        ]
        if !m.animatorType.isEmpty { parts.append(m.animatorType) }
        return StyledText(PrintableText.clean(parts.joined(separator: glyphs.separator), ascii: glyphs.ascii), .bold)
    }
}
