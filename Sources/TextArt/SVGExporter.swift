import PresentationKit

/// The screen as an SVG drawing for slides and docs: the window at one point per pixel with every
/// visible view as a rectangle at its frame in window coordinates (rounded corners, the dimming
/// view as a translucent black, the presented view outlined), names inside, the safe area dashed,
/// and beside it the same header and legend of exact frames as the text drawing.
public enum SVGExporter {
    static let margin = 16.0
    static let headerHeight = 28.0
    static let legendWidth = 440.0
    static let lineHeight = 16.0

    public static func render(_ snapshot: ScreenSnapshot) -> String {
        let glyphs = Glyphs(ascii: false)
        let header = LayoutRenderer.header(snapshot, glyphs: glyphs, width: 1_000).rendered(color: false)
        // The frames list of the text drawing; its last line, the key to the text glyphs, has no place here.
        let legend = LayoutLegend.lines(snapshot, glyphs: glyphs).dropLast().map { $0.rendered(color: false) }
        let size = snapshot.windowSize
        let w = finite(size.width)
        let h = finite(size.height)
        let totalWidth = margin * 3 + w + legendWidth
        let totalHeight = max(
            margin * 2 + headerHeight + h, margin * 2 + headerHeight + Double(legend.count) * lineHeight)

        var out = SVGText.prologue(width: totalWidth, height: totalHeight, title: header)
        out +=
            "  <text x=\"\(n(margin))\" y=\"\(n(margin + 14))\" font-weight=\"bold\">\(SVGText.escape(header))</text>\n"
        out += "  <g transform=\"translate(\(n(margin)) \(n(margin + headerHeight)))\">\n"
        out += windowRect(w, h)
        for view in snapshot.views where view.name != "window" {
            guard let look = look(view, window: size) else { continue }
            out += "    " + element(view, look: look, animations: "") + "\n"
        }
        out += safeArea(snapshot.safeAreaInsets, w, h)
        out += "  </g>\n"
        out += legendBlock(legend, x: margin * 2 + w, y: margin + headerHeight)
        out += "</svg>\n"
        return out
    }

    /// How a view is painted: fill, fill opacity, stroke. Nil when it cannot be drawn.
    struct Look {
        var fill: String
        var fillOpacity: Double
        var stroke: String
        var strokeWidth: Double
        var showsName: Bool
    }

    static func look(_ view: ViewSnapshot, window: Size) -> Look? {
        guard ViewLook.hasFiniteFrame(view) else { return nil }
        if ViewLook.isShaded(view) {
            return Look(
                fill: "#000000", fillOpacity: view.backgroundColor?.alpha ?? 0.5, stroke: "none", strokeWidth: 0,
                showsName: false)
        }
        let color = view.backgroundColor ?? .clear
        let presented = view.name == "presented" || view.name == "wrapper"
        return Look(
            fill: color.alpha > 0 ? hex(color.name) : "none", fillOpacity: color.alpha,
            stroke: presented ? "#0a9fb5" : "#8a8a8a", strokeWidth: presented ? 2 : 1,
            showsName: view.name != nil && !(view.name.map(ViewLook.structural.contains) ?? false))
    }

