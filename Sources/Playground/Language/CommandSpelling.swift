import PresentationKit

/// Writes a command back as a line the parser accepts (for `history`, undo messages and
/// recording), so that `Parser.parse(CommandSpelling.line(for: c)) == c`. A setting is spelled by
/// its form in the `CommandTable`.
package enum CommandSpelling {
    package static func line(for command: Command) -> String {
        switch command {
        case .set(let s): return setting(s)
        case .act(let a): return action(a)
        case .query(let q):
            switch q {
            case .layout: return "show"
            case .tree: return "show tree"
            case .trace: return "trace"
            case .traceJSON: return "trace --json"
            case .state(let json, let at):
                return "state" + (json ? " --json" : "") + (at.map { " --at \(formatNumber($0, decimals: 4))s" } ?? "")
            case .explain: return "explain"
            case .explainCall(let call): return "explain " + word(call)
            case .explainShort: return "explain --short"
            case .config: return "config"
            case .code(let file): return "code" + (file.map { " --file " + word($0) } ?? "")
            case .motion(let m): return motion(m)
            }
        case .expect(let x): return "expect " + x.source
        case .help(let t): return t.map { "help \($0)" } ?? "help"
        case .external(let x): return x.spelling
        case .file(let a):
            switch a {
            case .save(let f): return "save " + word(f)
            case .load(let f): return "load " + word(f)
            case .loadCode(let paths, let typeName):
                return "load " + paths.map(word).joined(separator: " ") + (typeName.map { " as " + word($0) } ?? "")
            case .unload: return "unload"
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

    package static func onOff(_ b: Bool) -> String { b ? "on" : "off" }
    /// A free word (a file name) as one token: quoted when the lexer would split or drop it.
    package static func word(_ s: String) -> String {
        let splitters: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n", "\""]
        let plain = !s.isEmpty && !s.hasPrefix("#") && !s.unicodeScalars.contains(where: splitters.contains)
        return plain ? s : "\"" + s.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
    /// Exact: the shortest text that reads back as the same Double.
    static func n(_ v: Double) -> String {
        let short = formatNumber(v, decimals: 6)
        if NumberParser.parse(short) == v { return short }
        let full = "\(v)"
        return full.contains("e") || NumberParser.parse(full) != v ? short : full
    }

    static func setting(_ s: Setting) -> String {
        guard let (form, binding) = CommandTable.standard.setting(s.key) else { return "" }
        let arguments = binding.arguments(s)
        return arguments.isEmpty ? form.line : form.line + " " + arguments
    }

    /// `set frame …`'s words after `frame`.
    static func frameArguments(_ f: FrameSpec) -> String {
        switch f {
        case .full: return "full"
        case .inset(let dx, let dy): return dx == dy ? "inset \(n(dx))" : "inset \(n(dx)) \(n(dy))"
        case .size(let w, let h): return "size \(dim(w)) \(dim(h)) centered"
        case .rightHalf: return "right-half"
        case .banner: return "banner"
        case .articleBanner: return "banner article"
        case .rect(let r): return "rect \(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height))"
        }
    }

    /// A view `tap` and `pan` name: the playground's words bare, any other name (loaded code's) in
    /// quotes, as `tap` reads them.
    static func viewWord(_ name: String) -> String {
        CommandTable.tapTargets.contains(name) ? name : quoted(name)
    }

    /// Text in double quotes, with `\\` and `\"` escaped, as the lexer reads it back.
    static func quoted(_ t: String) -> String {
        "\"" + t.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    static func dim(_ d: Dimension) -> String {
        switch d {
        case .points(let p): return n(p)
        case .fraction(let f):
            // `1/1.5` reads better than 0.6666666666666666, and parses back to the same value.
            let inverse = formatNumber(1 / f, decimals: 4)
            if f > 0, let d = NumberParser.parse(inverse), 1 / d == f { return "1/" + inverse }
            // Above 1 a bare number reads as points (`Cursor.dimension`): `6/1` stays a fraction
            // (found by fuzzing: `size 9/1.5 …` was spelled `size 6 …`, six points).
            return f > 1 ? n(f) + "/1" : n(f)
        }
    }

    static func animator(_ spec: AnimatorSpec) -> String {
        switch spec {
        case .system: return "default"
        case .custom(let name, let entrance, let timing, let duration):
            if let preset = AnimatorSpec.preset(name), preset == spec { return name }
            var s: String
            switch timing {
            case .spring(let d, let v): s = "spring duration \(n(duration)) damping \(n(d)) velocity \(n(v))"
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

    static func action(_ a: Action) -> String {
        switch a {
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .presentWithoutAnimation: return "present --no-animation"
        case .presentOnTop: return "present --on-top"
        case .dismissWithoutAnimation: return "dismiss --no-animation"
        case .tap(let v): return "tap \(viewWord(v))"
        case .tapPoint(let p): return "tap \(formatNumber(p.x)) \(formatNumber(p.y))"
        case .pan(let v, let d, let t, let velocity):
            return "pan \(viewWord(v)) by \(formatNumber(d.x)) \(formatNumber(d.y))"
                + (t.map { " over \(formatNumber($0))" } ?? "")
                + (velocity.map { " velocity \(formatNumber($0))" } ?? "")
        case .push: return "push"
        case .pop: return "pop"
        case .panEdge(let dx, let t):
            return "pan edge by \(formatNumber(dx))" + (t.map { " over \(formatNumber($0))" } ?? "")
        case .rotate: return "rotate"
        case .resize(let s): return "resize \(n(s.width)) \(n(s.height))"
        case .preferredSize(let s): return "preferred-size \(n(s.width)) \(n(s.height))"
        case .dragSheet(let d): return "drag sheet to " + (d?.rawValue ?? "dismiss")
        case .driveTo(let p, let finish): return (finish ? "finish" : "cancel") + " at \(n(p))"
        case .update(let p): return "update \(n(p))"
        case .finish: return "finish"
        case .cancel: return "cancel"
        }
    }
}
