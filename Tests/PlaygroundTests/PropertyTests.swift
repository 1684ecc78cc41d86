import PresentationKit
import Testing

@testable import Playground

// Property tests: random sequences of valid commands, driven through a `Session`, with the model's
// invariants checked after every command. The generator is seeded and deterministic, so a failure
// names its seed and the commands that led to it (and a shortened sequence that still fails), and
// replays exactly.

/// SplitMix64 (Steele, Lea, Flood 2014): small, fast, and the same on every platform.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
}

/// Lines drawn from the whole command language, every one of them valid.
struct CommandGenerator {
    var rng: SplitMix64

    static let progress = ["0", "0.1", "0.25", "0.3", "0.5", "0.75", "0.9", "1", "1/3"]
    static let durations = ["0", "0.2", "0.3", "0.5", "0.8", "1"]
    static let edges = ["top", "bottom", "left", "right", "above", "zoom", "fade", "none"]
    static let curves = ["linear", "easeIn", "easeOut", "easeInOut", "default"]
    static let presets = ["default", "slide", "bouncy", "zoom", "fade", "none"]
    static let styles = [
        "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "automatic", "currentContext",
        "overCurrentContext",
    ]
    static let frames = [
        "full", "inset 30", "inset 50", "inset 20 40", "size 1/1.5 1/2 centered", "size 200 300",
        "right-half", "banner", "rect 10 20 200 300", "rect 0 0 0 0",
    ]
    static let sizes = ["507 1180", "320 1180", "694 820", "1180 820", "820 1180", "375 667", "100 100", "1400 900"]

    mutating func next() -> String {
        switch rng.below(100) {
        case 0..<48: return driving()
        case 48..<90: return setting()
        case 90..<97: return rng.pick(["undo", "undo", "redo", "reset"])
        default:
            return rng.pick([
                "show", "show tree", "trace", "state --json", "state --json --at 0.3s", "explain", "config",
            ])
        }
    }

    mutating func driving() -> String {
        switch rng.below(16) {
        case 0, 1: return "present"
        // A stack, then (as often as not) a dismissal of everything from the bottom.
        case 2: return rng.pick(["present", "present --on-top"])
        case 3, 4: return "dismiss"
        case 5: return "tap " + rng.pick(["dimming", "dimming", "presented", "presenting", "container", "wrapper"])
        case 6: return "rotate"
        case 7: return "resize " + rng.pick(Self.sizes)
        case 8, 9: return "cancel at " + rng.pick(Self.progress)
        case 10, 11: return "finish at " + rng.pick(Self.progress)
        case 12, 13: return "update " + rng.pick(Self.progress)
        case 14: return "finish"
        default: return "cancel"
        }
    }

    mutating func setting() -> String {
        switch rng.below(26) {
        // A child that defines the presentation context (refused while something is presented).
        case 24: return "context " + rng.pick(["20 120 280 300", "0 0 200 200 transition crossDissolve", "off"])
        case 0: return "device " + rng.pick(["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad"])
        case 1: return "orientation " + rng.pick(["portrait", "landscape"])
        case 2, 3: return "style " + rng.pick(Self.styles)
        case 4: return "delegate " + rng.pick(["on", "on", "off"])
        case 5: return "delegate retain " + rng.pick(["on", "off"])
        case 6, 7: return "set frame " + rng.pick(Self.frames)
        case 8: return "set dimming " + rng.pick(["0.5", "0.3", "1", "off"])
        case 9: return "set dimming tap-dismiss " + rng.pick(["on", "off"])
        case 10: return "set dimming wraps " + rng.pick(["on", "off"])
        case 11: return "set layout " + rng.pick(["on", "off"])
        case 12: return "set cleanup " + rng.pick(["on", "off"])
        case 13:
            return "set "
                + rng.pick(["corner 12", "corner 0", "content \"File successfully uploaded ✅\"", "content \"\""])
        case 14: return "set wrap navigation " + rng.pick(["on", "off"])
        case 15:
            return "set "
                + rng.pick([
                    "fullscreen on", "fullscreen off", "remove-presenter on", "remove-presenter off",
                    "restore-presenter on", "restore-presenter off", "dimming autoresize on",
                ])
        case 16: return "set complete-transition " + (rng.chance(0.3) ? "off" : "on")
        case 17: return "set completion-speed " + rng.pick(["0.5", "1", "2", "0.01"])
        case 18: return "set completion-curve " + rng.pick(Self.curves)
        case 19, 20, 21: return animator()
        case 22: return "interactive " + rng.pick(["present", "dismiss", "both", "both", "off"])
        case 23:
            return rng.chance(0.7)
                ? "adaptive " + rng.pick(["none", "fullScreen", "overFullScreen", "off"])
                : "names " + rng.pick(["modern", "swift2", "objc"])
        default: return "animator dismiss " + rng.pick(Self.presets)
        }
    }

