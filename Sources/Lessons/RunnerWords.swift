import ProsceniumLanguage

/// One table of `RunnerWord`s per language; a lesson's language picks its table, so a Chinese
/// lesson is Chinese from its heading to its completion line. A table is a function with an
/// exhaustive switch: a case without a Chinese entry is a compile error, not a gap found later.
/// A lesson in a language with no table at all is what `lesson lint` reports.
package struct RunnerWords: Sendable {
    /// The language code, as lesson folders name it (`en`, `zh`).
    package let language: Language
    private let table: @Sendable (RunnerWord) -> String

    package static let english = RunnerWords(language: .english, table: english(_:))
    package static let chinese = RunnerWords(language: .chinese, table: chinese(_:))
    /// Every table; `lesson` accepts these languages.
    package static let all = [english, chinese]

    /// The table for `language`: one for each (the switch is exhaustive, so a new `Language`
    /// does not compile until it has its table; `lesson lint` used to find a missing one).
    package static func of(_ language: Language) -> RunnerWords {
        switch language {
        case .english: english
        case .chinese: chinese
        }
    }

    package func callAsFunction(_ word: RunnerWord) -> String { table(word) }

    /// `lesson N`, spelled so that it opens this language's lesson again.
    func lessonCommand(_ n: Int, _ rest: String = "") -> String {
        "lesson \(n)" + (language == .english ? "" : " \(language)") + (rest.isEmpty ? "" : " \(rest)")
    }
}

extension Lesson {
    /// The words the runner speaks around this lesson.
    package var words: RunnerWords { RunnerWords.of(language) }

    /// Where `progress.json` keeps this lesson's record: the slug for English (as files written
    /// before translations had their own record say it), `slug@zh` for a translation.
    package var progressKey: String { language == .english ? slug : "\(slug)@\(language)" }
}
