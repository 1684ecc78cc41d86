import ArgumentParser
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
        discussion: "With no subcommand: an interactive prompt on a terminal, or a transcript of the commands read from standard input.",
        version: "0.1.0",
        subcommands: [Interactive.self, Run.self, Check.self, Learn.self, Demo.self, Bench.self],
        defaultSubcommand: Interactive.self
    )

    /// With no arguments (the common case: the prompt, or a piped script) start without the
    /// argument parser: its reflection costs more at start-up than everything else together.
    static func main() {
        guard CommandLine.arguments.count > 1 else {
            do {
                try Interactive.start(DisplaySettings())
                processExit(0)
            } catch let code as ExitCode {
                processExit(code.rawValue)
            } catch {
                processExit(1)
            }
        }
        main(nil)
    }
}

/// At file scope `exit` means the C function, not the command's `exit(withError:)`.
private func processExit(_ code: Int32) -> Never { exit(code) }
