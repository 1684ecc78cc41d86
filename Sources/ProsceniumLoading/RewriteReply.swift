import ProsceniumJSON

/// What the rewriter (`proscenium-rewrite`, a separate executable so the main binary does not
/// link swift-syntax) tells `load` about the user's files: each file rewritten for Linux with its
/// column map and refusals, what can be run, and every class declared. It crosses the process
/// boundary as one JSON object on the rewriter's standard output; `version` changes whenever the
/// shape does in a way a reader of another build would misread (an added key that may be absent,
/// such as a file's `places`, is skipped by an earlier reader and needs none), so a stale
/// rewriter is refused by name instead of misread.
public struct RewriteReply: Equatable, Sendable {
    public static let version = 2

    public var rewritten: [RewrittenSource]
    public var candidates: [Candidate]
    /// Every class the files declare (for `as TypeName`'s errors).
    public var classNames: [String]
    /// Each class that is not a candidate, with why, in words: `Card (view controller without an init())`.
    public var passedOver: [String]
    /// Per type: its methods without parameters (what `as Type.method` may name).
    public var plainMethods: [String: [String]]
    /// Per type: for each of its `plainMethods` that the generated `main.swift` cannot call as it
    /// is (private, or taking a sender), the method the rewriter added that calls it.
    public var calls: [String: [String: String]]

    public init(
        rewritten: [RewrittenSource], candidates: [Candidate], classNames: [String], passedOver: [String] = [],
        plainMethods: [String: [String]] = [:], calls: [String: [String: String]] = [:]
    ) {
        self.rewritten = rewritten
        self.candidates = candidates
        self.classNames = classNames
        self.passedOver = passedOver
        self.plainMethods = plainMethods
        self.calls = calls
    }

    /// What `load … as NAME` runs: the candidate of that type, or with `Type.method` that
    /// controller presenting through the method named (any of its methods without parameters,
    /// even one from which the finder saw no presentation). Nil when the files have no such thing.
    public func candidate(named name: String) -> Candidate? {
        if let dot = name.lastIndex(of: ".") {
            let type = String(name[..<dot])
            var method = String(name[name.index(after: dot)...])
            if method.hasSuffix("()") { method = String(method.dropLast(2)) }
            guard classNames.contains(type), plainMethods[type]?.contains(method) == true else { return nil }
            return Candidate(
                typeName: type, kind: .presentingController, method: method, call: calls[type]?[method])
        }
        return candidates.first { $0.typeName == name }
    }

    /// The one line `load` says when it finds nothing to run: what it looked at and what would work.
    public func nothingToRun(in shown: String) -> String {
        let looked = passedOver.isEmpty ? "no class" : passedOver.joined(separator: ", ")
        return
            "nothing to run in \(shown): looked at \(looked); `load` runs a view controller with an init() and a method without parameters from which your code presents or pushes, a transitioning delegate with an init(), a view controller that is its own transitioning delegate, or a UIPresentationController subclass; name a method with `load … as Type.method`"
    }

    /// The reply as the rewriter writes it.
    public var json: JSONValue {
        func number(_ n: Int) -> JSONValue { .number(Double(n)) }
        let files: [JSONValue] = rewritten.map { r in
            let spans: [JSONValue] = r.spans.keys.sorted().flatMap { line in
                r.spans[line, default: []].map { s in
                    .array([line, s.newStart, s.newEnd, s.oldStart, s.oldEnd].map(number))
                }
            }
            let refusals: [JSONValue] = r.refusals.map {
                .array([number($0.line), number($0.column), .string($0.message)])
            }
            // The spans that stand for another place, each named by its line and first column (no
            // two spans of text start at one column), under a key of their own: a reader of an
            // earlier build skips it (its errors then stay where the span is), so the version stays.
            let places: [JSONValue] = r.spans.keys.sorted().flatMap { line in
                r.spans[line, default: []].filter { $0.newEnd > $0.newStart }.compactMap { s in
                    s.standsFor.map { p in .array([line, s.newStart, p.file, p.line, p.column].map(number)) }
                }
            }
            var pairs: [(String, JSONValue)] = [
                ("text", .string(r.text)), ("spans", .array(spans)), ("refusals", .array(refusals)),
            ]
            if !places.isEmpty { pairs.append(("places", .array(places))) }
            return .object(pairs)
        }
        let candidates: [JSONValue] = candidates.map { c in
            var pairs: [(String, JSONValue)] = [("type", .string(c.typeName)), ("kind", .string(c.kind.wireName))]
            if let m = c.method { pairs.append(("method", .string(m))) }
            if let m = c.pushMethod { pairs.append(("pushMethod", .string(m))) }
            if let m = c.call { pairs.append(("call", .string(m))) }
            if let m = c.pushCall { pairs.append(("pushCall", .string(m))) }
            return .object(pairs)
        }
        let methods: [(String, JSONValue)] = plainMethods.keys.sorted().map { type in
            (type, .array(plainMethods[type, default: []].map(JSONValue.string)))
        }
        var pairs: [(String, JSONValue)] = [
            ("version", number(Self.version)), ("files", .array(files)), ("candidates", .array(candidates)),
            ("classNames", .array(classNames.map(JSONValue.string))),
            ("passedOver", .array(passedOver.map(JSONValue.string))), ("plainMethods", .object(methods)),
        ]
        // Only when there are any, under a key of their own: a reader of an earlier build skips
        // it (and calls the method itself, as it did), so the version stays.
        if !calls.isEmpty {
            let byType: [(String, JSONValue)] = calls.keys.sorted().map { type in
                let names = calls[type, default: [:]]
                return (type, .object(names.keys.sorted().map { ($0, .string(names[$0] ?? "")) }))
            }
            pairs.append(("calls", .object(byType)))
        }
        return .object(pairs)
    }

