import PresentationKit

/// The text of `help` and `help COMMAND`, read from the command table.
package enum HelpText {
    /// `language` is the lesson's: inside a Chinese lesson the summaries and headings are Chinese
    /// (`HelpText+Chinese`); the commands and their forms stay as they are typed.
    package static func overview(_ table: CommandTable = .standard, language: Language = .english) -> String {
        let zh = language == .chinese
        var out =
            zh
            ? "Proscenium：搭一个 UIKit 自定义 presentation，再看 UIKit 调用了什么。\n"
            : "Proscenium: build a UIKit custom presentation, then watch what UIKit calls.\n"
        for group in HelpGroup.allCases {
            let entries = table.helpEntries.filter { $0.group == group }
            guard !entries.isEmpty else { continue }
            out += zh ? "\n\(chineseName(of: group))：\n" : "\n\(group.rawValue):\n"
            for t in entries {
                let lead = "  " + pad(t.topic.rawValue, 12)
                let rest = String(repeating: " ", count: 14)
                out +=
                    zh
                    ? wrapWide(summary(of: t, in: language), first: lead, rest: rest, width: 79)
                    : wrap(t.summary, first: lead, rest: rest, width: 79)
            }
        }
        out += "\n\(zh ? "试试" : "Try"): set frame inset 30 · animator bouncy · present · rotate · cancel at 0.5\n"
        out +=
            zh
            ? "`help set`（或任何命令）列出它的每种写法和示例。\n"
            : "`help set` (or any command) shows every form and examples.\n"
        return out
    }

    /// The topic's summary in `language`, English when that language has none for it.
    static func summary(of t: HelpEntry, in language: Language) -> String {
        language == .chinese ? chineseSummaries[t.topic] ?? t.summary : t.summary
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
    package static func detail(_ t: HelpEntry, in table: CommandTable = .standard, language: Language = .english)
        -> String
    {
        let forms = table.forms(of: t.topic)
        let synopsis =
            forms.isEmpty ? t.synopsisWithoutForms ?? t.topic.rawValue : forms.map(\.synopsis).joined(separator: "\n")
        var out = synopsis + "\n\n" + summary(of: t, in: language) + "\n"
        let examples = forms.flatMap(\.examples)
        // `resume` has none: it only works at a demo's live prompt.
        if !examples.isEmpty { out += language == .chinese ? "\n示例：\n" : "\nExamples:\n" }
        for e in examples { out += "  \(e)\n" }
        return out
    }

    static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? String(s.prefix(n - 1)) + "…" : s + String(repeating: " ", count: n - s.count)
    }
}

/// The text of `config`: every setting's row, in the table's order; settings that share a row
/// (the dimming view's options) are joined with commas.
package enum ConfigDescription {
    package static func describe(_ c: PresentationConfig, table: CommandTable = .standard) -> String {
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
