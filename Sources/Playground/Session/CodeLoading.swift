/// How a session reaches the user's own presentation code (`load FILE.swift`), injected by the
/// front end: compiling and running code in a contained child process is the executable's work,
/// never the core's. Without one, `load FILE.swift` says this front end cannot.
package protocol CodeLoader: AnyObject {
    /// Whether `path` is Swift to compile (a `.swift` file or a folder) rather than a saved session.
    func isCode(_ path: String) -> Bool
    /// Compiles and starts the code in `paths`, running `typeName` if given; or the lines that
    /// say why not (compile errors, no compiler, nothing or several things to run).
    func load(paths: [String], typeName: String?) -> Result<any LoadedCode, CodeLoadFailure>
}

/// Why `load FILE.swift` loaded nothing: one line per problem (`FILE:LINE:COL: message` for a
/// compile error on the user's own line).
package struct CodeLoadFailure: Error, Equatable, Sendable {
    package var lines: [String]
    package init(_ lines: [String]) { self.lines = lines }
}

/// The user's code, running: it carries out the commands a loaded session forwards and answers
/// with outputs drawn where it runs (`Output.drawn`), plus the few facts the session needs
/// (errors and expectations as values).
package protocol LoadedCode: AnyObject {
    /// What runs, in words: `CardTransitioningDelegate from CardOverlay.swift`.
    var summary: String { get }
    /// Carries out `command` in the user's code; `showsAfterActions` as the session's own
    /// (a transcript draws the screen after each action, a quiet run does not).
    func apply(_ command: Command, showsAfterActions: Bool) -> [Output]
    /// Ends it (`unload`, or another `load`).
    func stop()
}
