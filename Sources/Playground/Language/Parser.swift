import PresentationKit

/// Turns a line into a `Command`, or a `ParseError` that says where and what would have fitted.
/// The commands and their words live in a `CommandTable`; the pieces of grammar several forms
/// share (frames, curves, animators, file names) are here.
public enum Parser {
    public static func parse(_ line: String, table: CommandTable = .standard) throws(ParseError) -> Command {
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
        switch try c.keyword(["full", "inset", "size", "right-half", "banner", "rect"]) {
        case "full": return .full
        case "inset":
            let dx = try c.number("inset", min: 0, max: 10000)
            if c.peekIsNumber { return .inset(dx: dx, dy: try c.number("vertical inset", min: 0, max: 10000)) }
            return .inset(dx: dx, dy: dx)
        case "size":
            let w = try c.dimension("width")
            let h = try c.dimension("height")
            if !c.atEnd { _ = try c.keyword(["centered"]) }
            return .size(width: w, height: h)
        case "right-half": return .rightHalf
        case "banner":
            if c.peekLowered == "article" { c.advance(); return .articleBanner }
            return .banner
        default:
            let x = try c.number("x", min: -10000, max: 10000)
            let y = try c.number("y", min: -10000, max: 10000)
            let w = try c.number("width", min: 0, max: 10000)
            let h = try c.number("height", min: 0, max: 10000)
            return .rect(Rect(x: x, y: y, width: w, height: h))
        }
    }

    static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "default"]

    static func parseCurveName(_ c: inout Cursor) throws(ParseError) -> TimingCurve {
        switch try c.keyword(curveNames) {
        case "linear": return .linear
        case "easein": return .easeIn
        case "easeout": return .easeOut
        case "easeinout": return .easeInOut
        default: return .systemDefault
        }
    }

    static func parseAnimator(_ c: inout Cursor) throws(ParseError) -> Setting {
        var dismissOnly = false
        var word = try c.keyword(["dismiss"] + AnimatorSpec.presetNames + ["spring", "curve"])
        if word == "dismiss" {
            dismissOnly = true
            word = try c.keyword(AnimatorSpec.presetNames + ["spring", "curve"])
        }
        if let preset = AnimatorSpec.preset(word) { return .animator(preset, dismissOnly: dismissOnly) }
        var duration = word == "spring" ? 0.8 : 0.5
        var damping = 0.6, velocity = 0.0
        var curve = TimingCurve.easeInOut
        var entrance = Entrance.edge(.bottom)
        if word == "curve", let p = c.peekLowered, curveNames.map({ $0.lowercased() }).contains(p) {
            curve = try parseCurveName(&c)
        }
        let options = word == "spring" ? ["duration", "damping", "velocity", "from"] : ["duration", "from"]
        while !c.atEnd {
            switch try c.keyword(options) {
            case "duration": duration = try c.number("duration", min: 0, max: 60)
            // UIKit accepts a damping above 1 and shows no overdamped motion: taken, treated as 1.
            case "damping": damping = try c.number("damping", min: 0, max: Self.largestDamping)
            case "velocity": velocity = try c.number("velocity", min: -1000, max: 1000)
            default:
                let from = try c.keyword(Edge.allCases.map(\.rawValue) + ["above", "zoom", "fade", "none"])
                switch from {
                case "above": entrance = .drop
                case "zoom": entrance = .zoom
                case "fade": entrance = .fade
                case "none": entrance = .none
                default: entrance = .edge(Edge(rawValue: from)!)
                }
            }
        }
        let timing: AnimatorTiming = word == "spring" ? .spring(damping: damping, velocity: velocity) : .curve(curve)
        return .animator(.custom(name: word, entrance: entrance, timing: timing, duration: duration), dismissOnly: dismissOnly)
    }
}
