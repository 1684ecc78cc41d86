import ProsceniumTestSupport
import Testing

@testable import Playground

/// The did-you-mean distance is computed bit-parallel (it runs for every example on every
/// mistyped line); these tests hold it to the plain dynamic programme it replaces.
struct SuggesterTests {
    /// Optimal-string-alignment distance, cell by cell, over the first 64 characters: the reference.
    static func reference(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(64))
        let y = Array(b.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    /// A demo's or a scene's indented line is suggested as the line to type, without its indent.
    @Test func anIndentedLineIsSuggestedWithoutItsIndent() throws {
        let line = "  animator bouncey"
        do {
            _ = try Parser.parse(line)
            Issue.record("`\(line)` parsed")
        } catch {
            #expect(error.column == 12)
            #expect(Suggester.suggest(for: line, error: error) == "animator bouncy")
        }
    }

    /// A word where `tap` takes a view is a loaded view's name when no keyword is near: quoted.
    @Test func aNameNoKeywordIsNearIsSuggestedInQuotes() throws {
        for (line, suggestion) in [("tap Save", "tap \"Save\""), ("tap dimmng", "tap dimming")] {
            do {
                _ = try Parser.parse(line)
                Issue.record("`\(line)` parsed")
            } catch {
                #expect(Suggester.suggest(for: line, error: error) == suggestion)
            }
        }
    }

    @Test func knownDistances() {
        #expect(Suggester.distance("present", "present") == 0)
        #expect(Suggester.distance("presnt", "present") == 1)
        #expect(Suggester.distance("prseent", "present") == 1)
        #expect(Suggester.distance("", "abc") == 3)
        #expect(Suggester.distance("abc", "") == 3)
        #expect(Suggester.distance("ca", "abc") == 3)
        #expect(Suggester.distance("é", "e\u{301}") == 0)
        #expect(Suggester.distance(String(repeating: "a", count: 100), String(repeating: "a", count: 64)) == 0)
    }

    @Test func bitParallelDistanceMatchesTheDynamicProgramme() {
        var rng = FuzzRandom(seed: 42)
        // A small alphabet makes matches and transpositions common; the others test the rest.
        let alphabets: [[Character]] = [
            ["a", "b"], ["a", "b", "c", "d"], Array("setframinsd -0123"), ["é", "e", "\u{301}", "✅", "a", "\r\n"],
        ]
        var mismatches: [String] = []
        for _ in 0..<4_000 {
            let alphabet = rng.pick(alphabets)
            func word() -> String { String((0..<rng.below(rng.chance(0.1) ? 80 : 14)).map { _ in rng.pick(alphabet) }) }
            var a = word()
            var b = rng.chance(0.3) ? a : word()
            if rng.chance(0.3), b.count > 1 {
                var chars = Array(b)
                let i = rng.below(chars.count - 1)
                chars.swapAt(i, i + 1)
                b = String(chars)
            }
            if rng.chance(0.5) { swap(&a, &b) }
            let expected = Self.reference(a, b)
            let got = Suggester.distance(a, b)
            if expected != got, mismatches.count < 10 {
                mismatches.append("\(a.debugDescription) \(b.debugDescription): \(got), expected \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}

/// Issue 38, item 17: a did-you-mean is never itself an error. Every example of the table,
/// mistyped in its first word three ways (a letter inserted, one dropped, two swapped), gets
/// either no suggestion or one that parses and, for `help`, names a topic (`hVelp 0x10` once
/// suggested `help 0x10`, which answers "no help for `0x10`").
@Suite struct SuggestionsAreValidTests {
    static func mistypings(of example: String) -> [String] {
        let words = example.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let first = words.first, first.count >= 2 else { return [] }
        let rest = words.dropFirst().joined(separator: " ")
        let chars = Array(first)
        var typed = [
            String(chars[0]) + "V" + String(chars[1...]),
            String(chars[0]) + String(chars[2...]),
            String([chars[1], chars[0]]) + String(chars[2...]),
        ]
        typed += ["0x10", "-1", "'x'"].map { String(chars[0]) + "V" + String(chars[1...]) + " " + $0 }
        return typed.map { rest.isEmpty || $0.contains(" ") ? $0 : $0 + " " + rest }
    }

    @Test func everySuggestionForAMistypedExampleIsValid() {
        let table = CommandTable.standard
        var offered = 0
        var invalid: [String] = []
        for example in table.examples {
            for line in Self.mistypings(of: example) {
                let error: ParseError
                do {
                    _ = try Parser.parse(line, table: table)
                    continue
                } catch let e {
                    error = e
                }
                guard let suggestion = Suggester.suggest(for: line, error: error, table: table) else { continue }
                offered += 1
                if !Suggester.isValid(suggestion, table: table) { invalid.append("\(line) → \(suggestion)") }
            }
        }
        #expect(offered > 500)
        #expect(invalid.isEmpty, "\(invalid.prefix(10))")
    }

    @Test func aHelpTopicThatDoesNotExistIsNotValid() {
        #expect(!Suggester.isValid("help 0x10", table: .standard))
        #expect(
            Suggester.isValid("help settings", table: .standard) || Suggester.isValid("help present", table: .standard))
    }
}
