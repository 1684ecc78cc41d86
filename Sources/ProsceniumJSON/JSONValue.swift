import ProsceniumNumbers

/// A JSON value whose objects keep their keys in the order given, so what is written from it
/// (`state --json`, `trace --json`, progress files) is byte-identical from run to run (the
/// scripting contract of DESIGN section 5). Numbers are spelled by `formatNumber` with at most
/// six decimals; a number that is not finite is written as `null`.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order given.
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.serialized == b.serialized }

    public var serialized: String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? formatNumber(n, decimals: 6) : "null"
        case .string(let s): out += JSONText.quote(s)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (k, v)) in pairs.enumerated() {
                if i > 0 { out += "," }
                out += JSONText.quote(k)
                out += ":"
                v.write(into: &out)
            }
            out += "}"
        }
    }
}

extension JSONValue {
    /// The value under `key` in an object (the first, if a key repeats); nil for anything else.
    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }
    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var numberValue: Double? { if case .number(let n) = self { return n } else { return nil } }
}
