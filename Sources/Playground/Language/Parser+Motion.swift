import PresentationKit

/// The grammar of the commands that watch a transition move (`MotionQuery`).
extension Parser {
    /// First words of the motion commands (`trace --mermaid` is parsed with `trace`).
    static let motionWords = ["play", "scrub", "film", "timeline", "curve", "export"]
    /// Presets whose curve `curve` can plot by name (`default` names the timing curve instead).
    static let curvePresets = ["slide", "bouncy", "zoom", "fade"]

    static func parseMotion(_ word: String, _ c: inout Cursor) throws(ParseError) -> MotionQuery {
        switch word {
        case "play":
            var speed = 1.0
            var loop = false
            while !c.atEnd {
                if try c.keyword(["--speed", "--loop"]) == "--loop" {
                    loop = true
                } else {
                    speed = try c.number("speed", min: MotionQuery.speeds.lowerBound, max: MotionQuery.speeds.upperBound)
                }
            }
            return .play(speed: speed, loop: loop)
        case "scrub":
            // `0.3s` is a time; a bare number is a fraction of the transition.
            let inSeconds = c.peek.map { $0.text.lowercased().hasSuffix("s") } ?? false
            if inSeconds { return .scrub(try c.number("time", min: 0, max: 1e6), inSeconds: true) }
            return .scrub(try c.number("progress", min: 0, max: 1), inSeconds: false)
        case "film":
            guard !c.atEnd else { return .film(frames: MotionQuery.defaultFilmFrames) }
            let n = try c.number("frames", min: Double(MotionQuery.filmFrames.lowerBound),
                                 max: Double(MotionQuery.filmFrames.upperBound))
            guard n == n.rounded() else {
                throw ParseError(column: c.endColumn, problem: .notANumber(NumberParser.format(n), what: "whole number of frames"),
                                 expected: ["<frames>"])
            }
            return .film(frames: Int(n))
        case "timeline":
            return .timeline
        case "curve":
            return .curve(try parseCurveRequest(&c))
        default:
            return .export(try parseExport(&c))
        }
    }

    static func parseCurveRequest(_ c: inout Cursor) throws(ParseError) -> CurveRequest {
        guard !c.atEnd else { return .currentAnimator }
        let word = try c.keyword(["spring"] + curvePresets + curveNames)
        if word == "spring" {
            let d = try c.number("duration", min: 0.01, max: 60)
            let z = try c.number("damping", min: 0, max: Parser.largestDamping)
            let v = try c.number("velocity", min: -1000, max: 1000)
            return .spring(duration: d, damping: z, velocity: v)
        }
        if let preset = AnimatorSpec.preset(word), curvePresets.contains(word) { return .preset(preset) }
        let curve: TimingCurve
        switch word {
        case "linear": curve = .linear
        case "easein": curve = .easeIn
        case "easeout": curve = .easeOut
        case "easeinout": curve = .easeInOut
        default: curve = .systemDefault
        }
        var duration = PresentationRules.defaultTransitionDuration
        if !c.atEnd { duration = try c.number("duration", min: 0.01, max: 60) }
        return .named(curve, duration: duration)
    }

    static func parseExport(_ c: inout Cursor) throws(ParseError) -> ExportRequest {
        let kind = try c.keyword(["svg", "cast"])
        let options = kind == "svg" ? ["--animated"] : ["--speed"]
        var path: String?
        var animated = false
        var speed = 1.0
        while let t = c.peek {
            if t.kind == .word, options.contains(t.lowered) {
                c.advance()
                if t.lowered == "--animated" {
                    animated = true
                } else {
                    speed = try c.number("speed", min: MotionQuery.speeds.lowerBound, max: MotionQuery.speeds.upperBound)
                }
                continue
            }
            // Any other word is the file, once; a stray option-looking word is an error, not a file.
            guard path == nil, t.kind == .quoted || !t.text.hasPrefix("-") else {
                throw ParseError(column: t.column, problem: .unexpectedWord(t.text), expected: path == nil ? ["<file>"] + options : options)
            }
            path = t.text
            c.advance()
        }
        guard let path, !path.isEmpty else { throw c.missing(["<file>"] + options) }
        switch kind {
        case "svg": return ExportRequest(format: animated ? .animatedSVG : .svg, path: path)
        default: return ExportRequest(format: .cast(speed: speed), path: path)
        }
    }
}
