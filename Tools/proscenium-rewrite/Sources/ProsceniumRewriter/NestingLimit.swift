import ProsceniumLoading
import SwiftParser
import SwiftSyntax

/// How deeply a file may nest for the rewriter to read it, and the parse that holds to it. The
/// parser and the rewriter's walks recurse once per level, so a file nested 2,000 deep ran the
/// process out of stack: a crash (signal 11) that named no file. Past the bound the file is
/// refused instead, with one line at the place it goes past (`load` prints `FILE:LINE:COL: …`).
enum NestingLimit {
    /// Levels of nesting the text may open (`NestingScanner` counts them): five times the deepest
    /// of 1,500 real files (swift-syntax's own among them; none passes 24), and within 3.5 MB of
    /// the main thread's 8 MB of stack in a debug build: 128 levels of trailing closures
    /// (`f { f { … } }`), the most of all the constructs measured (256 took 7 MB).
    static let levels = 128
    /// Depth of the syntax tree the walks recurse through. Chains the scanner does not count
    /// (`a.b.c…`, `f()()…`, `x!!…`) deepen the tree a level a link, and only they reach it: the
    /// 128 levels above make a tree under 800 deep. 2,048 links took 2.5 MB of stack in a debug build.
    static let treeDepth = 2048
    /// `[`s that may be types, open at once (`NestingScanner`): the parser's time doubles with
    /// each, 0.1 s at 10 and 10 s at 20; none of the 1,500 files opens more than 10.
    static let typeBrackets = 10

    static let tooDeep =
        "nesting deeper than \(levels) levels starts here (brackets, braces, generic arguments, #if, or a chain of "
        + "else if, -> or try): the rewriter reads no deeper, so that it cannot run out of stack; "
        + "move the inner part into a function or type of its own"
    static let typeBracketsTooDeep =
        "more than \(typeBrackets) brackets that may be types ([[[…, [(A) -> [(A) -> …) are open here: swift-syntax's "
        + "parser takes twice as long for each one more (10 s at 20), so the rewriter reads no deeper; "
        + "name the inner type with a typealias or the inner value with a let"
    static let treeTooDeep =
        "an expression deeper than \(treeDepth) levels starts here (a chain such as a.b.c… that long): the rewriter "
        + "reads no deeper, so that it cannot run out of stack; split it into several statements"

    /// `text` parsed; or, when it nests past the bounds, an empty file and the refusal that says where.
    static func parse(_ text: String) -> (tree: SourceFileSyntax, refusal: Refusal?) {
        if let (offset, excess) = NestingScanner.firstTooDeep(in: text, bound: levels, typeBracketBound: typeBrackets) {
            let (line, column) = location(ofOffset: offset, in: text)
            let message = excess == .levels ? tooDeep : typeBracketsTooDeep
            return (Parser.parse(source: ""), Refusal(line: line, column: column, message: message))
        }
        var source = text
        // The bound given to the parser too, so that a debug build of swift-syntax (whose own
        // default is 20) reads what a release build reads; the scanner counts at least the levels
        // the parser does, so this is a second guard, not the first.
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: levels) }
        if let (node, message) = tooDeepNode(in: tree) {
            let at = node.startLocation(converter: SourceLocationConverter(fileName: "", tree: tree))
            return (Parser.parse(source: ""), Refusal(line: at.line, column: at.column, message: message))
        }
        return (tree, nil)
    }

    /// Where the parser stopped at its nesting bound, or the first node deeper than `treeDepth`;
    /// found without recursion, as the tree may be too deep to recurse through.
    static func tooDeepNode(in tree: SourceFileSyntax) -> (Syntax, String)? {
        if tree.hasMaximumNestingLevelOverflow {
            // The flag is set on every node above the tokens the parser gave up on: follow it down.
            var node = Syntax(tree)
            while let next = node.children(viewMode: .sourceAccurate).first(where: \.hasMaximumNestingLevelOverflow) {
                node = next
            }
            return (node.firstToken(viewMode: .sourceAccurate).map(Syntax.init) ?? node, tooDeep)
        }
        var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > treeDepth { return (node, treeTooDeep) }
            // Reversed, so the nodes come off in the order they are written.
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// The 1-based line and UTF-8 column of `offset`, as `SourceLocationConverter` counts them
    /// (`\r\n`, `\r` and `\n` each end a line).
    static func location(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        var utf8 = text.utf8.makeIterator()
        var previous: UInt8 = 0
        while index < offset, let b = utf8.next() {
            index += 1
            if b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                if !(b == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r")) { line += 1 }
                lineStart = index
            }
            previous = b
        }
        return (line, offset - lineStart + 1)
    }
}
