import ProsceniumLoading
import Testing

@testable import ProsceniumRewriter

/// A file nested past the rewriter's bounds is refused with one line at the place it goes past,
/// instead of running the parser or the rewriter's walks out of stack (or, for brackets that may
/// be types, out of time); code nested to the bound is read as before.
@Suite struct NestingLimitTests {
    /// The one refusal of the only file, or nil.
    func refusal(_ source: String) -> Refusal? {
        let rewritten = AnalysedSources([source]).rewritten
        #expect(rewritten.count == 1)
        #expect(rewritten.first?.refusals.count ?? 0 <= 1)
        return rewritten.first?.refusals.first
    }

    @Test func aClassNested2000DeepIsRefusedAtTheFirstLevelPastTheBound() {
        let source = (0..<2000).map { "class A\($0) {\n" }.joined() + String(repeating: "}\n", count: 2000)
        let r = refusal(source)
        // `class A128 {`: its brace is the 129th level, on line 129, column 12.
        #expect(r?.line == 129)
        #expect(r?.column == 12)
        #expect(r?.message.hasPrefix("nesting deeper than 128 levels starts here") == true)
    }

    @Test func aClassNestedToTheBoundIsRead() {
        let source =
            (0..<NestingLimit.levels).map { "class A\($0) {\n" }.joined()
            + String(repeating: "}\n", count: NestingLimit.levels)
        let analysed = AnalysedSources([source])
        #expect(analysed.rewritten.first?.refusals == [])
        #expect(analysed.classNames.count == NestingLimit.levels)
    }

    @Test func aTryAwaitChain2000LongIsRefused() {
        // The parser recursed once a `try` and did not stop at its own bound: a crash at 2,000.
        let source = "func f() async throws {\n    let x = " + String(repeating: "try await ", count: 1000) + "g()\n}\n"
        let r = refusal(source)
        // One level for the function's brace, then `try` and `await` one each: the 128th word
        // (the 64th `await`) is the 129th level; ten columns a pair, from column 13.
        #expect(r?.line == 2)
        #expect(r?.column == 13 + 63 * 10 + 4)
    }

    @Test func anArrayTypeNested2000DeepIsRefusedAtItsEleventhBracket() {
        // The parser's time doubled with each (its lookahead crashed at 2,000 first).
        let r = refusal(
            "let grid: " + String(repeating: "[", count: 2000) + "Int" + String(repeating: "]", count: 2000))
        #expect(r?.line == 1)
        #expect(r?.column == 11 + 10)
        #expect(r?.message.hasPrefix("more than 10 brackets that may be types") == true)
    }

    @Test func aMemberChain3000LongIsRefusedByTheDepthOfItsTree() {
        let r = refusal("let a = 1\nlet x = a" + String(repeating: ".b", count: 3000) + "\n")
        #expect(r?.line == 2)
        #expect(r?.column == 9)
        #expect(r?.message.hasPrefix("an expression deeper than 2048 levels") == true)
    }

    @Test func aStrayBracketInABlockLeavesNoLevelOpenAfterIt() {
        // The `(` of a regex literal's `\(` never closes: the function's `}` closes it with the block.
        let source = (0..<200).map { "func f\($0)() { let r = /\\(/ }\n" }.joined()
        #expect(refusal(source) == nil)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let deep = String(repeating: "([{", count: 200)
        let source = "// \(deep)\n/* \(deep) /* nested */ \(deep) */\nlet s = \"\(deep)\"\nlet r = #\"\(deep)\"#\n"
        #expect(refusal(source) == nil)
    }
}
