/// A rectangle inside a view that constraints can pin to, as `UILayoutGuide`. The model has the
/// one every view owns, `safeAreaLayoutGuide`: the view's bounds less its `safeAreaInsets`
/// (Apple's `safeAreaLayoutGuide` reference: "the portion of your view that is unobscured by
/// bars and other content").
public final class LayoutGuide: LayoutItem {
    /// `owningView`.
    public private(set) weak var owningView: View?
    /// `identifier`.
    public var identifier: String

    init(safeAreaOf view: View) {
        owningView = view
        identifier = "UIViewSafeAreaLayoutGuide"
    }

    public var layoutOwner: View? { owningView }

    /// The guide's rectangle in its owner's coordinates, as the owner stands now.
    public var layoutFrame: Rect {
        guard let v = owningView else { return .zero }
        return v.bounds.inset(by: v.safeAreaInsets)
    }

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
}
