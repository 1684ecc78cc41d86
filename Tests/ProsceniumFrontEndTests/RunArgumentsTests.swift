import ArgumentParser
import Testing

@testable import ProsceniumFrontEnd

/// `run`'s options as the executable declares them (Run, DisplayOptions, LoadOption,
/// WriteOptions), under a root with a version as `proscenium` has, so the parser can be asked.
private struct RootMirror: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proscenium", version: "0.1.0", subcommands: [RunMirror.self])
}

private struct RunMirror: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run")
    @Argument var file: String
    @Flag var quiet = false
    @Option var width: Int?
    @Flag var ascii = false
    @Flag(name: .customLong("no-color")) var noColor = false
    @Option(name: .customLong("color")) var color: ColorChoice = .auto
    @Option var theme: String?
    @Option(name: .customLong("load")) var paths: [String] = []
    @Option(name: .customLong("load-as")) var typeName: String?
    @Option(name: .customLong("write-dir")) var folder: String = "."
    @Flag var overwrite = false

    var values: RunArguments {
        var values = RunArguments(file: file)
        values.quiet = quiet
        values.width = width
        values.ascii = ascii
        values.noColor = noColor
        values.color = color
        values.theme = theme
        values.loadPaths = paths
        values.loadAs = typeName
        values.writeDir = folder
        values.overwrite = overwrite
        return values
    }
}

extension ColorChoice: ExpressibleByArgument {}

/// What the argument parser makes of `run` followed by `words`; nil when it refuses them or
/// answers with something else (help, the version).
private func parserReading(_ words: [String]) -> RunArguments? {
    ((try? RootMirror.parseAsRoot(["run"] + words)) as? RunMirror)?.values
}

/// Read without the parser, and the same as the parser reads it.
private func readsAsTheParser(_ words: [String]) -> Bool {
    guard let direct = RunArguments(words) else { return false }
    return direct == parserReading(words)
}

