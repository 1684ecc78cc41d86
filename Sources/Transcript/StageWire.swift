import ProsceniumJSON
import TextArt

/// The lines the front end and the stage running the user's code (`load FILE.swift`) exchange:
/// one request line per command on the child's standard input, answered by reply lines and an
/// end line on the child's descriptor 3, a pipe of its own. Whatever the user's code prints (a
/// `print` left in to debug) goes to standard output, another pipe, and is shown as it is: no
/// text it prints can pass for a reply. Each reply still starts with `marker`.
package enum StageWire {
    /// Starts every protocol line: a control character no `print` of ordinary text begins with.
    package static let marker = "\u{1}P "

    /// One command for the stage, with the drawing choices of the front end that sent it.
    package struct Request: Equatable, Sendable {
        package var line: String
        package var width: Int
        package var height: Int?
        package var ascii: Bool
        package var color: Bool
        package var theme: String
        /// The lesson's language, so that a Chinese lesson's `check` draws in Chinese; a request
        /// without it (an older front end) draws in English.
        package var language: Language
        package var showsAfterActions: Bool

        package init(line: String, options: RenderOptions, showsAfterActions: Bool) {
            self.line = line
            width = options.width
            height = options.height
            ascii = options.ascii
            color = options.color
            theme = options.theme.rawValue
            language = options.language
            self.showsAfterActions = showsAfterActions
        }

        /// The options to draw with, as the front end's own.
        package var options: RenderOptions {
            var options = RenderOptions(
                width: width, ascii: ascii, color: color, theme: Theme(rawValue: theme) ?? .standard, height: height)
            options.language = language
            return options
        }

        package var encoded: String {
            let pairs: [(String, JSONValue)] = [
                ("line", .string(line)), ("width", .number(Double(width))),
                ("height", height.map { .number(Double($0)) } ?? .null), ("ascii", .bool(ascii)),
                ("color", .bool(color)), ("theme", .string(theme)), ("language", .string(language.rawValue)),
                ("shows", .bool(showsAfterActions)),
            ]
            return JSONValue.object(pairs).serialized
        }

        package static func decode(_ text: String) -> Request? {
            guard let v = try? JSONReader.parse(text), let line = v["line"]?.stringValue,
                let width = v["width"]?.numberValue
            else { return nil }
            var options = RenderOptions(width: Int(width))
            options.height = v["height"]?.numberValue.map { Int($0) }
            if case .bool(let b)? = v["ascii"] { options.ascii = b }
            if case .bool(let b)? = v["color"] { options.color = b }
            if let t = v["theme"]?.stringValue, let theme = Theme(rawValue: t) { options.theme = theme }
            if let l = v["language"]?.stringValue.flatMap(Language.init(rawValue:)) { options.language = l }
            var shows = true
            if case .bool(let b)? = v["shows"] { shows = b }
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

        package var encoded: String {
            let value: JSONValue
            switch self {
            case .drawn(let s): value = .object([("drawn", .string(s))])
            case .error(let s): value = .object([("error", .string(s))])
            case .expectation(let passed, let actual):
                value = .object([("expect", .bool(passed)), ("actual", .string(actual))])
            case .end(let phase): value = .object([("end", .string(phase))])
            }
            return StageWire.marker + value.serialized
        }

        /// The reply a protocol line carries (`marker` already removed), or nil.
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
