import Lessons
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the lesson files and the learner's progress from disk, and saves progress back.
enum LessonLibrary {
    /// Every lesson in `dir` (English) and `dir/zh` (Chinese); files that do not parse are reported.
    static func load(from dir: String) -> (lessons: [Lesson], problems: [String]) {
        var lessons: [Lesson] = []
        var problems: [String] = []
        for (folder, language) in [(dir, "en"), (dir + "/zh", "zh")] {
            for file in StatePaths.markdownFiles(in: folder) {
                guard let text = try? TextFile.read(file) else { problems.append("\(file): cannot read"); continue }
                do { lessons.append(try LessonParser.parse(text, file: file, language: language)) } catch {
                    problems.append(error.description)
                }
            }
        }
        return (lessons, problems)
    }

    /// The saved progress. A file that cannot be read is set aside (renamed, never deleted) with a
    /// warning, and the learner starts afresh.
    static func loadProgress() -> Progress {
        guard let path = StatePaths.progressFile, AtomicFile.exists(path) else { return Progress() }
        do {
            let text = try TextFile.read(path)
            return try Progress.read(text)
        } catch {
            var n = 1
            while AtomicFile.exists(path + ".corrupt-\(n)") { n += 1 }
            let aside = path + ".corrupt-\(n)"
            if rename(path, aside) == 0 {
                Console.error("warning: \(path) could not be read (\(error)); kept it as \(aside) and started afresh\n")
            } else {
                Console.error("warning: \(path) could not be read (\(error)) nor set aside; progress will not be saved this run\n")
                unreadableProgress = true
            }
            return Progress()
        }
    }

    /// Set when a bad progress file could not be moved: then it is never overwritten.
    nonisolated(unsafe) static var unreadableProgress = false

    static func save(_ progress: Progress) {
        guard !unreadableProgress, let path = StatePaths.progressFile else { return }
        do { try AtomicFile.write(progress.json.serialized + "\n", to: path) } catch {
            Console.error("warning: \(error)\n")
        }
    }

    /// A tutor wired to the files: lessons from disk, progress loaded, imports and exports through the edge.
    static func makeTutor(session: Session = Session()) -> Tutor {
        return Tutor(session: session, lessonSource: {
                         let (lessons, problems) = load(from: StatePaths.lessonsDirectory)
                         for p in problems { Console.error("warning: \(p)\n") }
                         return lessons
                     }, progress: loadProgress(),
                     readFile: { try? TextFile.read($0) },
                     writeFile: { path, contents in (try? AtomicFile.write(contents, to: path)) != nil })
    }
}

import Playground
