/// `code --file`: the session hands over the generated Swift; this writes it atomically (through
/// `AtomicFile`: a temporary file beside the target, fsync, rename) and says why when it cannot.
enum CodeFile {
    /// The session's `writeFile`: nil when written, else the reason in words.
    static func write(_ text: String, to path: String) -> String? {
        do {
            try AtomicFile.write(text, to: path)
            return nil
        } catch AtomicFile.Failure.cannotWrite(_, let why) {
            return why
        } catch {
            return "\(error)"
        }
    }
}
