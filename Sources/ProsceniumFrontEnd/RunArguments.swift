/// What `proscenium run …` asks for, read without the argument parser.
///
/// A scripted run (`proscenium run --quiet -` fed `quit`) spent 13.4 M of its 25.7 M start-up
/// instructions in swift-argument-parser, most of it the runtime searching protocol conformance
/// records for the parser's reflection (BENCHMARKS.md, "A scripted start-up"). This reads the
/// plain shapes of `run`'s own options the way the parser reads them; anything else (help,
/// `--version`, completions, an unknown, repeated or misspelt option, a missing or second file, a
/// value the parser might read differently) is nil, and the parser sees the arguments as before,
/// so its answers and its error wording stay the only ones.
package struct RunArguments: Equatable, Sendable {
    /// The scene file, or `-` for standard input.
    package var file: String
    /// `--quiet`.
    package var quiet = false
    /// `--width N`.
    package var width: Int?
    /// `--ascii`.
    package var ascii = false
    /// `--no-color`.
    package var noColor = false
    /// `--color auto|always|never`.
    package var color: ColorChoice = .auto
    /// `--theme NAME`, as written: the executable knows the themes, and falls back to the parser
    /// for a name that is none of them.
    package var theme: String?
    /// `--load FILE.swift`, repeatable, in order.
    package var loadPaths: [String] = []
    /// `--load-as TypeName`.
    package var loadAs: String?
    /// `--write-dir DIR`.
    package var writeDir = "."
    /// `--overwrite`.
    package var overwrite = false

    package init(file: String) { self.file = file }

    /// Reads `arguments`, the words after `run`; nil when the argument parser should read them.
    package init?(_ arguments: [String]) {
        var file: String?
        var parsed = RunArguments(file: "")
        var seen: [Substring] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("--") else {
                // The one positional argument: `-`, or a name that cannot be taken for an option.
                guard file == nil, word == "-" || Self.isPlainValue(word) else { return nil }
                file = word
                continue
            }
            let name: Substring
            let attached: String?
            if let equals = word.firstIndex(of: "=") {
                name = word[..<equals]
                attached = String(word[word.index(after: equals)...])
            } else {
                name = word[...]
                attached = nil
            }
            // A repeated option is the parser's to judge (it keeps the last); only --load repeats here.
            if name != "--load" {
                guard !seen.contains(name) else { return nil }
                seen.append(name)
            }
            // A value either attached (`--width=80`) or the next word (`--width 80`), and plain.
            func value() -> String? {
                if let attached { return Self.isPlainValue(attached) ? attached : nil }
                guard index < arguments.count, Self.isPlainValue(arguments[index]) else { return nil }
                index += 1
                return arguments[index - 1]
            }
            if Self.flags.contains(name) {
                guard attached == nil else { return nil }
                switch name {
                case "--quiet": parsed.quiet = true
                case "--ascii": parsed.ascii = true
                case "--no-color": parsed.noColor = true
                default: parsed.overwrite = true
                }
                continue
            }
            switch name {
            case "--width":
                guard let text = value(), let width = Int(text) else { return nil }
                parsed.width = width
            case "--color":
                guard let text = value(), let color = ColorChoice(rawValue: text) else { return nil }
                parsed.color = color
            case "--theme":
                guard let text = value() else { return nil }
                parsed.theme = text
            case "--load":
                guard let text = value() else { return nil }
                parsed.loadPaths.append(text)
            case "--load-as":
                guard let text = value() else { return nil }
                parsed.loadAs = text
            case "--write-dir":
                guard let text = value() else { return nil }
                parsed.writeDir = text
            default:
                return nil
            }
        }
        guard let file else { return nil }
        parsed.file = file
        self = parsed
    }

    /// `run`'s flags, which take no value.
    private static let flags: [Substring] = ["--quiet", "--ascii", "--no-color", "--overwrite"]

    /// A word the parser can only read as a value: not empty, and not starting with a dash.
    private static func isPlainValue(_ word: String) -> Bool { !word.isEmpty && !word.hasPrefix("-") }
}
