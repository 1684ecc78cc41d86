import PresentationKit

/// How a view shows in a layout drawing: as a shade (a dimming-like view), as a named box, or not
/// at all. The painter and the legend both ask here so they agree.
enum ViewLook: Equatable, Sendable {
    /// A dimming-like view, drawn as a shade of this density (colour alpha × effective alpha).
    case shade(density: Double)
    /// A named view drawn as a box.
    case box
    /// Not drawn: no name, hidden, transparent, offscreen, a bad frame, or a full-window
    /// `window`/`presenting`/`container` that would sit on the outer border.
    case none

    /// Names that sit on the outer border when they fill the window.
    static let structural: Set<String> = ["window", "presenting", "container"]

    static func of(_ view: ViewSnapshot, window: Size) -> ViewLook {
        guard isDrawable(view, window: window) else { return .none }
        if isShaded(view) {
            return .shade(density: density(view))
        }
        guard let name = view.name else { return .none }
        if structural.contains(name) && covers(view.frameInWindow, window: window) { return .none }
        return .box
    }

    /// Named `dimming`, or a black or gray background that is see-through (declared once, in
    /// PresentationKit: `tap dimming` finds the same view).
    static func isShaded(_ view: ViewSnapshot) -> Bool { view.looksLikeDimming }

    static func density(_ view: ViewSnapshot) -> Double {
        (view.backgroundColor?.alpha ?? 0) * view.effectiveAlpha
    }

    /// Every component of the frame is a finite number.
    static func hasFiniteFrame(_ view: ViewSnapshot) -> Bool {
        let r = view.frameInWindow
        return r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
            && r.maxX.isFinite && r.maxY.isFinite
    }

    static func isOnscreen(_ view: ViewSnapshot, window: Size) -> Bool {
        hasFiniteFrame(view) && view.frameInWindow.intersects(Rect(origin: .zero, size: window))
    }

    private static func isDrawable(_ view: ViewSnapshot, window: Size) -> Bool {
        !view.isHidden && view.effectiveAlpha.isFinite && view.effectiveAlpha > 0.01
            && isOnscreen(view, window: window)
    }

    private static func covers(_ r: Rect, window: Size) -> Bool {
        let slack = 0.5
        return r.minX <= slack && r.minY <= slack
            && r.maxX >= window.width - slack && r.maxY >= window.height - slack
    }
}
