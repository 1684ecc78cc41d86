// The visual format language of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
// and its options (NSLayoutConstraint.h).

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`: accepted; only `[]` is applied (an alignment option
    /// is reported once, as not solved). The values are NSLayoutConstraint.h's: an alignment is
    /// one bit per attribute's raw value, the direction two bits from bit 16, the spacing bit 19.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

}

/// A reader of one visual-format string (see `constraints(withVisualFormat:...)`).
struct VisualFormat {
    let text: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    let member: String
    var i = 0
    var problem = ""

    init(_ format: String, metrics: [String: Any], views: [String: Any], member: String) {
        text = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.member = member
    }

    /// A spacing between two neighbours: a length, the standard spacing (not solved), or none.
    enum Gap {
        case none
        case length(Double, LayoutRelation, LayoutPriority)
        case standard
    }

    mutating func parse() -> [LayoutConstraint]? {
        var vertical = false
        if text.starts(with: ["V", ":"]) {
            vertical = true
            i = 2
        } else if text.starts(with: ["H", ":"]) {
            i = 2
        }
        let (start, end, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
        var made: [LayoutConstraint] = []
        var leadingSuperview = false
        var gapBefore = Gap.none
        if peek("|") {
            i += 1
            leadingSuperview = true
            gapBefore = readGap()
        }
        var previous: View?
        while peek("[") {
            i += 1
            guard let name = readName(), let view = views[name] as? View else {
                problem = "a view name that is not in the views dictionary"
                return nil
            }
            if peek("(") {
                i += 1
                while true {
                    guard let (value, relation, priority, other) = readPredicate() else {
                        problem = "a size it cannot read"
                        return nil
                    }
                    let c = LayoutConstraint(
                        view, size, relation, other, other == nil ? .notAnAttribute : size, constant: value,
                        member: member,
                        unsupported: other == nil ? nil : "a size equal to another view's (`[a(==b)]`)")
                    made.append(tagged(c, priority))
                    if peek(",") {
                        i += 1
                        continue
                    }
                    break
                }
                guard peek(")") else {
                    problem = "an unclosed size"
                    return nil
                }
                i += 1
            }
            guard peek("]") else {
                problem = "an unclosed view"
                return nil
            }
            i += 1
            if let previous {
                if let c = constraint(view, start, previous, end, gapBefore) { made.append(c) }
            } else if leadingSuperview {
                guard let superview = view.superview else {
                    problem = "`|` for a view with no superview"
                    return nil
                }
                if let c = constraint(view, start, superview, start, gapBefore) { made.append(c) }
            }
            previous = view
            gapBefore = readGap()
        }
        guard let last = previous else {
            problem = "no view"
            return nil
        }
        if peek("|") {
            i += 1
            guard let superview = last.superview else {
                problem = "`|` for a view with no superview"
                return nil
            }
            if let c = constraint(superview, end, last, end, gapBefore) { made.append(c) }
        } else if case .none = gapBefore {
        } else {
            problem = "a spacing with nothing after it"
            return nil
        }
        guard i == text.count else {
            problem = "unexpected \"\(String(text[i...]))\""
            return nil
        }
        return made
    }

    /// `a.attrA == b.attrB + gap`.
    func constraint(_ a: View, _ attrA: LayoutAttribute, _ b: View, _ attrB: LayoutAttribute, _ gap: Gap)
        -> LayoutConstraint?
    {
        switch gap {
        case .none:
            return LayoutConstraint(a, attrA, .equal, b, attrB, constant: 0, member: member)
        case .length(let n, let relation, let priority):
            return tagged(LayoutConstraint(a, attrA, relation, b, attrB, constant: n, member: member), priority)
        case .standard:
            return LayoutConstraint(
                a, attrA, .equal, b, attrB, constant: 0, member: member,
                unsupported: "the standard spacing `-` (its length is the system's, not modelled)")
        }
    }

    func tagged(_ c: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
        c.priority = priority
        return c
    }

    func peek(_ c: Character) -> Bool { i < text.count && text[i] == c }

    mutating func readName() -> String? {
        let startIndex = i
        while i < text.count, text[i].isLetter || text[i].isNumber || text[i] == "_" { i += 1 }
        return i > startIndex ? String(text[startIndex..<i]) : nil
    }

    mutating func readNumberOrMetric() -> Double? {
        let startIndex = i
        while i < text.count, text[i].isNumber || text[i] == "." || (i == startIndex && text[i] == "-") { i += 1 }
        if i > startIndex, let n = Double(String(text[startIndex..<i])) { return n }
        i = startIndex
        guard let name = readName() else { return nil }
        switch metrics[name] {
        case let d as Double: return d
        case let n as Int: return Double(n)
        case let f as Float: return Double(f)
        default:
            i = startIndex
            return nil
        }
    }

    /// `-N-`, `-(N)-`, `-(>=N@p)-`, `-` alone, or nothing.
    mutating func readGap() -> Gap {
        guard peek("-") else { return .none }
        i += 1
        if peek("[") || peek("|") { return .standard }
        var relation = LayoutRelation.equal
        var priority = LayoutPriority.required
        let parenthesised = peek("(")
        if parenthesised { i += 1 }
        relation = readRelation()
        let n = readNumberOrMetric() ?? 0
        if peek("@") {
            i += 1
            priority = LayoutPriority(Float(readNumberOrMetric() ?? 1000))
        }
        if parenthesised, peek(")") { i += 1 }
        if peek("-") { i += 1 }
        return .length(n, relation, priority)
    }

    mutating func readRelation() -> LayoutRelation {
        for (spelling, relation) in [
            ("==", LayoutRelation.equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual),
        ]
        where text[i...].starts(with: Array(spelling)) {
            i += 2
            return relation
        }
        return .equal
    }

    /// One predicate of a view's size: `(==)N`, a metric, `>=N`, `@priority`, or another view's name.
    mutating func readPredicate() -> (Double, LayoutRelation, LayoutPriority, View?)? {
        let relation = readRelation()
        var value = 0.0
        var other: View?
        if let n = readNumberOrMetric() {
            value = n
        } else if let name = readName(), let v = views[name] as? View {
            other = v
        } else {
            return nil
        }
        var priority = LayoutPriority.required
        if peek("@") {
            i += 1
            priority = LayoutPriority(Float(readNumberOrMetric() ?? 1000))
        }
        return (value, relation, priority, other)
    }
}
