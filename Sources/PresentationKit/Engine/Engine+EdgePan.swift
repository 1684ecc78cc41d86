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
    /// own interaction controller is driven the same way. An app's own screen-edge pan recogniser
    /// under the finger takes the swipe first. False (and nothing happens) when nothing takes it:
    /// nothing to pop, or something else under way.
    @discardableResult
    public func panEdge(by dx: Double, over seconds: Double = Engine.defaultPanDuration, releaseVelocity: Double? = nil)
        -> Bool
    {
        guard activeTransition == nil, activeRotation == nil else { return false }
        // The app's own screen-edge pan under the finger comes first, as the topmost recogniser.
        let point = Point(x: 1, y: window.bounds.height / 2)
        if let hit = perform({ hitTest(point) }), let (owner, pan) = panRecognizer(above: hit, at: point) {
            _ = drag(
                (point, hit, owner, pan), by: Point(x: dx, y: 0), over: seconds, releaseVelocity: releaseVelocity)
            return true
        }
        guard let nav = navigationControllerOnTop, nav.interactivePopGestureRecognizer?.isEnabled ?? false,
            let t = beginInteractivePop(of: nav)
        else { return false }
        guard t.isInteractive, let ic = t.interactionController else {
            run()
            return true
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
            perform { acting(as: .gesture) { sendUpdate(p, to: ic, of: t) } }
        }
        let velocity = releaseVelocity ?? lastVelocity
        let finish = moved / width > NavigationRules.popFinishFraction || velocity > NavigationRules.popFlingVelocity
        if awaitingInteraction === t { try? endInteraction(cancel: !finish) }
        run()
        return true
    }
}
