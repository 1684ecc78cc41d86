import PresentationKit

/// An SVG that replays a transition: every named view is a rectangle whose position, size and
/// opacity follow SMIL `<animate>` keyframes sampled from the model (the frames given, a spring's
/// peak among them), interpolated linearly between them, then held for a second and repeated.
/// The views are clipped to the window, so a card that starts below the screen is hidden until it
/// slides in, as on a device, and never covers the caption; beside the phone, the key says what the
/// shading, outlines and safe-area line mean. Without SMIL (a static renderer, a slide tool) it
/// shows one frame: the last, or the one nearest `still` seconds (`export svg --animated --still T`).
/// A transition the user cancelled says so in its caption.
package enum AnimatedSVGExporter {
    /// Seconds the last frame stays before the replay starts again.
    static let hold = 1.0

    package static func render(
        _ m: TransitionMotion, frames: [MotionFrame], style: SVGStyle = SVGStyle(), still: Double? = nil
    ) -> String {
        guard !frames.isEmpty else { return SVGExporter.render(emptyScreen(), style: style) }
        // The frame a renderer without SMIL shows: the last, or the one nearest `still`.
        let stillIndex =
            still.flatMap { t in frames.indices.min { abs(frames[$0].seconds - t) < abs(frames[$1].seconds - t) } }
            ?? frames.count - 1
        let last = frames[stillIndex]
        let width = frames.map { SVGExporter.finite($0.snapshot.windowSize.width) }.max() ?? 0
        let height = frames.map { SVGExporter.finite($0.snapshot.windowSize.height) }.max() ?? 0
        let span = max(0, frames.map(\.seconds).max() ?? 0)
        let total = span + hold
        var caption = "\(m.kindName)"
        if !m.animatorType.isEmpty { caption += " · \(m.animatorType)" }
        // A cancelled interactive transition ends where it began: the caption must not read as done.
        if m.didComplete == false { caption += " · cancelled" }
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

        var column = SVGColumn()
        let allViews = frames.flatMap(\.snapshot.views)
        column.rows = SVGColumn.key(
            views: allViews, insets: last.snapshot.safeAreaInsets, clipped: true, style: style)
        let page = SVGExporter.Page(
            window: Size(width: width, height: height), header: caption, column: column, style: style)
        var out = page.prologue(title: title, caption: caption)
        out += page.phoneOpen
        let windowAnimations =
            animate("width", frames.map { SVGExporter.finite($0.snapshot.windowSize.width) })
            + animate("height", frames.map { SVGExporter.finite($0.snapshot.windowSize.height) })
        let lastWidth = SVGExporter.finite(last.snapshot.windowSize.width)
        let lastHeight = SVGExporter.finite(last.snapshot.windowSize.height)
        out += SVGExporter.windowRect(lastWidth, lastHeight, animations: windowAnimations)
        var clip = page
        clip.w = lastWidth
        clip.h = lastHeight
        out += clip.clipOpen(animations: windowAnimations)

        for name in viewNames(frames) where name != "window" {
            // Where the view is in each frame; absent or hidden counts as transparent, in place.
            let views = frames.map { $0.snapshot.views.first { $0.name == name } }
            guard let base = views[stillIndex] ?? views.last(where: { $0 != nil }) ?? nil,
                let look = SVGExporter.look(base, window: last.snapshot.windowSize, style: style)
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
            var final = filled[stillIndex]
            final.isHidden = views[stillIndex] == nil || final.isHidden
            let rectAnimations =
                animate("x", rects.map(\.minX)) + animate("y", rects.map(\.minY))
                + animate("width", rects.map(\.width)) + animate("height", rects.map(\.height))
            let labelX = animate("x", rects.map { $0.minX + style.labelInset })
            let places = rects.map { SVGExporter.namePlace(in: $0, style: style) }
            let nameAnimations = animate("x", places.map(\.x)) + animate("y", places.map(\.y))
            let textAnimations = labelX + animate("y", rects.map { $0.minY + style.textBaseline })
            var element = SVGExporter.element(
                final, look: look, style: style, animations: rectAnimations,
                nameAnimations: nameAnimations, textAnimations: textAnimations)
            // Opacity animates on the group, so the name fades with the view.
            let groupOpen = element.prefix { $0 != ">" } + ">"
            element = groupOpen + animate("opacity", opacity) + element.dropFirst(groupOpen.count)
            out += "      " + element + "\n"
        }
        out += "    </g>\n"
        out += SVGExporter.safeArea(last.snapshot.safeAreaInsets, lastWidth, lastHeight, style: style)
        out += SVGExporter.windowOutline(lastWidth, lastHeight, style: style, animations: windowAnimations)
        out += "  </g>\n"
        out += column.render(x: page.columnX, y: page.phoneY, style)
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
