/// Parses what follows `expect`: `NAME.PROPERTY OP VALUE...`, `NAME exists|removed`,
/// `STATE OP VALUE...`, `trace has|lacks CALL`, `trace order A < B`, `trace count CALL OP N` (each
/// trace form also as `trace.step …` and `trace.last …`), `used CMD`, `last action CMD`,
/// `shown KIND`.
/// Names are read in any case and kept in their written-out spelling (`cornerRadius`), so messages
/// name them as the documentation does.
enum ExpectationParser {
    static let viewProperties = ViewProperty.allCases.map(\.rawValue)
    /// The session-wide subjects, and the transition context's frames (read apart, from the context).
    static let stateSubjects = StateSubject.allCases.map(\.rawValue) + ExpectationContext.transitionFrameSubjects

    /// The spelling in `names` that `word` is, ignoring case.
    static func canonical(_ word: String, in names: [String]) -> String? {
        names.first { $0.lowercased() == word.lowercased() }
    }
    static let viewNames = [
        "window", "presenting", "container", "dimming", "presented", "wrapper", "grabber", "arrow", "context",
        // A navigation controller's own view, the pushed controllers' views, its bar.
        "navigation", "pushed", "navigationBar",
        // The thumbnail `zoom from` puts on the presenting screen.
        "thumbnail",
    ]

    /// A view of a presentation higher in a stack: `presented2`, `container3`, `dimming2`.
    static func isStackedName(_ name: String) -> Bool {
        ["container", "dimming", "presented", "wrapper", "pushed"].contains { base in
            name.hasPrefix(base) && name.count > base.count && name.dropFirst(base.count).allSatisfy(\.isNumber)
        }
    }

    static func parse(_ c: inout Cursor) throws(ParseError) -> Expectation {
        guard let first = c.peek else {
            throw c.missing(["trace", "phase"] + viewNames.map { $0 + ".frame" })
        }
        let source = c.rest()
        var tokens = Array(c.tokens.drop { $0.column < first.column })
        // `… at T`: the claim is read T seconds into the last transition (a fade must fade).
        var at: Double?
        if tokens.count >= 3, tokens[tokens.count - 2].lowered == "at", tokens[tokens.count - 2].kind == .word {
            let word = tokens[tokens.count - 1].text
            let number = word.hasSuffix("s") ? String(word.dropLast()) : word
            guard let t = NumberParser.parse(number), t.isFinite, t >= 0 else {
                throw ParseError(
                    column: tokens[tokens.count - 1].column,
                    problem: .notANumber(word, what: "a time into the last transition, in seconds"))
            }
            at = t
            tokens.removeLast(2)
        }
        var rest = Cursor(tokens: tokens, line: c.line)
        var x = try parseClaim(&rest, first: first, source: source)
        if let at {
            switch x.subject {
            case .view, .state, .existence: x.at = at
            default:
                throw ParseError(
                    column: first.column,
                    problem: .badExpectation("`at` reads the screen at a moment; the trace, `used` and `shown` are not")
                )
            }
        }
        return x
    }

    /// The claim itself, without a trailing `at T`.
    static func parseClaim(_ rest: inout Cursor, first: Token, source: String) throws(ParseError) -> Expectation {
        if first.kind == .quoted {
            rest.advance()
            return try quotedView(&rest, first: first, source: source)
        }
        let head = first.lowered
        if let scope = Expectation.TraceScope(rawValue: head) {
            rest.advance()
            var x = try parseTrace(&rest, source: source)
            x.traceScope = scope
            return x
        }
        rest.advance()
        if head == "used" {
            var words: [String] = []
            while let t = rest.next() { words.append(t.text) }
            guard !words.isEmpty else { throw rest.missing(["scrub", "timeline", "film", "show tree", "code"]) }
            return Expectation(subject: .used(words), source: source)
        }
        if head == "last" {
            _ = try rest.keyword(["action"])
            var words: [String] = []
            while let t = rest.next() { words.append(t.text) }
            guard !words.isEmpty else { throw rest.missing(["pan", "pan edge", "drag sheet", "cancel at"]) }
            return Expectation(subject: .lastAction(words), source: source)
        }
        if head == "shown" {
            let word = try rest.keyword(ShownKind.allCases.map(\.rawValue))
            return Expectation(subject: .shown(ShownKind(rawValue: word)!), source: source)
        }
        if let state = canonical(head, in: stateSubjects) {
            let shape = StateSubject(rawValue: state)?.shape ?? .numbers(4, names: "x y width height")
            let (op, values, tolerance) = try comparison(&rest, shape: shape, subject: state)
            return Expectation(
                subject: .state(state), comparison: op, expected: values, source: source, tolerance: tolerance)
        }
        let parts = head.split(separator: ".", maxSplits: 1).map(String.init)
        // `.` alone, or `.frame`, splits into nothing before the dot: not a view name either.
        // Names are read in any case and kept as the views are named (`navigationBar`).
        let written = head.hasPrefix(".") ? "" : parts.first ?? ""
        let name = canonical(written, in: viewNames) ?? written
        guard viewNames.contains(name) || isStackedName(name) else {
            throw ParseError(
                column: first.column, problem: .unexpectedWord(first.text),
                expected: ["trace", "trace.step", "trace.last", "used", "last action", "shown"] + stateSubjects
                    + viewNames.map { $0 + ".frame" })
        }
        if parts.count == 1 {
            let w = try rest.keyword(["exists", "removed"])
            return Expectation(subject: .existence(name: name, present: w == "exists"), source: source)
        }
        guard let property = canonical(parts[1], in: viewProperties) else {
            throw ParseError(
                column: first.column + name.count + 1, problem: .unexpectedWord(parts[1]),
                expected: viewProperties.map { "\(name).\($0)" })
        }
        return try viewClaim(name: name, property: property, spelled: "\(name).\(property)", &rest, source: source)
    }

