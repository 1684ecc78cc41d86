import PresentationKit

/// Draws the view tree as an indented list (`show tree`): each view's name, its frame in its
/// superview's coordinates, and what else is worth knowing (alpha, transform, hidden). A view's
/// line longer than the width goes on below, between its facts, under the tree's guides (a line
/// the terminal wrapped broke mid-word and mid-guide: issue 37 §3).
package enum TreeRenderer {
    package static func render(_ snapshot: ScreenSnapshot, options: RenderOptions) -> String {
        var lines: [String] = []
        let views = snapshot.views
        for (i, v) in views.enumerated() {
            var prefix = ""
            // What goes before a continuation: the same guides, and a bar below this view's own
            // connector when a sibling follows it, then room for its children's connectors.
            var goingOn = ""
            let bar = options.ascii ? "|  " : "│  "
            if v.depth > 0 {
                // Draw the guide for each ancestor level: a bar where that ancestor has later siblings.
                for level in 1..<v.depth {
                    prefix += hasLaterSibling(views, from: i, depth: level) ? bar : "   "
                }
                goingOn = prefix
                let last = !hasLaterSibling(views, from: i, depth: v.depth)
                prefix += options.ascii ? (last ? "`- " : "|- ") : (last ? "└─ " : "├─ ")
                goingOn += last ? "   " : bar
            }
            goingOn += hasLaterSibling(views, from: i, depth: v.depth + 1) ? bar : "   "
            var facts = [(v.name ?? "(view)") + "  " + v.frame.description]
            if v.alpha != 1 { facts.append("alpha \(formatNumber(v.alpha))") }
            if !v.transform.isIdentity { facts.append("transform \(v.transform.description)") }
            if let c = v.backgroundColor, v.name == "dimming" { facts.append("\(c.name) \(formatNumber(c.alpha))") }
            if v.cornerRadius > 0 { facts.append("corner \(formatNumber(v.cornerRadius))") }
            if v.isHidden { facts.append("hidden") }
            if v.depth > 0 { facts.append("autoresize " + v.autoresizingMask.shortDescription) }
            var line = prefix + facts[0]
            for fact in facts.dropFirst() {
                if DisplayWidth.of(line) + 2 + DisplayWidth.of(fact) > options.layoutWidth {
                    lines.append(options.ascii ? asciiOnly(line) : line)
                    line = goingOn + fact
                } else {
                    line += "  " + fact
                }
            }
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
