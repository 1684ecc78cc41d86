import Playground

/// What the tutor said, as the learner reads it: texts as they are and errors in their one-line
/// wording; drawings and other outputs left out. Shared by the tutor, runner-word, question and
/// never-stuck tests.
func text(_ outputs: [Output]) -> String {
    outputs.map { output -> String in
        switch output {
        case .text(let t): return t
        case .error(let e): return ErrorWording.line(for: e) + "\n"
        default: return ""
        }
    }.joined()
}
