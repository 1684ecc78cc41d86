import PresentationKit

/// What an `expect` line is checked against: the screen, the trace in each scope a claim can read,
/// the presentation controller's type, and the commands run since the step began. A session
/// makes one (`Session.expectationContext`); nothing here is printed text.
package struct ExpectationContext {
    package var snapshot: ScreenSnapshot
    /// Every call kept.
    package var trace: [TraceEvent]
    /// The calls since the lesson step began (outside a lesson, since the session began).
    package var stepTrace: [TraceEvent]
    /// The calls since the most recent transition began; nil before the first one.
    package var lastTrace: [TraceEvent]?
    package var controller: String?
    /// The lines run since the step began, as spelled (`scrub 0.3`, `show tree`).
    package var used: [String]
    /// The most recent action since the step began that still stands (`undo` takes one back), as
    /// spelled (`pan presented by 0 -300`, `cancel at 0.5`); nil when there is none.
    package var lastAction: String?
    /// What look commands showed since the step began.
    package var shown: Set<ShownKind>
    /// How a message names the step's start: "since the step began" in a lesson.
    package var stepWords: String
    /// What the most recent transition's context answers (`initialFrame(for:)`, `finalFrame(for:)`),
    /// by subject (`transition.finalFrame.presenting`); empty before the first transition.
    package var transitionFrames: [String: Rect] = [:]
    /// Whether a finger put on the named view reaches it now (the engine's hit test); nil when the
    /// expectation reads a moment of the last transition, which the hit test cannot replay.
    package var touchable: ((String) -> Bool)?

    /// The `expect` subjects for the context's frames, each `transition.{initial,final}Frame.{presenting,presented}`.
    package static let transitionFrameSubjects = [
        "transition.initialFrame.presenting", "transition.finalFrame.presenting",
        "transition.initialFrame.presented", "transition.finalFrame.presented",
    ]

    /// The frames `transitionFrameSubjects` name, read from `t`'s context.
    package static func frames(of t: Transition?) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for (side, presented) in [("presenting", false), ("presented", true)] {
            guard let f = t?.contextFrames(presented: presented) else { continue }
            out["transition.initialFrame." + side] = f.initial
            out["transition.finalFrame." + side] = f.final
        }
        return out
    }

    package init(
        snapshot: ScreenSnapshot, trace: [TraceEvent], stepTrace: [TraceEvent]? = nil,
        lastTrace: [TraceEvent]? = nil, controller: String?, used: [String] = [], shown: Set<ShownKind> = [],
        stepWords: String = "since the session began"
    ) {
        self.snapshot = snapshot
        self.trace = trace
        self.stepTrace = stepTrace ?? trace
        self.lastTrace = lastTrace
        self.controller = controller
        self.used = used
        self.shown = shown
        self.stepWords = stepWords
    }
}