    /// A view's property claim after its name, named or quoted: `exists`/`removed`, else a
    /// comparison of the property's shape (`spelled` is how messages write the subject).
    static func viewClaim(
        name: String, property: String, spelled: String, _ rest: inout Cursor, source: String
    ) throws(ParseError) -> Expectation {
        if property == "removed" || property == "exists" {
            return Expectation(subject: .existence(name: name, present: property == "exists"), source: source)
        }
        let shape = ViewProperty(rawValue: property)?.shape ?? .words
        let (op, values, tolerance) = try comparison(&rest, shape: shape, subject: spelled)
        return Expectation(
            subject: .view(name: name, property: property), comparison: op, expected: values,
            source: source, tolerance: tolerance)
    }

    /// `"NAME".PROPERTY OP VALUE...` or `"NAME" exists|removed`: a view the loaded code named
    /// itself, in quotes as `tap "NAME"` reaches it (`Session.nameUsersViews`: `let noticeView`
    /// is `"notice"`), so an exercise can read what the learner's own code did to its own views
    /// (`expect "notice".hidden == false`). The quotes and what follows them make one token; the
    /// property is the longest known one the token ends with, so a name may hold a dot.
    static func quotedView(_ rest: inout Cursor, first: Token, source: String) throws(ParseError) -> Expectation {
        let text = first.text
        let property = viewProperties.filter { text.lowercased().hasSuffix("." + $0.lowercased()) }
            .max { $0.count < $1.count }
        let name = property.map { String(text.dropLast($0.count + 1)) } ?? text
        guard !name.isEmpty, !name.contains("\""), name.trimmingCharacters(in: " ") == name else {
            throw ParseError(
                column: first.column, problem: .badExpectation("a view's name in quotes: \"notice\".hidden == false"))
        }
        guard let property else {
            let w = try rest.keyword(["exists", "removed"])
            return Expectation(subject: .existence(name: name, present: w == "exists"), source: source)
        }
        return try viewClaim(name: name, property: property, spelled: "\"\(name)\".\(property)", &rest, source: source)
    }

    /// `OP VALUE... [within N]`; `≈` is another spelling of `~=`. The values must have `shape`,
    /// the subject's (`ValueShape`), else the line is a syntax error naming `subject`.
    static func comparison(_ c: inout Cursor, shape: ValueShape, subject: String) throws(ParseError) -> (
        Expectation.Comparison, [String], Double?
    ) {
        let opToken = c.peek
        let opWord = try c.keyword(Expectation.Comparison.allCases.map(\.rawValue) + ["≈"])
        let op = Expectation.Comparison(rawValue: opWord == "≈" ? "~=" : opWord)!
        var values: [String] = []
        var columns: [Int] = []
        var tolerance: Double?
        while let t = c.next() {
            if t.lowered == "within", t.kind == .word {
                guard let n = c.next() else { throw c.missing(["<tolerance>"]) }
                guard let v = NumberParser.parse(n.text), v.isFinite, v >= 0 else {
                    throw ParseError(column: n.column, problem: .notANumber(n.text, what: "a tolerance, 0 or more"))
                }
                if let extra = c.peek { throw ParseError(column: extra.column, problem: .extraWords(extra.text)) }
                tolerance = v
                break
            }
            let value = t.text.trimmingCharacters(in: "{},")
            if !value.isEmpty {
                values.append(value)
                columns.append(t.column)
            }
        }
        guard !values.isEmpty else { throw c.missing(["<value>"]) }
        try check(values, columns: columns, op: op, opColumn: opToken?.column ?? c.endColumn, shape, subject)
        return (op, values, tolerance)
    }

