import Playground
import ProsceniumDisk
import ProsceniumFiles
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The executable's files: the disk wired into a session (`FileAccess.disk`), and the scripts
/// and demos it reads.
package enum FileEdge {
    /// Wires a session to the files; a script's writes behind `fence` (`WriteFence`).
    package static func connect(_ session: Session, fence: WriteFence? = nil) {
        session.files = .disk
        if let fence {
            session.files = session.files.fenced(by: fence)
            // The stage that runs loaded code writes with the same rules.
            setenv(WriteFence.variable, fence.environmentValue, 1)
        }
        session.renderExport = ExportRendering.render
    }

    /// A script or demo file (or `-`, standard input, for `run`), or the one line of why not.
    package static func document(_ path: String) -> Result<String, FileProblem> {
        do { return .success(try Files.read(path)) } catch { return .failure(error) }
    }

    /// Lines without their terminators; a final newline does not make an extra empty line.
    package static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
