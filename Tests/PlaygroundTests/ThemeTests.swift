import PresentationKit
import Testing
import TextArt
import Transcript

@testable import Playground

/// The stage looks: high contrast never colours anything with bright black, dim or yellow, and
/// keeps the veil visible; light has no yellow or cyan; `set theme` applies from its own line on
/// and `reset` goes back to the look the program started with.
struct ThemeTests {
    /// Every view of the model on screen: a veil, a safe area (a notch), a moving card, a spring's
    /// peak (an accent), a timeline's calls, the trace's times, a scrub and a film.
    static let lines = [
        "device iphone-15", "set frame inset 30", "animator bouncy", "present", "show", "trace", "curve",
        "timeline", "film", "scrub 0.16s", "explain", "rotate", "show tree",
    ]

    /// The transcript of `lines` with colour on, in `theme`.
    static func transcript(_ theme: Theme, lines: [String] = lines) -> String {
        let runner = ScriptRunner(
            file: "theme", mode: .transcript,
            renderer: TranscriptRenderer(options: RenderOptions(width: 100, color: true, theme: theme)))
        return lines.map { runner.feed($0) }.joined()
    }

    /// The parameters of every SGR sequence in `text` (`ESC [ 1;36 m` gives 1 and 36).
    static func sgrParameters(_ text: String) -> Set<Int> {
        var found: Set<Int> = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "m") else { break }
            for p in rest[..<end].split(separator: ";") { if let n = Int(p) { found.insert(n) } }
            rest = rest[rest.index(after: end)...]
        }
        return found
    }

    static let brightBlack = 90
    static let dim = 2
    static let yellows: Set<Int> = [33, 93]

    @Test func highContrastUsesNoBrightColourDimOrYellow() {
        let codes = Self.sgrParameters(Self.transcript(.highContrast))
        #expect(!codes.isEmpty)
        #expect(codes.isDisjoint(with: Set(90...97)), "bright colours: \(codes.sorted())")
        #expect(!codes.contains(Self.dim))
        #expect(codes.isDisjoint(with: Self.yellows))
    }

    /// The check above can fail: the default look uses each of them.
    @Test func theDefaultLookUsesBrightBlackAndYellow() {
        let codes = Self.sgrParameters(Self.transcript(.standard))
        #expect(codes.contains(Self.brightBlack))
        #expect(codes.contains(33))
    }

    @Test func theLightLookHasNoYellowOrCyan() {
        let codes = Self.sgrParameters(Self.transcript(.light))
        #expect(codes.isDisjoint(with: Self.yellows))
        #expect(!codes.contains(36))
        #expect(codes.contains(34))
    }

    /// On a dark projector the veil is drawn bold in the terminal's own foreground colour, not in
    /// a gray that washes out.
    @Test func theVeilStaysVisibleInHighContrast() {
        let out = Self.transcript(.highContrast, lines: ["present", "show"])
        #expect(out.contains("\u{1B}[1m▒"))
        #expect(!Self.transcript(.standard, lines: ["present", "show"]).contains("\u{1B}[1m▒"))
    }

    @Test func notesAndCuesAreQuietWithoutDimInHighContrast() {
        #expect(Theme.highContrast.quiet("note", color: true) == "\u{1B}[3mnote\u{1B}[0m")
        #expect(Theme.standard.quiet("note", color: true) == "\u{1B}[2mnote\u{1B}[0m")
        #expect(Theme.highContrast.quiet("note", color: false) == "note")
    }

    /// Without colour (`NO_COLOR`, a pipe) no theme adds an escape.
    @Test func noColourWinsOverEveryTheme() {
        for theme in Theme.terminalThemes {
            let runner = ScriptRunner(
                file: "theme", mode: .transcript,
                renderer: TranscriptRenderer(options: RenderOptions(width: 100, color: false, theme: theme)))
            let out = Self.lines.map { runner.feed($0) }.joined()
            #expect(!out.contains("\u{1B}"), "\(theme)")
        }
    }

    @Test func setThemeAppliesFromItsLineAndResetGoesBackToTheStartingLook() {
        let runner = ScriptRunner(
            file: "theme", mode: .transcript,
            renderer: TranscriptRenderer(options: RenderOptions(width: 100, color: true, theme: .light)))
        let before = runner.feed("present") + runner.feed("show")
        #expect(Self.sgrParameters(before).contains(34))
        _ = runner.feed("set theme high-contrast")
        let during = runner.feed("show")
        #expect(!Self.sgrParameters(during).contains(34))
        #expect(during.contains("\u{1B}[1;36m") || during.contains("\u{1B}[1m\u{1B}[36m"))
        _ = runner.feed("reset")
        let after = runner.feed("present") + runner.feed("show")
        #expect(Self.sgrParameters(after).contains(34))
        #expect(runner.succeeded)
    }

    /// The error `line` is refused with; nil when it parses.
    static func refusal(_ line: String) -> ParseError? {
        do {
            _ = try Parser.parse(line)
            return nil
        } catch { return error }
    }

    /// One `Theme` names both looks; `set theme` takes the terminal's words and no page's.
    @Test func setThemeRefusesAnExportsPage() throws {
        let error = try #require(Self.refusal("set theme dark"))
        #expect(error.problem == .unexpectedWord("dark"))
        #expect(error.expected == ["default", "high-contrast", "light"])
    }

    /// `export svg --theme` takes the page's words and no terminal look's.
    @Test func anExportRefusesATerminalsLook() throws {
        let error = try #require(Self.refusal("export svg a.svg --theme high-contrast"))
        #expect(error.problem == .unexpectedWord("high-contrast"))
        #expect(error.expected == ["light", "dark"])
    }
}
