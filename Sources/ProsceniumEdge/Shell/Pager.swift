import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Long output (`trace`, `explain`, `code`, `help`) at the prompt goes through a pager when it is
/// taller than the window, so a room can read it instead of watching it scroll away: `$PAGER`,
/// else `less -R` when it is installed, else the plain text. Only at the interactive prompt on a
/// terminal: scripts and pipes never page (a demo pages with its own keys: `DemoPlayer.page`).
package enum Pager {
    /// The pager to run, from `PAGER` (empty: none) or `less -R` on the `PATH` (in its secure
    /// mode); nil for none.
    package static func command(environment: (String) -> String? = Pager.setVariable) -> String? {
        if let set = environment("PAGER") {
            let trimmed = set.trimmingCharacters(in: " \t")
            return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
        }
        let path = environment("PATH") ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where access(String(dir) + "/less", X_OK) == 0 {
            // LESSSECURE: a learner who does not notice the pager and types a command into it must
            // not write a file (`s` saves a log under the letters that follow: "solution" left a
            // file named "olution") or run a shell; colours pass through (-R).
            return "LESSSECURE=1 less -R"
        }
        return nil
    }

    /// A variable as set, empty included (`PAGER=` turns paging off, as it does for git and man;
    /// `StatePaths.processEnvironment` reads an empty value as unset).
    static func setVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Writes `text` through the pager when it has more lines than `rows` leaves room for and a
    /// pager is there; false when it did not (the caller then writes the text itself).
    package static func show(_ text: String, rows: Int) -> Bool {
        let lines = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        guard lines >= rows - 1, let command = command() else { return false }
        Console.flush()
        guard let pipe = popen(command, "w") else { return false }
        // A pager quit before the end closes its end of the pipe: that must not end the prompt.
        let previous = signal(SIGPIPE, SIG_IGN)
        var text = text
        _ = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, pipe) }
        _ = pclose(pipe)
        signal(SIGPIPE, previous)
        return true
    }
}
