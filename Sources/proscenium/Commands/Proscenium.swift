import ArgumentParser

@main
struct Proscenium: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium",
        abstract: "A playground for UIKit custom view-controller presentations, in the terminal.",
        discussion: "With no subcommand: an interactive prompt on a terminal, or a transcript of the commands read from standard input.",
        version: "0.1.0",
        subcommands: [Interactive.self, Run.self, Check.self, Learn.self, Bench.self],
        defaultSubcommand: Interactive.self
    )
}
