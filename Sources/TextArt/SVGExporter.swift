import PresentationKit

/// The screen as an SVG drawing for slides and docs: the window at one point per pixel with every
/// visible view as a rectangle at its frame in window coordinates (rounded corners, the dimming
/// view as a translucent black, the presented view outlined), names inside, the safe area dashed,
/// all clipped to the window as a device would; beside it the same header and list of exact frames
/// as the text drawing, and a key to the shading, outlines and safe-area line. `SVGStyle` sets the
/// type size (for a projector) and the page's colours.
package enum SVGExporter {
    package static func render(_ snapshot: ScreenSnapshot, style: SVGStyle = SVGStyle()) -> String {
        let glyphs = Glyphs(ascii: false)
        let header = LayoutRenderer.header(snapshot, glyphs: glyphs, width: 1_000).plain
        // The frames list of the text drawing; its last two lines, a blank and the key to the text
        // glyphs, give way to the SVG's own key.
        let frames = LayoutLegend.lines(snapshot, glyphs: glyphs).dropLast().map { $0.plain }
            .filter { !$0.isEmpty }
        var column = SVGColumn()
        if !frames.isEmpty {
            column.rows = [.heading("frames, in window points")] + frames.map(SVGColumn.Row.text) + [.gap]
        }
        column.rows += SVGColumn.key(
            views: snapshot.views, insets: snapshot.safeAreaInsets, clipped: false, style: style)
        let size = snapshot.windowSize
        let page = Page(window: size, header: header, column: column, style: style)

        var out = page.prologue(title: header, caption: header)
        out += page.phoneOpen
        out += windowRect(page.w, page.h)
        out += page.clipOpen()
        for view in snapshot.views where view.name != "window" {
            guard let look = look(view, window: size, style: style) else { continue }
            out += "      " + element(view, look: look, style: style, animations: "") + "\n"
        }
        out += "    </g>\n"
        out += safeArea(snapshot.safeAreaInsets, page.w, page.h, style: style)
        out += windowOutline(page.w, page.h, style: style)
        out += "  </g>\n"
        out += column.render(x: page.columnX, y: page.phoneY, style)
        out += "</svg>\n"
        return out
    }

    /// Where things go on the page: the header across the top, the phone below it on the left, the
    /// column of frames and key to its right; the page grows to hold the widest and tallest.
    struct Page {
        var w: Double
        var h: Double
        var style: SVGStyle
        var width: Double
        var height: Double
        var columnX: Double
        var phoneY: Double

        init(window: Size, header: String, column: SVGColumn, style: SVGStyle) {
            w = finite(window.width)
            h = finite(window.height)
            self.style = style
            let m = style.margin
            columnX = m * 2 + w
            phoneY = m + style.headerHeight
            width = max(m * 3 + w + column.width(style), m * 2 + style.textWidth(header.count, size: style.titleSize))
            height = phoneY + max(h, column.height(style)) + m
        }

        /// The page's start: `title` for tools that list files, `caption` printed across the top.
        func prologue(title: String, caption: String) -> String {
            SVGText.prologue(width: width, height: height, title: title, style: style)
                + "  <text id=\"caption\" x=\"\(n(style.margin))\" y=\"\(n(style.margin + style.titleSize))\" font-size=\"\(n(style.titleSize))\" font-weight=\"bold\" fill=\"\(style.palette.text)\">\(SVGText.escape(caption))</text>\n"
        }

        var phoneOpen: String { "  <g id=\"phone\" transform=\"translate(\(n(style.margin)) \(n(phoneY)))\">\n" }

        /// The clip path of the window (its rectangle animated as the window's is) and the group it
        /// clips, left open for the views.
        func clipOpen(animations: String = "") -> String {
            "    <clipPath id=\"window-clip\"><rect x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\">\(animations)</rect></clipPath>\n"
                + "    <g id=\"views\" clip-path=\"url(#window-clip)\">\n"
        }
    }

    /// How a view is painted: fill, fill opacity, stroke. Nil when it cannot be drawn.
    struct Look {
        var fill: String
        var fillOpacity: Double
        var stroke: String
        var strokeWidth: Double
        var showsName: Bool
        var nameColor: String
        var textColor: String
        /// Whether the fill is dark, so names and text on it are light.
        var onDark: Bool
    }

    static func look(_ view: ViewSnapshot, window: Size, style: SVGStyle = SVGStyle()) -> Look? {
        guard ViewLook.hasFiniteFrame(view) else { return nil }
        let p = style.palette
        if ViewLook.isShaded(view) {
            return Look(
                fill: "#000000", fillOpacity: view.backgroundColor?.alpha ?? 0.5, stroke: "none", strokeWidth: 0,
                showsName: false, nameColor: p.nameOnDark, textColor: p.contentOnDark, onDark: true)
        }
        let color = view.backgroundColor ?? .clear
        let presented = SVGColumn.isPresented(view)
        let fill = color.alpha > 0 ? hex(color.name) : "none"
        let dark = fill == "none" ? p.emptyFillIsDark : isDark(fill)
        return Look(
            fill: fill, fillOpacity: color.alpha,
            stroke: presented ? p.presentedStroke : p.viewStroke,
            strokeWidth: presented ? style.presentedStroke : style.stroke,
            showsName: view.name != nil && !(view.name.map(ViewLook.structural.contains) ?? false),
            nameColor: dark ? p.nameOnDark : p.nameOnLight, textColor: dark ? p.contentOnDark : p.contentOnLight,
            onDark: dark)
    }

    /// A view as `<g>` with its rectangle and name; `animations` goes inside the rectangle.
    static func element(
        _ view: ViewSnapshot, look: Look, style: SVGStyle = SVGStyle(), animations: String,
        nameAnimations: String = "", textAnimations: String = ""
    ) -> String {
        let r = view.frameInWindow
        let id = view.name.map { " id=\"\(SVGText.escape($0))\"" } ?? ""
        let opacity = view.isHidden ? 0 : max(0, min(1, view.effectiveAlpha))
        var s = "<g\(id) opacity=\"\(n(opacity))\">"
        // A still shows the layer's shadow; an animated picture leaves it out (it would stay put
        // while the view moves).
        if animations.isEmpty, let shadow = view.shadow { s += Self.shadow(shadow, of: view) }
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
        if animations.isEmpty, let text = view.text, !text.isEmpty {
            return s + message(text, in: view, name: look.showsName ? view.name : nil, look: look, style: style)
                + "</g>"
        }
        if look.showsName, let name = view.name {
            let x = n(r.minX + style.labelInset)
            let place = namePlace(in: r, style: style)
            s +=
                "<text x=\"\(n(place.x))\" y=\"\(n(place.y))\" fill=\"\(look.nameColor)\">\(nameAnimations)\(SVGText.escape(name))</text>"
            if let text = view.text, !text.isEmpty {
                s +=
                    "<text x=\"\(x)\" y=\"\(n(r.minY + style.textBaseline))\" fill=\"\(look.textColor)\">\(textAnimations)\(SVGText.escape(text))</text>"
            }
        }
        return s + "</g>"
    }

    /// Where a view's name goes: inside it, at its top left, when the view is tall enough to hold
    /// a line of type; beside it, to its right and centred on it, when it is not (a sheet's 36×5
    /// grabber), so the name is not drawn over the view below it, where it would read as that
    /// view's (issue 37 §3). The key says so when a picture has such a view (`SVGColumn.key`).
    static func namePlace(in r: Rect, style: SVGStyle) -> (x: Double, y: Double) {
        if namesBeside(r, style: style) { return (r.maxX + style.labelInset, r.midY + style.fontSize * 0.35) }
        return (r.minX + style.labelInset, r.minY + style.nameBaseline)
    }

    /// Whether a view of frame `r` is too short for its name inside it.
    static func namesBeside(_ r: Rect, style: SVGStyle) -> Bool { r.height < style.nameBaseline }

    /// A still's name and message inside the view: the message in lines broken as a label breaks
    /// them (`TextMetrics`) at the type size, under the name when both fit. When they do not, the
    /// name goes first (the frames column names the view), then the type shrinks until the
    /// message fits, so a 52-point banner shows its message inside it at any scale.
    static func message(_ text: String, in view: ViewSnapshot, name: String?, look: Look, style: SVGStyle) -> String {
        let r = view.frameInWindow
        let inset = style.labelInset
        var size = style.fontSize
        var showsName = name != nil
        var lines: [String] = []
        while true {
            // The page's type is monospaced (0.6 em a character), wider than a label's model, so
            // lines break at the width the monospaced characters take.
            let measured = size * 0.6 / TextMetrics.advance(pointSize: 1)
            lines = TextMetrics.lines(of: text, pointSize: measured, width: max(size, r.width - 2 * inset))
            let nameRows = showsName ? style.lineHeight : 0
            let needed = inset + nameRows + Double(lines.count) * TextMetrics.lineHeight(pointSize: size) + inset / 2
            if needed <= r.height || size <= 6 { break }
            if showsName {
                showsName = false
            } else {
                size = max(6, size * 0.85)
            }
        }
        let x = n(r.minX + inset)
        var s = ""
        var top = r.minY + inset
        if showsName, let name {
            s +=
                "<text x=\"\(x)\" y=\"\(n(r.minY + style.nameBaseline))\" fill=\"\(look.nameColor)\">\(SVGText.escape(name))</text>"
            top += style.lineHeight
        }
        let lineHeight = TextMetrics.lineHeight(pointSize: size)
        for (i, line) in lines.enumerated() {
            let baseline = top + Double(i) * lineHeight + size * 0.9
            s +=
                "<text class=\"content\" x=\"\(x)\" y=\"\(n(baseline))\" font-size=\"\(n(size))\" fill=\"\(look.textColor)\">\(SVGText.escape(line))</text>"
        }
        return s
    }

    /// A layer's shadow under its view: the shadow's shape moved by its offset, in its colour at
    /// its opacity, blurred by its radius. [?] Core Animation's blur is not published as a
    /// formula; a Gaussian of half the radius is the usual match.
    static func shadow(_ shadow: ShadowSnapshot, of view: ViewSnapshot) -> String {
        let r = shadow.shape.offsetBy(
            dx: view.frameInWindow.minX + shadow.offset.width, dy: view.frameInWindow.minY + shadow.offset.height)
        var s = ""
        var filter = ""
        if shadow.radius > 0 {
            let id = String(
                "shadow-blur-\(n(r.minX))-\(n(r.minY))-\(n(shadow.radius))".map { $0 == "." || $0 == "-" ? "_" : $0 })
            s +=
                "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(shadow.radius / 2))\"/></filter>"
            filter = " filter=\"url(#\(id))\""
        }
        s += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
        if view.cornerRadius > 0 { s += " rx=\"\(n(view.cornerRadius))\"" }
        s += " fill=\"\(hex(shadow.color.name))\" fill-opacity=\"\(n(shadow.opacity * shadow.color.alpha))\"\(filter)/>"
        return s
    }

    /// The window's black, under every view.
    static func windowRect(_ w: Double, _ h: Double, animations: String = "") -> String {
        "    <rect id=\"window\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"#000000\">\(animations)</rect>\n"
    }

    /// The phone's edge, over the views so it shows on either page.
    static func windowOutline(_ w: Double, _ h: Double, style: SVGStyle, animations: String = "") -> String {
        "    <rect id=\"window-edge\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" fill=\"none\" stroke=\"\(style.palette.windowStroke)\" stroke-width=\"\(n(style.stroke))\">\(animations)</rect>\n"
    }

    static func safeArea(_ insets: EdgeInsets, _ w: Double, _ h: Double, style: SVGStyle = SVGStyle()) -> String {
        var s = ""
        let dash =
            "stroke=\"\(style.palette.safeArea)\" stroke-width=\"\(n(style.safeAreaStroke))\" stroke-dasharray=\"\(style.dash)\""
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

    /// A fill dark enough that a name on it must be light.
    static func isDark(_ hex: String) -> Bool {
        let digits = Array(hex.dropFirst())
        guard digits.count == 6 else { return false }
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0) }
        return 0.299 * channels[0] + 0.587 * channels[1] + 0.114 * channels[2] < 110
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
    static func prologue(width: Double, height: Double, title: String, style: SVGStyle) -> String {
        let w = SVGExporter.n(width)
        let h = SVGExporter.n(height)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
            + " font-family=\"Menlo, DejaVu Sans Mono, monospace\" font-size=\"\(SVGExporter.n(style.fontSize))\">\n"
            + "  <title>\(escape(title))</title>\n"
            + "  <rect id=\"page\" width=\"100%\" height=\"100%\" fill=\"\(style.palette.background)\"/>\n"
    }

    /// Text safe inside XML elements and attributes; characters XML 1.0 forbids are dropped.
    static func escape(_ s: String) -> String { XMLText.escaped(s, .singleLine, forbidden: "") }
}