/// `run`'s own options, read without the argument parser as it reads them.
@Suite struct RunArgumentsTests {
    @Test func aPipedQuietScript() {
        #expect(readsAsTheParser(["--quiet", "-"]))
        #expect(RunArguments(["--quiet", "-"])?.quiet == true)
    }
    @Test func aFile() { #expect(RunArguments(["scene.txt"])?.file == "scene.txt") }
    @Test func aFileReadsAsTheParser() { #expect(readsAsTheParser(["scene.txt"])) }
    @Test func optionsAfterTheFile() { #expect(readsAsTheParser(["-", "--quiet", "--width", "60"])) }
    @Test func width() { #expect(RunArguments(["--width", "60", "-"])?.width == 60) }
    @Test func widthReadsAsTheParser() { #expect(readsAsTheParser(["--width", "60", "-"])) }
    @Test func widthAttached() { #expect(readsAsTheParser(["--width=+60", "-"])) }
    @Test func ascii() { #expect(readsAsTheParser(["--ascii", "-"])) }
    @Test func noColor() { #expect(readsAsTheParser(["--no-color", "-"])) }
    @Test func color() { #expect(readsAsTheParser(["--color", "never", "-"])) }
    @Test func colorAttached() { #expect(readsAsTheParser(["--color=always", "-"])) }
    @Test func theme() { #expect(readsAsTheParser(["--theme", "light", "-"])) }
    @Test func load() { #expect(readsAsTheParser(["--load", "a.swift", "-"])) }
    @Test func loadRepeats() {
        #expect(readsAsTheParser(["--load", "a.swift", "--load=b", "-"]))
        #expect(RunArguments(["--load", "a.swift", "--load=b", "-"])?.loadPaths == ["a.swift", "b"])
    }
    @Test func loadAs() { #expect(readsAsTheParser(["--load-as", "Card", "-"])) }
    @Test func writeDir() { #expect(readsAsTheParser(["--write-dir", "out", "-"])) }
    @Test func anAttachedValueMayHoldEquals() { #expect(readsAsTheParser(["--write-dir=a=b", "-"])) }
    @Test func overwrite() { #expect(readsAsTheParser(["--overwrite", "-"])) }
    @Test func everyOptionAtOnce() {
        #expect(
            readsAsTheParser([
                "--quiet", "--width", "70", "--ascii", "--no-color", "--color", "always", "--theme",
                "high-contrast", "--load", "a.swift", "--load", "b", "--load-as", "T", "--write-dir", "out",
                "--overwrite", "scene",
            ]))
    }
    @Test func defaultsAreTheParsers() { #expect(readsAsTheParser(["-"])) }

    @Test func helpFallsBack() {
        #expect(RunArguments(["--help"]) == nil)
        #expect(RunArguments(["-h"]) == nil)
        #expect(RunArguments(["-", "--help"]) == nil)
    }
    @Test func theVersionFallsBack() { #expect(RunArguments(["--version"]) == nil) }
    @Test func completionsFallBack() {
        #expect(RunArguments(["--generate-completion-script", "bash"]) == nil)
        #expect(RunArguments(["---completion", "run", "--", "--th"]) == nil)
        #expect(RunArguments(["--experimental-dump-help"]) == nil)
    }
    @Test func noFileFallsBack() { #expect(RunArguments([]) == nil) }
    @Test func aSecondFileFallsBack() { #expect(RunArguments(["--quiet", "a", "b"]) == nil) }
    @Test func anUnknownOptionFallsBack() { #expect(RunArguments(["--bogus", "-"]) == nil) }
    @Test func aShortOptionFallsBack() { #expect(RunArguments(["-q", "-"]) == nil) }
    @Test func aRepeatedOptionFallsBack() { #expect(RunArguments(["--width", "1", "--width", "2", "-"]) == nil) }
    @Test func aRepeatedFlagFallsBack() { #expect(RunArguments(["--quiet", "--quiet", "-"]) == nil) }
    @Test func aFlagWithAValueFallsBack() { #expect(RunArguments(["--quiet=yes", "-"]) == nil) }
    @Test func aMissingValueFallsBack() { #expect(RunArguments(["-", "--width"]) == nil) }
    @Test func aValueLikeAnOptionFallsBack() {
        #expect(RunArguments(["--width", "-5", "-"]) == nil)
        #expect(RunArguments(["--write-dir", "-", "-"]) == nil)
        #expect(RunArguments(["--width=-5", "-"]) == nil)
    }
    @Test func anEmptyAttachedValueFallsBack() { #expect(RunArguments(["--load=", "-"]) == nil) }
    @Test func aWidthThatIsNoNumberFallsBack() { #expect(RunArguments(["--width", "wide", "-"]) == nil) }
    @Test func anUnknownColourFallsBack() { #expect(RunArguments(["--color", "sometimes", "-"]) == nil) }
    @Test func theTerminatorFallsBack() { #expect(RunArguments(["--", "-"]) == nil) }
    @Test func anEmptyWordFallsBack() { #expect(RunArguments([""]) == nil) }
    @Test func aFileNamedLikeAnOptionFallsBack() { #expect(RunArguments(["-x"]) == nil) }

    /// Every sequence of up to three words from a pool of `run`'s shapes and near misses: what is
    /// read without the parser is read the same by it, and what the parser refuses falls back.
    @Test func everyShortSequenceAgreesWithTheParser() {
        let pool = [
            "-", "a.scene", "--quiet", "--width", "80", "--width=9", "--color", "never", "--theme", "light",
            "--load", "--load-as", "--write-dir", "--overwrite", "--bogus", "-h", "--", "",
        ]
        var sequences: [[String]] = [[]]
        var last: [[String]] = [[]]
        for _ in 1...3 {
            last = last.flatMap { prefix in pool.map { prefix + [$0] } }
            sequences += last
        }
        var disagreements: [[String]] = []
        for words in sequences {
            guard let direct = RunArguments(words) else { continue }
            if direct != parserReading(words) { disagreements.append(words) }
        }
        #expect(disagreements.isEmpty)
    }
}