    mutating func animator() -> String {
        switch rng.below(4) {
        case 0, 1: return "animator " + rng.pick(rng.chance(0.8) ? Array(Self.presets.dropFirst()) : Self.presets)
        case 2:
            let damping = rng.pick(["0", "0.1", "0.3", "0.5", "0.6", "1"])
            let velocity = rng.pick(["0", "10", "-5"])
            return
                "animator spring duration \(rng.pick(Self.durations)) damping \(damping) velocity \(velocity) from \(rng.pick(Self.edges))"
        default:
            return
                "animator curve \(rng.pick(Self.curves)) duration \(rng.pick(Self.durations)) from \(rng.pick(Self.edges))"
        }
    }
}

/// A broken invariant: which one, and what was seen.
struct Violation: Equatable {
    let invariant: String
    let detail: String
}

/// Reads the trace as UIKit's protocol: each transition's WillBegin and DidEnd pair up, the
/// animator calls completeTransition(_:) once in between, the present/dismiss completion runs at
/// most once, and each controller's appearance callbacks follow
/// disappeared → willAppear → didAppear → willDisappear → didDisappear (a cancel turns a
/// will-appear into a will-disappear, or back).
struct TraceGrammar {
    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var appearance: [String: Appearance] = ["presented": .disappeared, "presenting": .appeared]
    /// The transition between its WillBegin and DidEnd: "presentation" or "dismissal".
    var open: String?
    var completed = false
    var completions = 0
    var lastCompleted: Bool?
    /// Dismissals begun inside the open one (the presentations between, in a stack dismissed from below).
    var nestedDismissals = 0

    mutating func read(_ e: TraceEvent) -> String? {
        switch (e.receiver.rawValue, e.call) {
        case ("presentationController", "presentationTransitionWillBegin()"),
            ("presentationController", "dismissalTransitionWillBegin()"):
            let kind = e.call.hasPrefix("presentation") ? "presentation" : "dismissal"
            // A stack dismissed from below: each presentation between begins its dismissal too.
            if open == "dismissal", kind == "dismissal", appearance.isEmpty {
                nestedDismissals += 1
                break
            }
            if let open { return "\(kind) began at \(e.time) while a \(open) was still open" }
            open = kind
            completed = false
            completions = 0
            lastCompleted = nil
        case ("presentationController", "presentationTransitionDidEnd(_:)"),
            ("presentationController", "dismissalTransitionDidEnd(_:)"):
            let kind = e.call.hasPrefix("presentation") ? "presentation" : "dismissal"
            guard open == kind else { return "\(e.call) at \(e.time) without a \(kind) open (open: \(open ?? "none"))" }
            guard completed else { return "\(e.call) at \(e.time) before completeTransition(_:)" }
            if case .bool(let b)? = e.arguments.first?.value, b != lastCompleted {
                return
                    "\(e.call) passed \(b), but completeTransition passed \(lastCompleted.map(String.init(describing:)) ?? "nothing")"
            }
            if nestedDismissals > 0 {
                nestedDismissals -= 1
                break
            }
            open = nil
        case ("context", "completeTransition(_:)"):
            guard open != nil else { return "completeTransition(_:) at \(e.time) outside a presentation or dismissal" }
            if completed { return "completeTransition(_:) called twice in one \(open ?? "transition")" }
            completed = true
            if case .bool(let b)? = e.arguments.first?.value { lastCompleted = b }
        case ("presenting", "present(_:animated:completion:)") where appearance["presented"] != .disappeared:
            // A stack: the roles name a controller at each level, so the appearance of one object
            // can no longer be followed by role; `InvariantChecker` resumes it once the stack is gone.
            appearance = [:]
        case ("presenting", "completion()"):
            completions += 1
            if completions > 1 { return "the completion ran twice for one transition" }
            if lastCompleted != true { return "the completion ran for a transition that did not complete" }
        case (let role, let call) where appearance[role] != nil && call.hasPrefix("view") && call.contains("ppear"):
            let state = appearance[role]!
            let next: Appearance?
            switch call {
            case "viewWillAppear(_:)": next = state == .disappeared || state == .disappearing ? .appearing : nil
            case "viewDidAppear(_:)": next = state == .appearing ? .appeared : nil
            case "viewWillDisappear(_:)": next = state == .appeared || state == .appearing ? .disappearing : nil
            case "viewDidDisappear(_:)": next = state == .disappearing ? .disappeared : nil
            default: next = state
            }
            guard let next else { return "\(role).\(call) at \(e.time) while \(state)" }
            appearance[role] = next
        default:
            break
        }
        return nil
    }
}

