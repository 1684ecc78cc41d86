import Playground
import ProsceniumFiles
import Transcript

/// The core's way to files: the `FileAccess` a `Session` is given for `load`, `save`, `record`,
/// `export`, `code --file` and `progress import|export`, all through `Files` (bounded reads of
/// regular files, atomic writes that replace only a regular file). Reasons come back in words.
enum FileEdge {
    static func read(_ path: String) -> Result<String, FileFailure> {
        do { return .success(try Files.read(path)) } catch { return .failure(FileFailure(reason: error.reason)) }
    }

    /// nil when written, else why not.
    static func write(_ text: String, to path: String) -> String? {
        do {
            try Files.write(text, to: path)
            return nil
        } catch {
            return error.reason
        }
    }

    /// The disk, as the core reaches it.
    static var disk: FileAccess {
        var access = FileAccess(
            read: read, write: { text, path in write(text, to: path) }, append: { text, path in append(text, to: path) }
        )
        access.makeFolder = { path in
            Files.makeDirectories(path, mode: 0o700)
            return Files.resolvedKind(at: path) == .directory ? nil : "cannot make the folder \(path)"
        }
        return access
    }

    /// nil when added, else why not.
    static func append(_ text: String, to path: String) -> String? {
        do {
            try Files.append(text, to: path)
            return nil
        } catch {
            return error.reason
        }
    }

    /// Wires a session to the files.
    static func connect(_ session: Session) {
        session.files = disk
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
