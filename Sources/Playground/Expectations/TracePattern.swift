import PresentationKit

/// Matches a call written in an `expect` line against trace events. Accepted forms:
/// `presentationTransitionDidEnd` (any call of that name), `presentationTransitionDidEnd(_:)`
/// (the exact selector), `presentationTransitionDidEnd(false)` (with those argument values, as
/// the trace prints them), `completion(isCancelled: true)` (some arguments, by label or name),
/// each optionally prefixed by a role (`context.completeTransition(true)`) and optionally followed by
/// the value the call returned (`animationController(forPresented:presenting:source:) → SlideAnimator`,
/// `->` also reads as `→`; `→ SlideAnimator|CurveAnimator` accepts either).
/// Objective-C style names (`animateAlongsideTransition`) match their modern spelling.
package struct TracePattern: Equatable, Sendable {
    package let text: String
    /// The call as written (role removed), squeezed and lower-cased, to compare with printed calls.
    let written: String
    let role: String?
    let base: String
    /// The base name a call must have (an alias's own name for an alias).
    let wanted: String
    /// nil: any arguments; a selector (`_:`) or values (`false`).
    let inner: String?
    /// What the call must have returned, squeezed and lower-cased; nil: anything.
    let result: String?
    /// The call as written before the arrow, when a result is named (to say what it did return).
    package let call: String?

    static let aliases: [String: String] = [
        "animatealongsidetransition": "animate",
        "presentedview()": "presentedview",
        "frameofpresentedviewincontainerview()": "frameofpresentedviewincontainerview",
    ]

    package init(_ text: String) {
        self.text = text
        var s = text.trimmingCharacters(in: " ")
        var result: String?
        var call: String?
        for arrow in ["→", "->"] {
            if let r = s.range(of: arrow) {
                result = String(s[r.upperBound...]).filter { $0 != " " }.lowercased()
                s = String(s[..<r.lowerBound]).trimmingCharacters(in: " ")
                call = s
                break
            }
        }
        self.result = result
        self.call = call
        var role: String?
        let headEnd = s.firstIndex(of: "(") ?? s.endIndex
        if let dot = s[..<headEnd].firstIndex(of: "."),
            TraceRole.allCases.contains(where: { $0.rawValue.lowercased() == s[..<dot].lowercased() })
        {
            role = s[..<dot].lowercased()
            s = String(s[s.index(after: dot)...])
        }
        self.role = role
        written = s.filter { $0 != " " }.lowercased()
        if let open = s.firstIndex(of: "("), s.hasSuffix(")") {
            base = String(s[..<open]).lowercased()
            inner = String(s[s.index(after: open)..<s.index(before: s.endIndex)])
        } else {
            base = s.lowercased()
            inner = nil
        }
        wanted = Self.aliases[base] ?? Self.aliases[base + "()"] ?? base
    }

    /// Matches the event in its modern spelling, or as Swift 2 or Objective-C name it.
    package func matches(_ e: TraceEvent) -> Bool {
        mightMatch(call: e.call) && matchesWhole(e)
    }

    /// A test over a whole trace: each distinct call is judged once by its name alone
    /// (`mightMatch(call:)`), and only events whose call could match are spelled three ways and
    /// compared whole. `trace count` and a `trace has` that finds nothing read every kept call;
    /// spelling each one three times made a line cost 60–80 ms on a 4,000-call trace.
    package final class Matcher {
        package let pattern: TracePattern
        private var byCall: [String: Bool] = [:]
        /// Events compared whole so far (what `TracePatternTests` counts).
        package private(set) var wholeComparisons = 0

        package init(_ pattern: TracePattern) { self.pattern = pattern }

        package func matches(_ e: TraceEvent) -> Bool {
            let possible: Bool
            if let known = byCall[e.call] {
                possible = known
            } else {
                possible = pattern.mightMatch(call: e.call)
                byCall[e.call] = possible
            }
            guard possible else { return false }
            wholeComparisons += 1
            return pattern.matchesWhole(e)
        }
    }

    /// False only when no event whose modern call is `call` can match, whatever its arguments,
    /// result and role. In each of the call's three spellings (`SelectorSpelling.spell` changes
    /// only the call and the labels) an event matches only by its base name (the one wanted) or
    /// by its whole `displayCall`, which is the spelling itself, or its base name and `(` then the
    /// arguments, or (a selector without parentheses) its first piece and `:` then the values: so
    /// the written call must be the spelling or begin with that name and that character. A name
    /// that is not plain ASCII letters, digits and `_` is not judged (it may match).
    func mightMatch(call: String) -> Bool {
        let spellings = Self.catalogue[call] ?? [SpellingKeys(call)]
        return spellings.contains { k in
            k.name == wanted || written == k.whole || (k.lead.map { written.utf8.starts(with: $0.utf8) } ?? true)
        }
    }

    /// What `mightMatch` reads of one spelling of a call, lower-cased.
    struct SpellingKeys: Sendable {
        /// The base name (before the parenthesis).
        let name: String
        /// The whole spelling, without spaces.
        let whole: String
        /// What every display of it begins with: the name and `(`, or a selector's first piece
        /// and `:`; nil when that name is not plain ASCII letters, digits and `_`.
        let lead: String?

        init(_ spelled: String) {
            let name = spelled.firstIndex(of: "(").map { String(spelled[..<$0]) } ?? spelled
            self.name = name.lowercased()
            whole = spelled.filter { $0 != " " }.lowercased()
            let lead: Substring
            let mark: String
            if spelled.contains("(") {
                (lead, mark) = (Substring(name), "(")
            } else if spelled.contains(":") {
                (lead, mark) = (spelled.split(separator: ":").first ?? "", ":")
            } else {
                (lead, mark) = (Substring(spelled), "(")
            }
            let plain = lead.utf8.allSatisfy { b in
                (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
            }
            self.lead = plain ? lead.lowercased() + mark : nil
        }
    }

    /// The hook catalogue's three spellings of each call, by modern spelling, worked out once
    /// (a call the catalogue lacks is worked out when met).
    static let catalogue = [String: [SpellingKeys]](
        uniqueKeysWithValues: Hook.allCases.map {
            ($0.rawValue, [SpellingKeys($0.rawValue), SpellingKeys($0.swift2), SpellingKeys($0.objc)])
        })

    /// `matches` without the test by name: the result, then each spelling whole.
    func matchesWhole(_ e: TraceEvent) -> Bool {
        if let result {
            // `→ SlideAnimator|CurveAnimator`: any of the results named (an animator of the
            // learner's own, whichever preset they chose).
            let returned = (e.result?.description ?? "").filter { $0 != " " }.lowercased()
            guard result.split(separator: "|").contains(where: { $0 == returned }) else { return false }
        }
        return matchesSpelling(e) || matchesSpelling(SelectorSpelling.spell(e, .swift2))
            || matchesSpelling(SelectorSpelling.spell(e, .objc))
    }

    private func matchesSpelling(_ e: TraceEvent) -> Bool {
        if let role, e.receiver.rawValue.lowercased() != role { return false }
        // A bare name matches by name: no need to draw the call first (the commonest claim).
        let named = e.baseName.lowercased() == wanted
        if named, inner == nil { return true }
        if written == e.displayCall.filter({ $0 != " " }).lowercased() { return true }
        guard named else { return false }
        guard let inner else { return true }
        let squeezed = inner.filter { $0 != " " }
        if squeezed.isEmpty { return e.arguments.isEmpty }
        if Self.isSelector(squeezed) {
            return e.call.lowercased().filter { $0 != " " } == (e.baseName + "(" + squeezed + ")").lowercased()
        }
        let shown = e.displayCall.filter { $0 != " " }.lowercased()
        if shown == (e.baseName + "(" + squeezed + ")").lowercased() { return true }
        // Values alone, in order: `completeTransition(true)` against `completeTransition(_:)` with `true`.
        let values = e.arguments.map { $0.value.description.filter { $0 != " " }.lowercased() }
        if values.joined(separator: ",") == squeezed.lowercased() { return true }
        // Some arguments by name: `completion(isCancelled: false)`, `completeTransition(didComplete: true)`.
        let pairs = squeezed.lowercased().split(separator: ",").map {
            $0.split(separator: ":", maxSplits: 1).map(String.init)
        }
        guard pairs.allSatisfy({ $0.count == 2 }) else { return false }
        return pairs.allSatisfy { pair in
            e.arguments.contains { a in
                (a.label.lowercased() == pair[0] || a.name.lowercased() == pair[0])
                    && a.value.description.filter { $0 != " " }.lowercased() == pair[1]
            }
        }
    }

    static func isSelector(_ s: String) -> Bool {
        s.hasSuffix(":")
            && s.split(separator: ":").allSatisfy { part in part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            }
    }
}
