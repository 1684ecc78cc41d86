import ArgumentParser
import ProsceniumDisk
import ProsceniumEdge

/// `--write-dir DIR` and `--overwrite` for `run`, `check` and `demo`: where a script's `save`,
/// `record`, `export`, `code --file` and `progress export` may write (`WriteFence`). A scene may be
/// someone else's, so by default it writes under the current folder only and replaces only files
/// Proscenium made.
struct WriteOptions: ParsableArguments {
    @Option(
        name: .customLong("write-dir"),
        help: ArgumentHelp(
            "The folder the script's save, record, export and code --file may write under (default: the current folder).",
            valueName: "DIR"), completion: .directory)
    var folder: String = "."

    @Flag(help: "Let the script replace existing files that Proscenium did not write.")
    var overwrite = false

    /// The fence, or exit status 2 with one line when the folder is not one.
    func fence() throws -> WriteFence { try Self.fence(folder: folder, overwrite: overwrite) }

    /// The same from plain values (`DirectRun` reads them without the parser).
    static func fence(folder: String, overwrite: Bool) throws -> WriteFence {
        guard let fence = WriteFence(folder: folder, overwrite: overwrite) else {
            Console.error("error: --write-dir \(folder): not a folder\n")
            throw ExitCode(2)
        }
        return fence
    }
}
