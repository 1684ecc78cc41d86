/// A rectangle inside a view that constraints can pin to, as `UILayoutGuide`. The model has the
/// two every view owns: `safeAreaLayoutGuide`, the view's bounds less its `safeAreaInsets`
/// (Apple's `safeAreaLayoutGuide` reference: "the portion of your view that is unobscured by
/// bars and other content"), and `layoutMarginsGuide`, its bounds less its `layoutMargins`
/// (Apple: "a layout guide representing the view's margins").
public final class LayoutGuide: LayoutItem {
    /// Which of its owner's insets the guide follows.
    enum Kind {
        case safeArea, margins, keyboard
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

    /// `keyboardLayoutGuide` (iOS 15): where the keyboard is. The model shows no keyboard, so the
    /// guide is where it rests with the keyboard off screen: [D] Apple ("UIKeyboardLayoutGuide"):
    /// with the keyboard off screen the guide's top is at the bottom of the view's safe area
    /// (`usesBottomSafeArea`, true by default), so the guide spans the bottom safe-area inset.
    init(keyboardOf view: View) {
        owningView = view
        identifier = "UIViewKeyboardLayoutGuide"
        kind = .keyboard
    }

    public var layoutOwner: View? { owningView }

    /// How far in from each edge of its owner the guide lies, as the owner stands now.
    var insets: EdgeInsets {
        guard let v = owningView else { return EdgeInsets() }
        switch kind {
        case .safeArea: return v.safeAreaInsets
        case .margins: return v.layoutMargins
        case .keyboard:
            return EdgeInsets(top: max(0, v.bounds.height - v.safeAreaInsets.bottom), left: 0, bottom: 0, right: 0)
        }
    }

    /// What the solver's notes call it.
    var describedKind: String {
        switch kind {
        case .safeArea: "safe-area guide"
        case .margins: "margins guide"
        case .keyboard: "keyboard guide"
        }
    }

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
