/// One attribute of a view or guide, as `NSLayoutAnchor<AnchorType>`: the factory of
/// constraints between attributes of the same kind (an x-axis anchor with an x-axis anchor, a
/// dimension with a dimension), which is what makes `topAnchor.constraint(equalTo: leadingAnchor)`
/// a compile error, as on iOS (Apple's `NSLayoutAnchor` reference).
/// `NSCopying` and `NSCoding` as NSLayoutAnchor.h declares.
open class LayoutAnchor<AnchorType: AnyObject>: NSObject, NSCopying, NSCoding {
    weak var item: (any LayoutItem)?
    let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `copy(with:)`: an anchor is immutable, so the same object (an equal anchor either way).
    open func copy(with zone: NSZone? = nil) -> Any { self }
    /// `encode(with:)`: nothing is kept (the model has no archives of views to decode it into).
    open func encode(with coder: NSCoder) {}
    /// `init?(coder:)`: nothing is decoded here, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// Two anchors are equal when they are the same attribute of the same item, as UIKit's are
    /// (it hands out one anchor object per item and attribute), so
    /// `constraint.firstAnchor == view.widthAnchor` finds a view's width constraint.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AnchorIdentity else { return false }
        return other.anchorItem === item && other.anchorAttribute == attribute
    }
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(item.map { ObjectIdentifier($0) })
        hasher.combine(attribute)
        return hasher.finalize()
    }

    func make(
        _ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>?, multiplier: Double = 1, constant: Double,
        member: String
    ) -> LayoutConstraint {
        LayoutConstraint(
            item ?? UnknownItem.shared, attribute, relation, other.map { $0.item ?? UnknownItem.shared },
            other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant, member: member)
    }

    /// `constraint(equalTo:)`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0, member: "constraint(equalTo:)")
    }

    /// `constraint(equalTo:constant:)`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: Double) -> LayoutConstraint {
        make(.equal, anchor, constant: c, member: "constraint(equalTo:constant:)")
    }

    /// `constraint(greaterThanOrEqualTo:)`: kept, not solved.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0, member: "constraint(greaterThanOrEqualTo:)")
    }

    /// `constraint(greaterThanOrEqualTo:constant:)`: kept, not solved.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c, member: "constraint(greaterThanOrEqualTo:constant:)")
    }

    /// `constraint(lessThanOrEqualTo:)`: kept, not solved.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0, member: "constraint(lessThanOrEqualTo:)")
    }

    /// `constraint(lessThanOrEqualTo:constant:)`: kept, not solved.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: Double)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c, member: "constraint(lessThanOrEqualTo:constant:)")
    }
}

/// `NSLayoutXAxisAnchor`: leading, trailing, left, right, centre x.
open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `anchorWithOffset(to:)` (iOS 10): the distance from this anchor to `otherAnchor` as a
    /// dimension that constraints can size (Apple: "creates a layout dimension object from two
    /// anchors"). Modelled as a guide of its own, added to this anchor's view, spanning from one
    /// to the other, whose width is that distance (its vertical place pinned to the view's top,
    /// with no height, so it adds no ambiguity).
    open func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        let span = offsetGuide(on: item)
        LayoutConstraint.activate([
            span.leadingAnchor.constraint(equalTo: self), span.trailingAnchor.constraint(equalTo: otherAnchor),
        ])
        if let owner = span.owningView {
            LayoutConstraint.activate([
                span.topAnchor.constraint(equalTo: owner.topAnchor), span.heightAnchor.constraint(equalToConstant: 0),
            ])
        }
        return span.widthAnchor
    }

    /// `constraint(equalToSystemSpacingAfter:multiplier:)` (iOS 11): this anchor `multiplier`
    /// system spacings after `anchor` (Apple's reference); the spacing is `systemSpacing`.
    open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(.equal, anchor, multiplier, "constraint(equalToSystemSpacingAfter:multiplier:)")
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)` (iOS 11): kept, not solved.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(
            .greaterThanOrEqual, anchor, multiplier, "constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
    /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)` (iOS 11): kept, not solved.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(
            .lessThanOrEqual, anchor, multiplier, "constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)")
    }
}

