/// One thing `check` reports on, kept for the machine-readable reports (`check --junit`,
/// `check --tap`): an expect line that held or failed, or a line in error.
package struct CheckedLine: Equatable, Sendable {
    package enum Outcome: Equatable, Sendable { case passed, failed, error }

    package var line: Int
    package var column: Int
    /// The line as written, without its leading and trailing blanks.
    package var source: String
    package var outcome: Outcome
    /// A failure's `expect … (what was found)`, an error's wording without `error: ` and the
    /// location; empty for an expectation that held.
    package var message: String
    /// The virtual clock's seconds the scene had run when this line was checked (across resets),
    /// for the reports' `time`: the same from run to run, as all output is.
    package var clock: Double

    package init(line: Int, column: Int, source: String, outcome: Outcome, message: String, clock: Double = 0) {
        self.line = line
        self.column = column
        self.source = source
        self.outcome = outcome
        self.message = message
        self.clock = clock
    }
}
