import Playground
import PresentationKit
import ProsceniumTestSupport
import TextArt
import Transcript

/// Everything of a session that a refused line must leave as it was: the screen, the trace's
/// length, the configuration, the command log and the virtual clock.
package struct SessionState: Equatable {
    package var snapshot: ScreenSnapshot
    package var traceCount: Int
    package var config: PresentationConfig
    package var log: [Command]
    package var now: Double

    package init(_ s: Session) {
        snapshot = s.engine.snapshot()
        traceCount = s.engine.trace.count
        config = s.config.value
        log = Array(s.log)
        now = s.engine.now
    }

    /// Which parts differ, in words.
    package func difference(from other: SessionState) -> String {
        var parts: [String] = []
        if snapshot != other.snapshot { parts.append("snapshot") }
        if traceCount != other.traceCount { parts.append("trace.count \(other.traceCount) → \(traceCount)") }
        if config != other.config { parts.append("config") }
        if log != other.log { parts.append("log \(other.log.count) → \(log.count)") }
        if now != other.now { parts.append("time \(other.now) → \(now)") }
        return parts.joined(separator: ", ")
    }
}

/// The rules every fuzzed line's outputs must keep, shared by the session's and the tutor's fuzzers.
package enum RefusedLineRules {
    /// Renders the error as a script shows it (`file:line:col`); the prompt's form differs only
    /// in that prefix.
    package static let renderer = TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false))

    /// Why these outputs break the rules for a refused line (`FuzzChecks.problem`); nil when
    /// they keep them. `changed` says how the state moved, nil when it did not.
    package static func problem(with outputs: [Output], changed: String?) -> String? {
        let errors = outputs.filter { if case .error = $0 { return true } else { return false } }.count
        return FuzzChecks.problem(outputs: outputs.count, errors: errors, changed: changed) {
            renderer.render(outputs[0], location: "<stdin>:12:3")
        }
    }

    /// Commands that replay a transition frame by frame (slow in a debug build): fuzzers leave
    /// them out of their corpus and send them at a rate of their own, if at all.
    package static func isHeavy(_ line: String) -> Bool {
        ["play", "export", "film"].contains(line.split(separator: " ").first.map(String.init) ?? "")
    }
}
