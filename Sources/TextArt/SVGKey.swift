import PresentationKit

/// The column beside the phone in an SVG export: headed blocks of lines (the frame list, the key
/// to what the picture's marks mean), each key line led by a small sample of the mark it explains,
/// in the page's type size so it reads from the back of a room.
struct SVGColumn {
    /// A small sample drawn before a key line.
    enum Swatch: Equatable {
        case window
        case view
        case presented
        case shade(Double)
        case safeArea
    }

    enum Row: Equatable {
        case heading(String)
        case text(String)
        case key(Swatch, String)
        case gap
    }

    var rows: [Row] = []

    /// Width of the column's widest line.
    func width(_ style: SVGStyle) -> Double {
        rows.map { row in
            switch row {
            case .heading(let s), .text(let s): return style.textWidth(s.count, size: style.fontSize)
            case .key(_, let s): return swatchWidth(style) + style.textWidth(s.count, size: style.fontSize)
            case .gap: return 0
            }
        }.max() ?? 0
    }

    func height(_ style: SVGStyle) -> Double { Double(rows.count) * style.lineHeight }

    func swatchWidth(_ style: SVGStyle) -> Double { 36 * style.scale }

    /// The rows as SVG, the first line's top at `y`.
    func render(x: Double, y: Double, _ style: SVGStyle) -> String {
        let p = style.palette
        let n = SVGExporter.n
        var s = "  <g id=\"key\" fill=\"\(p.text)\">\n"
        for (i, row) in rows.enumerated() {
            let top = y + Double(i) * style.lineHeight
            let baseline = top + style.fontSize
            switch row {
            case .gap:
                continue
            case .heading(let text):
                s +=
                    "    <text x=\"\(n(x))\" y=\"\(n(baseline))\" font-weight=\"bold\">\(SVGText.escape(text))</text>\n"
            case .text(let text):
                s +=
                    "    <text x=\"\(n(x))\" y=\"\(n(baseline))\" xml:space=\"preserve\">\(SVGText.escape(text))</text>\n"
            case .key(let swatch, let text):
                s += "    " + self.swatch(swatch, x: x, top: top + 2 * style.scale, style) + "\n"
                s +=
                    "    <text x=\"\(n(x + swatchWidth(style)))\" y=\"\(n(baseline))\" xml:space=\"preserve\">\(SVGText.escape(text))</text>\n"
            }
        }
        return s + "  </g>\n"
    }

    func swatch(_ swatch: Swatch, x: Double, top: Double, _ style: SVGStyle) -> String {
        let p = style.palette
        let n = SVGExporter.n
        let w = 26 * style.scale
        let h = style.fontSize
        let box = "x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(w))\" height=\"\(n(h))\""
        switch swatch {
        case .window:
            return "<rect \(box) fill=\"#000000\" stroke=\"\(p.windowStroke)\" stroke-width=\"\(n(style.stroke))\"/>"
        case .view:
            return
                "<rect \(box) fill=\"#ffffff\" stroke=\"\(p.viewStroke)\" stroke-width=\"\(n(style.stroke))\"/>"
        case .presented:
            return
                "<rect \(box) rx=\"\(n(3 * style.scale))\" fill=\"#ffffff\" stroke=\"\(p.presentedStroke)\" stroke-width=\"\(n(style.presentedStroke))\"/>"
        case .shade(let alpha):
            // A white view with the veil over its right half: the shading is seen by what it darkens.
            let half = "x=\"\(n(x + w / 2))\" y=\"\(n(top))\" width=\"\(n(w / 2))\" height=\"\(n(h))\""
            return "<g><rect \(box) fill=\"#ffffff\" stroke=\"\(p.viewStroke)\" stroke-width=\"\(n(style.stroke))\"/>"
                + "<rect \(half) fill=\"#000000\" fill-opacity=\"\(n(alpha))\"/></g>"
        case .safeArea:
            let mid = top + h / 2
            return
                "<line x1=\"\(n(x))\" y1=\"\(n(mid))\" x2=\"\(n(x + w))\" y2=\"\(n(mid))\" stroke=\"\(p.safeArea)\" stroke-width=\"\(n(style.safeAreaStroke))\" stroke-dasharray=\"\(style.dash)\"/>"
        }
    }

    /// The key to the marks the views in the picture use: only the marks that appear.
    static func key(views: [ViewSnapshot], insets: EdgeInsets, clipped: Bool, style: SVGStyle = SVGStyle()) -> [Row] {
        var rows: [Row] = [.heading("key"), .key(.window, "window: black where no view covers it")]
        let named = views.filter { $0.name != nil && $0.name != "window" }
        if named.contains(where: { !ViewLook.isShaded($0) && !isPresented($0) }) {
            rows.append(.key(.view, "view, named inside, at its frame"))
        }
        // A view too short for a line of type is named to its right (`SVGExporter.namePlace`).
        let beside = named.filter {
            !ViewLook.isShaded($0) && SVGExporter.namesBeside($0.frameInWindow, style: style)
                && !($0.name.map(ViewLook.structural.contains) ?? false)
        }
        if let small = beside.first?.name { rows.append(.text("\(small): named to its right (too short)")) }
        if named.contains(where: isPresented) {
            rows.append(.key(.presented, "presented view: the thick outline"))
        }
        if let shade = views.first(where: ViewLook.isShaded) {
            let alpha = shade.backgroundColor?.alpha ?? 0.5
            let who = shade.name ?? "shading"
            rows.append(.key(.shade(alpha), "\(who): black at alpha \(formatNumber(alpha)), the veil"))
        }
        let edges = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 > 0 }
        if !edges.isEmpty {
            let list = edges.map { "\($0.0) \(formatNumber($0.1))" }.joined(separator: ", ")
            rows.append(.key(.safeArea, "safe area edge: \(list)"))
        }
        if clipped {
            rows.append(.text("Views are clipped to the window:"))
            rows.append(.text("off screen they stay hidden."))
        }
        return rows
    }

    static func isPresented(_ view: ViewSnapshot) -> Bool { view.name == "presented" || view.name == "wrapper" }
}
