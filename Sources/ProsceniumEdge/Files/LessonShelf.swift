import Lessons

/// The lesson folder read once, on first use, for both the lessons and the files that could not
/// be read (`UnreadableLesson`): a tutor asks for either, and a session that never opens a lesson
/// never reads the folder.
package final class LessonShelf {
    private let reading: () -> (lessons: [Lesson], unreadable: [UnreadableLesson])
    private var read: (lessons: [Lesson], unreadable: [UnreadableLesson])?

    package init(_ reading: @escaping () -> (lessons: [Lesson], unreadable: [UnreadableLesson])) {
        self.reading = reading
    }

    private func contents() -> (lessons: [Lesson], unreadable: [UnreadableLesson]) {
        if let read { return read }
        let fresh = reading()
        read = fresh
        return fresh
    }

    package func lessons() -> [Lesson] { contents().lessons }
    package func unreadable() -> [UnreadableLesson] { contents().unreadable }
}