    /// Throws when `values` cannot be what `subject` is (`shape`).
    static func check(
        _ values: [String], columns: [Int], op: Expectation.Comparison, opColumn: Int, _ shape: ValueShape,
        _ subject: String
    ) throws(ParseError) {
        func bad(_ at: Int, _ why: String) -> ParseError { ParseError(column: at, problem: .badExpectation(why)) }
        if !shape.isNumeric, ![.equal, .notEqual].contains(op) {
            throw bad(opColumn, "`\(subject)` is compared as words: use == or !=")
        }
        func numbers(_ count: Int, _ names: String) throws(ParseError) {
            for (value, column) in zip(values, columns) {
                guard let n = NumberParser.parse(value), n.isFinite else {
                    throw ParseError(
                        column: column, problem: .notANumber(value, what: "a finite number for `\(subject)`"))
                }
            }
            guard values.count == count else {
                let at = values.count > count ? columns[count] : columns[values.count - 1]
                throw bad(
                    at, "`\(subject)` takes \(count) number\(count == 1 ? "" : "s") (\(names)), not \(values.count)")
            }
        }
        switch shape {
        case .numbers(let count, let names): try numbers(count, names)
        case .transform:
            if values.count == 1, values[0].lowercased() == "identity" { return }
            try numbers(6, "identity, or a b c d tx ty")
        case .word(let allowed):
            guard values.count == 1 else { throw bad(columns[1], "`\(subject)` takes one word, not \(values.count)") }
            if let allowed, !allowed.contains(where: { $0.lowercased() == values[0].lowercased() }) {
                throw ParseError(column: columns[0], problem: .unexpectedWord(values[0]), expected: allowed)
            }
        case .traits:
            guard values.count == 2 else {
                throw bad(columns[min(2, values.count - 1)], "`\(subject)` takes two size classes: wC hR")
            }
            for (value, column) in zip(values, columns)
            where !ValueShape.sizeClassWords.contains(where: { $0.lowercased() == value.lowercased() }) {
                throw ParseError(column: column, problem: .unexpectedWord(value), expected: ValueShape.sizeClassWords)
            }
        case .words: return
        }
    }

    static func parseTrace(_ c: inout Cursor, source: String) throws(ParseError) -> Expectation {
        let w = try c.keyword(["has", "lacks", "order", "count"])
        let text = c.rest()
        guard !text.isEmpty else { throw c.missing(["<call>"]) }
        switch w {
        case "has", "lacks":
            return Expectation(subject: .traceHas(text, present: w == "has"), source: source)
        case "order":
            let calls = text.split(separator: "<").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
            guard calls.count >= 2 else {
                throw ParseError(
                    column: c.endColumn, problem: .badExpectation("`trace order` needs two calls or more: A < B"))
            }
            return Expectation(subject: .traceOrder(calls), source: source)
        default:
            for op in [">=", "<=", "==", "!=", ">", "<"] {
                if let r = text.range(of: " \(op) ") {
                    let call = String(text[..<r.lowerBound]).trimmingCharacters(in: " ")
                    let n = String(text[r.upperBound...]).trimmingCharacters(in: " ")
                    // A count is a whole number, 0 or more: `== 2 junk` or `< inf` is a mistake.
                    guard let count = NumberParser.parse(n), count.isFinite, count >= 0, count == count.rounded() else {
                        throw ParseError(
                            column: c.endColumn - n.count, problem: .notANumber(n, what: "a count of calls, 0 or more"))
                    }
                    return Expectation(
                        subject: .traceCount(call), comparison: Expectation.Comparison(rawValue: op)!,
                        expected: [n], source: source)
                }
            }
            throw ParseError(
                column: c.endColumn, problem: .badExpectation("`trace count` needs a comparison: trace count CALL == 2")
            )
        }
    }
}

extension String {
    /// Drops leading and trailing characters found in `set` (a small stand-in for Foundation's,
    /// which neither the core nor the executable imports).
    package func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }

    /// Whether `other` occurs in this string.
    func range(of other: String) -> Range<String.Index>? {
        guard !other.isEmpty, other.count <= count else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(other) { return i..<index(i, offsetBy: other.count) }
            i = index(after: i)
        }
        return nil
    }
}
