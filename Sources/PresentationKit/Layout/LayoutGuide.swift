/// A rectangle inside a view that constraints can pin to, as `UILayoutGuide`. The model has the
/// two every view owns: `safeAreaLayoutGuide`, the view's bounds less its `safeAreaInsets`
/// (Apple's `safeAreaLayoutGuide` reference: "the portion of your view that is unobscured by
/// bars and other content"), and `layoutMarginsGuide`, its bounds less its `layoutMargins`
/// (Apple: "a layout guide representing the view's margins").
public final class LayoutGuide: LayoutItem {
    /// Which of its owner's insets the guide follows.
    enum Kind {
        case safeArea, margins
    }

    /// `owningView`.
    public private(set) weak var owningView: View?
    /// `identifier`.
    public var identifier: String
    let kind: Kind

    init(safeAreaOf view: View) {
        owningView = view
        identifier = "UIViewSafeAreaLayoutGuide"
        kind = .safeArea
    }

    init(marginsOf view: View) {
        owningView = view
        identifier = "UIViewLayoutMarginsGuide"
        kind = .margins
    }

    public var layoutOwner: View? { owningView }

    /// How far in from each edge of its owner the guide lies, as the owner stands now.
    var insets: EdgeInsets {
        guard let v = owningView else { return EdgeInsets() }
        return kind == .safeArea ? v.safeAreaInsets : v.layoutMargins
    }

    /// What the solver's notes call it.
    var describedKind: String { kind == .safeArea ? "safe-area guide" : "margins guide" }

    /// The guide's rectangle in its owner's coordinates, as the owner stands now.
    public var layoutFrame: Rect {
        guard let v = owningView else { return .zero }
        return v.bounds.inset(by: insets)
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
