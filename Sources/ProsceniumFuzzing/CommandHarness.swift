import Lessons
import Playground
import ProsceniumTestSupport

/// The command parser on one line: a line that parses is spelled back (`CommandSpelling`) to a line
/// that parses to the same command, as `code` and the stage wire rely on; a line that does not
/// parse is refused in one clean error line with its suggestion, as a script shows it.
enum CommandHarness {
    static func problem(line: String) -> String? {
        let table = CommandTable.withLessons
        do {
            let command = try Parser.parse(line, table: table)
            let spelled = CommandSpelling.line(for: command)
            guard let again = try? Parser.parse(spelled, table: table) else {
                return "`\(line)` parses, but its spelling `\(spelled)` does not"
            }
            return again == command ? nil : "`\(line)` spelled `\(spelled)` parses to another command"
        } catch {
            let wording = ErrorWording.line(
                for: .parse(error, line: line, table: table), location: "fuzz.scene:1:\(error.column)")
            return FuzzChecks.problem(inErrorLine: wording + "\n").map { "`\(line)`: \($0)" }
        }
    }
}
