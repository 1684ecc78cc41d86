extension SystemPresentationController {
    // MARK: The model of it

    /// Where the popover goes and where its arrow points, for a popover shown as one (not adapted)
    /// with a source: the popover's size is the presented controller's `preferredContentSize`
    /// (else `PresentationRules.popoverSize`); the arrow is the first permitted side, in the order
    /// up, down, left, right, on which the popover fits inside the container's safe area less the
    /// margin, and inside `popoverLayoutMargins` measured from the screen's edges (the stricter of
    /// the two on each edge). [?] UIKit's order of preference and its safe-area margin are not published.
    var popoverPlacement: (frame: Rect, arrow: PopoverArrowDirection, point: Point)? {
        guard style == .popover, let container = containerView, let source = popover.sourceView, source.window != nil
        else { return nil }
        let origin = source.frameInWindow.origin
        let containerOrigin = container.frameInWindow.origin
        // CGRectNull (the default) is the source view's current frame: its bounds, in its own space.
        let rect = popover.sourceRect.isNull ? Rect(origin: .zero, size: source.bounds.size) : popover.sourceRect
        let anchor = rect.offsetBy(
            dx: origin.x - containerOrigin.x, dy: origin.y - containerOrigin.y)
        let preferred = presentedViewController.preferredContentSize
        let size = preferred == .zero ? PresentationRules.popoverSize : preferred
        let margin = PresentationRules.popoverMargin
        let arrow = PresentationRules.popoverArrowSize.height
        let insets = container.safeAreaInsets
        let m = popover.layoutMargins
        // The container covers the screen, so its edges are the screen's.
        let safe = container.bounds.inset(
            by: EdgeInsets(
                top: max(insets.top + margin, m.top), left: max(insets.left + margin, m.left),
                bottom: max(insets.bottom + margin, m.bottom), right: max(insets.right + margin, m.right)))
        func clampX(_ x: Double) -> Double { min(max(x, safe.minX), max(safe.minX, safe.maxX - size.width)) }
        func clampY(_ y: Double) -> Double { min(max(y, safe.minY), max(safe.minY, safe.maxY - size.height)) }
        var candidates: [(PopoverArrowDirection, Rect, Point, Bool)] = []
        let permitted = popover.permittedArrowDirections
        if permitted.contains(.up) {
            let y = anchor.maxY + arrow
            candidates.append(
                (
                    .up, Rect(x: clampX(anchor.midX - size.width / 2), y: y, width: size.width, height: size.height),
                    Point(x: anchor.midX, y: anchor.maxY), y + size.height <= safe.maxY
                ))
        }
        if permitted.contains(.down) {
            let y = anchor.minY - arrow - size.height
            candidates.append(
                (
                    .down, Rect(x: clampX(anchor.midX - size.width / 2), y: y, width: size.width, height: size.height),
                    Point(x: anchor.midX, y: anchor.minY), y >= safe.minY
                ))
        }
        if permitted.contains(.left) {
            let x = anchor.maxX + arrow
            candidates.append(
                (
                    .left, Rect(x: x, y: clampY(anchor.midY - size.height / 2), width: size.width, height: size.height),
                    Point(x: anchor.maxX, y: anchor.midY), x + size.width <= safe.maxX
                ))
        }
        if permitted.contains(.right) {
            let x = anchor.minX - arrow - size.width
            candidates.append(
                (
                    .right,
                    Rect(x: x, y: clampY(anchor.midY - size.height / 2), width: size.width, height: size.height),
                    Point(x: anchor.minX, y: anchor.midY), x >= safe.minX
                ))
        }
        guard let chosen = candidates.first(where: { $0.3 }) ?? candidates.first else { return nil }
        return (chosen.1, chosen.0, chosen.2)
    }

    /// The arrow view between the popover and its source, on the side UIKit chose; gone when the
    /// popover has no source or is adapted (a sheet has no arrow).
    func placeArrow() {
        guard let placed = popoverPlacement, let container = containerView else {
            arrowView?.removeFromSuperview()
            if style != .popover { popover.arrowDirection = .unknown }
            return
        }
        popover.arrowDirection = placed.arrow
        let arrow = arrowView ?? View(name: "arrow")
        arrowView = arrow
        arrow.backgroundColor = .white
        let base = PresentationRules.popoverArrowSize
        let f = placed.frame
        // The arrow points at the source but stays on the popover's edge, clear of its rounded
        // corners: a popover pushed aside (large popoverLayoutMargins) keeps its arrow attached at
        // the end nearest the source. [?] UIKit's exact inset is not published: the corner radius.
        let inset = presentedView?.cornerRadius ?? PresentationRules.sheetCornerRadius
        func along(_ centre: Double, _ low: Double, _ high: Double) -> Double {
            let start = centre - base.width / 2
            return high - low < base.width + 2 * inset
                ? (low + high - base.width) / 2 : min(max(start, low + inset), high - inset - base.width)
        }
        switch placed.arrow {
        case .up:
            arrow.frame = Rect(
                x: along(placed.point.x, f.minX, f.maxX), y: f.minY - base.height, width: base.width,
                height: base.height)
        case .down:
            arrow.frame = Rect(
                x: along(placed.point.x, f.minX, f.maxX), y: f.maxY, width: base.width, height: base.height)
        case .left:
            arrow.frame = Rect(
                x: f.minX - base.height, y: along(placed.point.y, f.minY, f.maxY), width: base.height,
                height: base.width)
        default:
            arrow.frame = Rect(
                x: f.maxX, y: along(placed.point.y, f.minY, f.maxY), width: base.height, height: base.width)
        }
        if arrow.superview !== container { container.addSubview(arrow) }
    }
}