    /// A view as `<g>` with its rectangle and name; `animations` goes inside the rectangle.
    static func element(_ view: ViewSnapshot, look: Look, animations: String, nameAnimations: String = "") -> String {
        let r = view.frameInWindow
        let id = view.name.map { " id=\"\(SVGText.escape($0))\"" } ?? ""
        let opacity = view.isHidden ? 0 : max(0, min(1, view.effectiveAlpha))
        var s = "<g\(id) opacity=\"\(n(opacity))\">"
        s += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
        if view.cornerRadius > 0 { s += " rx=\"\(n(view.cornerRadius))\"" }
        s += " fill=\"\(look.fill)\""
        if look.fill != "none", look.fillOpacity < 1 { s += " fill-opacity=\"\(n(look.fillOpacity))\"" }
        s += " stroke=\"\(look.stroke)\""
        if look.strokeWidth > 0 { s += " stroke-width=\"\(n(look.strokeWidth))\"" }
        if animations.isEmpty {
            s += "><title>\(SVGText.escape((view.name ?? "view") + " " + r.description))</title></rect>"
        } else {
            s += ">" + animations + "</rect>"
        }
        if look.showsName, let name = view.name {
            s +=
                "<text x=\"\(n(r.minX + 6))\" y=\"\(n(r.minY + 18))\" fill=\"#0a6f7f\">\(nameAnimations)\(SVGText.escape(name))</text>"
            if let text = view.text, !text.isEmpty {
                s +=
                    "<text x=\"\(n(r.minX + 6))\" y=\"\(n(r.minY + 36))\" fill=\"#333333\">\(nameAnimations)\(SVGText.escape(text))</text>"
            }
        }
        return s + "</g>"
    }

    static func windowRect(_ w: Double, _ h: Double, animations: String = "") -> String {
        "    <rect id=\"window\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#000000\" stroke=\"#444444\">\(animations)</rect>\n"
    }

    static func safeArea(_ insets: EdgeInsets, _ w: Double, _ h: Double) -> String {
        var s = ""
        let dash = "stroke=\"#d4a017\" stroke-dasharray=\"6 4\""
        if insets.top > 0 {
            s += "    <line x1=\"0\" y1=\"\(n(insets.top))\" x2=\"\(n(w))\" y2=\"\(n(insets.top))\" \(dash)/>\n"
        }
        if insets.bottom > 0 {
            s +=
                "    <line x1=\"0\" y1=\"\(n(h - insets.bottom))\" x2=\"\(n(w))\" y2=\"\(n(h - insets.bottom))\" \(dash)/>\n"
        }
        if insets.left > 0 {
            s += "    <line x1=\"\(n(insets.left))\" y1=\"0\" x2=\"\(n(insets.left))\" y2=\"\(n(h))\" \(dash)/>\n"
        }
        if insets.right > 0 {
            s +=
                "    <line x1=\"\(n(w - insets.right))\" y1=\"0\" x2=\"\(n(w - insets.right))\" y2=\"\(n(h))\" \(dash)/>\n"
        }
        return s
    }

    static func legendBlock(_ lines: [String], x: Double, y: Double) -> String {
        var s = "  <g font-size=\"12\">\n"
        for (i, line) in lines.enumerated() where !line.isEmpty {
            s +=
                "    <text x=\"\(n(x))\" y=\"\(n(y + 12 + Double(i) * lineHeight))\" xml:space=\"preserve\">\(SVGText.escape(line))</text>\n"
        }
        return s + "  </g>\n"
    }

    /// The colours the model names, as SVG colours.
    static func hex(_ name: String) -> String {
        switch name {
        case "black": return "#000000"
        case "white", "systemBackground": return "#ffffff"
        case "gray": return "#808080"
        case "yellow": return "#ffd60a"
        case "red": return "#ff3b30"
        default: return "#cccccc"
        }
    }

    static func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

    /// Numbers as the rest of the output prints them: at most 2 decimals, no `-0`.
    static func n(_ v: Double) -> String { formatNumber(v.isFinite ? v : 0, decimals: 2) }
}

/// The text pieces every SVG export shares.
enum SVGText {
    static func prologue(width: Double, height: Double, title: String) -> String {
        let w = SVGExporter.n(width)
        let h = SVGExporter.n(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
            + " font-family=\"Menlo, DejaVu Sans Mono, monospace\" font-size=\"14\">\n"
            + "  <title>\(escape(title))</title>\n"
            + "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
    }

    /// Text safe inside XML elements and attributes; characters XML 1.0 forbids are dropped.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                let v = scalar.value
                if v < 0x20 && v != 0x09 || v == 0xFFFE || v == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