/// Runs lines through a session and checks the invariants after each.
struct InvariantChecker {
    let session = Session()
    private var engineID: ObjectIdentifier?
    private var lastTime = 0.0
    private var grammar = TraceGrammar()
    /// How much of the current engine's trace `grammar` has read.
    private var traceRead = 0

    /// Every controller presented so far in this engine (kept, so identities are never reused).
    private var seenPresented: [ViewController] = []
    /// A dismissal animator left the presenter's view out, and it has not come back since (a
    /// cancelled presentation after it changes nothing about that).
    private var presenterLeftOut = false

    init() { session.showsAfterActions = false }

    /// Applies `line` and returns the first invariant it breaks, if any.
    mutating func step(_ line: String) -> Violation? {
        let s = session
        let engineBefore = s.engine
        let snapshotBefore = s.engine.snapshot()
        let traceCountBefore = s.engine.trace.count
        let configBefore = s.config.value
        let command = try? Parser.parse(line)
        let outputs = s.execute(line)

        for output in outputs {
            guard case .error(let e) = output else { continue }
            if case .parse = e {
                return Violation(
                    invariant: "valid line", detail: "`\(line)` did not parse: \(ErrorWording.line(for: e))")
            }
        }
        let refused = outputs.contains { if case .error = $0 { return true } else { return false } }
        let isQuery: Bool
        switch command {
        case .query?, .help?, .history?, .expect?: isQuery = true
        default: isQuery = false
        }
        if refused || isQuery {
            let why = refused ? "refused" : "a query"
            if s.engine !== engineBefore {
                return Violation(invariant: "refusal changes nothing", detail: "\(why), yet the engine was replaced")
            }
            if s.engine.trace.count != traceCountBefore {
                let added = s.engine.trace[traceCountBefore...].map(\.displayCall).joined(separator: ", ")
                return Violation(invariant: "refusal changes nothing", detail: "\(why), yet the trace grew: \(added)")
            }
            let after = s.engine.snapshot()
            if after != snapshotBefore {
                return Violation(
                    invariant: "refusal changes nothing",
                    detail: "\(why), yet the screen changed: \(Self.difference(snapshotBefore, after))")
            }
            if s.config.value != configBefore {
                return Violation(invariant: "refusal changes nothing", detail: "\(why), yet the configuration changed")
            }
        }

        let engine = s.engine
        let sameEngine = engineID == ObjectIdentifier(engine)
        if sameEngine, engine.now < lastTime - 1e-12 {
            return Violation(invariant: "time never goes backwards", detail: "t went from \(lastTime) to \(engine.now)")
        }
        engineID = ObjectIdentifier(engine)
        lastTime = engine.now

        if !sameEngine || engine.trace.count < traceRead {
            grammar = TraceGrammar()
            traceRead = 0
        }
        for e in engine.trace[traceRead...] {
            if let problem = grammar.read(e) {
                return Violation(invariant: "trace follows UIKit's protocol", detail: problem)
            }
        }
        traceRead = engine.trace.count
        if engine.activeTransition == nil {
            if let open = grammar.open {
                return Violation(
                    invariant: "trace follows UIKit's protocol",
                    detail: "no transition is active, yet the \(open) never ended")
            }
            let presentedState = grammar.appearance["presented"]
            let isPresented = !engine.presentedStack.isEmpty
            // In a stack the roles are shared by several controllers (see `TraceGrammar`).
            if !grammar.appearance.isEmpty, isPresented ? presentedState != .appeared : presentedState != .disappeared {
                return Violation(
                    invariant: "trace follows UIKit's protocol",
                    detail:
                        "phase \(engine.phase), yet the presented controller's appearance is \(presentedState.map { "\($0)" } ?? "unknown")"
                )
            }
            // The presenter: appeared while its view is in the window, disappeared while removed
            // (except after an animator that forgot to put it back: UIKit still says it appeared).
            let presentingState = grammar.appearance["presenting"]
            // The presenter is the root, or the child that defines the context it presented in.
            let presenterOnScreen = engine.basePresenter?.view.window != nil
            if Self.animatorForgotThePresenter(engine) { presenterLeftOut = true }
            if presenterOnScreen || !sameEngine { presenterLeftOut = false }
            if !presenterLeftOut, !grammar.appearance.isEmpty,
                presenterOnScreen ? presentingState != .appeared : presentingState != .disappeared
            {
                return Violation(
                    invariant: "trace follows UIKit's protocol",
                    detail:
                        "phase \(engine.phase), the presenting view is \(presenterOnScreen ? "in" : "out of") the window, yet the presenting controller's appearance is \(presentingState.map { "\($0)" } ?? "unknown")"
                )
            }
        }

        if sameEngine, engine.trace.count >= traceCountBefore {
            var previous = traceCountBefore > 0 ? engine.trace[traceCountBefore - 1].time : 0
            for e in engine.trace[traceCountBefore...] {
                if e.time < previous - 1e-12 {
                    return Violation(
                        invariant: "time never goes backwards",
                        detail: "\(e.receiver).\(e.displayCall) at \(e.time) after an event at \(previous)")
                }
                previous = e.time
            }
        }

        if let v = Self.treeViolation(engine) { return v }
        if let v = Self.phaseViolation(engine) { return v }
        if engine.activeTransition == nil, engine.activeRotation == nil {
            if engine.window.bounds.size != engine.window.screenSize {
                return Violation(
                    invariant: "window follows the screen",
                    detail: "window \(engine.window.bounds.size), screen \(engine.window.screenSize)")
            }
            let settled = engine.phase == .idle || engine.phase == .presented
            if settled, let moving = engine.snapshot().views.first(where: \.isAnimating) {
                return Violation(
                    invariant: "nothing moves once a transition is over",
                    detail: "\(engine.phase), yet \(moving.name ?? "a view") is still animating")
            }
            if engine.phase == .presented {
                let snap = engine.snapshot()
                // The top of a stack: the ones below may be pushed back (stacked sheets).
                let depth = engine.presentedStack.count
                let suffix = depth > 1 ? String(depth) : ""
                if let top = snap.view(named: "wrapper" + suffix) ?? snap.view(named: "presented" + suffix),
                    abs(top.alpha - 1) > 1e-9 || !top.transform.isIdentity
                {
                    return Violation(
                        invariant: "a presented view at rest is opaque and untransformed",
                        detail: "\(top.name ?? "presented"): alpha \(top.alpha), transform \(top.transform)")
                }
                if let dimming = snap.view(named: "dimming"), abs(dimming.alpha - 1) > 1e-9 {
                    return Violation(
                        invariant: "the dimming view at rest is fully faded in",
                        detail: "presented, yet the dimming view's alpha is \(dimming.alpha)")
                }
            }
            if engine.phase == .idle, let root = engine.window.rootViewController,
                !presenterLeftOut, !Self.animatorForgotThePresenter(engine)
            {
                if root.view.superview !== engine.window {
                    return Violation(
                        invariant: "the presenter is back when nothing is presented",
                        detail: "idle, yet the presenting view's superview is \(root.view.superview?.name ?? "nil")")
                }
                if root.view.frame != engine.window.bounds {
                    return Violation(
                        invariant: "the presenter is back when nothing is presented",
                        detail:
                            "idle, yet the presenting view's frame is \(root.view.frame) in a window of \(engine.window.bounds)"
                    )
                }
            }
        }

        if let v = Self.traceStateViolation(engine) { return v }
        if let v = Self.deadDelegateViolation(engine) { return v }
        if !sameEngine { seenPresented = [] }
        if grammar.appearance.isEmpty, engine.presentedStack.isEmpty, engine.activeTransition == nil {
            grammar.appearance = ["presented": .disappeared, "presenting": .appeared]
        }
        if let v = stackViolation(engine) { return v }

        let presented = engine.presentedStack.first
        let container = engine.findView(named: "container")
        if engine.activeTransition == nil, (container != nil) != (presented != nil) {
            return Violation(
                invariant: "container iff presented",
                detail:
                    "outside a transition: container \(container == nil ? "absent" : "in the window"), presented controller \(presented == nil ? "none" : "present")"
            )
        }

        if sameEngine, s.config.value.cleanup {
            let newEvents = engine.trace.count >= traceCountBefore ? engine.trace[traceCountBefore...] : []
            let completedDismissal = newEvents.contains {
                $0.call == "dismissalTransitionDidEnd(_:)" && $0.arguments.first?.value == .bool(true)
            }
            if completedDismissal {
                let left = ["dimming", "wrapper"].filter { engine.findView(named: $0) != nil }
                if !left.isEmpty {
                    return Violation(
                        invariant: "no chrome after a completed dismissal",
                        detail: "\(left.joined(separator: ", ")) still in the window (phase \(engine.phase))")
                }
            }
        }
        return nil
    }

