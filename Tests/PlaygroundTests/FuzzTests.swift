import PlaygroundTestSupport
import PresentationKit
import ProsceniumTestSupport
import Testing
import TextArt
import Transcript

@testable import Playground

// The fuzz test of the command line through `Session` (issue 6, "Bad input"): 92,000 hostile lines
// from fixed seeds (`FuzzLineMaker`: mutations of every valid command, weird numbers, random
// words and bytes, invalid UTF-8, control characters, NULs, unbalanced quotes, long lines, and a
// few lines of a megabyte), mixed with valid commands so the session passes through every phase.
// For every line, valid or not: nothing crashes, no line takes long, and a refused line gets
// exactly one output, an error, rendered as one clean `error:` line, with the session exactly as
// it was (so valid commands, a quarter of the lines, never answer with more than one error).
// `PROSCENIUM_FUZZ_SCALE=10` runs ten times the lines. The tutor's share (8,000 lines) is in
// `LessonsTests/TutorFuzzTests.swift`; the real binary's (6,000) in `LessonsTests/BinaryFuzzTests.swift`.

/// The session fuzzer's lines (the rules they must keep are `RefusedLineRules`).
enum FuzzRules {
    /// The corpus of valid lines the maker mutates: every `help` example, every command word, the
    /// lesson commands, and a few hundred lines from the property tests' generator.
    static func corpus(seed: UInt64) -> [String] {
        var generator = CommandGenerator(rng: SplitMix64(seed: seed))
        let edges = [
            "resize 1 1", "resize 10000 10000", "set frame rect -500 -500 3000 3000", "set frame inset 400",
            "set frame inset 10000 0", "set frame size 0 0", "set frame size 10000 10000", "set corner 10000",
            "animator spring duration 0 damping 0.6 velocity 10 from top",
            "animator curve linear duration 0 from right",
            "animator spring duration 0.8 damping 0 velocity 10 from top",
            "animator spring duration 60 damping 1 velocity -1000 from left",
            "set completion-speed 0.01", "set completion-speed 100", "cancel at 0", "finish at 1", "update 1/3",
            "state --json --at 1000000s", "scrub 1000000s", "film 12", "curve spring 0.01 0 1000", "curve linear 60",
            "set content \"\"", "set content \"\\\"quoted\\\" ✅\"", "expect presented.frame == 0 0 0 0",
            "expect trace count presentationTransitionWillBegin == 1", "expect leftBehind == none", "lesson 1",
            "lesson 5 zh",
            "lesson quit", "lesson list", "progress reset", "solution", "next", "back", "skip", "hint", "goal", "check",
            "undo", "redo", "reset", "history", "config", "explain", "show tree", "trace --mermaid", "timeline",
        ]
        let all =
            CommandTable.standard.examples + CommandTable.standard.firstWords + edges
            + (0..<300).map { _ in generator.next() }
        // Replaying a transition at sixty frames a second takes a tenth of a second or more in a
        // debug build: those commands come at a fixed, lower rate (`heavy`) instead.
        return all.filter { !RefusedLineRules.isHeavy($0) }
    }

    /// The commands that replay a whole transition frame by frame. (`export cast` also draws
    /// every frame: up to 6,000 for a long transition, several seconds in a debug build, so it is
    /// left to the parser's share of the fuzz.)
    static let heavy = ["play", "play --speed 0.25 --loop", "film 12", "export svg present.svg --animated"]
}

struct SessionFuzzTests {
    static let seeds: [UInt64] = [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]
    /// 4 × 23,000 = 92,000 lines (the tutor's test sends 8,000 more, the binary's 6,000).
    static let linesPerSeed = FuzzScale.lines(23_000)
    /// A fresh session this often, so undo and `--at` (which replay the log) stay cheap.
    static let linesPerSession = 250
    /// A command from `FuzzRules.heavy` this often.
    static let heavyEvery = 2_500
    /// A megabyte line this often.
    static let hugeEvery = 10_000
    /// No line may take longer (a debug build on a busy two-core machine; typical lines take
    /// well under a millisecond). Megabyte lines, and the commands that replay a transition at
    /// sixty frames a second (up to 6,000 frames for a long one), get `hugeLimit`.
    static let lineLimit = Duration.seconds(2)
    static let hugeLimit = Duration.seconds(30)

