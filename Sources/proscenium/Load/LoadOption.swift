import ArgumentParser

/// `--load FILE.swift` (repeatable) and `--load-as TypeName` for `run` and `check`: the scene
/// runs against the user's own presentation code, as `load FILE.swift [as TypeName]` would.
struct LoadOption: ParsableArguments {
    @Option(
        name: .customLong("load"),
        help: ArgumentHelp(
            "Swift files or a folder of your presentation code to run the scene against (repeatable).",
            valueName: "FILE.swift"), completion: .file(extensions: ["swift"]))
    var paths: [String] = []

    @Option(name: .customLong("load-as"), help: "Which type of the loaded code to run, when it has several.")
    var typeName: String?
}
