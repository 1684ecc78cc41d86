import ProsceniumFiles
import ProsceniumLoader

/// `edit` at the prompt: the learner's editor on the exercise file, on this terminal, waited
/// for. `$VISUAL` first, then `$EDITOR`, as git and crontab choose; either may carry arguments
/// (`code --wait`), so it runs through `sh -c` with the path passed as an argument, never pasted
/// into the command. Without either, `vi`, which POSIX systems have.
package enum EditorLauncher {
    /// The editor's command line, as the environment gives it.
    package static func editorCommand() -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = StatePaths.processEnvironment(name), !value.trimmingCharacters(in: " ").isEmpty {
                return value
            }
        }
        return "vi"
    }

    /// Opens `path`; nil when the editor ran and exited cleanly, else why not, in words.
    package static func open(_ path: String) -> String? {
        let command = editorCommand()
        Console.flush()
        switch ChildProcess.runAttached(["/bin/sh", "-c", command + " \"$1\"", "sh", path]) {
        case .failure(let why): return "cannot start /bin/sh: \(why.line)"
        case .success(127): return "`\(command)` was not found: set VISUAL or EDITOR to your editor"
        case .success(0): return nil
        case .success(let status): return "`\(command)` exited with status \(status)"
        }
    }
}
