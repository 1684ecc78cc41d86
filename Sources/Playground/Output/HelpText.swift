import PresentationKit

/// The text of `help` and `help COMMAND`, read from the command table.
public enum HelpText {
    public static func overview(_ table: CommandTable = .standard) -> String {
        var out = "Proscenium: build a UIKit custom presentation, then watch what UIKit calls.\n"
        for group in HelpGroup.allCases {
            let topics = table.topics.filter { $0.group == group }
            guard !topics.isEmpty else { continue }
            out += "\n\(group.rawValue):\n"
            for t in topics {
                out += wrap(
                    t.summary, first: "  " + pad(t.word, 12), rest: String(repeating: " ", count: 14), width: 79)
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

    /// `help WORD`: the topic's forms, what it does, and its examples.
    public static func detail(_ t: HelpTopic, in table: CommandTable = .standard) -> String {
        let forms = table.forms(of: t)
        let synopsis = forms.isEmpty ? t.synopsisWithoutForms ?? t.word : forms.map(\.synopsis).joined(separator: "\n")
        var out = synopsis + "\n\n" + t.summary + "\n"
        let examples = forms.flatMap(\.examples)
        // `resume` has none: it only works at a demo's live prompt.
        if !examples.isEmpty { out += "\nExamples:\n" }
        for e in examples { out += "  \(e)\n" }
        return out
    }

    static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? String(s.prefix(n - 1)) + "…" : s + String(repeating: " ", count: n - s.count)
    }
}

/// The text of `config`: every setting's row, in the table's order; settings that share a row
/// (the dimming view's options) are joined with commas.
public enum ConfigDescription {
    public static func describe(_ c: PresentationConfig, table: CommandTable = .standard) -> String {
        var rows: [(label: String, parts: [String])] = []
        for (_, binding) in table.settings {
            guard let part = binding.describe(c) else { continue }
            if let i = rows.firstIndex(where: { $0.label == binding.row }) {
                rows[i].parts.append(part)
            } else {
                rows.append((binding.row, [part]))
            }
        }
        return rows.map { HelpText.pad($0.label, 20) + $0.parts.joined(separator: ", ") }.joined(separator: "\n") + "\n"
    }
}

func formatN(_ v: Double) -> String { formatNumber(v, decimals: 4) }
