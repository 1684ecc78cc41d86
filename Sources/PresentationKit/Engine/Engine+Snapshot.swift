extension Engine {
    /// Where the presentation stands (`Phase`).
    public var phase: Phase {
        if let t = activeTransition {
            let waitingForGesture = t.isInteractive && !t.interactionEnded
            if !hasPendingEvents && !waitingForGesture { return .stuck }
            switch t.kind {
            case .push: return .pushing
            case .pop: return .popping
            case .presentation: return .presenting
            default: return .dismissing
            }
        }
        return basePresenter?.presentedViewController != nil ? .presented : .idle
    }

    /// The screen as it looks at virtual time `time` (now by default): animations evaluated there.
    public func snapshot(at time: Double? = nil) -> ScreenSnapshot {
        let t = time ?? now
        var views: [ViewSnapshot] = []
        func visit(_ v: View, depth: Int, index: Int, origin: Point, parentAlpha: Double) {
            let frame =
                v === window
                ? Rect(origin: .zero, size: window.presentationFrame(at: t).size) : v.presentationFrame(at: t)
            let inWindow = v === window ? frame : frame.offsetBy(dx: origin.x, dy: origin.y)
            // Core Animation clamps opacity: a spring may overshoot the value, not the pixels.
            let alpha = min(1, max(0, v.presentationAlpha(at: t)))
            let effective = parentAlpha * min(1, max(0, alpha))
            var snapshot =
                ViewSnapshot(
                    name: v.name, frame: frame, frameInWindow: inWindow, alpha: alpha, effectiveAlpha: effective,
                    transform: v.presentationTransform(at: t), backgroundColor: v.backgroundColor,
                    cornerRadius: v.cornerRadius, isHidden: v.isHidden, superviewName: v.superview?.name,
                    index: index, depth: depth, text: v.text,
                    isAnimating: v.activeAnimations.contains { $0.group.isRunning(at: t) },
                    autoresizingMask: v.autoresizingMask)
            snapshot.shadow = ShadowSnapshot.of(v.layerStyle, bounds: frame)
            views.append(snapshot)
            let childOrigin = v === window ? Point.zero : inWindow.origin
            for (i, sub) in v.subviews.enumerated() {
                visit(sub, depth: depth + 1, index: i, origin: childOrigin, parentAlpha: effective)
            }
        }
        visit(window, depth: 0, index: 0, origin: .zero, parentAlpha: 1)
        var leftBehind: [String] = []
        if let last = lastTransition, last.containerView.window == nil {
            func collect(_ v: View) {
                for sub in v.subviews {
                    leftBehind.append(sub.name ?? "view")
                    collect(sub)
                }
            }
            collect(last.containerView)
        }
        let presented = basePresenter?.presentedViewController
        let pc = presented?.presentationController
        var snapshot = ScreenSnapshot(
            deviceName: window.device.displayName, iosRelease: release.rawValue, orientation: window.orientation,
            // Mid-rotation the window itself is animating to its new size.
            windowSize: window.presentationFrame(at: t).size,
            traits: window.traitCollection, safeAreaInsets: window.windowSafeAreaInsets, phase: phase, time: t,
            presentationStyle: pc == nil ? nil : presented?.modalPresentationStyle.name,
            effectiveStyle: (pc?.effectiveStyle ?? pc?.presentationStyle)?.name,
            views: views)
        snapshot.leftInRemovedContainer = leftBehind
        return snapshot
    }
}
