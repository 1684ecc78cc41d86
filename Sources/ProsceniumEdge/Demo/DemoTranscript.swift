import Playground
import ProsceniumDisk
import TextArt
import Transcript

/// `proscenium demo` where nobody is watching (CI, a pipe, a file): the commands run as `run`
/// runs a scene, as a deterministic transcript, without typing or waiting. Notes go to standard
/// error, and only with `--notes`, so the transcript is the same either way.
package enum DemoTranscript {
    /// Runs `script` from item `start` (the commands before it still run, silently, so the state
    /// there is the one the demo was written for). True when no line was in error and no
    /// expectation failed.
    package static func run(
        _ script: DemoScript, from start: Int, notes: Bool, options: RenderOptions, fence: WriteFence
    ) -> Bool {
        let runner = ScriptFeed.makeRunner(file: script.file, mode: .transcript, options: options, fence: fence)
        for (index, item) in script.items.enumerated() {
            if runner.quitRequested { break }
            guard item.kind.isScene else {
                // An empty line in the directive's place keeps the runner's line numbers (used in
                // error locations) the file's own.
                _ = runner.feed("")
                if index >= start, notes, case .say(let text) = item.kind {
                    // After what came before it on standard output, when both go to one place.
                    Console.flush()
                    Console.error(TerminalText.plain(text) + "\n")
                }
                continue
            }
            let troubleBefore = runner.errors + runner.failed
            let out = runner.feed(item.text)
            // Before the start only trouble is shown: it would be trouble on stage too.
            if index >= start || runner.errors + runner.failed > troubleBefore { Console.write(out) }
        }
        Console.flush()
        return runner.succeeded
    }
}