    /// A stack's view tree and its state agree: outside a transition, the window holds the
    /// presenting view (unless removed) and exactly one container per controller in the
    /// presented stack, in order; and no view of a controller dismissed before (from the top, or
    /// with the stack below it) is left anywhere in the window.
    mutating func stackViolation(_ engine: Engine) -> Violation? {
        let stack = engine.presentedStack
        for vc in stack where !seenPresented.contains(where: { $0 === vc }) { seenPresented.append(vc) }
        guard engine.activeTransition == nil else { return nil }
        let containers = engine.window.subviews.filter { $0 !== engine.window.rootViewController?.view }
        let expected = stack.compactMap { $0.presentationController?.containerView }
        if containers.count != expected.count || !zip(containers, expected).allSatisfy({ $0 === $1 }) {
            return Violation(
                invariant: "the view tree and the stack agree",
                detail:
                    "\(stack.count) presented, yet the window holds \(containers.map { $0.name ?? "(view)" }) beside the presenter"
            )
        }
        for vc in seenPresented where !stack.contains(where: { $0 === vc }) {
            if vc.isViewLoaded, vc.view.window != nil {
                return Violation(
                    invariant: "the view tree and the stack agree",
                    detail:
                        "\(vc.view.name ?? "a view") of a dismissed controller is still in the window (\(engine.phase))"
                )
            }
        }
        return nil
    }

