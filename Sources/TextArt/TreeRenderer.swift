import PresentationKit

/// Draws the view tree as an indented list (`show tree`): each view's name, its frame in its
/// superview's coordinates, and what else is worth knowing (alpha, transform, hidden).
package enum TreeRenderer {
    package static func render(_ snapshot: ScreenSnapshot, options: RenderOptions) -> String {
        var lines: [String] = []
        let views = snapshot.views
        for (i, v) in views.enumerated() {
            var prefix = ""
            if v.depth > 0 {
                // Draw the guide for each ancestor level: a bar where that ancestor has later siblings.
                for level in 1..<v.depth {
                    prefix += hasLaterSibling(views, from: i, depth: level) ? (options.ascii ? "|  " : "│  ") : "   "
                }
                let last = !hasLaterSibling(views, from: i, depth: v.depth)
                prefix += options.ascii ? (last ? "`- " : "|- ") : (last ? "└─ " : "├─ ")
            }
            var line = prefix + (v.name ?? "(view)") + "  " + v.frame.description
            if v.alpha != 1 { line += "  alpha \(formatNumber(v.alpha))" }
            if !v.transform.isIdentity { line += "  transform \(v.transform.description)" }
            if let c = v.backgroundColor, v.name == "dimming" { line += "  \(c.name) \(formatNumber(c.alpha))" }
            if v.cornerRadius > 0 { line += "  corner \(formatNumber(v.cornerRadius))" }
            if v.isHidden { line += "  hidden" }
            if v.depth > 0 { line += "  autoresize " + v.autoresizingMask.shortDescription }
            lines.append(options.ascii ? asciiOnly(line) : line)
        }
        if !snapshot.leftInRemovedContainer.isEmpty {
            lines.append("left in the removed container: " + snapshot.leftInRemovedContainer.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether a view at `depth` appears after index `i` before the tree climbs above that depth.
    private static func hasLaterSibling(_ views: [ViewSnapshot], from i: Int, depth: Int) -> Bool {
        var j = i + 1
        while j < views.count {
            if views[j].depth < depth { return false }
            if views[j].depth == depth { return true }
            j += 1
        }
        return false
    }

    private static func asciiOnly(_ s: String) -> String {
        String(s.unicodeScalars.map { $0 == "×" ? "x" : ($0.isASCII ? Character($0) : "?") })
    }
}
