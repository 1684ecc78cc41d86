/// One thing `check` reports on, kept for the machine-readable reports (`check --junit`,
/// `check --tap`): an expect line that held or failed, or a line in error.
public struct CheckedLine: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable { case passed, failed, error }

    public var line: Int
    public var column: Int
    /// The line as written, without its leading and trailing blanks.
    public var source: String
    public var outcome: Outcome
    /// A failure's `expect … (what was found)`, an error's wording without `error: ` and the
    /// location; empty for an expectation that held.
    public var message: String

    public init(line: Int, column: Int, source: String, outcome: Outcome, message: String) {
        self.line = line
        self.column = column
        self.source = source
        self.outcome = outcome
        self.message = message
    }
}