    /// `set restore-presenter off` on purpose: the last dismissal's animator never put the
    /// presenter's view back (the blank-screen gotcha), so it is rightly missing.
    static func animatorForgotThePresenter(_ engine: Engine) -> Bool {
        guard let t = engine.lastTransition, t.kind == .dismissal, t.removesPresentersView else { return false }
        return (t.animator as? ConfigurableAnimator)?.restoresPresenter == false
    }

    /// At rest after a presentation, the state shows what the trace says UIKit used: the frame
    /// `frameOfPresentedViewInContainerView` answered (or, when UIKit did not ask, the container's
    /// bounds), and the presenter's view removed exactly when `shouldRemovePresentersView` said so.
    static func traceStateViolation(_ engine: Engine) -> Violation? {
        guard engine.phase == .presented, engine.activeTransition == nil, engine.activeRotation == nil,
            let t = engine.lastTransition, t.kind == .presentation, t.isComplete, t.didComplete == true,
            (engine.lastSizeChange?.traceStart ?? -1) < t.traceStart
        else { return nil }
        let events = engine.trace[min(t.traceStart, engine.trace.count)...].filter {
            $0.caller == .uikit && $0.receiver == .presentationController
        }
        let snap = engine.snapshot()
        // In a stack the last presentation is the top one: presented3 in container3, presented by presented2.
        let depth = engine.presentedStack.count
        let suffix = depth > 1 ? String(depth) : ""
        // The top's presenter: the one below it, else the root or a context the root holds.
        let presenterName = engine.presentedStack.last?.presentingViewController?.view.name ?? "presenting"
        if let removes = events.last(where: { $0.call == "shouldRemovePresentersView" })?.result,
            removes != .bool(snap.view(named: presenterName) == nil)
        {
            return Violation(
                invariant: "trace and state agree",
                detail:
                    "shouldRemovePresentersView → \(removes), yet the presenter's view (\(presenterName)) is \(snap.view(named: presenterName) == nil ? "removed" : "in the window")"
            )
        }
        guard let top = snap.view(named: "wrapper" + suffix) ?? snap.view(named: "presented" + suffix),
            let container = snap.view(named: "container" + suffix)
        else { return nil }
        let asked = events.last(where: { $0.call == "frameOfPresentedViewInContainerView" })?.result
        let used: Rect
        switch asked {
        case .rect(let r)?: used = r
        case nil: used = Rect(origin: .zero, size: container.frame.size)
        default: return nil
        }
        if !top.frameInWindow.isClose(
            to: used.offsetBy(dx: container.frameInWindow.minX, dy: container.frameInWindow.minY), tolerance: 1e-6)
        {
            return Violation(
                invariant: "trace and state agree",
                detail:
                    "the trace says the frame was \(used), yet \(top.name ?? "presented") is at \(top.frame) (\(asked == nil ? "not asked" : "asked"))"
            )
        }
        return nil
    }

