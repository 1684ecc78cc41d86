import PresentationKit

/// A transition's calls as a Mermaid `sequenceDiagram` (paste it into Markdown on GitHub, or into
/// mermaid.live): one lifeline per role in the order they first take part, one arrow per call from
/// caller to receiver with its result, and a note whenever the virtual clock moves.
package enum MermaidExporter {
    package static func render(_ m: TransitionMotion) -> String {
        var out = "sequenceDiagram\n"
        var header = "    %% \(m.kindName)"
        if !m.animatorType.isEmpty { header += " with \(m.animatorType)" }
        out += text(header + ", traced by Proscenium (times in seconds since it began)") + "\n"

        // Lifelines: the caller of the first call first (UIKit), then in order of appearance.
        var participants: [String] = []
        var types: [String: String] = [:]
        for e in m.events {
            for role in [e.caller, e.receiver] where !participants.contains(role) { participants.append(role) }
            if types[e.receiver] == nil, !e.type.isEmpty, e.type != e.receiver { types[e.receiver] = e.type }
        }
        for role in participants {
            let id = identifier(role)
            if let type = types[role] {
                out += "    participant \(id) as \(text(role)) (\(text(type)))\n"
            } else if id == role {
                out += "    participant \(id)\n"
            } else {
                out += "    participant \(id) as \(text(role))\n"
            }
        }

        var clock: Double?
        for e in m.events {
            if clock != e.seconds {
                clock = e.seconds
                out +=
                    "    Note over \(identifier(participants.first ?? e.caller)): t = \(formatFixed(e.seconds, decimals: 3)) s\n"
            }
            var message = e.display
            if let result = e.result { message += " → " + result }
            // The end of `present`/`dismiss` is a return, drawn as Mermaid draws replies: dashed.
            let arrow = e.display.hasSuffix(" returned") ? "-->>" : "->>"
            out += "    \(identifier(e.caller))\(arrow)\(identifier(e.receiver)): \(text(message))\n"
        }
        if m.events.isEmpty { out += "    Note over UIKit: no calls recorded\n" }
        return out
    }

    /// A participant id Mermaid accepts: letters, digits and underscores.
    static func identifier(_ role: String) -> String {
        let cleaned = String(
            role.unicodeScalars.map { scalar -> Character in
                let v = scalar.value
                let ok = (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
                return ok ? Character(scalar) : "_"
            })
        return cleaned.isEmpty ? "_" : cleaned
    }

    /// Message text with what Mermaid would read as syntax written as entity codes (`#59;`), and
    /// control characters dropped.
    static func text(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case ";": out += "#59;"
            case "#": out += "#35;"
            case "<": out += "#60;"
            case ">": out += "#62;"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
