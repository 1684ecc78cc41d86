import Lessons
import Playground
import ProsceniumDisk
import ProsceniumFiles
import TextArt

/// Loads the lesson files, and connects the prompt's tutor to the learner's progress file.
enum LessonLibrary {
    /// Every lesson in `dir` (English) and `dir/zh` (Chinese); files that do not parse are reported.
    static func load(from dir: String) -> (lessons: [Lesson], problems: [String]) {
        var lessons: [Lesson] = []
        var problems: [String] = []
        for (folder, language) in [(dir, Language.english), (dir + "/zh", Language.chinese)] {
            for file in LessonFolder.markdownFiles(in: folder) {
                let text: String
                do { text = try Files.read(file) } catch {
                    problems.append(error.description)
                    continue
                }
                do {
                    var lesson = try LessonParser.parse(text, file: file, language: language)
                    lesson.readExerciseFiles { try? Files.read($0) }
                    lessons.append(lesson)
                } catch {
                    problems.append(error.description)
                }
            }
        }
        return (lessons, problems)
    }

    /// The learner's working folder for exercises: `PROSCENIUM_EXERCISES`, else `exercises/` in
    /// the state folder; nil without either.
    static func exerciseFolder(_ paths: StatePaths = StatePaths()) -> String? {
        if let set = StatePaths.processEnvironment("PROSCENIUM_EXERCISES"), !set.isEmpty { return set }
        return paths.directory.map { $0 + "/exercises" }
    }

    /// The lessons, for a tutor that reads them on first use; problems go to standard error.
    static func source(reportingProblems: Bool) -> () -> [Lesson] {
        return {
            let (lessons, problems) = load(from: LessonFolder.path)
            if reportingProblems { for p in problems { Console.error("warning: " + TerminalText.plain(p) + "\n") } }
            return lessons
        }
    }

    /// The prompt's tutor: lessons from disk, progress from the state folder (`LiveShell` connects
    /// its session to the files).
    static func makeTutor(store: ProgressStore, session: Session = Session()) -> Tutor {
        let tutor = Tutor(session: session, lessonSource: source(reportingProblems: true), progress: store.load())
        tutor.noLessonsText = { LessonFolder.emptyHint }
        tutor.exerciseFolder = exerciseFolder()
        tutor.editor = EditorLauncher.open
        return tutor
    }

    /// The store for the prompt: `progress.json` in the state folder (warnings on standard error).
    static func makeStore(_ paths: StatePaths) -> ProgressStore {
        ProgressStore(path: paths.progressFile, warn: { Console.error($0 + "\n") })
    }

    /// A tutor for scripts and demos: the same lessons, progress in memory only (a script never
    /// touches the learner's file), files through the edge.
    static func scriptTutor(session: Session, fence: WriteFence?) -> Tutor {
        FileEdge.connect(session, fence: fence)
        let tutor = Tutor(session: session, lessonSource: source(reportingProblems: false))
        tutor.noLessonsText = { LessonFolder.emptyHint }
        tutor.exerciseFolder = exerciseFolder()
        return tutor
    }
}