    /// A transitioning delegate that died (nobody retained it) is never called again, and it dies
    /// only once the presenting call has returned.
    static func deadDelegateViolation(_ engine: Engine) -> Violation? {
        var dead = false
        var returned = false
        for e in engine.trace {
            if e.hook == nil {
                return Violation(invariant: "every call is in the hook catalogue", detail: "\(e.call) is not a Hook")
            }
            if e.hook == .present {
                dead = false
                returned = false
            }
            if e.hook == .presentReturned { returned = true }
            guard e.receiver == .delegate else { continue }
            if e.call == "deinit" {
                if !returned {
                    return Violation(
                        invariant: "a dead delegate is not called",
                        detail: "deinit at \(e.time) before present returned")
                }
                dead = true
            } else if dead {
                return Violation(
                    invariant: "a dead delegate is not called", detail: "\(e.displayCall) at \(e.time) after its deinit"
                )
            }
        }
        return nil
    }

    /// Undo, redo and `--at` rebuild a session by replaying its log: a fresh session fed the same
    /// log must end with the same screen and the same trace.
    func replayViolation() -> Violation? {
        let copy = Session()
        copy.showsAfterActions = false
        for command in session.log { _ = copy.apply(command) }
        if copy.engine.trace != session.engine.trace {
            let i =
                Array(zip(copy.engine.trace, session.engine.trace)).firstIndex { $0.0 != $0.1 }
                ?? min(copy.engine.trace.count, session.engine.trace.count)
            func describe(_ t: [TraceEvent]) -> String {
                i < t.count ? "\(t[i].receiver).\(t[i].displayCall) at \(t[i].time)" : "the end"
            }
            return Violation(
                invariant: "replay is exact",
                detail:
                    "traces differ at event \(i + 1): \(describe(session.engine.trace)) vs replayed \(describe(copy.engine.trace))"
            )
        }
        let a = session.engine.snapshot()
        let b = copy.engine.snapshot()
        if a != b { return Violation(invariant: "replay is exact", detail: "screens differ: \(Self.difference(a, b))") }
        if copy.config.value != session.config.value {
            return Violation(invariant: "replay is exact", detail: "configurations differ after undo/redo")
        }
        return nil
    }

    /// Every view reached once from the window; each one's superview is the view it was reached
    /// from, which lists it exactly once among its subviews.
    static func treeViolation(_ engine: Engine) -> Violation? {
        var seen = Set<ObjectIdentifier>()
        func visit(_ v: View, parent: View?) -> Violation? {
            let name = v.name ?? "unnamed view"
            guard seen.insert(ObjectIdentifier(v)).inserted else {
                return Violation(
                    invariant: "view tree", detail: "\(name) is reached twice (a cycle, or two superviews)")
            }
            if let parent {
                if v.superview !== parent {
                    return Violation(
                        invariant: "view tree",
                        detail:
                            "\(name) is a subview of \(parent.name ?? "a view") but its superview is \(v.superview?.name ?? "nil")"
                    )
                }
                let n = parent.subviews.filter { $0 === v }.count
                if n != 1 {
                    return Violation(
                        invariant: "view tree",
                        detail: "\(name) is listed \(n) times in \(parent.name ?? "its superview")")
                }
            } else if v.superview != nil {
                return Violation(invariant: "view tree", detail: "the window has a superview")
            }
            for sub in v.subviews {
                if let x = visit(sub, parent: v) { return x }
            }
            return nil
        }
        return visit(engine.window, parent: nil)
    }

