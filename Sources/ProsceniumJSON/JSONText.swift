/// JSON string literals, escaped by hand (no Foundation): quotes, backslashes and every control
/// character (the ESC of colour codes included) as `\uXXXX` or its short form. The one escaper
/// for every JSON the project writes (`state --json`, `trace --json`, asciicast files).
public enum JSONText {
    public static func quote(_ s: String) -> String {
        quoted(s) { value in
            guard value < 0x20 || value == 0x7F else { return nil }
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// `text` in double quotes with quotes, backslashes, newlines, returns and tabs escaped as JSON
    /// and Swift both write them, and every other scalar `escape` returns a spelling for written
    /// so: the one string escaper behind JSON's `quote` and Swift's literals (`SwiftSource.string`).
    public static func quoted(_ text: String, escape: (UInt32) -> String?) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let spelled = escape(scalar.value) {
                    out += spelled
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
