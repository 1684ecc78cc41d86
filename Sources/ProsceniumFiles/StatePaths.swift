#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where what outlives a run is kept: `$XDG_STATE_HOME/proscenium/`, else
/// `$HOME/.local/state/proscenium/`, else the same under the home directory the system's user
/// database gives. One rule for progress and history alike.
package struct StatePaths: Sendable {
    /// The folder, or nil when there is no home at all (then nothing is saved, and the prompt says so).
    package let directory: String?
    /// Why `XDG_STATE_HOME` was passed over, when it was (the XDG spec says a relative one is invalid).
    package let ignoredSetting: String?

    package init(
        environment: (String) -> String? = StatePaths.processEnvironment,
        userHome: () -> String? = StatePaths.passwdHome
    ) {
        var ignored: String?
        if let xdg = environment("XDG_STATE_HOME"), !xdg.isEmpty {
            if xdg.hasPrefix("/") {
                directory = Self.trimmingSlashes(xdg) + "/proscenium"
                ignoredSetting = nil
                return
            }
            ignored = "XDG_STATE_HOME=\(xdg) is not an absolute path, so it is ignored (as the XDG spec asks)"
        }
        ignoredSetting = ignored
        if let home = environment("HOME"), home.hasPrefix("/") {
            directory = Self.trimmingSlashes(home) + "/.local/state/proscenium"
        } else if let home = userHome(), home.hasPrefix("/") {
            directory = Self.trimmingSlashes(home) + "/.local/state/proscenium"
        } else {
            directory = nil
        }
    }

    package var progressFile: String? { directory.map { $0 + "/progress.json" } }
    package var historyFile: String? { directory.map { $0 + "/history" } }

    /// Made private: history holds anything the user typed.
    package static let directoryMode: mode_t = 0o700

    package static func processEnvironment(_ name: String) -> String? {
        guard let v = getenv(name), v.pointee != 0 else { return nil }
        return String(cString: v)
    }

    package static func passwdHome() -> String? {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir, dir.pointee != 0 else { return nil }
        return String(cString: dir)
    }

    static func trimmingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
