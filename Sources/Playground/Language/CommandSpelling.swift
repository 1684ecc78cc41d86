import PresentationKit

/// Writes a command back as a line the parser accepts (for `history`, undo messages and
/// recording), so that `Parser.parse(CommandSpelling.line(for: c)) == c`.
public enum CommandSpelling {
    public static func line(for command: Command) -> String {
        switch command {
        case .set(let s): return setting(s)
        case .act(let a): return action(a)
        case .query(let q):
            switch q {
            case .layout: return "show"
            case .tree: return "show tree"
            case .trace: return "trace"
            case .traceJSON: return "trace --json"
            case let .state(json, at):
                return "state" + (json ? " --json" : "") + (at.map { " --at \(formatNumber($0, decimals: 4))s" } ?? "")
            case .explain: return "explain"
            case .config: return "config"
            case .code(let file): return "code" + (file.map { " --file " + word($0) } ?? "")
            case .motion(let m): return motion(m)
            }
        case .expect(let x): return "expect " + x.source
        case .help(let t): return t.map { "help \($0)" } ?? "help"
        case .lesson(let a): return lesson(a)
        case .file(let a):
            switch a {
            case .save(let f): return "save " + word(f)
            case .load(let f): return "load " + word(f)
            case .record(let f): return "record " + word(f)
            case .recordStop: return "record stop"
            }
        case .undo: return "undo"
        case .redo: return "redo"
        case .reset: return "reset"
        case .history: return "history"
        case .quit: return "quit"
        case .nothing: return ""
        }
    }

    static func onOff(_ b: Bool) -> String { b ? "on" : "off" }
    /// A free word (a file name) as one token: quoted when the lexer would split or drop it.
    static func word(_ s: String) -> String {
        let splitters: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n", "\""]
        let plain = !s.isEmpty && !s.hasPrefix("#") && !s.unicodeScalars.contains(where: splitters.contains)
        return plain ? s : "\"" + s.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
    /// Exact: the shortest text that reads back as the same Double.
    static func n(_ v: Double) -> String {
        let short = formatNumber(v, decimals: 6)
        if NumberParser.parse(short) == v { return short }
        let full = "\(v)"
        return full.contains("e") || NumberParser.parse(full) != v ? short : full
    }

    static func setting(_ s: Setting) -> String {
        switch s {
        case .device(let d): return "device \(d.model)"
        case .ios(let r): return "ios \(r.rawValue)"
        case .orientation(let o): return "orientation \(o.rawValue)"
        case .style(let st): return "style \(st.name)"
        case .delegate(let on): return "delegate \(onOff(on))"
        case .delegateRetain(let on): return "delegate retain \(onOff(on))"
        case .frame(let f):
            switch f {
            case .full: return "set frame full"
            case let .inset(dx, dy): return dx == dy ? "set frame inset \(n(dx))" : "set frame inset \(n(dx)) \(n(dy))"
            case let .size(w, h): return "set frame size \(dim(w)) \(dim(h)) centered"
            case .rightHalf: return "set frame right-half"
            case .banner: return "set frame banner"
            case .articleBanner: return "set frame banner article"
            case .rect(let r): return "set frame rect \(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height))"
            }
        case .dimming(let a): return a.map { "set dimming \(n($0))" } ?? "set dimming off"
        case .dimmingTapDismiss(let on): return "set dimming tap-dismiss \(onOff(on))"
        case .dimmingAutoresize(let on): return "set dimming autoresize \(onOff(on))"
        case .dimmingWraps(let on): return "set dimming wraps \(onOff(on))"
        case .layout(let on): return "set layout \(onOff(on))"
        case .cleanup(let on): return "set cleanup \(onOff(on))"
        case .corner(let r): return "set corner \(n(r))"
        case .content(let t):
            return "set content \"" + t.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        case .wrapNavigation(let on): return "set wrap navigation \(onOff(on))"
        case .fullscreen(let on): return "set fullscreen \(onOff(on))"
        case .removePresenter(let on): return "set remove-presenter \(onOff(on))"
        case .restorePresenter(let on): return "set restore-presenter \(onOff(on))"
        case .completeTransition(let on): return "set complete-transition \(onOff(on))"
        case .completionSpeed(let v): return "set completion-speed \(n(v))"
        case .completionCurve(let c): return "set completion-curve \(c.name)"
        case let .animator(spec, dismissOnly):
            return "animator " + (dismissOnly ? "dismiss " : "") + animator(spec)
        case .interactive(let m): return "interactive \(m.rawValue)"
        case .adaptive(let a): return "adaptive \(a?.name ?? "off")"
        case .names(let nm): return "names \(nm.rawValue)"
        }
    }

    static func dim(_ d: Dimension) -> String {
        switch d {
        case .points(let p): return n(p)
        case .fraction(let f):
            // `1/1.5` reads better than 0.6666666666666666, and parses back to the same value.
            let inverse = formatNumber(1 / f, decimals: 4)
            if f > 0, let d = NumberParser.parse(inverse), 1 / d == f { return "1/" + inverse }
            return n(f)
        }
    }

    static func animator(_ spec: AnimatorSpec) -> String {
        switch spec {
        case .system: return "default"
        case let .custom(name, entrance, timing, duration):
            if let preset = AnimatorSpec.preset(name), preset == spec { return name }
            var s: String
            switch timing {
            case let .spring(d, v): s = "spring duration \(n(duration)) damping \(n(d)) velocity \(n(v))"
            case .curve(let c): s = "curve \(c.name) duration \(n(duration))"
            }
            switch entrance {
            case .edge(let e): s += " from \(e.rawValue)"
            case .drop: s += " from above"
            case .zoom: s += " from zoom"
            case .fade: s += " from fade"
            case .none: s += " from none"
            }
            return s
        }
    }

    static func lesson(_ a: LessonAction) -> String {
        switch a {
        case .list: return "lesson list"
        case let .open(name, language): return "lesson \(name)" + (language.map { " \($0)" } ?? "")
        case .quit: return "lesson quit"
        case .lint: return "lesson lint"
        case .next: return "next"
        case .back: return "back"
        case .goal: return "goal"
        case .hint: return "hint"
        case .solution: return "solution"
        case .skip: return "skip"
        case .check: return "check"
        case .progressExport(let f): return "progress export \(f)"
        case .progressImport(let f): return "progress import \(f)"
        case .progressReset: return "progress reset"
        }
    }

    static func action(_ a: Action) -> String {
        switch a {
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .presentWithoutAnimation: return "present --no-animation"
        case .dismissWithoutAnimation: return "dismiss --no-animation"
        case .tap(let v): return "tap \(v)"
        case .tapPoint(let p): return "tap \(formatNumber(p.x)) \(formatNumber(p.y))"
        case .rotate: return "rotate"
        case .resize(let s): return "resize \(n(s.width)) \(n(s.height))"
        case let .driveTo(p, finish): return (finish ? "finish" : "cancel") + " at \(n(p))"
        case .update(let p): return "update \(n(p))"
        case .finish: return "finish"
        case .cancel: return "cancel"
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = String(rest).range(of: target) {
            let s = String(rest)
            out += s[..<r.lowerBound] + replacement
            rest = Substring(s[r.upperBound...])
        }
        return out + rest
    }
}