    @Test(.timeLimit(.minutes(3)), arguments: seeds)
    func everyRefusedLineIsOneCleanErrorAndChangesNothing(seed: UInt64) {
        var maker = FuzzLineMaker(seed: seed, corpus: FuzzRules.corpus(seed: seed), newlines: true)
        var session = Session()
        session.showsAfterActions = false
        var previous: SessionState?
        var failures: [String] = []
        var refused = 0
        var slowest = Duration.zero
        let clock = ContinuousClock()
        let began = clock.now

        for index in 0..<Self.linesPerSeed {
            if index % Self.linesPerSession == 0 {
                session = Session()
                session.showsAfterActions = false
                previous = nil
            }
            let huge = index % Self.hugeEvery == Self.hugeEvery / 2
            var (bytes, kind) = huge ? (maker.huge(), FuzzLineMaker.Kind.huge) : maker.next()
            if index % Self.heavyEvery == Self.heavyEvery - 1 {
                (bytes, kind) = (Array(FuzzRules.heavy[index / Self.heavyEvery % FuzzRules.heavy.count].utf8), .valid)
            }
            let line = String(decoding: bytes, as: UTF8.self)

            // Nothing else touches the session between lines: the state after the last line is
            // the state before this one (half the snapshots, and snapshots are not free).
            let before = previous ?? SessionState(session)
            let transitionBefore = session.lastTransitionCommand
            let start = clock.now
            let outputs = session.execute(line)
            let took = clock.now - start
            let after = SessionState(session)
            previous = after
            var changed = before == after ? nil : after.difference(from: before)
            if changed == nil, session.lastTransitionCommand != transitionBefore { changed = "lastTransitionCommand" }

            slowest = max(slowest, took)
            if outputs.contains(where: { if case .error = $0 { return true } else { return false } }) { refused += 1 }
            var problem = RefusedLineRules.problem(with: outputs, changed: changed)
            let heavy = index % Self.heavyEvery == Self.heavyEvery - 1
            if problem == nil, took > (huge || heavy ? Self.hugeLimit : Self.lineLimit) { problem = "took \(took)" }
            if let problem, failures.count < 20 {
                failures.append(
                    "seed \(seed) line \(index) (\(kind.rawValue)): \(problem)\n    \(FuzzChecks.describe(bytes))")
            }
        }
        let elapsed = clock.now - began
        print(
            "fuzz Session seed \(String(seed, radix: 16)): \(Self.linesPerSeed) lines, \(refused) refused, in \(elapsed); slowest line \(slowest); \(maker.counts.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", "))"
        )
        #expect(failures.isEmpty, "\(failures.count) failing lines:\n\(failures.joined(separator: "\n"))")
    }
}

struct LexerFastPathTests {
    /// The byte-wise lexer for ASCII lines must agree with the character-wise one: same tokens,
    /// same columns, same errors (`\r\n` is one character in both).
    @Test func asciiLinesLexAsCharactersDo() {
        var rng = FuzzRandom(seed: 7)
        let pieces = [
            "a", "set", " ", "  ", "\t", "\r", "\n", "\r\n", "\"", "\\", "#", "x#y", "0.5", "\"\"", "\u{7}", "\0",
        ]
        var mismatches: [String] = []
        for _ in 0..<5_000 {
            let line = (0..<rng.below(12)).map { _ in rng.pick(pieces) }.joined()
            let fast = Result { () throws(ParseError) in try Lexer.tokenize(ascii: Array(line.utf8)) }
            let slow = Result { () throws(ParseError) in try Lexer.tokenize(characters: line) }
            if fast != slow, mismatches.count < 5 { mismatches.append("\(line.debugDescription): \(fast) vs \(slow)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
