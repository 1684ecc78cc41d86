import ProsceniumJSON

/// What the rewriter (`proscenium-rewrite`, a separate executable so the main binary does not
/// link swift-syntax) tells `load` about the user's files: each file rewritten for Linux with its
/// column map and refusals, what can be run, and every class declared. It crosses the process
/// boundary as one JSON object on the rewriter's standard output; `version` changes whenever the
/// shape does, so a stale rewriter is refused by name instead of misread.
public struct RewriteReply: Equatable, Sendable {
    public static let version = 1

    public var rewritten: [RewrittenSource]
    public var candidates: [Candidate]
    /// Every class the files declare (for `as TypeName`'s errors).
    public var classNames: [String]

    public init(rewritten: [RewrittenSource], candidates: [Candidate], classNames: [String]) {
        self.rewritten = rewritten
        self.candidates = candidates
        self.classNames = classNames
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
            return .object([("text", .string(r.text)), ("spans", .array(spans)), ("refusals", .array(refusals))])
        }
        let candidates: [JSONValue] = candidates.map { c in
            var pairs: [(String, JSONValue)] = [("type", .string(c.typeName)), ("kind", .string(c.kind.wireName))]
            if let m = c.method { pairs.append(("method", .string(m))) }
            return .object(pairs)
        }
        return .object([
            ("version", number(Self.version)), ("files", .array(files)), ("candidates", .array(candidates)),
            ("classNames", .array(classNames.map(JSONValue.string))),
        ])
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
            candidates.append(Candidate(typeName: type, kind: kind, method: c["method"]?.stringValue))
        }
        let classNames = try array(value["classNames"]).compactMap(\.stringValue)
        self.init(rewritten: rewritten, candidates: candidates, classNames: classNames)
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
        }
    }

    init?(wireName: String) {
        guard let k = Self.allCases.first(where: { $0.wireName == wireName }) else { return nil }
        self = k
    }
}

extension RewrittenSource: Equatable {
    public static func == (a: RewrittenSource, b: RewrittenSource) -> Bool {
        a.text == b.text && a.spans == b.spans && a.refusals == b.refusals
    }
}
