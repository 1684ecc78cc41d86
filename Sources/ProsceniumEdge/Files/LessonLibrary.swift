import Lessons
import Playground
import ProsceniumDisk
import ProsceniumFiles
import TextArt

/// Loads the lesson files, and connects the prompt's tutor to the learner's progress file.
package enum LessonLibrary {
    /// Every lesson in `dir` (English) and `dir/zh` (Chinese); files that do not parse are reported.
    package static func load(from dir: String) -> (lessons: [Lesson], problems: [String]) {
        let (lessons, unreadable) = read(from: dir)
        return (lessons, unreadable.map(\.problem))
    }

    /// The lessons in `dir` and `dir/zh`, and the files that could not be read or parsed.
    package static func read(from dir: String) -> (lessons: [Lesson], unreadable: [UnreadableLesson]) {
        var lessons: [Lesson] = []
        var problems: [UnreadableLesson] = []
        for (folder, language) in [(dir, Language.english), (dir + "/zh", Language.chinese)] {
            for file in LessonFolder.markdownFiles(in: folder) {
                let text: String
                do { text = try Files.read(file) } catch {
                    problems.append(UnreadableLesson(file: file, language: language, problem: error.description))
                    continue
                }
                do {
                    var lesson = try LessonParser.parse(text, file: file, language: language)
                    lesson.readExerciseFiles { try? Files.read($0) }
                    lessons.append(lesson)
                } catch {
                    problems.append(UnreadableLesson(file: file, language: language, problem: error.description))
                }
            }
        }
        return (lessons, problems)
    }

    /// The learner's working folder for exercises: `PROSCENIUM_EXERCISES`, else `exercises/` in
    /// the state folder; nil without either.
    package static func exerciseFolder(_ paths: StatePaths = StatePaths()) -> String? {
        if let set = StatePaths.processEnvironment("PROSCENIUM_EXERCISES"), !set.isEmpty { return set }
        return paths.directory.map { $0 + "/exercises" }
    }

    /// The lessons, for a tutor that reads them on first use; problems go to standard error.
    /// The lessons and the unreadable files, read together once on first use (`LessonShelf`).
    package static func shelf(reportingProblems: Bool) -> LessonShelf {
        LessonShelf {
            let (lessons, unreadable) = read(from: LessonFolder.path)
            if reportingProblems {
                for u in unreadable { Console.error("warning: " + TerminalText.plain(u.problem) + "\n") }
            }
            return (lessons, unreadable)
        }
    }

    /// The prompt's tutor: lessons from disk, progress from the state folder (`LiveShell` connects
    /// its session to the files).
    package static func makeTutor(store: ProgressStore, session: Session = Session()) -> Tutor {
        let shelf = shelf(reportingProblems: true)
        let tutor = Tutor(session: session, lessonSource: shelf.lessons, progress: store.load())
        tutor.unreadableSource = shelf.unreadable
        tutor.noLessonsText = { LessonFolder.emptyHint }
        tutor.exerciseFolder = exerciseFolder()
        tutor.editor = EditorLauncher.open
        return tutor
    }

    /// The store for the prompt: `progress.json` in the state folder (warnings on standard error).
    package static func makeStore(_ paths: StatePaths) -> ProgressStore {
        ProgressStore(path: paths.progressFile, warn: { Console.error($0 + "\n") })
    }

    /// A tutor for scripts and demos: the same lessons, progress in memory only (a script never
    /// touches the learner's file), files through the edge.
    package static func scriptTutor(session: Session, fence: WriteFence?) -> Tutor {
        // The exercise folder is Proscenium's own: a script's `exercise` writes there as the prompt's does.
        FileEdge.connect(session, fence: fence?.allowing(ownFolder: exerciseFolder()))
        let shelf = shelf(reportingProblems: false)
        let tutor = Tutor(session: session, lessonSource: shelf.lessons)
        tutor.unreadableSource = shelf.unreadable
        tutor.noLessonsText = { LessonFolder.emptyHint }
        tutor.exerciseFolder = exerciseFolder()
        return tutor
    }
}
