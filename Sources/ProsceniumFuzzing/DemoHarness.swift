import Lessons
import ProsceniumEdge
import ProsceniumTestSupport

/// A demo file as `proscenium demo` reads it before the curtain: its directives parsed, every
/// command parsed as the demo's prompt would, and each problem one clean located error line.
enum DemoHarness {
    static func problem(_ text: String) -> String? {
        let (script, directiveProblems) = DemoScript.parse(text, file: "fuzz.demo")
        for p in DemoCheck.problems(script, directiveProblems: directiveProblems) {
            if let wrong = FuzzChecks.problem(inErrorLine: p.text + "\n") { return "line \(p.line): \(wrong)" }
            guard p.text.hasPrefix("fuzz.demo:\(p.line):") else {
                return "line \(p.line)'s problem is placed elsewhere: \(p.text)"
            }
        }
        return nil
    }
}
