import Playground
import PresentationKit

/// Checks lessons beyond what parsing does: metadata well formed, and every step's goals reached
/// by replaying the solutions in order from a reset session on the lesson's device.
public enum LessonLinter {
    public struct Issue: Equatable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static func lint(_ lesson: Lesson) -> [Issue] {
        var issues: [Issue] = []
        func add(_ line: Int, _ m: String) { issues.append(Issue(file: lesson.file, line: line, message: m)) }
        if lesson.slug.isEmpty || !lesson.slug.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
            add(2, "slug `\(lesson.slug)` should be lower-case words joined by dashes")
        }
        if let a = lesson.article, !(a.contains("\"") && a.contains(" by ") && a.contains("http")) {
            add(2, "article should give its title in quotes, `by` the author, and a link")
        }
        if lesson.article == nil && lesson.number != 0 { add(2, "only the tour may have no article") }
        if Device.named(lesson.device) == nil {
            add(2, "unknown device `\(lesson.device)`")
        }
        let session = Session()
        session.showsAfterActions = false
        _ = session.execute("device \(lesson.device)")
        for step in lesson.steps {
            if step.goals.isEmpty == false && step.solution.isEmpty {
                add(step.line, "step \(step.number) has goals but no solution")
            }
            session.beginStep()
            for command in step.solution {
                for output in session.execute(command) {
                    if case .error(let e) = output {
                        add(step.line, "step \(step.number): solution `\(command)` fails: \(ErrorWording.line(for: e))")
                    }
                }
            }
            let context = session.expectationContext()
            for goal in step.goals {
                let r = ExpectationEvaluator.evaluate(goal.expectation, in: context)
                if !r.passed {
                    add(goal.line, "step \(step.number): the solutions do not reach `\(goal.text)` (\(r.actual))")
                }
            }
        }
        // The closing step names the points covered, in the lesson's language.
        let coveredWords = lesson.language == "zh" ? ["覆盖", "涵盖", "要点"] : ["covered"]
        if let last = lesson.steps.last, lesson.article != nil,
            !coveredWords.contains(where: { last.prose.lowercased().contains($0) })
        {
            add(last.line, "the last step should list the article's points the lesson covered")
        }
        return issues
    }

    /// One line per issue, then a summary.
    public static func report(_ lessons: [Lesson]) -> String {
        var out = ""
        var count = 0
        for l in lessons {
            for issue in lint(l) {
                out += issue.description + "\n"
                count += 1
            }
        }
        return out + "\(lessons.count) lesson files, \(count) problem\(count == 1 ? "" : "s")\n"
    }
}