/// Checks an `Expectation` against a snapshot of the screen and the trace.
package enum ExpectationEvaluator {
    package static func evaluate(
        _ x: Expectation, snapshot: ScreenSnapshot, trace: [TraceEvent],
        controller: String?
    ) -> ExpectationResult {
        evaluate(x, in: ExpectationContext(snapshot: snapshot, trace: trace, controller: controller))
    }

    package static func evaluate(_ x: Expectation, in context: ExpectationContext) -> ExpectationResult {
        let (passed, actual) = check(x, context)
        return ExpectationResult(expectation: x, passed: passed, actual: actual)
    }

    /// The calls a trace claim reads, and the words that say which ("since the step began").
    static func scoped(_ x: Expectation, _ c: ExpectationContext) -> (calls: [TraceEvent], words: String) {
        switch x.traceScope {
        case .session: return (c.trace, "")
        case .step: return (c.stepTrace, " " + c.stepWords)
        case .last:
            return (c.lastTrace ?? [], c.lastTrace == nil ? " (no transition yet)" : " since the last transition began")
        }
    }

    static func check(_ x: Expectation, _ c: ExpectationContext) -> (Bool, String) {
        let s = c.snapshot
        let controller = c.controller
        let (trace, since) = scoped(x, c)
        switch x.subject {
        case .used(let words):
            let wanted = words.map { $0.lowercased() }
            let hit = c.used.last { line in
                let have = line.split(separator: " ").map { $0.lowercased() }
                return have.count >= wanted.count && Array(have.prefix(wanted.count)) == wanted
            }
            let name = words.joined(separator: " ")
            return (hit != nil, hit.map { "`\($0)` ran \(c.stepWords)" } ?? "`\(name)` has not run \(c.stepWords)")
        case .lastAction(let words):
            let wanted = words.map { $0.lowercased() }
            guard let last = c.lastAction else { return (false, "no action has run \(c.stepWords)") }
            let have = last.split(separator: " ").map { $0.lowercased() }
            let hit = have.count >= wanted.count && Array(have.prefix(wanted.count)) == wanted
            return (hit, "the last action \(c.stepWords) was `\(last)`")
        case .shown(let kind):
            let seen = c.shown.contains(kind)
            return (
                seen,
                seen ? "the \(kind.rawValue) was shown \(c.stepWords)" : "no \(kind.rawValue) shown \(c.stepWords)"
            )
        case .existence(let name, let present):
            let found = s.view(named: name) != nil
            return (found == present, found ? "\(name) is on screen" : "\(name) is not on screen")
        case .view(let name, let property):
            guard let v = s.view(named: name) else { return (false, "\(name) is not on screen") }
            let label = "\(name).\(property)"
            guard let known = ViewProperty(rawValue: property) else { return (false, "\(label) is not a property") }
            switch known {
            case .removed, .exists:
                // The parser turns these into `.existence`; read the same way if built by hand.
                return (known == .exists, "\(name) is on screen")
            case .frame:
                let r = v.frame
                return numeric([r.origin.x, r.origin.y, r.size.width, r.size.height], x, "\(label) is \(r)")
            case .frameX, .frameY, .frameWidth, .frameHeight, .frameMaxX, .frameMaxY:
                // One edge or length of the frame, as CGRect names them, for a goal that holds
                // whatever the rest is (a banner's height depends on the learner's own message).
                let r = v.frame
                let value: Double
                switch known {
                case .frameX: value = r.origin.x
                case .frameY: value = r.origin.y
                case .frameWidth: value = r.size.width
                case .frameHeight: value = r.size.height
                case .frameMaxX: value = r.maxX
                default: value = r.maxY
                }
                return numeric([value], x, "\(label) is \(formatNumber(value)) (frame \(r))")
            case .alpha: return numeric([v.alpha], x, "\(label) is \(formatNumber(v.alpha, decimals: 6))")
            case .cornerRadius: return numeric([v.cornerRadius], x, "\(label) is \(formatNumber(v.cornerRadius))")
            case .index: return (compareNumbers([Double(v.index)], x), "\(label) is \(v.index)")
            case .colorAlpha:
                let a = v.backgroundColor?.alpha ?? 0
                return numeric([a], x, "\(label) is \(formatNumber(a, decimals: 6))")
            case .hidden: return (compareWords([v.isHidden ? "true" : "false"], x), "\(label) is \(v.isHidden)")
            case .touchable:
                guard let touchable = c.touchable else { return (false, "\(label) is read now, not at a moment") }
                let reached = touchable(name)
                return (compareWords([reached ? "true" : "false"], x), "\(label) is \(reached)")
            case .autoresizing:
                // `none`, `W+H` (as recursiveDescription prints it) or the flags' Swift names.
                let mask = v.autoresizingMask
                let wanted = x.expected.map { $0.lowercased() }
                let same =
                    wanted == [mask.shortDescription.lowercased()]
                    || Set(wanted) == Set(mask.names.map { $0.lowercased() }) && !mask.isEmpty
                return (same == (x.comparison != .notEqual), "\(label) is \(mask.shortDescription)")
            case .superview:
                let sv = v.superviewName ?? "none"
                let wanted = x.expected.map { $0 == "nil" ? "none" : $0 }
                return (
                    compareWords(
                        [sv],
                        Expectation(subject: x.subject, comparison: x.comparison, expected: wanted, source: x.source)),
                    "\(label) is \(sv)"
                )
            case .transform:
                let t = v.transform
                if x.expected.count == 1, x.expected[0].lowercased() == "identity" {
                    return ((t.isIdentity) == (x.comparison == .equal), "\(label) is \(t)")
                }
                return numeric(t.components, x, "\(label) is \(t)")
            }
        case .state(let key) where ExpectationContext.transitionFrameSubjects.contains(key):
            guard let r = c.transitionFrames[key] else { return (false, "\(key) is unknown: no transition yet") }
            return numeric([r.origin.x, r.origin.y, r.size.width, r.size.height], x, "\(key) is \(r)")
        case .state(let key):
            let (value, words) = stateValue(key, s, controller)
            if let numbers = value { return numeric(numbers, x, "\(key) is \(words)") }
            let passed = compareWords(words.split(separator: " ").map(String.init), x)
            // The style is the presented controller's: with nothing presented, "none" would read as
            // if the style just set had not taken.
            if key.hasPrefix("presentation."), s.presentationStyle == nil {
                return (passed, "nothing is presented yet (\(key) is read from the presented controller)")
            }
            return (passed, "\(key) is \(words)")
        case .traceHas(let text, let present):
            let pattern = TracePattern(text)
            let matcher = TracePattern.Matcher(pattern)
            let hit = trace.firstIndex(where: matcher.matches)
            let actual =
                hit.map { "found at \(formatFixed(trace[$0].time, decimals: 3)): \(trace[$0].displayCall)" }
                ?? returnedOtherwise(pattern, trace, since)
                ?? "no \(text) among \(trace.count) events\(since)"
            return ((hit != nil) == present, actual)
        case .traceOrder(let calls):
            var from = 0
            var times: [String] = []
            for call in calls {
                let matcher = TracePattern.Matcher(TracePattern(call))
                guard let i = trace[from...].firstIndex(where: matcher.matches) else {
                    let anywhere = trace.contains(where: matcher.matches)
                    guard let previous = times.last, anywhere else {
                        return (false, "\(call) has not happened\(since.isEmpty ? " yet" : since)")
                    }
                    return (false, "\(call) has not happened since \(previous)")
                }
                times.append("\(call) at #\(i + 1)")
                from = i + 1
            }
            return (true, times.joined(separator: " < "))
        case .traceCount(let text):
            let matcher = TracePattern.Matcher(TracePattern(text))
            let n = trace.reduce(0) { $0 + (matcher.matches($1) ? 1 : 0) }
            return (compareNumbers([Double(n)], x), "\(text) occurs \(n) time\(n == 1 ? "" : "s")\(since)")
        }
    }

    /// For a call named with its result that was made but returned something else: what it
    /// returned (`animationController(…) returned nil since the step began`), the difference a
    /// learner needs to see.
    static func returnedOtherwise(_ pattern: TracePattern, _ trace: [TraceEvent], _ since: String) -> String? {
        guard let call = pattern.call else { return nil }
        let bare = TracePattern.Matcher(TracePattern(call))
        guard let e = trace.last(where: bare.matches) else { return nil }
        return "\(e.call) returned \(e.result?.description ?? "nothing")\(since)"
    }

    /// A numeric comparison and its "actual" text, with the near-miss note when one applies.
    static func numeric(_ actual: [Double], _ x: Expectation, _ shown: String) -> (Bool, String) {
        let passed = compareNumbers(actual, x)
        guard !passed, let note = nearMiss(actual, x) else { return (passed, shown) }
        return (passed, shown + "; " + note)
    }

    /// Numbers for numeric subjects, and the printed value.
    static func stateValue(_ key: String, _ s: ScreenSnapshot, _ controller: String?) -> ([Double]?, String) {
        guard let subject = StateSubject(rawValue: key) else { return (nil, "not a subject") }
        switch subject {
        case .phase: return (nil, s.phase.rawValue)
        case .time: return ([s.time], formatNumber(s.time, decimals: 4))
        case .traits: return (nil, s.traits.description)
        case .traitsHorizontal: return (nil, s.traits.horizontalSizeClass.name)
        case .traitsVertical: return (nil, s.traits.verticalSizeClass.name)
        case .deviceSize: return ([s.windowSize.width, s.windowSize.height], s.windowSize.description)
        case .deviceModel: return (nil, StateJSON.modelName(s.deviceName))
        case .deviceOrientation: return (nil, s.orientation.rawValue)
        case .deviceIOS: return ([Double(s.iosRelease)], String(s.iosRelease))
        case .safeArea:
            let i = s.safeAreaInsets
            return ([i.top, i.left, i.bottom, i.right], i.description)
        case .presentation: return (nil, s.presentationStyle == nil ? "none" : "presented")
        case .leftBehind:
            return (nil, s.leftInRemovedContainer.isEmpty ? "none" : s.leftInRemovedContainer.joined(separator: " "))
        case .presentationStyle: return (nil, s.presentationStyle ?? "none")
        case .presentationEffectiveStyle: return (nil, s.effectiveStyle ?? "none")
        case .presentationController: return (nil, controller ?? "none")
        }
    }

    static func compareNumbers(_ actual: [Double], _ x: Expectation) -> Bool {
        let expected = x.expected.compactMap { NumberParser.parse($0) }
        guard expected.count == x.expected.count, expected.count == actual.count else { return false }
        let tolerance = x.allowance
        let close = zip(actual, expected).allSatisfy { a, e in abs(a - e) <= tolerance }
        switch x.comparison {
        case .equal, .approximately: return close
        case .notEqual: return !close
        default:
            return zip(actual, expected).allSatisfy { a, e in
                switch x.comparison {
                case .less: return a < e
                case .greater: return a > e
                case .lessOrEqual: return a <= e + tolerance
                default: return a >= e - tolerance
                }
            }
        }
    }

    /// For a failed `==` on numbers that are close: how far off, and how to allow it, so a
    /// teacher sees at once whether the claim or the precision is wrong.
    static func nearMiss(_ actual: [Double], _ x: Expectation) -> String? {
        guard x.comparison == .equal, x.tolerance == nil else { return nil }
        let expected = x.expected.compactMap { NumberParser.parse($0) }
        guard expected.count == actual.count, !expected.isEmpty else { return nil }
        let off = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
        guard off > Expectation.exactTolerance, off <= 1 else { return nil }
        return
            "off by \(formatNumber(off, decimals: 6)); `==` is exact: write `~=` (within \(formatNumber(Expectation.defaultTolerance))) or `within N` to allow that"
    }

    static func compareWords(_ actual: [String], _ x: Expectation) -> Bool {
        let a = actual.map(normalize)
        let e = x.expected.map(normalize)
        let equal = a == e || (a.count == 1 && e.count == 1 && a[0] == e[0])
        switch x.comparison {
        case .notEqual: return !equal
        default: return equal
        }
    }

    /// `wC` and `compact` are the same, as are `nil` and `none`.
    static func normalize(_ w: String) -> String {
        switch w.lowercased() {
        case "wc", "hc", "c": return "compact"
        case "wr", "hr", "r": return "regular"
        case "nil", "null": return "none"
        default: return w.lowercased()
        }
    }
}
