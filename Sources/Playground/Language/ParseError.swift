/// Why a line did not parse, as data: where (1-based column), what went wrong, and what would
/// have been accepted there. The wording is built in one place (`ErrorWording`).
package struct ParseError: Error, Equatable, Sendable {
    package enum Problem: Equatable, Sendable {
        /// A word that is not one of `expected`.
        case unexpectedWord(String)
        /// The line ended where one of `expected` was needed.
        case missing
        /// A number was needed: `what` names it (`inset`, `progress`).
        case notANumber(String, what: String)
        /// A number outside what makes sense: `what` and the allowed range in words.
        case outOfRange(Double, what: String, allowed: String)
        /// More words after a complete command.
        case extraWords(String)
        case unterminatedQuote
        /// A malformed `expect` line.
        case badExpectation(String)
    }

    package var column: Int
    package var problem: Problem
    /// Keywords acceptable at `column` (used for did-you-mean and Tab completion).
    package var expected: [String]
    /// A whole corrected line, filled in by `Suggester`.
    package var suggestion: String?
    /// Whether `Suggester` has looked already (`PlaygroundError.parse`), so a nil `suggestion`
    /// means none was found: the wording layer then does not search a second time. Most refused
    /// lines have none; in the session fuzz test the second search was a fifth of all searching.
    package var suggestionSought = false

    package init(column: Int, problem: Problem, expected: [String] = [], suggestion: String? = nil) {
        self.column = column
        self.problem = problem
        self.expected = expected
        self.suggestion = suggestion
    }

    /// Equal when they say the same: whether the suggestion was sought is bookkeeping.
    package static func == (a: ParseError, b: ParseError) -> Bool {
        a.column == b.column && a.problem == b.problem && a.expected == b.expected && a.suggestion == b.suggestion
    }
}
