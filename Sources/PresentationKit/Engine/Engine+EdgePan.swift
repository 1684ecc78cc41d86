/// The user's swipe from the leading edge: `pan edge by DX [over T]`, what drives a navigation
/// controller's `interactivePopGestureRecognizer`.
extension Engine {
    /// The navigation controller an edge swipe reaches: the one on top of what is presented (the
    /// top presented controller, else the root), or the first one among its children.
    public var navigationControllerOnTop: NavigationController? {
        guard let top = presentedStack.last ?? window.rootViewController else { return nil }
        var queue = [top]
        while !queue.isEmpty {
            let c = queue.removeFirst()
            if let nav = c as? NavigationController { return nav }
            queue += c.childControllers
        }
        return nil
    }

    /// Puts a finger at the leading edge, halfway down, moves it `dx` points towards the trailing
    /// edge in a straight line at constant speed over `seconds`, and lifts it. It begins an
    /// interactive pop of the navigation controller on top (its recogniser begins at once [?]
    /// `NavigationRules.edgeWidth`); UIKit's own pop follows the finger (the fraction of the
    /// width crossed), one update a display frame as a pan's, and is finished when let go past
    /// `NavigationRules.popFinishFraction` of the width or faster than
    /// `NavigationRules.popFlingVelocity`, cancelled otherwise [?]. A delegate's animator with its
    /// own interaction controller is driven the same way. nil (and nothing happens) when there is
    /// nothing to pop, or something else is under way.
    @discardableResult
    public func panEdge(by dx: Double, over seconds: Double = Engine.defaultPanDuration, releaseVelocity: Double? = nil)
        -> NavigationController?
    {
        guard activeTransition == nil, activeRotation == nil, let nav = navigationControllerOnTop,
            nav.interactivePopGestureRecognizer?.isEnabled ?? false, let t = beginInteractivePop(of: nav)
        else { return nil }
        guard t.isInteractive, let ic = t.interactionController else {
            run()
            return nav
        }
        let width = max(1, t.containerView.bounds.width)
        let duration = seconds.isFinite ? max(0, seconds) : 0
        let frames = max(1, Int((duration * Engine.panFrameRate).rounded()))
        let frame = duration / Double(frames)
        var moved = 0.0
        var lastVelocity = 0.0
        for i in 1...frames {
            advance(by: frame)
            guard activeTransition === t, !t.interactionEnded else { break }
            let now = dx * Double(i) / Double(frames)
            lastVelocity = frame > 0 ? (now - moved) / frame : 0
            moved = now
            let p = min(1, max(0, moved / width))
            perform {
                acting(as: .gesture) {
                    traced(
                        .interactionController, traceTypeName(of: ic), .update,
                        [.init(label: "_", name: "percentComplete", value: .number(p))]
                    ) {
                        if let pd = ic as? PercentDrivenInteractiveTransition {
                            pd.update(p)
                        } else {
                            t.context.updateInteractiveTransition(p)
                        }
                    }
                }
            }
        }
        let velocity = releaseVelocity ?? lastVelocity
        let finish = moved / width > NavigationRules.popFinishFraction || velocity > NavigationRules.popFlingVelocity
        if awaitingInteraction === t { try? endInteraction(cancel: !finish) }
        run()
        return nav
    }
}
