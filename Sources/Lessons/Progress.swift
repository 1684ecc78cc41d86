import Playground

/// What a learner has done, lesson by lesson: the step reached and how each step was completed.
/// Stored as versioned JSON (`progress.json`); reading never loses data silently: a file that
/// cannot be read is reported, and the caller sets it aside.
public struct Progress: Equatable, Sendable {
    public enum StepState: String, Sendable { case done, assisted, skipped }

    public struct Entry: Equatable, Sendable {
        /// The step the learner is on (1-based).
        public var currentStep: Int = 1
        public var steps: [Int: StepState] = [:]
        public init() {}
    }

    public static let version = 1
    public var lessons: [String: Entry] = [:]

    public init() {}

    /// `done`, `assisted` (finished with a solution or a skip), `in progress`, or `not started`.
    public func status(of lesson: Lesson) -> String {
        guard let e = lessons[lesson.slug] else { return "not started" }
        let states = lesson.steps.map { e.steps[$0.number] }
        if states.allSatisfy({ $0 != nil }) {
            return states.contains { $0 != .done } ? "assisted" : "done"
        }
        return e.steps.isEmpty && e.currentStep == 1 ? "started" : "in progress"
    }

    public var json: JSONValue {
        .object([
            ("version", .number(Double(Progress.version))),
            ("lessons", .object(lessons.keys.sorted().map { slug in
                let e = lessons[slug]!
                return (slug, .object([
                    ("step", .number(Double(e.currentStep))),
                    ("steps", .object(e.steps.keys.sorted().map { (String($0), .string(e.steps[$0]!.rawValue)) })),
                ]))
            })),
        ])
    }

    public enum ReadError: Error, Equatable, Sendable {
        case notJSON(String)
        case unsupportedVersion(Int)
        case malformed(String)
    }

    public static func read(_ text: String) throws(ReadError) -> Progress {
        let value: JSONValue
        do { value = try JSONReader.parse(text) } catch { throw .notJSON("\(error.message) at byte \(error.offset)") }
        guard let v = value["version"]?.numberValue else { throw .malformed("no version") }
        guard Int(v) == version else { throw .unsupportedVersion(Int(v)) }
        guard case .object(let lessons)? = value["lessons"] else { throw .malformed("no lessons") }
        var p = Progress()
        for (slug, entry) in lessons {
            var e = Entry()
            e.currentStep = max(1, Int(entry["step"]?.numberValue ?? 1))
            if case .object(let steps)? = entry["steps"] {
                for (k, s) in steps {
                    guard let n = Int(k), let state = s.stringValue.flatMap(StepState.init(rawValue:)) else {
                        throw .malformed("step \(k) of \(slug)")
                    }
                    e.steps[n] = state
                }
            }
            p.lessons[slug] = e
        }
        return p
    }

    /// Keeps the better of two records of each lesson (import merges, never loses a done step).
    public mutating func merge(_ other: Progress) {
        for (slug, theirs) in other.lessons {
            var mine = lessons[slug] ?? Entry()
            for (n, s) in theirs.steps where mine.steps[n] == nil || (mine.steps[n] != .done && s == .done) {
                mine.steps[n] = s
            }
            mine.currentStep = max(mine.currentStep, theirs.currentStep)
            lessons[slug] = mine
        }
    }
}
