/// Auto Layout on a view: anchors, holding constraints, laying out and fitting sizes, as UIKit's
/// `UIView` offers them (Apple's "Auto Layout Guide" and the `UIView` reference).
extension View: LayoutItem {
    public var layoutOwner: View? { self }

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// `addConstraint(_:)`: the view holds the constraint, which is then active.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.holder = self
    }

    /// `addConstraints(_:)`.
    public func addConstraints(_ list: [LayoutConstraint]) {
        for c in list { addConstraint(c) }
    }

    /// `removeConstraint(_:)`: the constraint is no longer active.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
    }

    /// `removeConstraints(_:)`.
    public func removeConstraints(_ list: [LayoutConstraint]) {
        for c in list { removeConstraint(c) }
    }

    /// What `removeFromSuperview()` does to constraints: those held above the view that refer to
    /// it or to anything inside it go (Apple's `removeFromSuperview()` reference: "calling this
    /// method removes any constraints that refer to the view you are removing, or that refer to
    /// any view in the subtree of the view you are removing").
    func dropConstraintsOutside(from parent: View) {
        var ancestor: View? = parent
        while let a = ancestor {
            for c in a.constraints where refersInside(c) { a.removeConstraint(c) }
            ancestor = a.superview
        }
    }

    private func refersInside(_ c: LayoutConstraint) -> Bool {
        [c.first, c.second].contains { item in item?.layoutOwner?.isDescendant(of: self) ?? false }
    }

    /// `layoutIfNeeded()`: lays out the subtree below this view now, solving its constraints
    /// ("using the view that receives the message as the root view, this method lays out the view
    /// subtree starting at the root": Apple's reference). Inside an animation block the frames it
    /// changes animate, which is how iOS code animates a change of constant.
    public func layoutIfNeeded() {
        layoutSubtree()
    }

    /// This view's `layoutSubviews()`, then each subview's, top down, as a layout pass runs them.
    /// [?] UIKit calls `layoutSubviews` only on views whose layout was invalidated (a size change,
    /// `setNeedsLayout`); the model calls it on every view of the subtree at each pass, which
    /// differs only for an override that is not idempotent.
    func layoutSubtree() {
        layoutSubviews()
        for s in subviews { s.layoutSubtree() }
    }

    /// `setNeedsLayout()`: the engine lays the container out at its own passes (presenting,
    /// dismissing, a size change) and at `layoutIfNeeded()`, so there is nothing to mark.
    public func setNeedsLayout() {}

    /// `systemLayoutSizeFitting(_:)`: the smallest or largest size (as `targetSize` asks) the
    /// constraints inside the view allow, both axes at the fitting priority.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: an
    /// axis at `.required` keeps the target's length; the other takes what the constraints inside
    /// the view give it (a label's wrapped height at that width, plus its margins), else the
    /// target's (Apple: "returns the optimal size of the view based on its constraints and the
    /// specified fitting priorities").
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        ConstraintSolver.fittingSize(
            of: self, target: targetSize, horizontal: horizontal, vertical: vertical, note: Self.noteToRunningEngine)
    }

    /// `sizeToFit()`: the view takes the size `sizeThatFits` gives for its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }

    static func noteToRunningEngine(_ line: String) {
        Engine.running?.noteOnce(line)
    }
}

/// What a layer draws beyond the view's own properties, as `CALayer` keeps it: shadow, masking
/// and which corners the radius rounds. Stored so code that sets them reads them back; the
/// drawing does not show them.
public struct LayerStyle: Equatable, Sendable {
    /// `masksToBounds` (false by default).
    public var masksToBounds = false
    /// `maskedCorners` as the raw bits of `CACornerMask` (all four by default).
    public var maskedCorners: UInt = 0b1111
    /// `shadowColor`: opaque black by default (Apple's `CALayer.shadowColor` reference).
    public var shadowColor: Color? = .black
    /// `shadowOpacity`: 0 by default, so no shadow shows until it is raised.
    public var shadowOpacity: Float = 0
    /// `shadowRadius`: 3 by default.
    public var shadowRadius = 3.0
    /// `shadowOffset`: (0, -3) by default.
    public var shadowOffset = Size(width: 0, height: -3)
    /// `shadowPath`, as the rectangle it was made from (the model keeps no curves).
    public var shadowPathBounds: Rect?

    public init() {}
}