    /// `idle`: nothing presented and no presentation view in the window; `presented`: the presented
    /// (or wrapper) view and the container in the window, no transition; `presenting`,
    /// `dismissing`, `stuck`: a transition under way.
    static func phaseViolation(_ engine: Engine) -> Violation? {
        let phase = engine.phase
        let presentedVC = engine.presentedStack.first
        let onScreen = ["container", "dimming", "presented", "wrapper"].filter { engine.findView(named: $0) != nil }
        switch phase {
        case .idle:
            if presentedVC != nil {
                return Violation(invariant: "phase and tree agree", detail: "idle, yet a controller is presented")
            }
            if !onScreen.isEmpty {
                return Violation(
                    invariant: "phase and tree agree",
                    detail: "idle, yet \(onScreen.joined(separator: ", ")) in the window")
            }
        case .presented:
            if presentedVC == nil {
                return Violation(invariant: "phase and tree agree", detail: "presented, yet no controller is presented")
            }
            // In a stack, the top one's view (presented3, or its wrapper3).
            let depth = engine.presentedStack.count
            let suffix = depth > 1 ? String(depth) : ""
            if engine.findView(named: "presented" + suffix) == nil && engine.findView(named: "wrapper" + suffix) == nil
            {
                return Violation(
                    invariant: "phase and tree agree",
                    detail: "presented, yet neither the presented view nor a wrapper is in the window")
            }
            if engine.activeTransition != nil {
                return Violation(invariant: "phase and tree agree", detail: "presented, yet a transition is active")
            }
        case .presenting, .dismissing, .stuck, .pushing, .popping:
            if engine.activeTransition == nil {
                return Violation(invariant: "phase and tree agree", detail: "\(phase), yet no transition is active")
            }
        }
        return nil
    }

    static func difference(_ a: ScreenSnapshot, _ b: ScreenSnapshot) -> String {
        var notes: [String] = []
        if a.phase != b.phase { notes.append("phase \(a.phase) → \(b.phase)") }
        if a.time != b.time { notes.append("t \(a.time) → \(b.time)") }
        if a.views.map(\.name) != b.views.map(\.name) {
            notes.append("views \(a.views.map { $0.name ?? "?" }) → \(b.views.map { $0.name ?? "?" })")
        }
        for (x, y) in zip(a.views, b.views) where x != y && x.name == y.name {
            notes.append("\(x.name ?? "?") \(x.frame) α\(x.alpha) → \(y.frame) α\(y.alpha)")
        }
        if a.windowSize != b.windowSize { notes.append("window \(a.windowSize) → \(b.windowSize)") }
        return notes.isEmpty ? "(styles, traits or details)" : notes.joined(separator: "; ")
    }
}

/// Bugs the property test has found in the engine, by invariant and detail; each is reported
/// through `withKnownIssue` until the engine is fixed (then delete it here).
enum KnownEngineBugs {
    // None known. (The presenter-removal bug found here was fixed: the dismissal now uses what the
    // presentation remembered instead of asking shouldRemovePresentersView again.)

    /// A name for the bug behind `v`, if it is a known one.
    static func name(for v: Violation) -> String? { nil }
}

/// The first violation in `lines`, and the index of the line that caused it.
func firstViolation(in lines: [String]) -> (index: Int, violation: Violation)? {
    var checker = InvariantChecker()
    for (i, line) in lines.enumerated() {
        if let v = checker.step(line) { return (i, v) }
    }
    if let v = checker.replayViolation() { return (lines.count - 1, v) }
    return nil
}

/// A shorter sequence that still breaks the same invariant: drops one line at a time while it does.
func shrink(_ lines: [String], invariant: String) -> [String] {
    var current = lines
    var changed = true
    while changed {
        changed = false
        var i = 0
        while i < current.count {
            var candidate = current
            candidate.remove(at: i)
            if let hit = firstViolation(in: candidate), hit.violation.invariant == invariant {
                current = Array(candidate[...hit.index])
                changed = true
            } else {
                i += 1
            }
        }
    }
    return current
}

private func listing(_ lines: [String]) -> String {
    lines.enumerated().map { "  \($0.offset + 1)  \($0.element)" }.joined(separator: "\n")
}

@Suite("Random command sequences keep the model's invariants")
struct PropertyTests {
    static let sequencesPerChunk = 150
    static let commandsPerSequence = 40

