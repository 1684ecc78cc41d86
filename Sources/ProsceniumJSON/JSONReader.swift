/// Reads JSON text into `JSONValue` (objects keep their key order). Enough JSON for progress
/// files: strict, with a byte offset in its errors.
public enum JSONReader {
    public struct Failure: Error, Equatable, Sendable {
        public var offset: Int
        public var message: String
    }

    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var r = Reader(bytes: Array(text.utf8))
        let v = try r.value(depth: 0)
        r.skipSpace()
        guard r.i == r.bytes.count else { throw Failure(offset: r.i, message: "text after the JSON value") }
        return v
    }

    struct Reader {
        let bytes: [UInt8]
        var i = 0

        mutating func skipSpace() {
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        }

        func fail(_ m: String) -> Failure { Failure(offset: i, message: m) }

        mutating func value(depth: Int) throws(Failure) -> JSONValue {
            guard depth < 64 else { throw fail("nested too deeply") }
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end") }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var pairs: [(String, JSONValue)] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                    i += 1
                    return .object(pairs)
                }
                while true {
                    skipSpace()
                    guard case .string(let key) = try value(depth: depth + 1) else {
                        throw fail("object keys are strings")
                    }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected `:`") }
                    i += 1
                    pairs.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        continue
                    }
                    if bytes[i] == UInt8(ascii: "}") {
                        i += 1
                        return .object(pairs)
                    }
                    throw fail("expected `,` or `}`")
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [JSONValue] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                    i += 1
                    return .array(items)
                }
                while true {
                    items.append(try value(depth: depth + 1))
                    skipSpace()
                    guard i < bytes.count else { throw fail("unexpected end") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        continue
                    }
                    if bytes[i] == UInt8(ascii: "]") {
                        i += 1
                        return .array(items)
                    }
                    throw fail("expected `,` or `]`")
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        mutating func literal(_ word: String, _ v: JSONValue) throws(Failure) -> JSONValue {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
                throw fail("unexpected character")
            }
            i += w.count
            return v
        }

        mutating func number() throws(Failure) -> JSONValue {
            let start = i
            while i < bytes.count, "-+.eE0123456789".utf8.contains(bytes[i]) { i += 1 }
            guard i > start, let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)), d.isFinite else {
                throw fail("bad number")
            }
            return .number(d)
        }

        mutating func string() throws(Failure) -> String {
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return String(decoding: out, as: UTF8.self)
                }
                if b == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "u"):
                        guard i + 4 < bytes.count,
                            let code = UInt32(String(decoding: bytes[i + 1...i + 4], as: UTF8.self), radix: 16)
                        else {
                            throw fail("bad \\u escape")
                        }
                        i += 4
                        out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "?").utf8)
                    default: out.append(bytes[i])
                    }
                    i += 1
                    continue
                }
                out.append(b)
                i += 1
            }
            throw fail("unterminated string")
        }
    }
}
