import Playground
import Testing
import TextArt
import Transcript

/// A session that has run `lines` quietly (no drawing after each command), as a test's setup:
/// a line that answers with an error fails the calling test, since setup is meant to succeed.
package func session(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Session {
    session(lines, sourceLocation: sourceLocation)
}

/// `session(_:)` for lines held in an array.
package func session(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Session {
    let s = Session()
    s.showsAfterActions = false
    for line in lines {
        for output in s.execute(line) {
            if case .error(let e) = output {
                Issue.record("`\(line)` failed: \(ErrorWording.line(for: e))", sourceLocation: sourceLocation)
            }
        }
    }
    return s
}

/// What `line` prints in `s`, as a transcript shows it.
package func text(_ s: Session, _ line: String, options: RenderOptions = RenderOptions(width: 80)) -> String {
    let outputs = s.execute(line)
    let r = TranscriptRenderer(options: options).following(s.config.value)
    return outputs.map { r.render($0) }.joined()
}
