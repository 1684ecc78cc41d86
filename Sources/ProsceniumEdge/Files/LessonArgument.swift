import Lessons
import Playground
import ProsceniumFrontEnd

/// `proscenium lesson WORD` checked before the prompt starts: a word that names no lesson is a
/// usage error, said in one line on standard error with the nearest lesson, as git and cargo say
/// a misspelt subcommand (exit 64), not a transcript line on standard output (issue 37).
package enum LessonArgument {
    /// nil when `word` names a lesson the way `lesson WORD` finds one (its number, `01`, its slug)
    /// or an unreadable lesson file (whose problem the prompt then says), or when there are no
    /// lessons at all (the prompt then says where it looked); otherwise the line to print.
    package static func refusal(for word: String, lessons: [Lesson], unreadable: [UnreadableLesson]) -> String? {
        guard !lessons.isEmpty || !unreadable.isEmpty else { return nil }
        guard !lessons.contains(where: { $0.isNamed(word) }), !unreadable.contains(where: { $0.isNamed(word) }) else {
            return nil
        }
        var slugs: [String] = []
        for lesson in lessons.sorted(by: { $0.number < $1.number }) where !slugs.contains(lesson.slug) {
            slugs.append(lesson.slug)
        }
        let shown = ErrorWording.printable(word)
        if let near = SubcommandSuggestion.nearest(to: word, in: slugs) {
            return "error: no lesson '\(shown)'; did you mean '\(near)'? (see 'proscenium lesson list')"
        }
        return "error: no lesson '\(shown)' (see 'proscenium lesson list')"
    }
}
