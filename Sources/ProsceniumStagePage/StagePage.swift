import ProsceniumJSON

/// The stage page (`proscenium web`, `export html`): one HTML document of our own, its styles and
/// script inline, that draws the screens the engine sends and plays the frames it sampled. No
/// framework, no build step, nothing fetched: the live server and the export both embed it from
/// here. It mirrors no UIKit type; it is a view of the session.
public enum StagePage {
    /// The page with its data: `{"mode":"live"}` for the live server (the steps come over the
    /// WebSocket), `{"mode":"document","title":…,"steps":[…]}` for `export html`. `json` is the
    /// data as JSON; `<` is escaped inside it so no string in it can end the script element.
    public static func document(title: String, json: String) -> String {
        let safeJSON = json.replacing("<", with: "\\u003c")
        return
            template
            .replacing("{{STYLE}}", with: style)
            .replacing("{{SCRIPT}}", with: script)
            .replacing("{{TITLE}}", with: escapeHTML(title))
            .replacing("{{DATA}}", with: safeJSON)
    }

    /// The page the live server serves: its steps come over the WebSocket.
    public static func liveDocument(title: String) -> String {
        document(
            title: title, json: JSONValue.object([("mode", .string("live")), ("title", .string(title))]).serialized)
    }

    /// The first message on each WebSocket (docs/json.md, "The stage page").
    public static func hello(title: String, demo: Bool) -> String {
        JSONValue.object([
            ("proscenium", .string("hello")), ("version", .number(1)), ("demo", .bool(demo)), ("title", .string(title)),
        ]).serialized
    }

    /// Text safe inside an HTML element or a quoted attribute.
    static func escapeHTML(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
