import PresentationKit

/// An SVG that replays a transition: every named view is a rectangle whose position, size and
/// opacity follow SMIL `<animate>` keyframes sampled from the model (the frames given, a spring's
/// peak among them), interpolated linearly between them, then held for a second and repeated.
/// Without SMIL (a static renderer) it shows the last frame.
public enum AnimatedSVGExporter {
    /// Seconds the last frame stays before the replay starts again.
    static let hold = 1.0

    public static func render(_ m: TransitionMotion, frames: [MotionFrame]) -> String {
        guard let last = frames.last else { return SVGExporter.render(emptyScreen()) }
        let width = frames.map { SVGExporter.finite($0.snapshot.windowSize.width) }.max() ?? 0
        let height = frames.map { SVGExporter.finite($0.snapshot.windowSize.height) }.max() ?? 0
        let margin = SVGExporter.margin
        let top = SVGExporter.headerHeight
        let span = max(0, frames.map(\.seconds).max() ?? 0)
        let total = span + hold
        var caption = "\(m.kindName)"
        if !m.animatorType.isEmpty { caption += " · \(m.animatorType)" }
        caption += " · \(formatNumber(span, decimals: 3)) s"
        let title = caption + ", \(frames.count) keyframes sampled from the model, repeating"

        // keyTimes run 0…1 over the pass; the last frame is repeated at 1 to hold it.
        let keyTimes = frames.map { $0.seconds / total } + [1]
        let timing =
            "dur=\"\(SVGExporter.n(total))s\" repeatCount=\"indefinite\" calcMode=\"linear\""
            + " keyTimes=\"\(keyTimes.map { formatNumber($0, decimals: 5) }.joined(separator: ";"))\""

        func animate(_ attribute: String, _ values: [Double]) -> String {
            let all = values + [values[values.count - 1]]
            guard Set(all.map(SVGExporter.n)).count > 1 else { return "" }
            return
                "<animate attributeName=\"\(attribute)\" \(timing) values=\"\(all.map(SVGExporter.n).joined(separator: ";"))\"/>"
        }

        var out = SVGText.prologue(
            width: margin * 2 + width, height: margin * 2 + top + height,
            title: title)
        out +=
            "  <text x=\"\(SVGExporter.n(margin))\" y=\"\(SVGExporter.n(margin + 14))\" font-weight=\"bold\">\(SVGText.escape(caption))</text>\n"
        out += "  <g transform=\"translate(\(SVGExporter.n(margin)) \(SVGExporter.n(margin + top)))\">\n"
        let windowAnimations =
            animate("width", frames.map { SVGExporter.finite($0.snapshot.windowSize.width) })
            + animate("height", frames.map { SVGExporter.finite($0.snapshot.windowSize.height) })
        out += SVGExporter.windowRect(
            SVGExporter.finite(last.snapshot.windowSize.width),
            SVGExporter.finite(last.snapshot.windowSize.height), animations: windowAnimations)

        for name in viewNames(frames) where name != "window" {
            // Where the view is in each frame; absent or hidden counts as transparent, in place.
            let views = frames.map { $0.snapshot.views.first { $0.name == name } }
            guard let base = views.last(where: { $0 != nil }) ?? nil,
                let look = SVGExporter.look(base, window: last.snapshot.windowSize)
            else { continue }
            var filled: [ViewSnapshot] = []
            var previous = views.compactMap { $0 }[0]
            for v in views {
                if let v, ViewLook.hasFiniteFrame(v) { previous = v }
                filled.append(previous)
            }
            let opacity = zip(views, filled).map { v, f in v == nil || f.isHidden ? 0 : max(0, min(1, f.effectiveAlpha))
            }
            let rects = filled.map(\.frameInWindow)
            var final = filled[filled.count - 1]
            final.isHidden = views[views.count - 1] == nil || final.isHidden
            let rectAnimations =
                animate("x", rects.map(\.minX)) + animate("y", rects.map(\.minY))
                + animate("width", rects.map(\.width)) + animate("height", rects.map(\.height))
            let nameAnimations = animate("x", rects.map { $0.minX + 6 }) + animate("y", rects.map { $0.minY + 18 })
            var element = SVGExporter.element(
                final, look: look, animations: rectAnimations.isEmpty ? "" : rectAnimations,
                nameAnimations: nameAnimations)
            // Opacity animates on the group, so the name fades with the view.
            let groupOpen = element.prefix { $0 != ">" } + ">"
            element = groupOpen + animate("opacity", opacity) + element.dropFirst(groupOpen.count)
            out += "    " + element + "\n"
        }
        out += SVGExporter.safeArea(
            last.snapshot.safeAreaInsets, SVGExporter.finite(last.snapshot.windowSize.width),
            SVGExporter.finite(last.snapshot.windowSize.height))
        out += "  </g>\n"
        return out + "</svg>\n"
    }

    /// Every named view in any frame, in the order views first appear (back to front).
    static func viewNames(_ frames: [MotionFrame]) -> [String] {
        var names: [String] = []
        for frame in frames {
            for view in frame.snapshot.views {
                if let name = view.name, !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    static func emptyScreen() -> ScreenSnapshot {
        ScreenSnapshot(
            deviceName: "", orientation: .portrait, windowSize: .zero,
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            safeAreaInsets: EdgeInsets(), phase: .idle, time: 0, presentationStyle: nil,
            effectiveStyle: nil, views: [])
    }
}
