/// What Tab completion needs from outside the grammar, as ports the edge fills: the entries of a
/// folder (for a `<file>` argument) and the lessons there are (for `lesson <Tab>`). The completer
/// stays pure; the prompt hands it the disk and its lesson library.
package struct CompletionSources: Sendable {
    /// One entry of a folder.
    package struct Entry: Equatable, Sendable {
        package var name: String
        package var isDirectory: Bool

        package init(name: String, isDirectory: Bool) {
            self.name = name
            self.isDirectory = isDirectory
        }
    }

    /// The entries of a folder (`.` for the current one), or nil when it cannot be read.
    package var list: @Sendable (String) -> [Entry]?
    /// Every lesson's number and slug.
    package var lessons: @Sendable () -> [String]

    package init(
        list: @escaping @Sendable (String) -> [Entry]? = { _ in nil },
        lessons: @escaping @Sendable () -> [String] = { [] }
    ) {
        self.list = list
        self.lessons = lessons
    }

    /// No disk and no lessons: grammar words only.
    package static let none = CompletionSources()

    /// An argument whose candidates come from outside the grammar, declared on its form.
    package enum Argument: Sendable {
        /// A lesson's number or slug.
        case lesson
    }

    /// The placeholders after which the grammar takes a path.
    static let filePlaceholders: Set<String> = ["<file>", "<file name>"]

    /// Paths that complete `partial`: the folder part kept as typed, entries whose names start with
    /// the rest (hidden ones only when the rest starts with a dot), folders ending in `/` so Tab
    /// can go on into them. Names with spaces are left out: the command language reads a path as
    /// one word.
    package func paths(completing partial: String) -> [String] {
        let folder: String
        let start: String
        if let slash = partial.lastIndex(of: "/") {
            folder = String(partial[...slash])
            start = String(partial[partial.index(after: slash)...])
        } else {
            folder = ""
            start = partial
        }
        let listed = folder.isEmpty ? "." : (folder == "/" ? "/" : String(folder.dropLast()))
        guard let entries = list(listed) else { return [] }
        return
            entries
            .filter { $0.name.hasPrefix(start) && (start.hasPrefix(".") || !$0.name.hasPrefix(".")) }
            .filter { !$0.name.contains(" ") && $0.name != "." && $0.name != ".." }
            .sorted { $0.name < $1.name }
            .map { folder + $0.name + ($0.isDirectory ? "/" : "") }
    }
}
