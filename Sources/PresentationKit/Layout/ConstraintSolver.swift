/// Solves the Auto Layout equalities held in one subtree, where UIKit's layout pass would: the
/// engine's layout of the container between `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`, and `layoutIfNeeded()` ("using the view that receives the
/// message as the root view, this method lays out the view subtree starting at the root":
/// Apple's `layoutIfNeeded()` reference).
///
/// Each view with `translatesAutoresizingMaskIntoConstraints == false` below the root, and each
/// app's own layout guide (`addLayoutGuide(_:)`) on the root or below it, has four unknowns, its
/// x, width, y and height in a common space; every other item is known (views that keep their
/// frames) or follows a view that moves (its subviews, its safe-area guide). Each
/// active equality is a linear equation in them, reduced at once (Gauss–Jordan), so that edges,
/// centres and sizes pinned to each other in any order and across views solve together. In
/// order: required equalities; then optional ones, highest priority first, each dropped whole if
/// it cannot hold; then intrinsic widths, then intrinsic heights at the solved width (how a
/// wrapping label gets its height); then what is still free keeps its current value.
/// Inequalities (`greaterThanOrEqualTo:`) hold as UIKit's engine holds them at an optimum: one
/// is inactive while the solution already satisfies it and otherwise binds at its bound; so the
/// system is solved with the equalities, then again with each inequality it violates taken as an
/// equality at its priority, the most violated first, until none is violated (an active-set
/// method: Cassowary's optimum is a vertex where some inequalities bind, the same frames in the
/// cases pinned by tests). A baseline is its view's font metrics (`baselineExpression`).
/// What is not solved is reported once on the engine's console: required equalities that
/// conflict with earlier ones (UIKit breaks one and logs "Unable to simultaneously satisfy
/// constraints"), and axes the constraints leave ambiguous.
/// [?] UIKit's engine (Cassowary) minimises weighted errors of optional constraints against
/// content hugging (250) and compression resistance (750); taking optional equalities before
/// intrinsic sizes and dropping a failed one whole gives the same frames in the cases pinned by
/// tests, not in every case.
struct ConstraintSolver {
    /// The views and app's guides whose frames are unknowns, in tree order (parents before children).
    private var unknowns: [Unknown] = []
    private var slot: [ObjectIdentifier: Int] = [:]
    private var rows: [Row] = []
    private let note: (String) -> Void

    /// What has four unknowns: a constrained view, or an app's own layout guide.
    private enum Unknown {
        case view(View)
        case guide(LayoutGuide)

        var id: ObjectIdentifier {
            switch self {
            case .view(let v): ObjectIdentifier(v)
            case .guide(let g): ObjectIdentifier(g)
            }
        }
        /// A view's intrinsic size; a guide has none.
        var view: View? { if case .view(let v) = self { v } else { nil } }
        var currentSize: Size {
            switch self {
            case .view(let v): v.modelSize
            case .guide(let g): g.freeFrame.size
            }
        }
    }

    private struct Row {
        var pivot: Int
        var coefficients: [Double]
        var value: Double
    }

    /// A linear expression in the unknowns: Σ terms + constant.
    private struct Expression {
        var terms: [Int: Double] = [:]
        var constant = 0.0

        static func + (a: Expression, b: Expression) -> Expression {
            var r = a
            for (k, v) in b.terms { r.terms[k, default: 0] += v }
            r.constant += b.constant
            return r
        }
        static func * (k: Double, a: Expression) -> Expression {
            Expression(terms: a.terms.mapValues { $0 * k }, constant: a.constant * k)
        }
        static func - (a: Expression, b: Expression) -> Expression { a + (-1) * b }
        static func constant(_ c: Double) -> Expression { Expression(constant: c) }
    }

    private enum Outcome { case added, redundant, conflict }

    private init(note: @escaping (String) -> Void) { self.note = note }

    // MARK: Entry points

    /// Lays out `root`'s subtree: every constrained view below it gets the frame its constraints
    /// give (set through the ordinary setters, so inside an animation block it animates).
    static func layOut(_ root: View, note: @escaping (String) -> Void) {
        let held = heldConstraints(in: root)
        var solver = ConstraintSolver(note: note)
        solver.collectUnknowns(below: root)
        guard !solver.unknowns.isEmpty else {
            for c in held { solver.reportIfUnsolvable(c) }
            return
        }
        solver.solve(held, fitting: nil)
        solver.apply()
    }

