import Lessons
import ProsceniumLanguage

/// A lesson file read in each language: it parses, or is refused at a line of the file with one
/// line of why, and never crashes the reader. (The lint's replay of a lesson runs sessions; that
/// is the scene fuzz tests' ground.)
enum LessonHarness {
    static func problem(_ text: String) -> String? {
        // Lines as the parser counts them: `\r\n`, `\r` and the other breaks end one too.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        for language in Language.allCases {
            do {
                _ = try LessonParser.parse(text, file: "fuzz.md", language: language)
            } catch {
                // One past the last line: what the file lacks at its end.
                if !(1...lines + 1).contains(error.line) {
                    return "refused in \(language) at line \(error.line) of a \(lines)-line file"
                }
                if error.message.isEmpty || error.message.contains("\n") {
                    return "refused in \(language) with \(error.message.debugDescription)"
                }
            }
        }
        return nil
    }
}
