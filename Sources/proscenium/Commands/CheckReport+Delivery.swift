import ArgumentParser
import ProsceniumEdge
import ProsceniumFiles
import Transcript

extension CheckReport {
    /// What `check` and `lesson lint` both do with their results: TAP on standard output with
    /// `--tap`, the JUnit XML written to `--junit FILE` (exit 2, in one line, when it cannot be).
    func deliver(tap: Bool, junitFile: String?, strict: Bool = false) throws {
        if tap { Console.write(self.tap()) }
        guard let junitFile else { return }
        do { try Files.write(junit(strict: strict), to: junitFile) } catch {
            Console.error("error: \(error)\n")
            throw ExitCode(2)
        }
    }
}
