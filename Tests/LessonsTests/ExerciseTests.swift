import Playground
import PlaygroundTestSupport
import Testing

@testable import Lessons

/// A lesson whose last step is a Swift exercise, with its goals read in two stages.
private let exerciseLessonText = """
    # A veil of your own

    - slug: own-veil
    - article: "A test article" by Someone (Nowhere, 2024), https://example.com/article
    - device: iphone-se

    ## 1. Present it

    Points covered: presenting.

    ```proscenium
    present
    ```

    - goal: `expect phase == presented`
    - solution: `present`

    ## 2. Exercise: the veil in Swift

    Write it.

    - exercise: `exercises/veil/Veil.swift`
    - exercise solution: `exercises/veil/solution/Veil.swift`
    - run: `present`
    - goal: `expect dimming.superview == container`
    - run: `dismiss`
    - goal: `expect leftBehind == none`
    - hint: Put the veil at the back.
    """

private let starter = "import UIKit\n// TODO: the veil.\nclass Veil: UIPresentationController {}\n"

private func exerciseLesson(starter text: String? = starter, solution: String? = "import UIKit\n") throws -> Lesson {
    var lesson = try LessonParser.parse(exerciseLessonText, file: "lessons/09-veil.md")
    lesson.readExerciseFiles { path in
        path.hasSuffix("solution/Veil.swift") ? solution : path.hasSuffix("Veil.swift") ? text : nil
    }
    return lesson
}

/// A tutor at the exercise step, its files in memory and its working folder `/work`.
private func tutorAtExercise() throws -> (Tutor, MemoryFiles) {
    let tutor = Tutor(lessons: [try exerciseLesson()])
    let files = MemoryFiles()
    files.attach(tutor.session)
    tutor.session.showsAfterActions = false
    tutor.exerciseFolder = "/work"
    _ = tutor.handle("lesson 9")
    _ = tutor.handle("solution")
    _ = tutor.handle("solution")
    return (tutor, files)
}

@Test func anExerciseStepParsesItsFilesAndItsStagesOfCommandsAndGoals() throws {
    let step = try exerciseLesson().steps[1]
    let exercise = try #require(step.exercise)
    #expect(exercise.starterPath == "lessons/exercises/veil/Veil.swift")
    #expect(exercise.solutionPath == "lessons/exercises/veil/solution/Veil.swift")
    #expect(exercise.stages.map(\.commands) == [["present"], ["dismiss"]])
    #expect(exercise.stages.map(\.goals) == [[0], [1]])
    #expect(exercise.fileName == "Veil.swift")
    #expect(!step.isChallenge)
}

@Test func aGoalBeforeAnyRunLineIsRefused() {
    let text = exerciseLessonText.replacingOccurrences(
        of: "- run: `present`\n- goal: `expect dimming.superview == container`",
        with: "- goal: `expect dimming.superview == container`\n- run: `present`")
    #expect(text != exerciseLessonText)
    #expect(throws: LessonFileError.self) { try LessonParser.parse(text, file: "lessons/09-veil.md") }
}

@Test func theLinterAsksForTheFilesATodoAndTheExerciseLast() throws {
    #expect(LessonLinter.lint(try exerciseLesson()).isEmpty)
    let missing = LessonLinter.lint(try exerciseLesson(starter: nil, solution: nil)).map(\.message)
    #expect(missing.contains { $0.contains("starter `exercises/veil/Veil.swift` cannot be read") })
    #expect(missing.contains { $0.contains("solution `exercises/veil/solution/Veil.swift` cannot be read") })
    let nothingToDo = LessonLinter.lint(try exerciseLesson(starter: "import UIKit\n")).map(\.message)
    #expect(nothingToDo.contains { $0.contains("no `TODO`") })
    var moved = try exerciseLesson()
    moved.steps.swapAt(0, 1)
    #expect(LessonLinter.lint(moved).map(\.message).contains { $0.contains("an exercise ends its lesson") })
}

@Test func exerciseWritesTheStarterOnceAndRestartKeepsTheLearnersWork() throws {
    let (tutor, files) = try tutorAtExercise()
    #expect(text(tutor.handle("exercise")).contains("Wrote /work/own-veil/Veil.swift (one TODO)"))
    #expect(files.files["/work/own-veil/Veil.swift"] == starter)
    files.files["/work/own-veil/Veil.swift"] = "mine"
    #expect(text(tutor.handle("exercise")).contains("kept as you left it"))
    #expect(files.files["/work/own-veil/Veil.swift"] == "mine")
    #expect(text(tutor.handle("exercise restart")).contains("your version is in /work/own-veil/Veil.swift.bak"))
    #expect(files.files["/work/own-veil/Veil.swift"] == starter)
    #expect(files.files["/work/own-veil/Veil.swift.bak"] == "mine")
}

