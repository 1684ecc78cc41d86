/// Auto Layout on a view: anchors, holding constraints, laying out and fitting sizes, as UIKit's
/// `UIView` offers them (Apple's "Auto Layout Guide" and the `UIView` reference).
extension View: LayoutItem {
    public var layoutOwner: View? { self }

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

    /// This view's `layoutSubviews()`, then each subview's, top down, as a layout pass runs them.
    /// [?] UIKit calls `layoutSubviews` only on views whose layout was invalidated (a size change,
    /// `setNeedsLayout`); the model calls it on every view of the subtree at each pass, which
    /// differs only for an override that is not idempotent.
    /// The constraint pass (`updateConstraintsIfNeeded()`) runs first, as UIKit runs it before
    /// the layout pass.
    func layoutSubtree() {
        updateConstraintsIfNeeded()
        layOutTopDown()
    }

    /// A controller's root view tells it around its own layout, as UIKit does:
    /// `viewWillLayoutSubviews()` before the view's `layoutSubviews()`, `viewDidLayoutSubviews()`
    /// after it and before the subviews lay out (UIViewController.h; Apple's pages: "called to
    /// notify the view controller that its view is about to layout its subviews" / "has just laid
    /// out its subviews"). Not traced, as no layout callback is: a pass makes several. A
    /// `layoutIfNeeded()` inside either hook lays the view out without asking them again, as
    /// UIKit's view no longer needs layout there.
    private func layOutTopDown() {
        let controller = controllerLayingOut == nil ? rootViewOf : nil
        if let controller {
            controllerLayingOut = controller
            controller.viewWillLayoutSubviews()
        }
        layoutSubviews()
        if let controller {
            controller.viewDidLayoutSubviews()
            controllerLayingOut = nil
        }
        for s in subviews { s.layOutTopDown() }
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
