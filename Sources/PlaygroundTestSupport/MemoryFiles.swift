import Playground
import Transcript

/// Files kept in a dictionary, given to a session in place of the edge's: `save`, `record`,
/// `code --file` and `export` write here (exports drawn as the executable draws them), `load`
/// reads from here. A path under `/forbidden` is refused as a real disk would refuse it.
public final class MemoryFiles: @unchecked Sendable {
    public var files: [String: String] = [:]

    public init() {}

    /// A quiet session (no drawing after each command) whose files are these.
    public func session() -> Session {
        let s = Session()
        s.showsAfterActions = false
        attach(s)
        return s
    }

    /// Points `session`'s file closures here.
    public func attach(_ session: Session) {
        session.renderExport = ExportRendering.render
        session.writeFile = { [unowned self] text, path in
            if path.hasPrefix("/forbidden") { return "Permission denied" }
            self.files[path] = text
            return nil
        }
        session.readFile = { [unowned self] path in
            self.files[path].map { .success($0) } ?? .failure(FileFailure(reason: "no such file"))
        }
    }
}