    /// The size `root` would take from the constraints inside it (`systemLayoutSizeFitting`):
    /// along an axis whose priority is required it is the target's; along the other, what the
    /// content determines, else the target's. Nothing moves.
    static func fittingSize(
        of root: View, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority,
        note: @escaping (String) -> Void
    ) -> Size {
        var solver = ConstraintSolver(note: note)
        solver.addUnknown(root)
        solver.collectUnknowns(below: root)
        _ = solver.add(Expression(terms: [0: 1]))
        _ = solver.add(Expression(terms: [2: 1]))
        if horizontal >= .required { _ = solver.add(Expression(terms: [1: 1], constant: -target.width)) }
        if vertical >= .required { _ = solver.add(Expression(terms: [3: 1], constant: -target.height)) }
        // Only what the view holds inside: fitting asks about the view alone, not where it is pinned.
        solver.solve(heldConstraints(in: root, withAncestors: false), fitting: target)
        return Size(width: solver.value(of: 1) ?? target.width, height: solver.value(of: 3) ?? target.height)
    }

    // MARK: Building the system

    private static func heldConstraints(in root: View, withAncestors: Bool = true) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        func walk(_ v: View) {
            found += v.constraints.filter { $0.first != nil }
            for s in v.subviews { walk(s) }
        }
        // Above the root too: a view below it may be pinned to one beside or above it, and the
        // constraint is held by their common ancestor. Those that move nothing below drop out.
        var ancestor = withAncestors ? root.superview : nil
        while let a = ancestor {
            found += a.constraints.filter { $0.first != nil }
            ancestor = a.superview
        }
        walk(root)
        return found
    }

    private mutating func addUnknown(_ view: View) { add(unknown: .view(view)) }

    private mutating func add(unknown: Unknown) {
        slot[unknown.id] = unknowns.count * 4
        unknowns.append(unknown)
    }

    private mutating func collectUnknowns(below root: View) {
        for g in root.layoutGuides { add(unknown: .guide(g)) }
        var level = root.subviews
        while !level.isEmpty {
            for v in level {
                if !v.translatesAutoresizingMaskIntoConstraints { addUnknown(v) }
                for g in v.layoutGuides { add(unknown: .guide(g)) }
            }
            level = level.flatMap(\.subviews)
        }
    }

    private mutating func solve(_ held: [LayoutConstraint], fitting target: Size?) {
        let inequalities = held.filter { $0.relation != .equal }
        var binding: Set<ObjectIdentifier> = []
        let fresh = self
        // Each round binds one more violated inequality: at most one round per inequality. Only
        // the last round's notes are said (an earlier round's ambiguity may be resolved later).
        for _ in 0...inequalities.count {
            var notes: [String] = []
            var round = fresh
            round.pending = { notes.append($0) }
            round.solveOnce(held, binding: binding, fitting: target)
            let violated = inequalities.filter { !binding.contains(ObjectIdentifier($0)) }.compactMap {
                c -> (LayoutConstraint, Double)? in
                guard let e = round.equation(for: c) else { return nil }
                let slack = round.evaluate(e) * Double(c.relation.rawValue)
                return slack < -1e-6 ? (c, -slack) : nil
            }
            // The highest priority first, then the most violated: it is the one the optimum binds.
            let next = violated.max { a, b in
                a.0.priority != b.0.priority ? a.0.priority < b.0.priority : a.1 < b.1
            }
            if let next {
                binding.insert(ObjectIdentifier(next.0))
                continue
            }
            self = round
            self.pending = nil
            for n in notes { note(n) }
            return
        }
    }

    /// Notes said by a round of `solve`, kept until it is known to be the last.
    private var pending: ((String) -> Void)? = nil

    private func say(_ line: String) {
        if let pending { pending(line) } else { note(line) }
    }

    private mutating func solveOnce(_ held: [LayoutConstraint], binding: Set<ObjectIdentifier>, fitting target: Size?) {
        var optional: [(LayoutConstraint, Expression)] = []
        for c in held {
            guard c.relation == .equal || binding.contains(ObjectIdentifier(c)), let e = equation(for: c) else {
                continue
            }
            if c.priority >= .required {
                if add(e) == .conflict {
                    say(
                        "NSLayoutConstraint: \(c.member) on \(describe(c.first)) conflicts with the required constraints"
                            + " before it and is not solved (UIKit breaks one and logs \"Unable to simultaneously"
                            + " satisfy constraints\")")
                }
            } else {
                optional.append((c, e))
            }
        }
        // Highest priority first; a stable sort keeps equal priorities in the order they were held.
        let ordered = optional.enumerated().sorted { a, b in
            a.element.0.priority != b.element.0.priority
                ? a.element.0.priority > b.element.0.priority : a.offset < b.offset
        }
        for (_, e) in ordered.map(\.element) { _ = add(e) }
        for (i, u) in unknowns.enumerated() where value(of: i * 4 + 1) == nil {
            guard let v = u.view else { continue }
            let w = v.intrinsicContentSize.width
            if w != View.noIntrinsicMetric { _ = add(Expression(terms: [i * 4 + 1: 1], constant: -w)) }
        }
        for (i, u) in unknowns.enumerated() where value(of: i * 4 + 3) == nil {
            guard let v = u.view, v.intrinsicContentSize.height != View.noIntrinsicMetric else { continue }
            let width = value(of: i * 4 + 1) ?? v.intrinsicContentSize.width
            let h = v.intrinsicContentSize(forLayoutWidth: width).height
            _ = add(Expression(terms: [i * 4 + 3: 1], constant: -h))
        }
        for (i, u) in unknowns.enumerated() {
            let current = [u.currentSize.width, u.currentSize.height]
            for axis in 0..<2 {
                let pos = i * 4 + axis * 2
                let size = pos + 1
                guard value(of: pos) == nil || value(of: size) == nil else { continue }
                if let target, i == 0 {
                    // The fitting root: its size is the target's where the content leaves it free.
                    _ = add(Expression(terms: [size: 1], constant: -(axis == 0 ? target.width : target.height)))
                    continue
                }
                if target == nil {
                    say(
                        "Auto Layout: the \(axis == 0 ? "horizontal" : "vertical") position or size of \(describe(u))"
                            + " is ambiguous (translatesAutoresizingMaskIntoConstraints is false and its constraints"
                            + " do not fix it); that axis keeps its frame")
                }
                if value(of: size) == nil { _ = add(Expression(terms: [size: 1], constant: -current[axis])) }
                if value(of: pos) == nil { _ = add(Expression(terms: [pos: 1]) - fixedPosition(u, axis)) }
            }
        }
    }

    /// The equation of a constraint taken as an equality (first − second × multiplier − constant),
    /// or nil (reported) for what is not solved or involves no unknown.
    private func equation(for c: LayoutConstraint) -> Expression? {
        guard reportIfUnsolvable(c), let first = c.first else { return nil }
        guard let lhs = expression(first, c.firstAttribute) else { return nil }
        var rhs = Expression.constant(c.constant)
        if let second = c.second {
            guard let e = expression(second, c.secondAttribute) else { return nil }
            rhs = rhs + c.multiplier * e
        }
        let e = lhs - rhs
        return e.terms.values.contains { abs($0) > 1e-12 } ? e : nil
    }

    /// Reports a constraint the solver passes over; true if it can be solved.
    @discardableResult
    private func reportIfUnsolvable(_ c: LayoutConstraint) -> Bool {
        if let why = c.unsupported {
            say("\(c.member): \(why); accepted, not solved")
            return false
        }
        if c.firstAttribute == .notAnAttribute || (c.second != nil && c.secondAttribute == .notAnAttribute)
            || (c.second == nil && c.firstAttribute.part != .size)
        {
            say("\(c.member): a constraint that relates no attribute, or a position to a constant, is not solved")
            return false
        }
        return true
    }

    private func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> Expression? {
        if attribute == .firstBaseline || attribute == .lastBaseline {
            guard let view = item as? View else { return nil }
            return baselineExpression(view, first: attribute == .firstBaseline)
        }
        guard let axis = attribute.axis, let part = attribute.part else { return nil }
        let a = axis == .horizontal ? 0 : 1
        var pos: Expression
        var size: Expression
        if let view = item as? View {
            pos = posExpression(view, a)
            size = sizeExpression(view, a)
        } else if let guide = item as? LayoutGuide, guide.kind == .free, let owner = guide.owningView {
            if let s = slot[ObjectIdentifier(guide)] {
                pos = Expression(terms: [s + a * 2: 1])
                size = Expression(terms: [s + a * 2 + 1: 1])
            } else {
                let f = guide.freeFrame
                pos = posExpression(owner, a) + .constant(a == 0 ? f.minX : f.minY)
                size = .constant(a == 0 ? f.width : f.height)
            }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let insets = guide.insets
            let (lead, trail) = a == 0 ? (insets.left, insets.right) : (insets.top, insets.bottom)
            pos = posExpression(owner, a) + .constant(lead)
            size = sizeExpression(owner, a) - .constant(lead + trail)
        } else {
            return nil
        }
        if attribute.withoutMargin != nil {
            // A margin attribute: the edge moved in by the view's margins (a guide has none).
            let m = (item as? View)?.layoutMargins ?? EdgeInsets()
            let (lead, trail) = a == 0 ? (m.left, m.right) : (m.top, m.bottom)
            pos = pos + .constant(lead)
            size = size - .constant(lead + trail)
        }
        switch part {
        case .start: return pos
        case .end: return pos + size
        case .center: return pos + 0.5 * size
        case .size: return size
        }
    }

    /// A view's first or last baseline (`forFirstBaselineLayout`/`forLastBaselineLayout` says whose):
    /// for a label, field or text view, its top plus the font's ascender, or its bottom plus the
    /// (negative) descender, where the text fills the view's height as a label sized by its text
    /// does (UIFont.h: `ascender`, `descender`; [?] a label stretched taller centres its text,
    /// which moves both baselines by half the extra height, not modelled); for a view without
    /// text, its bottom edge [?].
    private func baselineExpression(_ owner: View, first: Bool) -> Expression {
        let view = first ? owner.forFirstBaselineLayout : owner.forLastBaselineLayout
        let top = posExpression(view, 1)
        let bottom = top + sizeExpression(view, 1)
        let font: UIFont? =
            (view as? UILabel)?.font ?? (view as? UITextField)?.font ?? (view as? UITextView)?.font
        guard let font else { return bottom }
        return first ? top + .constant(font.ascender) : bottom + .constant(font.descender)
    }

    /// Where `view` starts on axis `a` (0 horizontal) in the common space: its own unknown, or its
    /// superview's start plus its frame's offset. `fixed` reads the view's current frame even if
    /// it is an unknown (what an ambiguous axis keeps).
    private func posExpression(_ view: View, _ a: Int, fixed: Bool = false) -> Expression {
        if !fixed, let s = slot[ObjectIdentifier(view)] { return Expression(terms: [s + a * 2: 1]) }
        let local =
            a == 0 ? view.modelCenter.x - view.modelSize.width / 2 : view.modelCenter.y - view.modelSize.height / 2
        guard let parent = view.superview else { return .constant(local) }
        return posExpression(parent, a) + (autoresized(view, a)?.offset ?? .constant(local))
    }

    /// A view that keeps its frame inside a view the constraints size: where its autoresizing
    /// mask puts it once that size is known (its offset in the superview, and its size), as
    /// `View.autoresizeSubviews` will after the solve, the change split equally among the flexible
    /// parts. So an effect view's `contentView`, a cell's, a controller's root view follow the
    /// view they fill, and constraints to them hold (UIKit translates such a mask into
    /// constraints: `translatesAutoresizingMaskIntoConstraints`). Nil when nothing is unknown.
    private func autoresized(_ view: View, _ a: Int) -> (offset: Expression, size: Expression)? {
        guard slot[ObjectIdentifier(view)] == nil, view.translatesAutoresizingMaskIntoConstraints,
            let parent = view.superview, parent.autoresizesSubviews
        else { return nil }
        let parentSize = sizeExpression(parent, a)
        guard !parentSize.terms.isEmpty else { return nil }
        let m = view.autoresizingMask
        let flexible =
            a == 0
            ? [m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)]
            : [m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)]
        let count = Double(flexible.filter { $0 }.count)
        let share = { (i: Int) -> Double in count > 0 && flexible[i] ? 1 / count : 0 }
        let delta = parentSize - .constant(a == 0 ? parent.modelSize.width : parent.modelSize.height)
        let offset =
            a == 0 ? view.modelCenter.x - view.modelSize.width / 2 : view.modelCenter.y - view.modelSize.height / 2
        let size = a == 0 ? view.modelSize.width : view.modelSize.height
        return (.constant(offset) + share(0) * delta, .constant(size) + share(1) * delta)
    }

    /// Where an unknown stands now on axis `a`: what an ambiguous axis keeps.
    private func fixedPosition(_ u: Unknown, _ a: Int) -> Expression {
        switch u {
        case .view(let v): return posExpression(v, a, fixed: true)
        case .guide(let g):
            guard let owner = g.owningView else { return .constant(0) }
            return posExpression(owner, a) + .constant(a == 0 ? g.freeFrame.minX : g.freeFrame.minY)
        }
    }

    private func sizeExpression(_ view: View, _ a: Int) -> Expression {
        if let s = slot[ObjectIdentifier(view)] { return Expression(terms: [s + a * 2 + 1: 1]) }
        return autoresized(view, a)?.size ?? .constant(a == 0 ? view.modelSize.width : view.modelSize.height)
    }

    private func describe(_ u: Unknown) -> String {
        switch u {
        case .view(let v): describe(v)
        case .guide(let g): describe(g)
        }
    }

    private func describe(_ item: (any LayoutItem)?) -> String {
        guard let item else { return "a released item" }
        if let v = item as? View { return v.name ?? traceTypeName(of: v) }
        if let g = item as? LayoutGuide { return "the \(g.describedKind) of \(describe(g.owningView))" }
        return "an item"
    }

    // MARK: Gauss–Jordan, one equation at a time

    private mutating func add(_ e: Expression) -> Outcome {
        let n = unknowns.count * 4
        var coefficients = [Double](repeating: 0, count: n)
        for (k, v) in e.terms { coefficients[k] += v }
        var value = -e.constant
        for r in rows {
            let f = coefficients[r.pivot]
            guard f != 0 else { continue }
            for k in 0..<n { coefficients[k] -= f * r.coefficients[k] }
            value -= f * r.value
        }
        var pivot = -1
        var best = 1e-9
        for k in 0..<n where abs(coefficients[k]) > best {
            best = abs(coefficients[k])
            pivot = k
        }
        guard pivot >= 0 else { return abs(value) < 1e-6 ? .redundant : .conflict }
        let p = coefficients[pivot]
        coefficients = coefficients.map { $0 / p }
        value /= p
        coefficients[pivot] = 1
        for i in rows.indices {
            let f = rows[i].coefficients[pivot]
            guard f != 0 else { continue }
            for k in 0..<n { rows[i].coefficients[k] -= f * coefficients[k] }
            rows[i].coefficients[pivot] = 0
            rows[i].value -= f * value
        }
        rows.append(Row(pivot: pivot, coefficients: coefficients, value: value))
        return .added
    }

    /// The unknown's value, if the equations so far fix it.
    private func value(of k: Int) -> Double? {
        guard let r = rows.first(where: { $0.pivot == k }) else { return nil }
        for (i, c) in r.coefficients.enumerated() where i != k && abs(c) > 1e-9 { return nil }
        return r.value
    }

    // MARK: Applying

    private func apply() {
        for (i, u) in unknowns.enumerated() {
            guard let x = value(of: i * 4), let w = value(of: i * 4 + 1), let y = value(of: i * 4 + 2),
                let h = value(of: i * 4 + 3)
            else { continue }
            guard case .view(let v) = u else {
                if case .guide(let g) = u, let owner = g.owningView {
                    let ox = evaluate(posExpression(owner, 0))
                    let oy = evaluate(posExpression(owner, 1))
                    g.freeFrame = Rect(x: x - ox, y: y - oy, width: w, height: h)
                }
                continue
            }
            // Parents come first, so the superview's start is already where it ends up.
            let px = v.superview.map { evaluate(posExpression($0, 0)) } ?? 0
            let py = v.superview.map { evaluate(posExpression($0, 1)) } ?? 0
            let size = Size(width: w, height: h)
            let center = Point(x: x - px + w / 2, y: y - py + h / 2)
            if v.modelSize != size { v.bounds = Rect(origin: .zero, size: size) }
            if v.modelCenter != center { v.center = center }
        }
    }

    private func evaluate(_ e: Expression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.value * (value(of: $1.key) ?? 0) }
    }
}
