import Playground
import PresentationKit
import TextArt

/// The prompt's brain: a session, the lessons, the lesson in progress and the learner's progress.
/// Every line goes through `handle`: lesson commands go to the runner, everything else to the
/// session, and after each state-changing command the runner checks the step's goals.
/// Files are read and written through the closures the edge supplies.
package final class Tutor {
    package let session: Session
    /// The lessons, read on first use: a session that never opens one never pays for reading them.
    package var lessons: [Lesson] {
        if let loaded = loadedLessons { return loaded }
        let loaded = lessonSource().sorted { ($0.number, $0.language) < ($1.number, $1.language) }
        loadedLessons = loaded
        return loaded
    }
    private var loadedLessons: [Lesson]?
    private let lessonSource: () -> [Lesson]
    /// The lesson files that could not be read or parsed, listed with their problem; the edge
    /// sets it (read with the lessons, once).
    package var unreadableSource: () -> [UnreadableLesson] = { [] }
    private lazy var unreadable: [UnreadableLesson] = unreadableSource()
    package internal(set) var progress: Progress
    package private(set) var runner: LessonRunner?
    /// The exercise file `check --watch` watches, nil when nothing is watched. The core never
    /// touches a file: the edge reads this file through the session's `files` while it waits,
    /// types `check` when its text changes, and stops when this is nil again (the step passed)
    /// or the learner stops it (`stopWatching`).
    package private(set) var watchedFile: String?

    /// The learner ended the watch (Ctrl-C): what the tutor says about it.
    package func stopWatching() -> String {
        watchedFile = nil
        return words(.watchStopped)
    }
    /// Set when `progress` changed and should be saved.
    package var progressChanged = false
    /// What the last command's answer ends with that is the lesson's, not the command's: the
    /// step's result and the next step's lead (and its drawing). At the prompt a long answer
    /// pages through `less`; these are printed after the pager closes, so the step's progress is
    /// the last thing on the screen (issue 36: "✓ Step N done" showed only inside the pager).
    /// When it is not the answer's ending, it is what to print after the pager on top of the
    /// answer: a lesson's opening pages its introduction and whole first step, then leads into
    /// the step (heading, aim, question) where the window shows it.
    package private(set) var lastProgress: [Output] = []
    package convenience init(session: Session = Session(), lessons: [Lesson], progress: Progress = Progress()) {
        self.init(session: session, lessonSource: { lessons }, progress: progress)
    }

    /// The learner's working folder for Swift exercises (`exercise` writes there, one folder per
    /// lesson); the edge sets it, nil when there is none (no home folder).
    package var exerciseFolder: String?
    /// Opens a file in the learner's editor and waits for it; nil when it ran, else why not. Only
    /// the prompt has one: `edit` in a script names the file instead.
    package var editor: ((String) -> String?)?

    /// What `lesson list` says when there are none, made only then (the edge names every folder it
    /// looked in, which costs file-system calls a start-up should not pay).
    package var noLessonsText: () -> String = { "No lessons found.\n" }

    /// Files (`progress export`, `progress import`) are read and written through the session's
    /// `files`, which the edge supplies.
    package init(session: Session = Session(), lessonSource: @escaping () -> [Lesson], progress: Progress = Progress())
    {
        self.session = session
        session.readsCommands { .withLessons }
        self.lessonSource = lessonSource
        self.progress = progress
    }

    /// Takes the progress a save merged with another prompt's (see `ProgressStore.save`), so that
    /// `lesson list` shows both; the lesson in progress carries on where it is.
    package func adoptSavedProgress(_ merged: Progress) {
        progress = merged
    }

    package func handle(_ line: String) -> [Output] {
        let command: Command
        do { command = try Parser.parse(line, table: session.table) } catch {
            return [.error(.parse(error, line: line, table: session.table))]
        }
        return handle(command)
    }

    package func handle(_ command: Command) -> [Output] {
        lastProgress = []
        if let action = command.lessonAction { return lesson(action) }
        // After the exercise, the app on stage is the learner's: `code` shows their file rather
        // than the playground's settings, which were reset to load it.
        if case .query(.code(file: nil)) = command, let runner, runner.finished, let path = runner.passedFile,
            session.loadedCode != nil, case .success(let text) = session.files.read(path)
        {
            return [.text(runner.words(.builtFile(path: path))), .code("// \(path)\n" + text)]
        }
        var outputs = session.apply(command)
        // A refused command changed nothing: its one error line is the whole answer (no goal
        // report after it, and a pending `solution` confirmation stays pending).
        let refused = outputs.contains { if case .error = $0 { return true } else { return false } }
        // Every command that ran is checked (a look may be what a step asks for, and undo or redo
        // can make the goals hold); only one that changed something, or checked something, gets
        // a "not yet" line, so looking around stays quiet.
        if let runner, !refused {
            let before = progress
            let place = (runner.stepIndex, runner.finished)
            let note = runner.afterCommand(
                session, progress: &progress, report: command.changesState || isExpect(command) || isUndo(command))
            if progress != before { progressChanged = true }
            if !note.isEmpty {
                if place != (runner.stepIndex, runner.finished) {
                    let led = leadIntoStep(note, outputs)
                    // Only when the lesson's part comes last (nothing drawn to put it before).
                    if Array(led.prefix(outputs.count)) == outputs {
                        lastProgress = Array(led.dropFirst(outputs.count))
                    }
                    return led
                }
                outputs.append(.text(note))
                lastProgress = [.text(note)]
            }
        }
        return outputs
    }

    /// A command that completed a step: its note (the step done, the next one's heading and aim)
    /// goes before the command's drawing, so the drawing the next step talks about is the last
    /// thing on screen, under its words (at the prompt a text before a drawing takes its rows from
    /// the drawing's, `LiveShell`). A command that drew nothing gets the screen drawn after the
    /// note, as a driving command would.
    func leadIntoStep(_ note: String, _ outputs: [Output]) -> [Output] {
        var outputs = outputs
        if let i = outputs.firstIndex(where: { if case .screen = $0 { return true } else { return false } }) {
            outputs.insert(.text(note), at: i)
            return outputs
        }
        return outputs + [.text(note)] + drawingForNextStep()
    }

    /// The screen the step just reached starts from, when the session draws after actions and a
    /// step follows (none after the lesson's last).
    private func drawingForNextStep() -> [Output] {
        guard session.showsAfterActions, let runner, !runner.finished else { return [] }
        return [.screen(session.engine.snapshot())]
    }

    /// A lesson command that may complete a step (`answer`, `next`, `skip`, `solution`): the
    /// drawing follows its words when it moved on, as after a command that completed one.
    private func movingOn(_ outputs: [Output], from place: (Int, Bool)) -> [Output] {
        guard let runner, place != (runner.stepIndex, runner.finished), runner.stepIndex > place.0 else {
            return outputs
        }
        return outputs + drawingForNextStep()
    }

    private func isExpect(_ c: Command) -> Bool { if case .expect = c { return true } else { return false } }
    private func isUndo(_ c: Command) -> Bool {
        switch c {
        case .undo, .redo: return true
        default: return false
        }
    }

    // MARK: Lesson commands

    func lesson(_ action: LessonAction) -> [Output] {
        switch action {
        case .list: return [.text(list(in: runner?.lesson.language ?? .english))]
        case .listIn(let language): return [.text(list(in: language))]
        case .open(let name, let language): return open(name, language: language ?? .english)
        case .restart(let name, let language): return open(name, language: language ?? .english, restart: true)
        case .continueOther(let name, let language):
            return open(name, language: language ?? .english, continuingOther: true)
        case .lint: return [.text(LessonLinter.report(lessons))]
        case .progressExport(let file):
            if let reason = session.files.write(progress.json.serialized + "\n", file) {
                return [.error(.cannotWrite(path: file, reason: reason))]
            }
            return [.text(words(.progressWritten(file: file)))]
        case .progressImport(let file):
            let text: String
            switch session.files.read(file) {
            case .success(let t): text = t
            case .failure(let f): return [.error(.cannotRead(path: file, reason: f.reason + "; nothing changed"))]
            }
            do {
                let other = try Progress.read(text)
                progress.merge(other)
                progressChanged = true
                return [.text(words(.progressMerged(file: file)))]
            } catch {
                return [
                    .error(.cannotRead(path: file, reason: "it is not a progress file (\(error)); nothing changed"))
                ]
            }
        case .progressReset:
            progress = Progress()
            progressChanged = true
            return [.text(words(.progressForgotten))]
        default: break
        }
        guard let runner else { return [.error(.noLessonInProgress)] }
        let before = progress
        defer { if progress != before { progressChanged = true } }
        switch action {
        case .quit:
            self.runner = nil
            session.language = .english
            unloadExerciseCode()
            return [.text(runner.words(.left(lesson: runner.lesson.number, step: runner.step.number)))]
        case .next:
            let place = (runner.stepIndex, runner.finished)
            return movingOn([.text(runner.next(session, progress: &progress))], from: place)
        case .back: return [.text(runner.back(self))]
        case .retry: return [.text(runner.retry(self))]
        case .skip:
            let place = (runner.stepIndex, runner.finished)
            return movingOn([.text(runner.skip(session, progress: &progress))], from: place)
        case .hint: return [.text(runner.hint())]
        case .step: return [.text(runner.finished ? runner.words(.lessonIsComplete) : runner.showStep())]
        case .answer(let letter):
            let place = (runner.stepIndex, runner.finished)
            return movingOn([.text(runner.answer(letter, session, progress: &progress))], from: place)
        case .check where runner.step.exercise != nil:
            let outputs = runner.checkExercise(self)
            if runner.finished || runner.step.exercise == nil { watchedFile = nil }
            return outputs
        case .watch where runner.step.exercise != nil && !runner.finished:
            let outputs = runner.checkExercise(self)
            guard !runner.finished, runner.step.exercise != nil, let path = runner.learnerFile(self),
                (try? session.files.read(path).get()) != nil
            else { return outputs }
            watchedFile = path
            return outputs + [.text(runner.words(.watching(path: path)))]
        case .watch: return [.text(runner.words(.noExercise))]
        case .goal where runner.isTitledChallenge && !runner.finished:
            // As Learn Git Branching shows its target: the screen the step's solution leaves,
            // from the step's start, after the goals against the learner's own. The drawing comes
            // last with its heading in the same text just above it, so at 80x24 the heading takes
            // its rows from the drawing's and never scrolls away from it (issue 36).
            let target = LessonLinter.startingSession(runner.lesson, step: runner.stepIndex)
            for command in runner.step.solution { _ = target.execute(command) }
            return [
                .text(runner.goalReport(session) + "\n" + runner.words(.targetScreen)),
                .screen(target.engine.snapshot()),
            ]
        case .goal, .check: return [.text(runner.goalReport(session))]
        case .exercise: return runner.writeExercise(self, restart: false)
        case .exerciseRestart: return runner.writeExercise(self, restart: true)
        case .edit: return runner.edit(self)
        case .solution:
            let place = (runner.stepIndex, runner.finished)
            return movingOn(runner.solution(self), from: place)
        default: return []
        }
    }

    /// The words the tutor speaks: the lesson in progress's language, English outside a lesson.
    var words: RunnerWords { runner?.words ?? .english }

    /// `lesson list`, in `language`: each lesson under its title in that language when it has a
    /// translation (English otherwise, said so), with that language's record of it.
    func list(in language: Language) -> String {
        let words = RunnerWords.of(language)
        // A Chinese title is about twice as wide for its characters: a narrower column keeps the
        // record on the same line at 80 columns.
        let titleColumns = language == .english ? 54 : 44
        var rows: [(number: Int, line: String)] = []
        for english in lessons where english.language == .english {
            let l = lessons.first { $0.number == english.number && $0.language == language } ?? english
            let status: String
            switch progress.status(of: l) {
            case .done, .assisted: status = progress.lessons[l.progressKey].map { $0.summary(of: l, in: words) } ?? ""
            case .inProgress:
                let at = min(progress.lessons[l.progressKey]?.currentStep ?? 1, l.steps.count)
                status = words(.inProgressAt(step: at, of: l.steps.count))
            case let other: status = words(.status(other))
            }
            let others = lessons.filter { $0.number == l.number && $0.language != l.language }.map(\.language)
            let availability =
                l.language != language
                ? words(.englishOnly) : language == .english && !others.isEmpty ? words(.alsoIn(languages: others)) : ""
            rows.append((l.number, "\(l.number)  " + pad(l.title, titleColumns) + "  " + status + availability + "\n"))
        }
        // A file that cannot be read is still listed, under its number, with the problem named.
        var listed = Set(rows.map(\.number))
        for u in unreadable {
            guard let number = u.number, !listed.contains(number) else { continue }
            listed.insert(number)
            let row = "\(number)  " + pad("⚠ " + u.name, titleColumns) + "  " + words(.unreadableLesson(u.problem))
            rows.append((number, row + "\n"))
        }
        let out = rows.sorted { $0.number < $1.number }.map(\.line).joined()
        return out.isEmpty ? noLessonsText() : out
    }

    /// `s` in exactly `n` terminal columns (a Chinese character takes two): cut with `…`, or padded.
    private func pad(_ s: String, _ n: Int) -> String {
        let width = DisplayWidth.of(s)
        if width >= n {
            let (cut, columns) = DisplayWidth.prefix(s, columns: n - 1)
            return String(cut) + "…" + String(repeating: " ", count: n - 1 - columns)
        }
        return s + String(repeating: " ", count: n - width)
    }

    func find(_ name: String, language: Language) -> Lesson? {
        let candidates = lessons.filter { $0.isNamed(name) }
        return candidates.first { $0.language == language } ?? candidates.first { $0.language == .english }
    }

    /// Opens a lesson at the step the learner reached (step 1 with `restart`, which also clears
    /// the lesson's record), with the session rebuilt to that step's start. Each language keeps
    /// its own record: opening a language not yet started when another language's run has a
    /// place asks which to do (`continue` takes that place and record; `restart` starts fresh).
    func open(_ name: String, language: Language, restart: Bool = false, continuingOther: Bool = false) -> [Output] {
        guard let lesson = find(name, language: language) else {
            if let u = unreadable.first(where: { $0.isNamed(name) && $0.language == language })
                ?? unreadable.first(where: { $0.isNamed(name) })
            {
                return [.error(.unreadableLesson(name, problem: u.problem))]
            }
            return [.error(.noSuchLesson(name))]
        }
        let other = progress.lessons[lesson.progressKey] == nil ? otherLanguagePlace(of: lesson) : nil
        if continuingOther, let other {
            progress.lessons[lesson.progressKey] = other.entry
            progressChanged = true
        } else if !restart, let other {
            return [
                .text(
                    lesson.words(
                        .otherLanguagePlace(
                            lesson: lesson.number, other: other.language, step: other.entry.currentStep,
                            finished: lesson.steps.allSatisfy { other.entry.steps[$0.number] != nil })
                    ))
            ]
        }
        if restart {
            progress.lessons[lesson.progressKey] = Progress.Entry()
            progressChanged = true
        }
        let entry = progress.lessons[lesson.progressKey]
        let resumeAt = entry.map { min($0.currentStep, lesson.steps.count) } ?? 1
        let runner = LessonRunner(lesson: lesson, startStep: resumeAt)
        self.runner = runner
        session.language = lesson.language
        runner.enterStep(self)
        if entry == nil {
            progress.lessons[lesson.progressKey] = Progress.Entry()
            progressChanged = true
        }
        let introduction = runner.introduction()
        var text = ""
        if continuingOther, let other { text += lesson.words(.continuingOther(other: other.language)) }
        if resumeAt > 1 {
            let finished = progress.status(of: lesson) == .done || progress.status(of: lesson) == .assisted
            text += lesson.words(
                .resuming(
                    lesson: lesson.number, step: resumeAt,
                    finishedSummary: finished ? entry?.summary(of: lesson) ?? "" : nil))
        } else if restart {
            text += lesson.words(.startingOver)
        }
        text += runner.showStep()
        lastProgress = [.text(runner.showStepShort())]
        return introduction + [.text(text)]
    }

    /// A reset session on `device`, the user's code unloaded first (a reset would otherwise go
    /// to their code, and the lesson's state is the playground's).
    func startFresh(on device: String) {
        let shows = session.showsAfterActions
        session.showsAfterActions = false
        defer { session.showsAfterActions = shows }
        unloadExerciseCode()
        _ = session.apply(.reset)
        _ = session.execute("device \(device)")
    }

    /// Unloads whatever code is loaded, quietly.
    func unloadExerciseCode() {
        if session.loadedCode != nil { _ = session.apply(.file(.unload)) }
    }

    /// Another language's record of `lesson` with a place worth keeping (a step reached or
    /// finished), nil when there is none.
    func otherLanguagePlace(of lesson: Lesson) -> (language: Language, entry: Progress.Entry)? {
        for other in lessons where other.number == lesson.number && other.language != lesson.language {
            if let e = progress.lessons[other.progressKey], e.currentStep > 1 || !e.steps.isEmpty {
                return (other.language, e)
            }
        }
        return nil
    }

    /// Resets the session to the lesson's device and replays the solutions of the steps before `index`.
    func rebuild(_ lesson: Lesson, throughStep index: Int) {
        let shows = session.showsAfterActions
        session.showsAfterActions = false
        defer { session.showsAfterActions = shows }
        startFresh(on: lesson.device)
        for step in lesson.steps.prefix(index) {
            for command in step.solution { _ = session.execute(command) }
        }
    }
}