    /// Why a reply could not be read: the rewriter's output was not the shape this build expects.
    public struct Unreadable: Error, Equatable, Sendable {
        public var reason: String
    }

    /// Reads what the rewriter printed.
    public init(json text: String) throws(Unreadable) {
        let value: JSONValue
        do { value = try JSONReader.parse(text) } catch { throw Unreadable(reason: "not JSON (\(error.message))") }
        guard let v = value["version"]?.numberValue, Int(v) == Self.version else {
            throw Unreadable(
                reason: "reply version is not \(Self.version): the rewriter and proscenium are from different builds")
        }
        func int(_ j: JSONValue?) throws(Unreadable) -> Int {
            guard let n = j?.numberValue, n == n.rounded() else { throw Unreadable(reason: "a number is missing") }
            return Int(n)
        }
        func array(_ j: JSONValue?) throws(Unreadable) -> [JSONValue] {
            guard case .array(let items)? = j else { throw Unreadable(reason: "a list is missing") }
            return items
        }
        var rewritten: [RewrittenSource] = []
        for file in try array(value["files"]) {
            guard let text = file["text"]?.stringValue else { throw Unreadable(reason: "a file's text is missing") }
            var spans: [Int: [RewrittenSource.ColumnSpan]] = [:]
            for span in try array(file["spans"]) {
                let n = try array(span)
                guard n.count == 5 else { throw Unreadable(reason: "a column span is not five numbers") }
                spans[try int(n[0]), default: []].append(
                    .init(
                        newStart: try int(n[1]), newEnd: try int(n[2]), oldStart: try int(n[3]), oldEnd: try int(n[4])))
            }
            if let places = file["places"] {
                for place in try array(places) {
                    let p = try array(place)
                    guard p.count == 5 else { throw Unreadable(reason: "a place is not five numbers") }
                    let line = try int(p[0])
                    let start = try int(p[1])
                    guard let i = spans[line]?.firstIndex(where: { $0.newStart == start && $0.newEnd > start }) else {
                        throw Unreadable(reason: "a place names no column span")
                    }
                    spans[line]?[i].standsFor = SourcePlace(
                        file: try int(p[2]), line: try int(p[3]), column: try int(p[4]))
                }
            }
            var refusals: [Refusal] = []
            for refusal in try array(file["refusals"]) {
                let r = try array(refusal)
                guard r.count == 3, let message = r[2].stringValue else {
                    throw Unreadable(reason: "a refusal is malformed")
                }
                refusals.append(Refusal(line: try int(r[0]), column: try int(r[1]), message: message))
            }
            rewritten.append(RewrittenSource(text: text, spans: spans, refusals: refusals))
        }
        var candidates: [Candidate] = []
        for c in try array(value["candidates"]) {
            guard let type = c["type"]?.stringValue, let wire = c["kind"]?.stringValue,
                let kind = Candidate.Kind(wireName: wire)
            else { throw Unreadable(reason: "a candidate is malformed") }
            candidates.append(
                Candidate(
                    typeName: type, kind: kind, method: c["method"]?.stringValue,
                    pushMethod: c["pushMethod"]?.stringValue, call: c["call"]?.stringValue,
                    pushCall: c["pushCall"]?.stringValue))
        }
        let classNames = try array(value["classNames"]).compactMap(\.stringValue)
        let passedOver = try array(value["passedOver"]).compactMap(\.stringValue)
        var plainMethods: [String: [String]] = [:]
        guard case .object(let pairs)? = value["plainMethods"] else { throw Unreadable(reason: "a list is missing") }
        for (type, names) in pairs { plainMethods[type] = try array(names).compactMap(\.stringValue) }
        var calls: [String: [String: String]] = [:]
        if case .object(let types)? = value["calls"] {
            for (type, names) in types {
                guard case .object(let named) = names else { throw Unreadable(reason: "a call is malformed") }
                for (method, call) in named { calls[type, default: [:]][method] = call.stringValue }
            }
        }
        self.init(
            rewritten: rewritten, candidates: candidates, classNames: classNames, passedOver: passedOver,
            plainMethods: plainMethods, calls: calls)
    }
}

extension Candidate.Kind {
    /// The case's name on the wire (the raw value is wording for messages, free to change).
    public var wireName: String {
        switch self {
        case .presentingController: "presentingController"
        case .transitioningDelegate: "transitioningDelegate"
        case .presentedController: "presentedController"
        case .presentationController: "presentationController"
        case .pushingController: "pushingController"
        }
    }

    init?(wireName: String) {
        guard let k = Self.allCases.first(where: { $0.wireName == wireName }) else { return nil }
        self = k
    }
}
