import PresentationKit

/// Turns a line into a `Command`, or a `ParseError` that says where and what would have fitted.
/// One function per command keeps the grammar readable next to `help`.
public enum Parser {
    /// The first words of every command, in the order `help` lists them.
    public static let commandWords = [
        "device", "ios", "orientation", "style", "delegate", "set", "animator", "interactive", "adaptive", "names",
        "present", "dismiss", "tap", "rotate", "resize", "cancel", "finish", "update",
        "show", "trace", "state", "explain", "config", "code", "expect",
        "help", "?", "undo", "redo", "reset", "history", "quit", "exit",
    ] + motionWords + lessonWords + fileWords

    public static func parse(_ line: String) throws(ParseError) -> Command {
        let tokens = try Lexer.tokenize(line)
        var c = Cursor(tokens: tokens, line: line)
        if tokens.isEmpty { return .nothing }
        let command = try parseCommand(&c)
        try c.end()
        return command
    }

    static func parseCommand(_ c: inout Cursor) throws(ParseError) -> Command {
        let word = try c.keyword(commandWords)
        switch word {
        case "ios":
            let n = try c.keyword(IOSRelease.allCases.map { String($0.rawValue) })
            return .set(.ios(IOSRelease(rawValue: Int(n)!)!))
        case "device":
            let name = try c.keyword(Device.all.map(\.model))
            return .set(.device(Device.named(name)!))
        case "orientation":
            return .set(.orientation(try c.keyword(["portrait", "landscape"]) == "portrait" ? .portrait : .landscape))
        case "style":
            let names = ["custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "automatic"]
            return .set(.style(ModalPresentationStyle.named(try c.keyword(names))!))
        case "delegate":
            if c.peekLowered == "retain" {
                c.advance()
                return .set(.delegateRetain(try c.onOff()))
            }
            let w = try c.keyword(["on", "off", "retain"])
            return .set(.delegate(w == "on"))
        case "set": return .set(try parseSet(&c))
        case "animator": return .set(try parseAnimator(&c))
        case "interactive":
            let mode = try c.keyword(InteractiveMode.allCases.map(\.rawValue))
            return .set(.interactive(InteractiveMode(rawValue: mode)!))
        case "adaptive":
            let w = try c.keyword(["none", "fullScreen", "overFullScreen", "off"])
            return .set(.adaptive(w == "off" ? nil : ModalPresentationStyle.named(w)))
        case "names":
            return .set(.names(NameStyle(rawValue: try c.keyword(NameStyle.allCases.map(\.rawValue)))!))
        case "present", "dismiss":
            // `--no-animation`: `animated: false`, as Apple's sample answers it (a zero duration).
            var still = false
            if c.peekLowered == "--no-animation" { c.advance(); still = true }
            if word == "present" { return .act(still ? .presentWithoutAnimation : .present) }
            return .act(still ? .dismissWithoutAnimation : .dismiss)
        case "tap":
            // `tap X Y`: a point in window coordinates; `tap VIEW`: a point of that view.
            if c.peekIsNumber {
                let x = try c.number("x", min: -100_000, max: 100_000)
                let y = try c.number("y", min: -100_000, max: 100_000)
                return .act(.tapPoint(Point(x: x, y: y)))
            }
            let name = try c.keyword(["dimming", "presented", "presenting", "container", "wrapper", "<x y>"])
            return .act(.tap(name))
        case "rotate": return .act(.rotate)
        case "resize":
            let w = try c.number("width", min: 1, max: 10000)
            let h = try c.number("height", min: 1, max: 10000)
            return .act(.resize(Size(width: w, height: h)))
        case "cancel", "finish":
            if c.atEnd { return .act(word == "cancel" ? .cancel : .finish) }
            _ = try c.keyword(["at"])
            let p = try c.number("progress", min: 0, max: 1)
            return .act(.driveTo(progress: p, finish: word == "finish"))
        case "update":
            return .act(.update(try c.number("progress", min: 0, max: 1)))
        case "show":
            if c.atEnd { return .query(.layout) }
            let w = try c.keyword(["tree", "layout"])
            return .query(w == "tree" ? .tree : .layout)
        case "trace":
            if c.atEnd { return .query(.trace) }
            let w = try c.keyword(["--json", "--mermaid"])
            return w == "--json" ? .query(.traceJSON) : .query(.motion(.mermaid))
        case "state":
            var json = false
            var at: Double?
            while !c.atEnd {
                let w = try c.keyword(["--json", "--at"])
                if w == "--json" { json = true } else { at = try c.number("time", min: 0, max: 1e6) }
            }
            return .query(.state(json: json, at: at))
        case "explain": return .query(.explain)
        case "config": return .query(.config)
        case "code":
            if c.atEnd { return .query(.code(file: nil)) }
            _ = try c.keyword(["--file"])
            guard let name = c.next() else { throw c.missing(["<file name>"]) }
            return .query(.code(file: name.text))
        case "expect": return .expect(try ExpectationParser.parse(&c))
        case "help", "?":
            if c.atEnd { return .help(nil) }
            let topic = c.rest()
            return .help(topic)
        case let w where motionWords.contains(w): return .query(.motion(try parseMotion(w, &c)))
        case let w where lessonWords.contains(w): return .lesson(try parseLesson(w, &c))
        case let w where fileWords.contains(w): return .file(try parseFileAction(w, &c))
        case "undo": return .undo
        case "redo": return .redo
        case "reset": return .reset
        case "history": return .history
        default: return .quit
        }
    }

    /// Any finite damping ratio UIKit would take; above 1 the model treats it as 1 (`EdgeNotes`).
    static let largestDamping = 1_000_000.0

    static let setWords = [
        "frame", "dimming", "layout", "cleanup", "corner", "content", "wrap", "fullscreen", "remove-presenter", "restore-presenter",
        "complete-transition", "completion-speed", "completion-curve",
    ]

    static func parseSet(_ c: inout Cursor) throws(ParseError) -> Setting {
        switch try c.keyword(setWords) {
        case "frame": return .frame(try parseFrame(&c))
        case "dimming":
            if let p = c.peekLowered, ["tap-dismiss", "wraps", "autoresize", "off"].contains(p) {
                c.advance()
                switch p {
                case "tap-dismiss": return .dimmingTapDismiss(try c.onOff())
                case "autoresize": return .dimmingAutoresize(try c.onOff())
                case "wraps": return .dimmingWraps(try c.onOff())
                default: return .dimming(nil)
                }
            }
            if c.peekIsNumber { return .dimming(try c.number("dimming alpha", min: 0, max: 1)) }
            _ = try c.keyword(["0.5", "off", "tap-dismiss", "wraps", "autoresize"])
            return .dimming(nil)
        case "layout": return .layout(try c.onOff())
        case "cleanup": return .cleanup(try c.onOff())
        case "corner": return .corner(try c.number("corner radius", min: 0, max: 10000))
        case "content":
            guard let t = c.next() else { throw c.missing(["\"text\""]) }
            return .content(t.text)
        case "wrap":
            _ = try c.keyword(["navigation"])
            return .wrapNavigation(try c.onOff())
        case "fullscreen": return .fullscreen(try c.onOff())
        case "remove-presenter": return .removePresenter(try c.onOff())
        case "restore-presenter": return .restorePresenter(try c.onOff())
        case "complete-transition": return .completeTransition(try c.onOff())
        case "completion-speed": return .completionSpeed(try c.number("completion speed", min: 0.01, max: 100))
        default:
            return .completionCurve(try parseCurveName(&c))
        }
    }

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
