import Playground
import Transcript

/// Files kept in a dictionary, given to a session in place of the disk (`FileAccess`): `save`,
/// `record`, `code --file` and `export` write here (exports drawn as the executable draws them),
/// `load` and `progress import` read from here. A path under `/forbidden` is refused as a real
/// disk would refuse it.
package final class MemoryFiles: @unchecked Sendable {
    package var files: [String: String] = [:]
    /// How many writes added to the end of a file rather than replacing it (recordings append).
    package var appends = 0

    package init() {}

    /// A quiet session (no drawing after each command) whose files are these.
    package func session() -> Session {
        let s = Session()
        s.showsAfterActions = false
        attach(s)
        return s
    }

    /// The session's way to files, pointed here.
    package var access: FileAccess {
        FileAccess(
            read: { [unowned self] path in
                self.files[path].map { .success($0) } ?? .failure(FileFailure(reason: "no such file"))
            },
            write: { [unowned self] text, path in
                if path.hasPrefix("/forbidden") { return "Permission denied" }
                self.files[path] = text
                return nil
            },
            append: { [unowned self] text, path in
                if path.hasPrefix("/forbidden") { return "Permission denied" }
                guard let old = self.files[path] else { return "no such file" }
                self.files[path] = old + text
                self.appends += 1
                return nil
            })
    }

    /// Points `session`'s files and export drawing here.
    package func attach(_ session: Session) {
        session.renderExport = ExportRendering.render
        session.files = access
    }
}
