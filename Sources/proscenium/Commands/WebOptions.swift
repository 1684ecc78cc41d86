import ArgumentParser
import ProsceniumEdge

/// `--port N` and `--no-open` for `web`, and `--web` with them for `demo` and `lesson`: the live
/// stage page beside the prompt (`StageView`).
struct WebOptions: ParsableArguments {
    @Option(help: "The port the stage page listens on, on 127.0.0.1 and ::1 (0: a free one).")
    var port: Int = 0

    @Flag(name: .customLong("no-open"), help: "Print the stage page's address without opening a browser.")
    var noOpen = false

    /// What `--web` says where there is no terminal (the transcript runs without the page).
    static let noTerminalNote =
        "note: --web mirrors the interactive prompt, which needs a terminal; the transcript runs without the stage page (`export html FILE` writes one)\n"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535 (0: a free port).") }
    }

    /// Starts the page's server and prints its address, the first line of the run; opens the
    /// browser unless --no-open or there is no display. Exit status 1 with one line when it
    /// cannot start.
    func start(demo: Bool, title: String) throws -> StageView {
        switch StageView.start(port: port, demo: demo, title: title) {
        case .success(let view):
            Console.write("stage view: \(view.address)\n")
            if !noOpen, !view.openBrowser() {
                Console.write("(no display to open a browser on: open the address above in one)\n")
            }
            Console.flush()
            return view
        case .failure(let problem):
            Console.error("error: stage view: \(problem.line)\n")
            throw ExitCode(1)
        }
    }
}