    @Test("Invariants hold after every command", arguments: 0..<4)
    func invariantsHold(chunk: Int) {
        // How often each invariant (or known bug) broke in this chunk: the first failures are
        // reported (the first one shrunk), the rest counted, so one bug does not bury the others.
        var failures: [String: Int] = [:]
        var knownBugs: Set<String> = []
        defer {
            for (key, n) in failures.sorted(by: { $0.key < $1.key }) where n > 3 && !knownBugs.contains(key) {
                Issue.record("\(key): broken in \(n) sequences of chunk \(chunk) (first three shown)")
            }
        }
        for n in 0..<Self.sequencesPerChunk {
            let seed = 0x5EED_0000 + UInt64(chunk * Self.sequencesPerChunk + n)
            var generator = CommandGenerator(rng: SplitMix64(seed: seed))
            var checker = InvariantChecker()
            var lines: [String] = []
            for k in 0..<Self.commandsPerSequence {
                let line = generator.next()
                lines.append(line)
                var found = checker.step(line)
                if found == nil, k == Self.commandsPerSequence - 1 { found = checker.replayViolation() }
                guard let v = found else { continue }
                let bug = KnownEngineBugs.name(for: v)
                let key = bug ?? v.invariant
                if let bug { knownBugs.insert(bug) }
                failures[key, default: 0] += 1
                let count = failures[key] ?? 1
                // A known bug is shown once a chunk; an unknown one three times, then counted.
                if count > (bug == nil ? 3 : 1) { break }
                var message =
                    "seed 0x\(String(seed, radix: 16)): \(v.invariant): \(v.detail)\nafter:\n\(listing(lines))"
                // Shrink the first failure of each invariant in this chunk (shrinking replays often).
                if count == 1 {
                    message += "\nshortest found:\n\(listing(shrink(lines, invariant: v.invariant)))"
                }
                if let bug {
                    withKnownIssue(Comment(rawValue: bug)) { Issue.record(Comment(rawValue: message)) }
                } else {
                    Issue.record(Comment(rawValue: message))
                }
                break
            }
        }
    }

    @Test("A three-deep stack dismissed from the bottom leaves only the presenter in the window")
    func stackDismissedFromTheBottom() {
        var checker = InvariantChecker()
        for line in ["set frame inset 30", "animator slide", "present", "present --on-top", "present --on-top"] {
            #expect(checker.step(line) == nil)
        }
        #expect(checker.session.engine.presentedStack.count == 3)
        #expect(checker.session.engine.window.subviews.count == 4)
        #expect(checker.step("dismiss") == nil)
        let engine = checker.session.engine
        #expect(engine.presentedStack.isEmpty)
        #expect(engine.window.subviews.map(\.name) == ["presenting"])
    }

    @Test("The generator and the checker are deterministic")
    func deterministic() {
        var a = CommandGenerator(rng: SplitMix64(seed: 42))
        var b = CommandGenerator(rng: SplitMix64(seed: 42))
        let x = (0..<200).map { _ in a.next() }
        let y = (0..<200).map { _ in b.next() }
        #expect(x == y)
        #expect(Set(x).count > 50)
        // Every generated line parses.
        for line in x {
            #expect(throws: Never.self) { try Parser.parse(line) }
        }
    }

    @Test("The presenter's appearance callbacks stay balanced when shouldRemovePresentersView changes while presented")
    func presenterAppearanceStaysBalanced() {
        // Present with the presenter kept, then ask for it to be removed, then dismiss: the
        // presenter never disappeared, so it must not be told it appears again.
        var keep = InvariantChecker()
        var broken: Violation?
        for line in ["present", "set remove-presenter on", "dismiss"] where broken == nil { broken = keep.step(line) }
        #expect(broken == nil, "\(broken?.detail ?? "")")
        // The other way: removed at presentation, kept by the answer at dismissal; the presenter
        // comes back, so it must be told it appears.
        var remove = InvariantChecker()
        broken = nil
        for line in ["set remove-presenter on", "present", "set remove-presenter off", "dismiss"] where broken == nil {
            broken = remove.step(line)
        }
        #expect(broken == nil, "\(broken?.detail ?? "")")
    }

    @Test("A transition that is never completed refuses driving commands, changes nothing, and `reset` recovers")
    func stuckTransitionRefusesAndResetRecovers() {
        var checker = InvariantChecker()
        for line in ["set frame inset 30", "animator slide", "set complete-transition off", "present"] {
            #expect(checker.step(line) == nil)
        }
        let s = checker.session
        #expect(s.engine.phase == .stuck)
        for line in [
            "dismiss", "present", "tap dimming", "rotate", "resize 507 1180", "device ipad", "orientation landscape",
            "cancel at 0.5", "finish at 0.5",
        ] {
            let outputs = s.execute(line)
            let refusal = outputs.compactMap { output -> PlaygroundError? in
                if case .error(let e) = output { return e } else { return nil }
            }.first
            #expect(refusal != nil, "`\(line)` should be refused while the transition hangs")
            if let refusal {
                #expect(
                    refusal == .engine(.transitionInProgress(phase: .stuck)),
                    "`\(line)`: \(ErrorWording.line(for: refusal))")
            }
            #expect(s.engine.phase == .stuck)
        }
        #expect(checker.step("reset") == nil)
        #expect(s.engine.phase == .idle)
        #expect(checker.step("present") == nil)
        #expect(s.engine.phase == .presented)
    }
}
