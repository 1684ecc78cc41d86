/// The inputs coverage-guided fuzzing feeds (issue 37 §4): one case per reader of text that comes
/// from outside, each checked by its own harness. libFuzzer (`make fuzz`, the `proscenium-fuzz`
/// executable built with `-sanitize=fuzzer,address`) calls `problem(in:)` with the bytes it makes;
/// the corpus tests run every committed seed and crash through the same call. The rewriter's
/// input is fuzzed in its own package (`Tools/proscenium-rewrite`, `rewrite-fuzz`), which alone
/// links swift-syntax.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// A line at the prompt: the command parser, its errors and its suggestions.
    case commands
    /// What follows `expect `: the expectation parser.
    case expectations
    /// A lesson file, in English and in Chinese.
    case lessons
    /// A demo file: its directives and the commands the pre-check parses.
    case demos
    /// The JSON reader (session files, the stage's replies, the rewriter's reply).
    case json
    /// The stage wire's request and reply lines and its handshake.
    case stageWire = "stage-wire"

    /// What is wrong with how the input was handled, or nil when nothing is. A crash is its own
    /// finding: libFuzzer catches it; a returned problem is one the harness could see (a round
    /// trip that changed a value, an error that is not one clean line).
    package func problem(in bytes: [UInt8]) -> String? {
        // Bytes that are not UTF-8 reach every reader as the replacement character, as a file read
        // by `Files` would give them.
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .commands: return CommandHarness.problem(line: Self.firstLine(text))
        case .expectations: return CommandHarness.problem(line: "expect " + Self.firstLine(text))
        case .lessons: return LessonHarness.problem(text)
        case .demos: return DemoHarness.problem(text)
        case .json: return JSONHarness.problem(text)
        case .stageWire: return StageWireHarness.problem(text)
        }
    }

    /// The prompt and a script hand the parser one line at a time.
    static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" })
    }
}
