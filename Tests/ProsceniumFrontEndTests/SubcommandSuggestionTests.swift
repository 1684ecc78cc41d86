import Testing

@testable import ProsceniumFrontEnd

/// A slip of the keys in a subcommand gets the subcommand meant.
@Suite struct SubcommandSuggestionTests {
    let names = ["repl", "run", "check", "lesson", "demo"]

    @Test func aSwapIsOneEdit() { #expect(SubcommandSuggestion.nearest(to: "rnu", in: names) == "run") }
    @Test func aMissingLetter() { #expect(SubcommandSuggestion.nearest(to: "chek", in: names) == "check") }
    @Test func caseDoesNotMatter() { #expect(SubcommandSuggestion.nearest(to: "Demo", in: names) == "demo") }
    @Test func somethingFarGetsNoGuess() { #expect(SubcommandSuggestion.nearest(to: "xyzzy", in: names) == nil) }

    @Test func theMessageNamesTheNearest() {
        #expect(
            SubcommandSuggestion.message(for: "rnu", names: names, program: "proscenium")
                == "error: 'rnu' is not a proscenium subcommand; did you mean 'run'? (see 'proscenium --help')")
    }

    @Test func theMessageListsThemWhenNothingIsNear() {
        #expect(
            SubcommandSuggestion.message(for: "zzz", names: names, program: "proscenium").contains(
                "the subcommands are repl, run, check, lesson, demo"))
    }
}
