import Playground
import ProsceniumFiles

/// The core's way to files on disk: the `FileAccess` a `Session` is given for `load`, `save`,
/// `record`, `export`, `code --file` and `progress import|export`, all through `Files` (bounded
/// reads of regular files, atomic writes that replace only a regular file). Reasons come back in
/// words. The executable and the stage that runs loaded code both use it, so a command writes a
/// file the same way whichever process runs it.
extension FileAccess {
    package static var disk: FileAccess {
        var access = FileAccess(read: read, write: { text, path in write(text, to: path) }, append: append)
        access.makeFolder = { path in
            if let why = Files.makeDirectories(path, mode: 0o700) { return why }
            return Files.resolvedKind(at: path) == .directory
                ? nil : "cannot make the folder \(path): something else is there"
        }
        return access
    }

    private static func read(_ path: String) -> Result<String, FileFailure> {
        do { return .success(try Files.read(path)) } catch { return .failure(FileFailure(reason: error.reason)) }
    }

    /// nil when written, else why not.
    private static func write(_ text: String, to path: String) -> String? {
        do {
            try Files.write(text, to: path)
            return nil
        } catch {
            return error.reason
        }
    }

    /// nil when added, else why not.
    private static func append(_ text: String, to path: String) -> String? {
        do {
            try Files.append(text, to: path)
            return nil
        } catch {
            return error.reason
        }
    }
}
