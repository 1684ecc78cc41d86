import PresentationKit

extension CommandSpelling {
    /// The line for a motion query, parsing back to the same query.
    static func motion(_ q: MotionQuery) -> String {
        switch q {
        case .play(let speed, let loop):
            return "play" + (speed == 1 ? "" : " --speed \(n(speed))") + (loop ? " --loop" : "")
        case .scrub(let m):
            return "scrub " + moment(m)
        case .film(let frames):
            return frames == MotionQuery.defaultFilmFrames ? "film" : "film \(frames)"
        case .timeline:
            return "timeline"
        case .curve(let request):
            switch request {
            case .currentAnimator: return "curve"
            case .preset(let spec): return "curve \(spec.name)"
            case .named(let curve, let duration): return "curve \(curve.name) \(n(duration))"
            case .spring(let d, let z, let v): return "curve spring \(n(d)) \(n(z)) \(n(v))"
            }
        case .mermaid:
            return "trace --mermaid"
        case .export(let e):
            let path = quotedIfNeeded(e.path)
            switch e.format {
            case .svg: return "export svg \(path)" + (e.moment.map { " --at " + moment($0) } ?? "") + svgOptions(e.svg)
            case .animatedSVG:
                return "export svg \(path) --animated" + (e.moment.map { " --still " + moment($0) } ?? "")
                    + svgOptions(e.svg)
            case .cast(let speed): return "export cast \(path)" + (speed == 1 ? "" : " --speed \(n(speed))")
            case .mermaid: return "export mermaid \(path)"
            case .html: return "export html \(path)"
            }
        }
    }

    /// `0.3` (a fraction of the transition) or `0.3s` (seconds), exactly as it reads back.
    static func moment(_ m: TransitionMoment) -> String { n(m.value) + (m.inSeconds ? "s" : "") }

    /// ` --scale 2 --theme dark`, each only when it is not the default.
    static func svgOptions(_ o: SVGOptions) -> String {
        (o.scale == 1 ? "" : " --scale \(n(o.scale))") + (o.theme == .light ? "" : " --theme \(o.theme.rawValue)")
    }

    /// A file name as one token: quoted when it holds spaces, quotes, `#` or starts like an option.
    static func quotedIfNeeded(_ path: String) -> String {
        let plain =
            !path.isEmpty && !path.hasPrefix("-")
            && !path.contains { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "#" || $0 == "\\" }
        if plain { return path }
        return "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
