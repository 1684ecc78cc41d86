import PresentationKit

/// The grammar the motion commands share (`curve`, `export`).
extension Parser {
    /// Presets whose curve `curve` can plot by name (`default` names the timing curve instead).
    static let curvePresets = ["slide", "bouncy", "zoom", "fade"]

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
        // What is left is a curve's name: the keyword above took only those.
        let curve = curves.first { $0.word.lowercased() == word }!.value
        var duration = PresentationRules.defaultTransitionDuration
        if !c.atEnd { duration = try c.number("duration", min: 0.01, max: 60) }
        return .named(curve, duration: duration)
    }

    /// What `export` writes: an SVG (still or animated), a cast, or a Mermaid diagram.
    enum ExportKind { case svg, cast, mermaid, html }

    /// The file and options of `export svg …`, `export cast …` or `export mermaid …`, in any order.
    static func parseExport(_ kind: ExportKind, _ c: inout Cursor) throws(ParseError) -> ExportRequest {
        let options: [String]
        switch kind {
        case .svg: options = ["--animated", "--at", "--still", "--scale", "--theme"]
        case .cast: options = ["--speed"]
        case .mermaid, .html: options = []
        }
        var path: String?
        var animated = false
        var moment: TransitionMoment?
        var momentColumn = 0
        var momentWord: String?
        var speed = 1.0
        var look = SVGOptions()
        while let t = c.peek {
            if t.kind == .word, options.contains(t.lowered) {
                c.advance()
                switch t.lowered {
                case "--animated":
                    animated = true
                case "--at", "--still":
                    // `--at` is a still SVG's moment, `--still` the one an animated SVG shows
                    // where it cannot animate: one moment, named for what it is in each.
                    if let word = momentWord, word != t.lowered {
                        throw ParseError(column: t.column, problem: .unexpectedWord(t.text), expected: options)
                    }
                    momentWord = t.lowered
                    momentColumn = t.column
                    moment = try parseMoment(&c)
                case "--scale":
                    look.scale = try c.number(
                        "scale", min: SVGOptions.scales.lowerBound, max: SVGOptions.scales.upperBound)
                case "--theme":
                    let word = try c.keyword(Theme.pageThemes.map(\.rawValue))
                    look.theme = Theme(rawValue: word) ?? .light
                default:
                    speed = try c.number(
                        "speed", min: MotionQuery.speeds.lowerBound, max: MotionQuery.speeds.upperBound)
                }
                continue
            }
            // Any other word is the file, once; a stray option-looking word is an error, not a file.
            guard path == nil, t.kind == .quoted || !t.text.hasPrefix("-") else {
                throw ParseError(
                    column: t.column, problem: .unexpectedWord(t.text),
                    expected: path == nil ? ["<file>"] + options : options)
            }
            path = t.text
            c.advance()
        }
        guard let path, !path.isEmpty else { throw c.missing(["<file>"] + options) }
        let format: ExportRequest.Format
        switch kind {
        case .svg: format = animated ? .animatedSVG : .svg
        case .cast: format = .cast(speed: speed)
        case .mermaid: format = .mermaid
        case .html: format = .html
        }
        if let momentWord, (momentWord == "--still") != animated {
            // `--at` draws one moment; `--still` picks the frame of an animated SVG.
            throw ParseError(
                column: momentColumn, problem: .unexpectedWord(momentWord),
                expected: [animated ? "--still" : "--at", "--scale", "--theme"])
        }
        return ExportRequest(format: format, path: path, svg: look, moment: moment)
    }

    /// `0.3s` is a time since the transition began; a bare number is a fraction of it (`scrub`,
    /// `export svg --at`, `--still`).
    static func parseMoment(_ c: inout Cursor) throws(ParseError) -> TransitionMoment {
        let inSeconds = c.peek.map { $0.text.lowercased().hasSuffix("s") } ?? false
        if inSeconds { return TransitionMoment(try c.number("time", min: 0, max: 1e6), inSeconds: true) }
        return TransitionMoment(try c.number("progress", min: 0, max: 1), inSeconds: false)
    }
}
