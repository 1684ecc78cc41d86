/// A rectangle inside a view that constraints can pin to, as `UILayoutGuide`. The model has the
/// two every view owns: `safeAreaLayoutGuide`, the view's bounds less its `safeAreaInsets`
/// (Apple's `safeAreaLayoutGuide` reference: "the portion of your view that is unobscured by
/// bars and other content"), and `layoutMarginsGuide`, its bounds less its `layoutMargins`
/// (Apple: "a layout guide representing the view's margins"). An app's own guide (`UILayoutGuide()`
/// added with `addLayoutGuide(_:)`) is a free rectangle whose frame its constraints decide, as a
/// view's would, without being a view (Apple's `UILayoutGuide` reference: "a rectangular area that
/// can interact with Auto Layout").
open class LayoutGuide: NSObject, LayoutItem {
    /// Which of its owner's insets the guide follows, or none (an app's own guide).
    enum Kind {
        case safeArea, margins, readable, keyboard, free, aspectFit
    }

    /// `owningView`: the view it was added to (nil until then, for an app's own guide); settable
    /// as UIKit declares it, though `addLayoutGuide(_:)` is the way to add one.
    open weak var owningView: View?
    /// `identifier`.
    open var identifier: String
    let kind: Kind
    /// An app's own guide's frame in its owner's coordinates, as the last layout pass solved it.
    var freeFrame = Rect.zero

    /// `init()`: an app's own guide, to be added to a view with `addLayoutGuide(_:)`.
    public override init() {
        identifier = ""
        kind = .free
    }

    /// `init?(coder:)`: required, as UIKit's; nothing is decoded here.
    public required init?(coder: Coder) { return nil }

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

    /// `readableContentGuide`: follows the margins [?] (`View.readableContentGuide`).
    init(readableOf view: View) {
        owningView = view
        identifier = "UIViewReadableContentGuide"
        kind = .readable
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

    /// `UIWindow.safeAreaAspectFitLayoutGuide` (`AspectFitLayoutGuide`).
    init(aspectFitSafeAreaOf window: View) {
        owningView = window
        identifier = "UIWindowSafeAreaAspectFitLayoutGuide"
        kind = .aspectFit
    }

    public var layoutOwner: View? { owningView }

    /// How far in from each edge of its owner the guide lies, as the owner stands now.
    var insets: EdgeInsets {
        guard let v = owningView else { return EdgeInsets() }
        switch kind {
        case .free:
            let f = freeFrame
            return EdgeInsets(
                top: f.minY, left: f.minX, bottom: v.bounds.height - f.maxY, right: v.bounds.width - f.maxX)
        case .safeArea: return v.safeAreaInsets
        case .aspectFit: return (self as? AspectFitLayoutGuide)?.fittedInsets(in: v) ?? v.safeAreaInsets
        case .margins, .readable: return v.layoutMargins
        case .keyboard:
            let rest = (self as? KeyboardLayoutGuide)?.usesBottomSafeArea == false ? 0 : v.safeAreaInsets.bottom
            return EdgeInsets(top: max(0, v.bounds.height - rest), left: 0, bottom: 0, right: 0)
        }
    }

    /// What the solver's notes call it.
    var describedKind: String {
        switch kind {
        case .safeArea: "safe-area guide"
        case .aspectFit: "safe-area aspect-fit guide"
        case .margins: "margins guide"
        case .readable: "readable content guide"
        case .keyboard: "keyboard guide"
        case .free: identifier.isEmpty ? "layout guide" : "layout guide \"\(identifier)\""
        }
    }

    /// The guide's rectangle in its owner's coordinates, as the owner stands now.
    open var layoutFrame: Rect {
        guard let v = owningView else { return .zero }
        if kind == .free { return freeFrame }
        return v.bounds.inset(by: insets)
    }

    open var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    open var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    open var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// `frame(in:)`: the guide's rectangle in `referenceView`'s coordinates (the
    /// `UIPopoverPresentationControllerSourceItem` member a guide answers, iOS 17), converted from
    /// its owner's as `UIView.convert(_:to:)` does; zero for a guide not added to a view.
    open func frame(in referenceView: View) -> Rect {
        guard let owner = owningView else { return .zero }
        return owner.convert(layoutFrame, to: referenceView)
    }

    /// `hasAmbiguousLayout`, `constraintsAffectingLayout(for:)`: the solver reports ambiguity in
    /// its notes, not per guide.
    open var hasAmbiguousLayout: Bool { false }
    open func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] { [] }
}

/// `UIPopoverPresentationControllerSourceItem` (UILayoutGuide.h: iOS 17), through `frame(in:)`. A
/// popover given a guide as its `sourceItem` keeps it as it keeps a bar button item, and points
/// from `sourceView` and `sourceRect`.
extension LayoutGuide: PopoverPresentationControllerSourceItem {}
