import ArgumentParser
import ProsceniumEdge
import ProsceniumFrontEnd
import ProsceniumLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct Proscenium: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium",
        abstract: "A playground for UIKit custom view-controller presentations, in the terminal.",
        discussion:
            "With no subcommand: an interactive prompt on a terminal, or a transcript of the commands read from standard input.",
        version: "0.1.0",
        subcommands: [Interactive.self, Run.self, Check.self, Learn.self, Demo.self, Web.self, Bench.self],
        defaultSubcommand: Interactive.self
    )

    /// With no arguments (the common case: the prompt, or a piped script) start without the
    /// argument parser: its reflection costs more at start-up than everything else together.
    static func main() {
        // Under `ulimit -f`, a write past the limit would kill the prompt with SIGXFSZ (status
        // 153) mid-save; ignored, the write fails with EFBIG instead, the atomic write removes
        // its temporary file, and the save is one error line (issue 38).
        signal(SIGXFSZ, SIG_IGN)
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == Guardian.argument { Guardian.run(mark: arguments[2]) }
        guard CommandLine.arguments.count > 1 else {
            do {
                try Interactive.start(DisplaySettings())
                finish(0)
            } catch let code as ExitCode {
                finish(code.rawValue)
            } catch {
                finish(1)
            }
        }
        // A scripted `run` in its plain shapes starts without the parser too (`DirectRun`).
        if arguments[1] == "run", let run = DirectRun(Array(arguments.dropFirst(2))) { run.start() }
        // A first word that is neither an option nor a subcommand would otherwise reach the
        // default subcommand as "unexpected arguments"; say which subcommand was meant instead.
        let first = CommandLine.arguments[1]
        let names = configuration.subcommands.map { $0._commandName } + ["help"]
        if !first.hasPrefix("-"), !names.contains(first) {
            let visible = configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
            Console.error(SubcommandSuggestion.message(for: first, names: visible, program: "proscenium") + "\n")
            finish(64)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
            finish(0)
        } catch let code as ExitCode {
            finish(code.rawValue)
        } catch {
            Console.flush()
            exit(withError: error)
        }
    }

    /// Exits with `code`, unless what was written to standard output did not arrive (a full
    /// disk, a closed pipe): that is said on standard error and the exit status is 2, so a
    /// transcript that was lost never looks like a success.
    static func finish(_ code: Int32) -> Never {
        if let why = Console.outputFailure() {
            Console.error("error: cannot write to standard output: \(why)\n")
            processExit(code == 0 ? 2 : code)
        }
        processExit(code)
    }
}

/// At file scope `exit` means the C function, not the command's `exit(withError:)`.
private func processExit(_ code: Int32) -> Never { exit(code) }
