import Playground
import ProsceniumJSON

/// What a learner has done, lesson by lesson: the step reached and how each step was completed
/// (on their own, after N hints, with the solution, skipped). Stored as versioned JSON
/// (`progress.json`); reading never loses data silently: a file that cannot be read is reported,
/// and the caller sets it aside. The hints a done step took are an optional `hints` object beside
/// `steps`, so files written before it existed still load, and older readers ignore it.
package struct Progress: Equatable, Sendable {
    package enum StepState: String, Sendable { case done, assisted, skipped }

    package struct Entry: Equatable, Sendable {
        /// The step the learner is on (1-based).
        package var currentStep: Int = 1
        package var steps: [Int: StepState] = [:]
        /// For a step done after hints, how many it took (absent: none).
        package var hints: [Int: Int] = [:]
        package init() {}

        /// Records how step `n` was finished, keeping the better of this and any earlier record
        /// (on your own over with hints over with the solution over skipped).
        package mutating func record(_ n: Int, _ state: StepState, hints count: Int) {
            if let old = steps[n], Progress.rank(old, hints[n] ?? 0) >= Progress.rank(state, count) { return }
            steps[n] = state
            // A skipped step keeps the hints read before it was skipped: the record says the
            // learner tried.
            hints[n] = (state == .done || state == .skipped) && count > 0 ? count : nil
        }

        /// How the lesson's steps were finished, plainly: "all 7 steps on your own", "5 of 7
        /// steps on your own, 1 with hints, 1 with the solution"; in the lesson's language unless
        /// `words` says otherwise.
        package func summary(of lesson: Lesson, in words: RunnerWords? = nil) -> String {
            let total = lesson.steps.count
            var own = 0
            var hinted = 0
            var solved = 0
            var skipped = 0
            for step in lesson.steps {
                switch steps[step.number] {
                case .done?: if (hints[step.number] ?? 0) > 0 { hinted += 1 } else { own += 1 }
                case .assisted?: solved += 1
                case .skipped?: skipped += 1
                case nil: break
                }
            }
            let open = total - own - hinted - solved - skipped
            return (words ?? lesson.words)(
                .summary(own: own, hinted: hinted, solved: solved, skipped: skipped, open: open, total: total))
        }
    }

    package static let version = 1
    package var lessons: [String: Entry] = [:]

    package init() {}

    /// Where a learner stands in one lesson, as `lesson list` shows it.
    package enum Status: String, Sendable {
        case notStarted = "not started"
        case started
        case inProgress = "in progress"
        /// Every step finished, some with hints, a solution or a skip.
        case assisted
        /// Every step finished by the learner.
        case done

        /// The words `lesson list` shows in English (`RunnerWord.status` in other languages).
        package var words: String { rawValue }
    }

    package func status(of lesson: Lesson) -> Status {
        guard let e = lessons[lesson.progressKey] else { return .notStarted }
        let states = lesson.steps.map { e.steps[$0.number] }
        if states.allSatisfy({ $0 != nil }) {
            let helped = states.contains { $0 != .done } || lesson.steps.contains { (e.hints[$0.number] ?? 0) > 0 }
            return helped ? .assisted : .done
        }
        return e.steps.isEmpty && e.currentStep == 1 ? .started : .inProgress
    }

    package var json: JSONValue {
        .object([
            ("version", .number(Double(Progress.version))),
            (
                "lessons",
                .object(
                    lessons.keys.sorted().map { slug in
                        let e = lessons[slug]!
                        return (
                            slug,
                            .object(
                                [
                                    ("step", .number(Double(e.currentStep))),
                                    (
                                        "steps",
                                        .object(
                                            e.steps.keys.sorted().map { (String($0), .string(e.steps[$0]!.rawValue)) })
                                    ),
                                ]
                                    + (e.hints.isEmpty
                                        ? []
                                        : [
                                            (
                                                "hints",
                                                .object(
                                                    e.hints.keys.sorted().map {
                                                        (String($0), .number(Double(e.hints[$0]!)))
                                                    })
                                            )
                                        ]))
                        )
                    })
            ),
        ])
    }

    package enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case notJSON(String)
        case unsupportedVersion(String)
        case malformed(String)

        /// The reason in words, for "progress.json could not be read (…)".
        package var description: String {
            switch self {
            case .notJSON(let why): return "it is not JSON: \(why)"
            case .unsupportedVersion(let v):
                return "it is version \(v) of the format, and this Proscenium reads version \(Progress.version)"
            case .malformed(let why): return why
            }
        }
    }

    /// The largest step number or lesson count a real file can hold; anything beyond is damage.
    package static let maximumStep = 10_000
    package static let maximumLessons = 10_000

    package static func read(_ text: String) throws(ReadError) -> Progress {
        let value: JSONValue
        do { value = try JSONReader.parse(text) } catch { throw .notJSON("\(error.message) at byte \(error.offset)") }
        guard case .object = value else { throw .malformed("it holds no object") }
        guard let v = value["version"]?.numberValue else { throw .malformed("it has no version number") }
        guard v == Double(version) else { throw .unsupportedVersion(shownNumber(v)) }
        guard case .object(let lessons)? = value["lessons"] else { throw .malformed("it has no lessons object") }
        guard lessons.count <= maximumLessons else {
            throw .malformed("it lists \(lessons.count) lessons, more than there can be")
        }
        var p = Progress()
        for (slug, entry) in lessons {
            let name = shownSlug(slug)
            guard case .object = entry else { throw .malformed("lesson \(name) is not an object") }
            var e = Entry()
            if let raw = entry["step"] {
                guard let n = raw.numberValue, let step = wholeNumber(n, in: 1...maximumStep) else {
                    throw .malformed(
                        "lesson \(name) is at step \(raw.numberValue.map(shownNumber) ?? "(not a number)"), not a step number from 1 to \(maximumStep)"
                    )
                }
                e.currentStep = step
            }
            if let rawSteps = entry["steps"] {
                guard case .object(let steps) = rawSteps else {
                    throw .malformed("the steps of lesson \(name) are not an object")
                }
                for (k, s) in steps {
                    guard let n = Int(k), (1...maximumStep).contains(n) else {
                        throw .malformed(
                            "lesson \(name) has a step \(shownSlug(k)), not a step number from 1 to \(maximumStep)")
                    }
                    guard let state = s.stringValue.flatMap(StepState.init(rawValue:)) else {
                        throw .malformed("step \(n) of lesson \(name) is neither done, assisted nor skipped")
                    }
                    e.steps[n] = state
                }
            }
            if let rawHints = entry["hints"] {
                guard case .object(let hints) = rawHints else {
                    throw .malformed("the hints of lesson \(name) are not an object")
                }
                for (k, h) in hints {
                    guard let n = Int(k), (1...maximumStep).contains(n),
                        let count = h.numberValue.flatMap({ wholeNumber($0, in: 0...maximumStep) })
                    else {
                        throw .malformed(
                            "lesson \(name) has a hint count \(shownSlug(k)) that is not a step and a number")
                    }
                    if count > 0 { e.hints[n] = count }
                }
            }
            p.lessons[slug] = e
        }
        return p
    }

    /// `n` as an Int when it is a whole number within `range` (checked before converting: a
    /// Double such as 1e300 or NaN would trap in `Int(_:)`).
    static func wholeNumber(_ n: Double, in range: ClosedRange<Int>) -> Int? {
        guard n.isFinite, n >= Double(range.lowerBound), n <= Double(range.upperBound), n.rounded() == n else {
            return nil
        }
        return Int(n)
    }

    static func shownNumber(_ n: Double) -> String {
        if let i = wholeNumber(n, in: -1_000_000...1_000_000) { return String(i) }
        return n.isFinite ? "\(n)" : "(not a finite number)"
    }

    static func shownSlug(_ s: String) -> String {
        "`" + ErrorWording.printable(s, limit: 40) + "`"
    }

    /// Keeps the better of two records of each lesson (import merges, never loses a done step).
    package mutating func merge(_ other: Progress) {
        for (slug, theirs) in other.lessons {
            lessons[slug] = Self.better(lessons[slug] ?? Entry(), theirs)
        }
    }

    /// Both records of one lesson combined: every step either finished, the better way of
    /// finishing it (done on your own over assisted over skipped), and the furthest step reached.
    static func better(_ a: Entry, _ b: Entry) -> Entry {
        var out = a
        for (n, s) in b.steps { out.record(n, s, hints: b.hints[n] ?? 0) }
        out.currentStep = max(a.currentStep, b.currentStep)
        return out
    }

    /// Done with fewer hints ranks above done with more.
    static func rank(_ s: StepState, _ hints: Int) -> Int {
        rank(s) * 100_000 - (s == .done ? min(hints, 99_999) : 0)
    }

    static func rank(_ s: StepState) -> Int {
        switch s {
        case .done: return 2
        case .assisted: return 1
        case .skipped: return 0
        }
    }

    /// What a save writes when another prompt may have saved since this one last read the file:
    /// `disk` is the file now, `base` what this session last read or wrote, `mine` its progress
    /// now. What only one side changed is taken from that side (a `progress reset` here forgets
    /// a lesson; a lesson only the other prompt touched is kept as it wrote it); where both
    /// changed the same lesson, its steps and step are combined as `better` does.
    package static func merged(disk: Progress, base: Progress, mine: Progress) -> Progress {
        var out = Progress()
        out.lessons = threeWay(disk: disk.lessons, base: base.lessons, mine: mine.lessons) { d, b, m in
            mergedEntry(disk: d, base: b ?? Entry(), mine: m)
        }
        return out
    }

    static func mergedEntry(disk d: Entry, base b: Entry, mine m: Entry) -> Entry {
        var out = Entry()
        out.currentStep =
            m.currentStep == b.currentStep
            ? d.currentStep
            : d.currentStep == b.currentStep ? m.currentStep : max(m.currentStep, d.currentStep)
        out.steps = threeWay(disk: d.steps, base: b.steps, mine: m.steps) { ds, _, ms in rank(ms) >= rank(ds) ? ms : ds
        }
        out.hints = threeWay(disk: d.hints, base: b.hints, mine: m.hints) { dh, _, mh in min(dh, mh) }
        // A count only means something beside a step done.
        out.hints = out.hints.filter { out.steps[$0.key] == .done }
        return out
    }

    /// A three-way merge of two dictionaries that grew from `base`, key by key: a value only one
    /// side changed comes from that side (a removal here included); where both changed it,
    /// `both(disk, base, mine)` decides; where the other side removed what this side went on
    /// changing, this side's value stays.
    static func threeWay<K: Hashable, V: Equatable>(
        disk: [K: V], base: [K: V], mine: [K: V],
        both: (V, V?, V) -> V
    ) -> [K: V] {
        var out: [K: V] = [:]
        for key in Set(disk.keys).union(base.keys).union(mine.keys) {
            let d = disk[key]
            let b = base[key]
            let m = mine[key]
            if m == b {
                out[key] = d
            } else if d == b || m == nil {
                out[key] = m
            } else if let m, let d {
                out[key] = both(d, b, m)
            } else {
                out[key] = m
            }
        }
        return out
    }
}
