import Foundation
import PlaygroundTestSupport
import PresentationKit
import ProsceniumTestSupport
import Testing
import TextArt
import Transcript

@testable import Lessons
@testable import Playground

// The tutor's share of the fuzz test (issue 6, "Bad input"): hostile lines through `Tutor`, so the
// lesson commands (`lesson N`, `next`, `solution`, `progress …`) and the goal checks that follow
// every command are covered too, with the real lessons from `lessons/`. Same rules as the
// session's (`PlaygroundTests/FuzzTests.swift`): nothing crashes or takes long, and a refused line
// gets exactly one output, a clean `error:` line, with the session, the lesson in progress and
// the learner's progress exactly as they were.

/// Everything a refused line must leave as it was: the session's state, the lesson in progress
/// and the learner's progress.
struct TutorState: Equatable {
    var session: SessionState
    var lesson: String?
    var step: Int?
    var finished: Bool?
    var progress: Lessons.Progress

    init(_ t: Tutor) {
        session = SessionState(t.session)
        lesson = t.runner.map { "\($0.lesson.slug) \($0.lesson.language)" }
        step = t.runner?.stepIndex
        finished = t.runner?.finished
        progress = t.progress
    }

    func difference(from o: TutorState) -> String {
        var parts: [String] = []
        if session != o.session { parts.append(session.difference(from: o.session)) }
        if lesson != o.lesson || step != o.step || finished != o.finished {
            parts.append("lesson \(o.lesson ?? "none") step \(o.step ?? -1) → \(lesson ?? "none") step \(step ?? -1)")
        }
        if progress != o.progress { parts.append("progress") }
        return parts.joined(separator: ", ")
    }
}

struct TutorFuzzTests {
    static let seeds: [UInt64] = [0x7070_0001, 0x7070_0002]
    /// 2 × 4,000 = 8,000 lines (with the session's 92,000, 100,000 in process).
    static let linesPerSeed = FuzzScale.lines(4_000)
    static let linesPerTutor = 200
    static let lineLimit = Duration.seconds(2)

    static let lessons: [Lesson] = LessonGoldenTests.files.compactMap { try? LessonGoldenTests.load($0) }

    /// Every `help` example and command word, every lesson command, and every line the lessons
    /// themselves contain (solutions, commands to try, goals).
    static let corpus: [String] = {
        var lines = CommandTable.withLessons.examples + CommandTable.withLessons.firstWords
        lines += [
            "lesson list", "lesson quit", "lesson lint", "lesson 99", "lesson 0", "lesson -1", "lesson 1 fr", "next",
            "back",
            "skip", "goal", "check", "hint", "solution", "solution", "progress reset", "progress export p.json",
            "progress import p.json",
        ]
        for lesson in lessons {
            lines += ["lesson \(lesson.number)", "lesson \(lesson.slug) \(lesson.language)"]
            for step in lesson.steps {
                lines += step.solution + step.tryCommands + step.goals.map(\.text)
            }
        }
        // As in the session's fuzz: no frame-by-frame replays here; and no `lesson lint`, which
        // replays every step of every lesson (0.85 s for the seven, more on a loaded machine) and
        // is measured by its own tests, not against a per-line bound.
        return lines.filter { !RefusedLineRules.isHeavy($0) && !$0.hasPrefix("lesson lint") }
    }()

    @Test func theLessonsAreThere() {
        #expect(Self.lessons.count >= 6)
    }

    @Test(.timeLimit(.minutes(3)), arguments: seeds)
    func everyRefusedLineIsOneCleanErrorAndChangesNothing(seed: UInt64) {
        var maker = FuzzLineMaker(seed: seed, corpus: Self.corpus, newlines: true)
        var tutor = Tutor(lessons: Self.lessons)
        tutor.session.showsAfterActions = false
        var previous: TutorState?
        var failures: [String] = []
        var refused = 0
        var slowest = Duration.zero
        let clock = ContinuousClock()
        let began = clock.now

        for index in 0..<Self.linesPerSeed {
            if index % Self.linesPerTutor == 0 {
                tutor = Tutor(lessons: Self.lessons)
                tutor.session.showsAfterActions = false
                previous = nil
            }
            let (bytes, kind) = maker.next()
            let line = String(decoding: bytes, as: UTF8.self)
            let before = previous ?? TutorState(tutor)
            let start = clock.now
            let outputs = tutor.handle(line)
            let took = clock.now - start
            let after = TutorState(tutor)
            previous = after

            slowest = max(slowest, took)
            if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { refused += 1 }
            var problem = RefusedLineRules.problem(
                with: outputs, changed: before == after ? nil : after.difference(from: before))
            if problem == nil, took > Self.lineLimit { problem = "took \(took)" }
            if let problem, failures.count < 20 {
                failures.append(
                    "seed \(seed) line \(index) (\(kind.rawValue)): \(problem)\n    \(FuzzChecks.describe(bytes))")
            }
        }
        print(
            "fuzz Tutor seed \(String(seed, radix: 16)): \(Self.linesPerSeed) lines, \(refused) refused, in \(clock.now - began); slowest line \(slowest)"
        )
        #expect(failures.isEmpty, "\(failures.count) failing lines:\n\(failures.joined(separator: "\n"))")
    }
}

/// What the tutor's fuzz found, pinned.
struct TutorRefusalTests {
    /// During a lesson, a refused command used to get its error and then the goal report ("not
    /// yet: …"), and it cancelled a pending `solution` confirmation: now the error is all.
    @Test func aRefusedCommandInALessonGetsItsErrorAndNothingElse() throws {
        let tutor = Tutor(lessons: [try sampleLesson()])
        tutor.session.showsAfterActions = false
        _ = tutor.handle("lesson 1")
        let outputs = tutor.handle("dismiss")
        #expect(outputs.count == 1)
        guard case .error = outputs.first else {
            Issue.record("expected an error, got \(outputs)")
            return
        }
        // `solution` asks first; a refused line in between leaves the question open.
        _ = tutor.handle("solution")
        _ = tutor.handle("dismiss")
        let ran = tutor.handle("solution").compactMap { if case .text(let t) = $0 { return t } else { return nil } }
            .joined()
        #expect(ran.contains("proscenium> present"), "\(ran)")
    }

    @Test func aLessonNameIsShownShortAndClean() throws {
        let tutor = Tutor(lessons: [try sampleLesson()])
        let outputs = tutor.handle("lesson " + String(repeating: "\u{1B}x", count: 10_000))
        guard outputs.count == 1, case .error(let e) = outputs[0] else {
            Issue.record("expected one error, got \(outputs.count) outputs")
            return
        }
        let line = ErrorWording.line(for: e) + "\n"
        #expect(FuzzChecks.problem(inErrorLine: line) == nil, "\(line.prefix(200))")
        #expect(line.count < 120)
    }
}
