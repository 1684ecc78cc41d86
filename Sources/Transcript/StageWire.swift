import ProsceniumJSON
import TextArt

/// The lines the front end and the stage running the user's code (`load FILE.swift`) exchange:
/// one request line per command on the child's standard input, answered by reply lines and an
/// end line on the child's descriptor 3, a pipe of its own. Whatever the user's code prints (a
/// `print` left in to debug) goes to standard output, another pipe, and is shown as it is: no
/// text it prints can pass for a reply. Each reply still starts with `marker`.
///
/// The user's code runs in the stage's process, so it can write to descriptor 3 too. Every reply
/// therefore carries the run's `Secret`, which the front end sends as the stage's first line and
/// the stage reads before any of the user's code runs: a line the code forges cannot carry it, and
/// the front end takes any line without it as a tampered channel, never as a reply.
package enum StageWire {
    /// Starts every protocol line: a control character no `print` of ordinary text begins with.
    package static let marker = "\u{1}P "

    /// The per-run token that signs the stage's replies: 128 random bits in hex, made by the front
    /// end for each stage it starts and never shown (it is not output, so runs stay byte-identical).
    package struct Secret: Equatable, Sendable {
        package let text: String

        package init(_ text: String) { self.text = text }

        /// A new random secret.
        package static func random() -> Secret {
            var generator = SystemRandomNumberGenerator()
            let words = [generator.next(), generator.next()] as [UInt64]
            return Secret(
                words.map { word in
                    let hex = String(word, radix: 16)
                    return String(repeating: "0", count: 16 - hex.count) + hex
                }.joined())
        }

        /// The line that hands the secret to the stage, first on its standard input.
        package var handshake: String { "secret \(text)" }

        /// The secret a first line hands over, or nil when the line is a request (a stage run by
        /// hand, without a front end, signs with the empty secret).
        package static func fromHandshake(_ line: String) -> Secret? {
            guard line.hasPrefix("secret ") else { return nil }
            return Secret(String(line.dropFirst("secret ".count)))
        }

        /// What starts every line the stage signs with this secret.
        package var prefix: String { StageWire.marker + text + " " }
    }

    /// One command for the stage, with the drawing choices of the front end that sent it.
    package struct Request: Equatable, Sendable {
        package var line: String
        package var width: Int
        package var height: Int?
        package var ascii: Bool
        package var color: Bool
        /// The front end's terminal look; a request naming none (`Theme.init(terminal:)`) draws in the default.
        package var theme: Theme
        /// The lesson's language, so that a Chinese lesson's `check` draws in Chinese; a request
        /// without it (an older front end) draws in English.
        package var language: Language
        package var showsAfterActions: Bool
        /// Calls the short trace keeps on screen (a demo's notes name them: `RenderOptions.keptCalls`);
        /// a request without them (an older front end) keeps none.
        package var keptCalls: [String]

        package init(line: String, options: RenderOptions, showsAfterActions: Bool) {
            self.line = line
            width = options.width
            height = options.height
            ascii = options.ascii
            color = options.color
            theme = options.theme
            language = options.language
            keptCalls = options.keptCalls
            self.showsAfterActions = showsAfterActions
        }

        /// The options to draw with, as the front end's own.
        package var options: RenderOptions {
            var options = RenderOptions(width: width, ascii: ascii, color: color, theme: theme, height: height)
            options.language = language
            options.keptCalls = keptCalls
            return options
        }

        package var encoded: String {
            let pairs: [(String, JSONValue)] = [
                ("line", .string(line)), ("width", .number(Double(width))),
                ("height", height.map { .number(Double($0)) } ?? .null), ("ascii", .bool(ascii)),
                ("color", .bool(color)), ("theme", .string(theme.rawValue)), ("language", .string(language.rawValue)),
                ("shows", .bool(showsAfterActions)),
            ]
            // Only when there are any, so the everyday request stays as it was.
            let kept: [(String, JSONValue)] = keptCalls.isEmpty ? [] : [("kept", .array(keptCalls.map { .string($0) }))]
            return JSONValue.object(pairs + kept).serialized
        }

        package static func decode(_ text: String) -> Request? {
            // A width or height no terminal has (fuzzing sent 1.2e42, which `Int` cannot hold and
            // trapped on) makes the request unreadable, as a malformed one is.
            func size(_ value: Double) -> Int? { value.isFinite && value >= 0 && value <= 100_000 ? Int(value) : nil }
            guard let v = try? JSONReader.parse(text), let line = v["line"]?.stringValue,
                let width = v["width"]?.numberValue.flatMap(size)
            else { return nil }
            var options = RenderOptions(width: width)
            if let height = v["height"]?.numberValue {
                guard let rows = size(height) else { return nil }
                options.height = rows
            }
            if case .bool(let b)? = v["ascii"] { options.ascii = b }
            if case .bool(let b)? = v["color"] { options.color = b }
            if let t = v["theme"]?.stringValue, let theme = Theme(terminal: t) { options.theme = theme }
            if let l = v["language"]?.stringValue.flatMap(Language.init(rawValue:)) { options.language = l }
            var shows = true
            if case .bool(let b)? = v["shows"] { shows = b }
            if case .array(let names)? = v["kept"] { options.keptCalls = names.compactMap(\.stringValue) }
            return Request(line: line, options: options, showsAfterActions: shows)
        }
    }

    /// One thing the stage says back.
    package enum Reply: Equatable, Sendable {
        /// Output drawn in the stage, printed as it is.
        case drawn(String)
        /// An error, worded in the stage without its `error: ` (the front end adds it and where).
        case error(String)
        /// An `expect` line's outcome.
        case expectation(passed: Bool, actual: String)
        /// The command is done; the engine's phase after it.
        case end(phase: String)

        /// The protocol line, signed with `secret`.
        package func encoded(secret: Secret) -> String {
            let value: JSONValue
            switch self {
            case .drawn(let s): value = .object([("drawn", .string(s))])
            case .error(let s): value = .object([("error", .string(s))])
            case .expectation(let passed, let actual):
                value = .object([("expect", .bool(passed)), ("actual", .string(actual))])
            case .end(let phase): value = .object([("end", .string(phase))])
            }
            return secret.prefix + value.serialized
        }

        /// The reply a signed protocol line carries, or nil when the line is not signed with
        /// `secret` or says nothing the protocol knows.
        package static func decode(_ line: String, secret: Secret) -> Reply? {
            guard line.hasPrefix(secret.prefix) else { return nil }
            return decode(String(line.dropFirst(secret.prefix.count)))
        }

        /// The reply a protocol line carries (its signed prefix already removed), or nil.
        package static func decode(_ text: String) -> Reply? {
            guard let v = try? JSONReader.parse(text) else { return nil }
            if let s = v["drawn"]?.stringValue { return .drawn(s) }
            if let s = v["error"]?.stringValue { return .error(s) }
            if case .bool(let passed)? = v["expect"] {
                return .expectation(passed: passed, actual: v["actual"]?.stringValue ?? "")
            }
            if let s = v["end"]?.stringValue { return .end(phase: s) }
            return nil
        }
    }
}
