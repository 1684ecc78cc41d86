import Playground

/// A lesson file that could not be read or parsed (issue 38): `lesson list` still lists it, under
/// the number its file name gives, with the problem named, and `lesson N` says that problem
/// instead of "no lesson `N`", so a lesson with one bad line never silently vanishes.
package struct UnreadableLesson: Equatable, Sendable {
    /// The number in the file's name (`01-five-roles.md` → 1), nil when it has none.
    package let number: Int?
    /// The file's name without folder or `.md` (`01-five-roles`), which `lesson NAME` may use.
    package let name: String
    package let language: Language
    /// The reader's or parser's one line (`FILE:LINE: …`).
    package let problem: String

    package init(file: String, language: Language, problem: String) {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        name = base.hasSuffix(".md") ? String(base.dropLast(3)) : base
        let digits = base.prefix { $0.isNumber }
        number = digits.isEmpty ? nil : Int(digits)
        self.language = language
        self.problem = problem
    }

    /// Whether `lesson NAME` names this file (`1`, `01`, `01-five-roles`).
    package func isNamed(_ typed: String) -> Bool {
        typed == name || (Int(typed).map { $0 == number } ?? false)
            || name.split(separator: "-", maxSplits: 1).last.map { String($0) == typed } ?? false
    }
}
