import Foundation
import Playground
import PlaygroundTestSupport
import ProsceniumTestSupport
import Testing
import TextArt
import Transcript

@testable import Lessons

/// Every lesson in `lessons/`, replayed by its solutions from start to end: the transcript is
/// compared with a golden, the linter finds nothing, and the Swift that `code` prints at the end
/// parses. Re-record after a deliberate change with `make golden`.
struct LessonGoldenTests {
    static let root = GoldenFile.packageRoot(from: #filePath)

    static let files: [String] = {
        let fm = FileManager.default
        let en = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent("lessons").path)) ?? []
        let zh = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent("lessons/zh").path)) ?? []
        return (en.map { "lessons/\($0)" } + zh.map { "lessons/zh/\($0)" })
            .filter { $0.hasSuffix(".md") && !$0.hasSuffix("README.md") }.sorted()
    }()

    static func load(_ file: String) throws -> Lesson {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        var lesson = try LessonParser.parse(
            text, file: file, language: file.hasPrefix("lessons/zh/") ? .chinese : .english)
        lesson.readExerciseFiles { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        return lesson
    }

    @Test func thereAreSixLessonsAndATranslation() {
        #expect(LessonGoldenTests.files.filter { !$0.contains("/zh/") }.count >= 6)
        #expect(LessonGoldenTests.files.contains { $0.hasPrefix("lessons/zh/05") })
    }

    @Test(arguments: files)
    func lessonLintsClean(_ file: String) throws {
        let lesson = try LessonGoldenTests.load(file)
        #expect(LessonLinter.lint(lesson, asShipped: true).map(\.description) == [])
        #expect(lesson.steps.count >= 3)
    }

    @Test(arguments: files)
    func solutionsReplayToTheEndAndMatchTheGolden(_ file: String) throws {
        let lesson = try LessonGoldenTests.load(file)
        let tutor = Tutor(lessons: [lesson])
        var renderer = TranscriptRenderer(options: RenderOptions(width: 80, ascii: false, color: false))
        var transcript = ""
        func run(_ line: String) {
            transcript += "proscenium> \(line)\n"
            let outputs = tutor.handle(line)
            // As the prompt does: the renderer speaks the lesson's language.
            renderer.options.language = tutor.session.language
            for output in outputs { transcript += renderer.render(output) }
        }
        let files = MemoryFiles()
        files.attach(tutor.session)
        tutor.exerciseFolder = "/exercises"
        run("lesson \(lesson.slug) \(lesson.language)")
        // The Swift exercise compiles, so it is tested apart (Tests/e2e/exercises.sh): here the
        // replay reaches it, and its starter is written where the learner will find it.
        for step in lesson.steps where step.exercise == nil {
            // A prediction is answered (rightly) before the solution, as a learner would.
            if let q = step.question { run("answer \(q.answer)") }
            run("solution")
            run("solution")
        }
        let entry = tutor.progress.lessons[lesson.progressKey]
        if let exercise = lesson.exerciseStepIndex {
            #expect(tutor.runner?.stepIndex == exercise, "\(file) did not reach its exercise")
            #expect(entry?.steps.count == exercise)
            run("goal")
            run("exercise")
            run("edit")
            let starter = lesson.steps[exercise].exercise?.starterText
            #expect(starter != nil && files.files.values.contains(starter!), "\(file): the starter was not written")
        } else {
            #expect(tutor.runner?.finished == true, "\(file) did not reach its end")
            #expect(entry?.steps.count == lesson.steps.count)
        }

        let name = file.replacingOccurrences(of: "lessons/", with: "").replacingOccurrences(of: "/", with: "-")
            .replacingOccurrences(of: ".md", with: ".txt")
        let golden = LessonGoldenTests.root.appendingPathComponent("Tests/LessonsTests/Goldens/\(name)")
        if let difference = try GoldenFile.check(transcript, against: golden) {
            Issue.record("\(file): \(difference)")
        }

        // The code for what the lesson built parses as Swift.
        guard case .code(let code)? = tutor.handle("code").first else {
            Issue.record("`code` printed nothing for \(file)")
            return
        }
        guard let swiftc = SwiftCompiler.find() else {
            print("note: no swiftc found; skipping the parse of \(file)'s code")
            return
        }
        let result = try swiftc.parse(code, name: "Lesson\(lesson.number)", swiftVersion: "5")
        #expect(result.status == 0, "swiftc -parse rejected the code of \(file):\n\(result.output)")
    }
}
