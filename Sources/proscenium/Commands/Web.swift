import ArgumentParser
import ProsceniumEdge

/// `proscenium web`: the prompt, with the live stage page beside it in a browser.
struct Web: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the prompt with a live stage page in the browser.",
        discussion: """
            The first line is the page's address, `stage view: http://127.0.0.1:PORT/?token=…` \
            (a new token each run: the page refuses any request without it). The page mirrors \
            the session as a device screen: every view as a shape at its frame in points, the \
            trace beside it with the last command's calls marked, and each transition played \
            from the frames the engine samples (`play --speed` and `scrub` too). Keys on the \
            page: space pauses or replays, Left and Right step a frame, t changes the theme, \
            + and - the type, n the names. The server listens on the loopback addresses only \
            and ends with the prompt. `demo FILE --web` and `lesson N --web` do the same; in a \
            demo the page's space, Right and PageDown (a clicker) step the demo. `export html \
            FILE` writes a page that plays the session so far, with nothing fetched.
            """)

    @OptionGroup var web: WebOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        guard TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal else {
            Console.error(
                "error: proscenium web mirrors the interactive prompt, which needs a terminal; for a script's page, end it with `export html FILE`\n"
            )
            throw ExitCode(64)
        }
        let stage = try web.start(demo: false, title: "Proscenium stage")
        defer { stage.stop() }
        PromptLoop.run(display: display.settings, stage: stage)
    }
}
