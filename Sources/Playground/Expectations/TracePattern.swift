import PresentationKit

/// Matches a call written in an `expect` line against trace events. Accepted forms:
/// `presentationTransitionDidEnd` (any call of that name), `presentationTransitionDidEnd(_:)`
/// (the exact selector), `presentationTransitionDidEnd(false)` (with those argument values, as
/// the trace prints them), `completion(isCancelled: true)` (some arguments, by label or name),
/// each optionally prefixed by a role (`context.completeTransition(true)`) and optionally followed by
/// the value the call returned (`animationController(forPresented:presenting:source:) → SlideAnimator`,
/// `->` also reads as `→`).
/// Objective-C style names (`animateAlongsideTransition`) match their modern spelling.
package struct TracePattern: Equatable, Sendable {
    package let text: String
    /// The call as written (role removed), squeezed and lower-cased, to compare with printed calls.
    let written: String
    let role: String?
    let base: String
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
    }

    /// Matches the event in its modern spelling, or as Swift 2 or Objective-C name it.
    package func matches(_ e: TraceEvent) -> Bool {
        if let result, (e.result?.description ?? "").filter({ $0 != " " }).lowercased() != result { return false }
        return matchesSpelling(e) || matchesSpelling(SelectorSpelling.spell(e, .swift2))
            || matchesSpelling(SelectorSpelling.spell(e, .objc))
    }

    private func matchesSpelling(_ e: TraceEvent) -> Bool {
        if let role, e.receiver.rawValue.lowercased() != role { return false }
        if written == e.displayCall.filter({ $0 != " " }).lowercased() { return true }
        let wanted = Self.aliases[base] ?? Self.aliases[base + "()"] ?? base
        guard e.baseName.lowercased() == wanted else { return false }
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
