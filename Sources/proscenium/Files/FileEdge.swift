import Playground
import ProsceniumDisk
import ProsceniumFiles
import Transcript

/// The executable's files: the disk wired into a session (`FileAccess.disk`), and the scripts
/// and demos it reads.
enum FileEdge {
    /// Wires a session to the files.
    static func connect(_ session: Session) {
        session.files = .disk
        session.renderExport = ExportRendering.render
    }

    /// A script or demo file (or `-`, standard input, for `run`), or the one line of why not.
    static func document(_ path: String) -> Result<String, FileProblem> {
        do { return .success(try Files.read(path)) } catch { return .failure(error) }
    }

    /// Lines without their terminators; a final newline does not make an extra empty line.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
