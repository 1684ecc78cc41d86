import PresentationKit

/// Turns a line into a `Command`, or a `ParseError` that says where and what would have fitted.
/// The commands and their words live in a `CommandTable`; the pieces of grammar several forms
/// share (frames, curves, animators, file names) are here.
package enum Parser {
    package static func parse(_ line: String, table: CommandTable = .standard) throws(ParseError) -> Command {
        let tokens = try Lexer.tokenize(line)
        var c = Cursor(tokens: tokens, line: line)
        if tokens.isEmpty { return .nothing }
        let command = try table.parseCommand(&c)
        try c.end()
        return command
    }

    /// Any finite damping ratio UIKit would take; above 1 the model treats it as 1 (`EdgeNotes`).
    static let largestDamping = 1_000_000.0

    /// `set frame …`'s argument.
    static func parseFrame(_ c: inout Cursor) throws(ParseError) -> FrameSpec {
        let read = try c.choice(frameForms)
        return try read(&c)
    }

    typealias FrameReader = @Sendable (inout Cursor) throws(ParseError) -> FrameSpec

    /// Each frame word and how the rest of its form reads.
    static let frameForms: [(word: String, value: FrameReader)] = [
        ("full", { _ throws(ParseError) in .full }),
        (
            "inset",
            { c throws(ParseError) in
                let dx = try c.number("inset", min: 0, max: 10000)
                if c.peekIsNumber { return .inset(dx: dx, dy: try c.number("vertical inset", min: 0, max: 10000)) }
                return .inset(dx: dx, dy: dx)
            }
        ),
        (
            "size",
            { c throws(ParseError) in
                let w = try c.dimension("width")
                let h = try c.dimension("height")
                if !c.atEnd { _ = try c.keyword(["centered"]) }
                return .size(width: w, height: h)
            }
        ),
        ("right-half", { _ throws(ParseError) in .rightHalf }),
        (
            "banner",
            { c throws(ParseError) in
                if c.peekLowered == "article" {
                    c.advance()
                    return .articleBanner
                }
                return .banner
            }
        ),
        (
            "rect",
            { c throws(ParseError) in
                let x = try c.number("x", min: -10000, max: 10000)
                let y = try c.number("y", min: -10000, max: 10000)
                let w = try c.number("width", min: 0, max: 10000)
                let h = try c.number("height", min: 0, max: 10000)
                return .rect(Rect(x: x, y: y, width: w, height: h))
            }
        ),
    ]

    /// The named timing curves, as `set completion-curve`, `animator curve` and `curve` take them.
    static let curves: [(word: String, value: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("default", .systemDefault),
    ]
    static let curveNames = curves.map(\.word)

    static func parseCurveName(_ c: inout Cursor) throws(ParseError) -> TimingCurve {
        try c.choice(curves)
    }

    /// Where an animator's view comes from (`from …`).
    static let entrances: [(word: String, value: Entrance)] =
        Edge.allCases.map { ($0.rawValue, Entrance.edge($0)) }
        + [("above", .drop), ("zoom", .zoom), ("fade", .fade), ("none", .none)]

    private enum AnimatorOption { case duration, damping, velocity, from }

    static func parseAnimator(_ c: inout Cursor) throws(ParseError) -> Setting {
        var dismissOnly = false
        var word = try c.keyword(["dismiss"] + AnimatorSpec.presetNames + ["spring", "curve"])
        if word == "dismiss" {
            dismissOnly = true
            word = try c.keyword(AnimatorSpec.presetNames + ["spring", "curve"])
        }
        if let preset = AnimatorSpec.preset(word) { return .animator(preset, dismissOnly: dismissOnly) }
        let spring = word == "spring"
        var duration = spring ? 0.8 : 0.5
        var damping = 0.6
        var velocity = 0.0
        var curve = TimingCurve.easeInOut
        var entrance = Entrance.edge(.bottom)
        if !spring, let p = c.peekLowered, curveNames.map({ $0.lowercased() }).contains(p) {
            curve = try parseCurveName(&c)
        }
        let options: [(word: String, value: AnimatorOption)] =
            spring
            ? [("duration", .duration), ("damping", .damping), ("velocity", .velocity), ("from", .from)]
            : [("duration", .duration), ("from", .from)]
        while !c.atEnd {
            switch try c.choice(options) {
            case .duration: duration = try c.number("duration", min: 0, max: 60)
            // UIKit accepts a damping above 1 and shows no overdamped motion: taken, treated as 1.
            case .damping: damping = try c.number("damping", min: 0, max: Self.largestDamping)
            case .velocity: velocity = try c.number("velocity", min: -1000, max: 1000)
            case .from: entrance = try c.choice(entrances)
            }
        }
        let timing: AnimatorTiming = spring ? .spring(damping: damping, velocity: velocity) : .curve(curve)
        return .animator(
            .custom(name: word, entrance: entrance, timing: timing, duration: duration), dismissOnly: dismissOnly)
    }
}
