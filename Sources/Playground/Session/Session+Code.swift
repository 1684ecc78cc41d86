extension Session {
    /// `code` prints the Swift for the current configuration; `code --file NAME` hands it to the
    /// executable's writer and says where it went.
    func code(file: String?) -> [Output] {
        let text = SwiftCodeGenerator.generate(config.value)
        guard let file else { return [.code(text)] }
        if let reason = files.write(text, file) { return [.error(.cannotWrite(path: file, reason: reason))] }
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        return [.text("wrote \(file) (\(lines) lines of Swift)\n")]
    }
}
