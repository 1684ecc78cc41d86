import Playground

/// A Swift exercise step, as rustlings runs one: `exercise` copies the starter (its `TODO`s in
/// place) to the learner's working folder, `edit` opens it, and `check` loads it through the
/// UIKit-shaped library into a fresh app on the lesson's device, runs the step's commands on it
/// and reads the step's goals on the state the learner's code left. Compile errors come back on
/// the learner's own lines (the loader maps them); the first goal not met says what missing it
/// means (its `- otherwise:`) and what is there instead, the goals missed after it folded into it
/// (`LessonRunner.knockOns`).
extension LessonRunner {
    /// Where the learner's copy of the step's exercise lives: one folder per lesson in the
    /// working folder, the starter's file name inside it.
    func learnerFile(_ tutor: Tutor) -> String? {
        guard let exercise = step.exercise, let folder = tutor.exerciseFolder else { return nil }
        return folder + "/" + lesson.slug + "/" + exercise.fileName
    }

    /// Why the learner's file cannot be placed, when the lesson's slug or starter name would put
    /// it outside its folder (`lesson lint` flags both; the runner does not rely on lint having run).
    func learnerFileRefusal() -> [Output]? {
        guard let exercise = step.exercise else { return nil }
        if !Lesson.isValidSlug(lesson.slug) {
            return [.error(.cannotWrite(path: lesson.slug, reason: Lesson.slugRule + "; `lesson lint` flags it"))]
        }
        if !Lesson.staysInside(exercise.fileName) {
            return [
                .error(.cannotWrite(path: exercise.fileName, reason: Lesson.pathRule + "; `lesson lint` flags it"))
            ]
        }
        return nil
    }

    /// `exercise`: writes the starter unless the learner's file is already there (their work is
    /// never overwritten); `exercise restart` writes it again, theirs kept as `.bak`.
    func writeExercise(_ tutor: Tutor, restart: Bool) -> [Output] {
        guard let exercise = step.exercise, !finished else { return [.text(words(.noExercise))] }
        if let refusal = learnerFileRefusal() { return refusal }
        guard let path = learnerFile(tutor) else { return [.text(words(.noExerciseFolder))] }
        guard let starter = exercise.starterText else {
            return [.error(.cannotRead(path: exercise.starter, reason: "the lesson's starter file is missing"))]
        }
        let files = tutor.session.files
        let existing = try? files.read(path).get()
        if existing != nil, !restart { return [.text(words(.exerciseKept(path: path)))] }
        if let why = files.makeFolder(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])) {
            return [.error(.cannotWrite(path: path, reason: why))]
        }
        var backup: String?
        if let existing, existing != starter {
            backup = path + ".bak"
            if let why = files.write(existing, backup!) { return [.error(.cannotWrite(path: backup!, reason: why))] }
        }
        if let why = files.write(starter, path) { return [.error(.cannotWrite(path: path, reason: why))] }
        if restart { return [.text(words(.exerciseRestarted(path: path, backup: backup)))] }
        return [.text(words(.exerciseWritten(path: path, todos: Self.todoCount(starter))))]
    }

    /// How many `TODO`s a starter leaves to fill in.
    static func todoCount(_ text: String) -> Int {
        text.split(separator: "\n").filter { $0.contains("TODO:") }.count
    }

    /// `edit`: opens the learner's file (written first if need be) in their editor, at the prompt.
    func edit(_ tutor: Tutor) -> [Output] {
        guard step.exercise != nil, !finished else { return [.text(words(.noExercise))] }
        if let refusal = learnerFileRefusal() { return refusal }
        guard let path = learnerFile(tutor) else { return [.text(words(.noExerciseFolder))] }
        var outputs: [Output] = []
        if (try? tutor.session.files.read(path).get()) == nil {
            outputs = writeExercise(tutor, restart: false)
            if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { return outputs }
        }
        guard let editor = tutor.editor else { return outputs + [.text(words(.noEditor(path: path)))] }
        if let why = editor(path) { return outputs + [.text(words(.editorFailed(why: why)))] }
        return outputs + [.text(words(.editorReturned(path: path)))]
    }

    /// `check` in an exercise step: the learner's file, loaded and run.
    func checkExercise(_ tutor: Tutor) -> [Output] {
        awaitingSolutionConfirmation = false
        guard !finished else { return [.text(words(.lessonIsComplete))] }
        if let refusal = learnerFileRefusal() { return refusal }
        guard let path = learnerFile(tutor) else { return [.text(words(.noExerciseFolder))] }
        guard (try? tutor.session.files.read(path).get()) != nil else {
            return [.text(words(.noExerciseFile(path: path)))]
        }
        return run(path, tutor, assisted: false)
    }

    /// `solution` in an exercise step: asks first, then runs the shipped solution (never over the
    /// learner's file) and records the step as assisted.
    func exerciseSolution(_ exercise: LessonExercise, _ tutor: Tutor) -> [Output] {
        let path = exercise.solutionPath ?? exercise.solution
        guard awaitingSolutionConfirmation else {
            awaitingSolutionConfirmation = true
            return [.text(words(.exerciseSolutionConfirm(path: path)))]
        }
        awaitingSolutionConfirmation = false
        return run(path, tutor, assisted: true) + [.text(words(.solutionFile(path: path)))]
    }

    /// Loads the Swift at `path` into a fresh app on the lesson's device, runs the step's
    /// commands on it, shows the screen it left, and reads the goals there.
    private func run(_ path: String, _ tutor: Tutor, assisted: Bool) -> [Output] {
        guard let exercise = step.exercise else { return [] }
        let session = tutor.session
        tutor.startFresh(on: lesson.device)
        session.beginStep()
        lastCheck = nil
        var outputs: [Output] = [.text(words(.checking(path: path, commands: exercise.run)))]
        let loaded = session.apply(.file(.loadCode(paths: [path], typeName: nil)))
        let refused = loaded.filter { if case .error = $0 { return true } else { return false } }
        guard refused.isEmpty, session.loadedCode != nil else {
            return outputs + refused + [.text(words(.compileFailed))]
        }
        let shows = session.showsAfterActions
        session.showsAfterActions = false
        var results = step.goals.map {
            ExpectationResult(expectation: $0.expectation, passed: false, actual: "not reached")
        }
        for stage in exercise.stages {
            for command in stage.commands {
                outputs.append(.text("proscenium> \(command)\n"))
                outputs += session.execute(command)
            }
            for index in stage.goals { results[index] = session.evaluate(step.goals[index].expectation) }
        }
        lastCheck = results
        outputs.append(.text("proscenium> show\n"))
        outputs += session.execute("show")
        session.showsAfterActions = shows
        let report = goalReport(session)
        if goalsMet(session) {
            var progress = tutor.progress
            let done = complete(as: assisted ? .assisted : .done, session, progress: &progress)
            passedFile = path
            tutor.progress = progress
            tutor.progressChanged = true
            return outputs + [.text(report + done + words(.yourCodeStays))]
        }
        return outputs + [.text(report + words(.exerciseNotYet) + words(.yourCodeStays))]
    }
}
