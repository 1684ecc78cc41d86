/// Saving, loading and recording a session. A saved session is its log of state-changing
/// commands, written as a scene: the engine is deterministic, so replaying the log rebuilds the
/// device, the configuration and the presentation exactly, mid-transition included.
extension Session {
    /// The first line of a saved session; `load` accepts any scene, this marks the version.
    package static let saveHeader = "# proscenium session 1"

    /// The log as a scene file that replays to the current state.
    package var savedText: String {
        ([Session.saveHeader] + log.map(CommandSpelling.line(for:))).joined(separator: "\n") + "\n"
    }

    func file(_ action: SessionFileAction) -> [Output] {
        switch action {
        case .save(let path):
            return write(savedText, to: path, done: "saved \(log.count) command\(log.count == 1 ? "" : "s") to \(path)")
        case .record(let path):
            let outputs = write(
                savedText, to: path,
                done: "recording to \(path): every command from now on is added; `record stop` ends it")
            // Recording starts only once the file could be written.
            if !outputs.contains(where: { if case .error = $0 { true } else { false } }) { recordingPath = path }
            return outputs
        case .loadCode(let paths, let typeName): return loadCode(paths, typeName: typeName)
        case .unload: return unloadCode()
        case .recordStop:
            guard let path = recordingPath else { return [.error(.notRecording)] }
            recordingPath = nil
            return [.text("stopped recording to \(path)\n")]
        case .load(let path):
            switch files.read(path) {
            case .success(let text): return load(text, from: path)
            case .failure(let f): return [.error(.cannotRead(path: path, reason: f.reason + "; nothing changed"))]
            }
        }
    }

    /// Replays `text` in a scratch session first; only if every line is a valid command that
    /// succeeds does this session take the result. A bad file changes nothing.
    func load(_ text: String, from path: String) -> [Output] {
        var commands: [Command] = []
        var lineNumber = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let line = String(raw)
            do {
                let command = try Parser.parse(line, table: table)
                guard command.changesState else { continue }
                commands.append(command)
            } catch {
                return [.error(.badFile(path: path, line: lineNumber, reason: ErrorWording.describe(error)))]
            }
        }
        let scratch = Session()
        scratch.showsAfterActions = false
        for (i, command) in commands.enumerated() {
            for output in scratch.apply(command) {
                if case .error(let e) = output {
                    return [.error(.badFile(path: path, line: i + 1, reason: ErrorWording.line(for: e)))]
                }
            }
        }
        replay(commands)
        return [
            .text("loaded \(path): \(commands.count) command\(commands.count == 1 ? "" : "s"), phase \(engine.phase)\n")
        ]
    }

    private func write(_ text: String, to path: String, done: String) -> [Output] {
        if let reason = files.write(text, path) { return [.error(.cannotWrite(path: path, reason: reason))] }
        return [.text(done + "\n")]
    }

    /// Called after each line: while recording, the line is added to the file as it was
    /// carried out, the commands that only watch (`film`, `trace`, `explain`, …) and `undo` and
    /// `redo` included, so the file replays to the same screens and the same state. A line in
    /// error, `record` itself, `save`, `quit` and a shell command are left out. A file that cannot
    /// be written ends the recording.
    func record(_ command: Command, _ outputs: [Output]) {
        guard let path = recordingPath else { return }
        guard command.traits.isRecorded else { return }
        if outputs.contains(where: { if case .error = $0 { true } else { false } }) { return }
        if files.append(CommandSpelling.line(for: command) + "\n", path) != nil { recordingPath = nil }
    }
}
