/// The text of `help` and `help COMMAND`.
public enum HelpText {
    public static func overview() -> String {
        var out = "Proscenium: build a UIKit custom presentation, then watch what UIKit calls.\n"
        for group in HelpTopics.groups {
            out += "\n\(group):\n"
            for t in HelpTopics.all where t.group == group {
                out += wrap(t.summary, first: "  " + pad(t.word, 12), rest: String(repeating: " ", count: 14), width: 79)
            }
        }
        out += "\nTry: set frame inset 30 · animator bouncy · present · rotate · cancel at 0.5\n"
        out += "`help set` (or any command) shows every form and examples.\n"
        return out
    }

    /// Wraps `text` at spaces to `width` columns, the first line after `first`, the others after `rest`.
    static func wrap(_ text: String, first: String, rest: String, width: Int) -> String {
        var out = ""
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ") {
            if lineHasWord && line.count + 1 + word.count > width {
                out += line + "\n"
                line = rest
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        return out + line + "\n"
    }

    public static func detail(_ t: HelpTopic) -> String {
        var out = t.synopsis + "\n\n" + t.summary + "\n"
        // `resume` has none: it only works at a demo's live prompt.
        if !t.examples.isEmpty { out += "\nExamples:\n" }
        for e in t.examples { out += "  \(e)\n" }
        return out
    }

    static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? String(s.prefix(n - 1)) + "…" : s + String(repeating: " ", count: n - s.count)
    }
}

/// The text of `config`: every setting and its value.
public enum ConfigDescription {
    public static func describe(_ c: PresentationConfig) -> String {
        let rows: [(String, String)] = [
            ("device", "\(c.device.model) \(c.orientation.rawValue)"),
            ("style", c.style.name),
            ("delegate", c.delegateOn ? (c.delegateRetained ? "on, retained by the app" : "on, not retained") : "off"),
            ("frame", c.frame.description),
            ("dimming", c.dimmingAlpha.map { "black \(formatN($0))" + (c.dimmingTapDismisses ? ", tap dismisses" : "") + (c.dimmingWrapsPresented ? ", wraps presented" : "") + (c.dimmingAutoresizes ? ", autoresizes" : "") } ?? "off"),
            ("layout", c.layoutOnRotation ? "on (containerViewWillLayoutSubviews sets frames)" : "off"),
            ("cleanup", c.cleanup ? "on" : "off"),
            ("corner", formatN(c.cornerRadius)),
            ("content", c.content.map { "\"\($0)\"" } ?? "none"),
            ("wrap navigation", c.wrapInNavigation ? "on" : "off"),
            ("fullscreen", c.presentsInFullscreen ? "on" : "off"),
            ("remove-presenter", c.removesPresentersView ? "on" : "off"),
            ("animator", c.presentAnimator.description),
            ("dismiss animator", c.dismissAnimator?.description ?? "same as animator"),
            ("interactive", c.interactive.rawValue),
            ("complete-transition", c.completesTransition ? "on" : "off"),
            ("completion", "speed \(formatN(c.completionSpeed)), curve \(c.completionCurve.name)"),
            ("adaptive", c.adaptiveAnswer?.name ?? "off"),
        ]
        return rows.map { HelpText.pad($0.0, 20) + $0.1 }.joined(separator: "\n") + "\n"
    }
}

import PresentationKit
func formatN(_ v: Double) -> String { formatNumber(v, decimals: 4) }
