/// One linear relation between two layout attributes, as `NSLayoutConstraint`:
/// `first.attribute = multiplier × second.attribute + constant` (Apple's `NSLayoutConstraint`
/// reference gives exactly this equation). The engine solves the equalities among views of one
/// subtree when it lays that subtree out (`ConstraintSolver`); what it does not solve is kept,
/// never thrown away, and reported once through the engine's console log.
open class LayoutConstraint: NSObject {
    weak var first: (any LayoutItem)?
    weak var second: (any LayoutItem)?
    // What the constraint was made with; UIKit's read-only members read them, `open` as
    // UIKit's are so that a subclass may override them (the solver reads the members).
    let madeFirstAttribute: LayoutAttribute
    let madeRelation: LayoutRelation
    let madeSecondAttribute: LayoutAttribute
    let madeMultiplier: Double
    /// `firstAttribute`, `relation`, `secondAttribute`, `multiplier`: as made.
    open var firstAttribute: LayoutAttribute { madeFirstAttribute }
    open var relation: LayoutRelation { madeRelation }
    open var secondAttribute: LayoutAttribute { madeSecondAttribute }
    open var multiplier: Double { madeMultiplier }
    /// `constant`, `priority`, `identifier`: settable, as UIKit's are.
    open var constant: Double
    open var priority: LayoutPriority = .required
    open var identifier: String?
    /// The UIKit member that made the constraint, for notes about what is not solved
    /// (`constraint(greaterThanOrEqualTo:)`).
    public let member: String
    /// Why the solver must pass over this constraint whatever its relation (a visual-format
    /// string that asks for what the model does not do), as a note naming the member.
    let unsupported: String?
    /// The view that holds it while active (UIKit: the closest common ancestor of its items).
    weak var holder: View?

    init(
        _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        member: String, unsupported: String? = nil
    ) {
        self.first = first
        self.madeFirstAttribute = firstAttribute
        self.madeRelation = relation
        self.second = second
        self.madeSecondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.madeMultiplier = multiplier
        self.constant = constant
        self.member = member
        self.unsupported = unsupported
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// The items are views or layout guides (`Any`, as UIKit's Swift interface types them); anything
    /// else makes a constraint the solver passes over with a note.
    public convenience init(
        item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: Double, constant c: Double
    ) {
        let member = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
        let first = view1 as? any LayoutItem ?? UnknownItem.shared
        let second = view2.map { $0 as? any LayoutItem ?? UnknownItem.shared }
        let unknown = first is UnknownItem || second is UnknownItem
        self.init(
            first, attr1, relation, second, attr2, multiplier: multiplier, constant: c, member: member,
            unsupported: unknown ? "an item that is neither a view nor a layout guide" : nil)
    }

    /// A constraint made by another UIKit member (a visual-format string), named for notes;
    /// `unsupported` says why the solver passes over it whatever it says.
    public convenience init(
        _ first: View, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: View?,
        _ secondAttribute: LayoutAttribute, constant: Double, member: String, unsupported: String? = nil
    ) {
        self.init(
            first as any LayoutItem, firstAttribute, relation, second.map { $0 as any LayoutItem }, secondAttribute,
            multiplier: 1, constant: constant, member: member, unsupported: unsupported)
    }

    /// `init()`: a constraint that relates no items (UIKit's designated initialiser; its class
    /// factories and anchors are how constraints are made). Activating it has no common ancestor
    /// to find, so it is noted and not solved.
    public override init() {
        madeFirstAttribute = .notAnAttribute
        madeRelation = .equal
        madeSecondAttribute = .notAnAttribute
        madeMultiplier = 1
        constant = 0
        member = "NSLayoutConstraint()"
        unsupported = "a constraint made with init(), which relates no items"
    }

    /// `shouldBeArchived`: whether a view archives the constraint; kept (the model archives no
    /// views), false at first (NSLayoutConstraint.h).
    open var shouldBeArchived = false

    /// `constraints(withVisualFormat:options:metrics:views:)` for what presentation code writes
    /// with it: views pinned to their superview and to each other along one axis, with fixed
    /// spacings and sizes (`H:|[v]|`, `V:|[v]|`, `H:|-16-[v]-16-|`, `V:[a]-8-[b(44)]|`), numbers
    /// or metric names, `@priority`. The grammar is Apple's "Visual Format Language" (Auto Layout
    /// Guide): `|` is the superview, `-N-` a spacing, `[name(predicate)]` a view. Spacings run
    /// leading to trailing and top to bottom, as with the default options. What the model does
    /// not solve (the standard spacing `-`, a size equal to another view's) becomes
    /// a constraint that is kept and reported once; a string it cannot read makes none, with a
    /// note (UIKit raises "Unable to parse constraint format").
    open class func constraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) -> [LayoutConstraint] {
        let member = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"
        if !options.isEmpty {
            Engine.running?.noteOnce("\(member): format options are accepted and not applied")
        }
        var parser = VisualFormat(format, metrics: metrics ?? [:], views: views, member: member)
        guard let made = parser.parse() else {
            Engine.running?.noteOnce("\(member): cannot read \"\(format)\" (\(parser.problem)); no constraints made")
            return []
        }
        return made
    }

    /// `firstItem`: the view or guide on the left of the equation.
    open var firstItem: AnyObject? { first }
    /// `secondItem`: the view or guide on the right, nil for a constant size.
    open var secondItem: AnyObject? { second }
    /// `firstAnchor`, `secondAnchor` (iOS 10): the anchors the constraint relates, equal to the
    /// item's own (`constraint.firstAnchor == view.widthAnchor`); nil for a constant size's second.
    open var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(first ?? UnknownItem.shared, madeFirstAttribute) }
    open var secondAnchor: LayoutAnchor<AnyObject>? {
        second.map { LayoutAnchor($0, madeSecondAttribute) }
    }

    /// `isActive`: activating hands the constraint to the closest common ancestor of its items
    /// and deactivating takes it back (Apple: "Activating or deactivating the constraint calls
    /// addConstraint(_:) and removeConstraint(_:) on the view that is the closest common ancestor
    /// of the items managed by this constraint").
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let view = commonAncestor() else {
                    // UIKit raises here ("no common ancestor"); the model notes it and keeps going.
                    Engine.running?.noteOnce(
                        "NSLayoutConstraint.isActive: activating a constraint whose items have no common ancestor"
                            + " (UIKit raises an exception here); it is not solved")
                    return
                }
                view.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// `NSLayoutConstraint.activate(_:)`.
    open class func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// `NSLayoutConstraint.deactivate(_:)`.
    open class func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The closest view that contains both items (a guide counts as its owning view).
    func commonAncestor() -> View? {
        guard let a = first?.layoutOwner else { return nil }
        guard let second else { return a }
        guard let b = second.layoutOwner else { return nil }
        var v: View? = a
        while let candidate = v {
            if b.isDescendant(of: candidate) { return candidate }
            v = candidate.superview
        }
        return nil
    }
}

/// A view or a layout guide: something with a rectangle constraints can relate (`UIView` and
/// `UILayoutGuide` are the two on iOS).
public protocol LayoutItem: AnyObject {
    /// The view whose coordinates the item lives in: the view itself, or the guide's owner.
    var layoutOwner: View? { get }
}

/// Stands for an item that is neither a view nor a guide, so a constraint made with one can be
/// kept and reported instead of trapping.
final class UnknownItem: LayoutItem {
    nonisolated(unsafe) static let shared = UnknownItem()
    var layoutOwner: View? { nil }
}
