import Lessons
import Playground
import ProsceniumFiles

extension CompletionSources {
    /// The prompt's sources: folders read from the disk as Tab is pressed, and the lessons the
    /// binary finds (read once, on the first `lesson <Tab>`).
    package static let prompt = CompletionSources(
        list: { folder in
            guard Files.resolvedKind(at: folder) == .directory else { return nil }
            let base = folder == "/" ? "" : folder
            return Files.names(in: folder).map {
                Entry(name: $0, isDirectory: Files.resolvedKind(at: base + "/" + $0) == .directory)
            }
        },
        lessons: { LessonNames.all })
}

/// Every lesson's number and slug, English and Chinese together, in lesson order.
package enum LessonNames {
    package static let all: [String] = {
        var names: [String] = []
        for lesson in LessonLibrary.load(from: LessonFolder.path).lessons.sorted(by: { $0.number < $1.number }) {
            for name in [String(lesson.number), lesson.slug] where !names.contains(name) { names.append(name) }
        }
        return names
    }()
}