/// `NSLayoutYAxisAnchor`: top, bottom, centre y.
open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `anchorWithOffset(to:)` (iOS 10): as the x axis's, a guide's height from this anchor to
    /// `otherAnchor`.
    open func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        let span = offsetGuide(on: item)
        LayoutConstraint.activate([
            span.topAnchor.constraint(equalTo: self), span.bottomAnchor.constraint(equalTo: otherAnchor),
        ])
        if let owner = span.owningView {
            LayoutConstraint.activate([
                span.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
                span.widthAnchor.constraint(equalToConstant: 0),
            ])
        }
        return span.heightAnchor
    }

    /// `constraint(equalToSystemSpacingBelow:multiplier:)` (iOS 11): this anchor `multiplier`
    /// system spacings below `anchor` (Apple's reference); the spacing is `systemSpacing`.
    open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(.equal, anchor, multiplier, "constraint(equalToSystemSpacingBelow:multiplier:)")
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)` (iOS 11): kept, not solved.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(
            .greaterThanOrEqual, anchor, multiplier, "constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)` (iOS 11): kept, not solved.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        systemSpaced(
            .lessThanOrEqual, anchor, multiplier, "constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)")
    }
}

/// The system spacing between two anchors that `constraint(equalToSystemSpacingAfter:multiplier:)`
/// and its kin multiply: 8 points [?] (UIKit's standard spacing between sibling views; UIKit
/// works it out from the views and their fonts, which the model does not, said once).
let systemSpacing = 8.0

extension LayoutAnchor {
    /// This anchor at `multiplier` system spacings from `anchor`.
    func systemSpaced(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, _ multiplier: Double, _ member: String
    )
        -> LayoutConstraint
    {
        Engine.running?.noteOnce("\(member): the system spacing is taken as \(Int(systemSpacing)) points")
        return make(relation, anchor, constant: systemSpacing * multiplier, member: member)
    }
}

/// The guide `anchorWithOffset(to:)` measures with, added to the anchor's view (a guide's owner).
private func offsetGuide(on item: (any LayoutItem)?) -> LayoutGuide {
    let span = LayoutGuide()
    span.identifier = "anchorWithOffset"
    let owner = (item as? View) ?? (item as? LayoutGuide)?.owningView
    owner?.addLayoutGuide(span)
    return span
}

/// `NSLayoutDimension`: width and height, which may also equal a constant or a multiple of
/// another dimension (a width may follow a height: Apple's `NSLayoutDimension` reference).
open class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `constraint(equalToConstant:)`.
    open func constraint(equalToConstant c: Double) -> LayoutConstraint {
        make(.equal, nil, constant: c, member: "constraint(equalToConstant:)")
    }

    /// `constraint(equalTo:multiplier:)`.
    open func constraint(equalTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, member: "constraint(equalTo:multiplier:)")
    }

    /// `constraint(equalTo:multiplier:constant:)`.
    open func constraint(equalTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c, member: "constraint(equalTo:multiplier:constant:)")
    }

    /// `constraint(greaterThanOrEqualToConstant:)`: kept, not solved.
    open func constraint(greaterThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, member: "constraint(greaterThanOrEqualToConstant:)")
    }

    /// `constraint(lessThanOrEqualToConstant:)`: kept, not solved.
    open func constraint(lessThanOrEqualToConstant c: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, member: "constraint(lessThanOrEqualToConstant:)")
    }

    /// `constraint(greaterThanOrEqualTo:multiplier:)`: kept, not solved.
    open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(
            .greaterThanOrEqual, anchor, multiplier: m, constant: 0,
            member: "constraint(greaterThanOrEqualTo:multiplier:)")
    }

    /// `constraint(lessThanOrEqualTo:multiplier:)`: kept, not solved.
    open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, member: "constraint(lessThanOrEqualTo:multiplier:)")
    }

    /// `constraint(greaterThanOrEqualTo:multiplier:constant:)`: kept, not solved.
    open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(
            .greaterThanOrEqual, anchor, multiplier: m, constant: c,
            member: "constraint(greaterThanOrEqualTo:multiplier:constant:)")
    }

    /// `constraint(lessThanOrEqualTo:multiplier:constant:)`: kept, not solved.
    open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: Double, constant c: Double)
        -> LayoutConstraint
    {
        make(
            .lessThanOrEqual, anchor, multiplier: m, constant: c,
            member: "constraint(lessThanOrEqualTo:multiplier:constant:)")
    }
}

/// What any anchor is, whatever its axis: an item and an attribute (anchors of two generic
/// types compare through it).
protocol AnchorIdentity {
    var anchorItem: (any LayoutItem)? { get }
    var anchorAttribute: LayoutAttribute { get }
}

extension LayoutAnchor: AnchorIdentity {
    var anchorItem: (any LayoutItem)? { item }
    var anchorAttribute: LayoutAttribute { attribute }
}