@Test func editOpensTheLearnersEditorOnTheirFileAndAScriptNamesTheFileInstead() throws {
    let (tutor, files) = try tutorAtExercise()
    #expect(text(tutor.handle("edit")).contains("The file is /work/own-veil/Veil.swift"))
    var opened: [String] = []
    tutor.editor = { path in
        opened.append(path)
        return nil
    }
    #expect(text(tutor.handle("edit")).contains("Back from the editor"))
    #expect(opened == ["/work/own-veil/Veil.swift"])
    tutor.editor = { _ in "`nano` was not found: set VISUAL or EDITOR to your editor" }
    #expect(text(tutor.handle("edit")).contains("The editor did not open: `nano` was not found"))
    #expect(files.files["/work/own-veil/Veil.swift"] == starter)
}

@Test func anExerciseIsNeverPassedByThePlaygroundsOwnState() throws {
    let (tutor, files) = try tutorAtExercise()
    defer { withExtendedLifetime(files) {} }
    // The playground's own controller could meet these goals; only the learner's checked code counts.
    for line in ["set dimming on", "present", "next"] { _ = tutor.handle(line) }
    #expect(tutor.runner?.stepIndex == 1)
    #expect(text(tutor.handle("goal")).contains("Not checked yet"))
    #expect(text(tutor.handle("check")).contains("No exercise file yet at /work/own-veil/Veil.swift"))
    _ = tutor.handle("exercise")
    // Without a compiler (this front end has none), `check` says so and the step waits.
    let checked = tutor.handle("check")
    #expect(checked.contains { if case .error(.cannotLoad) = $0 { return true } else { return false } })
    #expect(text(checked).contains("Your file did not load"))
    #expect(tutor.runner?.finished == false)
}

@Test func aSlugThatLeavesTheExercisesFolderIsRefusedByTheRunner() throws {
    let text = exerciseLessonText.replacingOccurrences(of: "- slug: own-veil", with: "- slug: ../../escaped-here")
    var lesson = try LessonParser.parse(text, file: "lessons/09-veil.md")
    lesson.readExerciseFiles { $0.hasSuffix("Veil.swift") ? starter : nil }
    let tutor = Tutor(lessons: [lesson])
    let files = MemoryFiles()
    files.attach(tutor.session)
    tutor.session.showsAfterActions = false
    tutor.exerciseFolder = "/work/exercises"
    _ = tutor.handle("lesson 9")
    _ = tutor.handle("solution")
    _ = tutor.handle("solution")
    let out = tutor.handle("exercise")
    #expect(out.contains { if case .error(.cannotWrite(path: "../../escaped-here", _)) = $0 { true } else { false } })
    #expect(files.files.keys.allSatisfy { $0.hasPrefix("/work/exercises/") })
    #expect(!files.files.keys.contains { $0.contains("escaped-here") })
}

@Test func anExercisePathThatLeavesTheLessonFolderIsNotRead() throws {
    let text = exerciseLessonText.replacingOccurrences(
        of: "`exercises/veil/Veil.swift`", with: "`../../etc/Veil.swift`")
    var lesson = try LessonParser.parse(text, file: "lessons/09-veil.md")
    var asked: [String] = []
    lesson.readExerciseFiles {
        asked.append($0)
        return starter
    }
    #expect(!asked.contains { $0.contains("..") })
    #expect(lesson.steps[1].exercise?.starterText == nil)
    #expect(LessonLinter.lint(lesson).contains { $0.message.contains("stay within the lessons") })
}

@Test func checkWatchChecksOnceAndNamesTheFileTheEdgeWatches() throws {
    let (tutor, files) = try tutorAtExercise()
    defer { withExtendedLifetime(files) {} }
    _ = tutor.handle("exercise")
    let said = text(tutor.handle("check --watch"))
    #expect(said.contains("Checking /work/own-veil/Veil.swift"))
    #expect(said.contains("Watching /work/own-veil/Veil.swift"))
    #expect(tutor.watchedFile == "/work/own-veil/Veil.swift")
    #expect(tutor.stopWatching().contains("Stopped watching"))
    #expect(tutor.watchedFile == nil)
    _ = tutor.handle("watch")
    #expect(tutor.watchedFile == "/work/own-veil/Veil.swift")
}

@Test func checkWatchOutsideAnExerciseWatchesNothing() throws {
    let tutor = Tutor(lessons: [try exerciseLesson()])
    tutor.session.showsAfterActions = false
    _ = tutor.handle("lesson 9")
    #expect(text(tutor.handle("check --watch")).contains("no Swift exercise"))
    #expect(tutor.watchedFile == nil)
}

/// The exercise step says where `exercise` writes: the exercises folder under the state folder
/// (or $PROSCENIUM_EXERCISES), not "your working folder" (issue 36).
@Test func theExerciseIntroSaysWhereTheFileGoes() throws {
    let tutor = Tutor(lessons: [try exerciseLesson()])
    tutor.session.showsAfterActions = false
    _ = tutor.handle("lesson 9")
    _ = tutor.handle("solution")
    _ = tutor.handle("solution")
    let intro = tutor.handle("step")
    let said = intro.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
    #expect(
        said.contains("into the exercises folder (`exercises/` in Proscenium's state folder, or $PROSCENIUM_EXERCISES"))
    #expect(!said.contains("working folder"))
}
