/// What a tap (or a pan: `Engine.pan`) did.
public enum TapOutcome: Equatable, Sendable {
    /// A recogniser on `view` fired its action; the touch landed on `hit` (the view or a subview).
    case delivered(view: String, action: String, hit: String)
    /// The touch reached `view`, and neither it nor a superview has a recogniser of that kind.
    case noRecognizer(view: String)
    /// Every point of the target is covered by `view`, so the tap lands there instead.
    case covered(by: String)
    /// No view by that name is on screen.
    case notOnScreen
    /// A transition is hung or running: UIKit ignores touches.
    case ignored(phase: Phase)
}

extension Engine {
    /// Taps the view named `name` at the first of a few probe points (near each corner, then the
    /// centre) where a hit test reaches it or one of its subviews, and delivers the tap there as
    /// `tap(at:)` does.
    public func tap(viewNamed name: String) -> TapOutcome {
        perform {
            if activeTransition != nil || activeRotation != nil { return .ignored(phase: phase) }
            switch touch(viewNamed: name) {
            case .failure(let refused): return refused.outcome
            case .success(let touch): return deliver(to: touch.hit, at: touch.point)
            }
        }
    }

    /// Where a finger put on the view named `name` lands: the first of a few probe points (near
    /// each corner, then the centre) where a hit test reaches the view or one of its subviews.
    func touch(viewNamed name: String) -> Result<(point: Point, hit: View), Untouchable> {
        guard let target = findView(named: name) else { return .failure(Untouchable(.notOnScreen)) }
        let rect = absolute(target, at: now)
        let probes = [(0.02, 0.02), (0.98, 0.02), (0.02, 0.98), (0.98, 0.98), (0.5, 0.5)].map {
            Point(x: rect.minX + rect.width * $0.0, y: rect.minY + rect.height * $0.1)
        }
        var firstHit: View?
        for p in probes {
            guard let hit = hitTest(p) else { continue }
            if firstHit == nil { firstHit = hit }
            guard hit.isDescendant(of: target) else { continue }
            return .success((p, hit))
        }
        return .failure(Untouchable(.covered(by: firstHit?.name ?? "another view")))
    }

    /// Whether a finger put on the view named `name` reaches it or one of its subviews now (the
    /// hit test of `tap VIEW`; a running transition, which makes UIKit ignore touches, aside).
    package func reaches(viewNamed name: String) -> Bool {
        if case .success = touch(viewNamed: name) { return true }
        return false
    }

    /// Why a finger cannot be put on a view.
    struct Untouchable: Error {
        let outcome: TapOutcome
        init(_ outcome: TapOutcome) { self.outcome = outcome }
    }

    /// A tap at `point` (window coordinates): the hit test finds the deepest visible view there,
    /// and the touch goes to the gesture recognisers of that view and of its superviews, nearest
    /// first [D] (a recogniser sees touches in its view's subviews too). One path for `tap VIEW`
    /// and `tap X Y`.
    public func tap(at point: Point) -> TapOutcome {
        perform {
            if activeTransition != nil || activeRotation != nil { return .ignored(phase: phase) }
            guard let hit = hitTest(point) else { return .noRecognizer(view: "window") }
            return deliver(to: hit, at: point)
        }
    }

    /// Sends the tap to the nearest recogniser on `hit` or above it.
    /// [D] A tap is discrete: its action is sent once, in `.ended` (`.recognized`), and the
    /// recogniser is back in `.possible` after (Apple, "About the Gesture Recognizer State
    /// Machine"), so a handler's `sender.state == .ended` check holds.
    private func deliver(to hit: View, at point: Point) -> TapOutcome {
        var v: View? = hit
        while let current = v {
            // A pan recogniser on the way does not take a tap: the touch goes on to a tap recogniser.
            if let recognizer = current.recognizers.first(where: {
                ($0 as? TapGestureRecognizer)?.takesModelTap == true && $0.isEnabled
            }) {
                recognizer.touchInWindow = point
                recognizer.state = .ended
                for pair in recognizer.targets {
                    traced(
                        pair.role, pair.type, call: pair.call,
                        [.init(label: "_", name: "gesture", value: .object(TapGestureRecognizer.traceTypeName))]
                    ) {
                        recognizer.send(pair)
                    }
                }
                recognizer.state = .possible
                return .delivered(
                    view: current.name ?? "view", action: recognizer.actionCall, hit: hit.name ?? "view")
            }
            // A control takes the tap before any recogniser above it (`TouchControl`).
            if let control = current as? TouchControl, control.takesTaps {
                let action = control.tapped()
                guard let action else { return .noRecognizer(view: current.name ?? "view") }
                return .delivered(view: current.name ?? "view", action: action, hit: hit.name ?? "view")
            }
            v = current.superview
        }
        return .noRecognizer(view: hit.name ?? "view")
    }

    /// The view a touch at `p` (window coordinates) lands on: the window's `hitTest(_:with:)`,
    /// which an app's view may override, as UIKit asks it. A container that lets touches through
    /// (`SystemPresentationController.letsTouchesThroughContainer`: an undimmed sheet) is not hit
    /// itself, only its subviews: the views behind it get the touch.
    func hitTest(_ p: Point) -> View? {
        let openContainers = presentedStack.compactMap { controller -> View? in
            guard let pc = controller.presentationController as? SystemPresentationController,
                pc.letsTouchesThroughContainer
            else { return nil }
            return pc.containerView
        }
        for container in openContainers { container.letsTouchesThrough = true }
        defer { for container in openContainers { container.letsTouchesThrough = false } }
        return window.hitTest(p, with: nil)
    }

    /// The on-screen frame of `view` in window coordinates.
    func absolute(_ view: View, at t: Double) -> Rect {
        if view === window { return window.bounds }
        var r = view.presentationFrame(at: t)
        var parent = view.superview
        while let p = parent, !(p is Window) {
            let pf = p.presentationFrame(at: t)
            r = r.offsetBy(dx: pf.minX, dy: pf.minY)
            parent = p.superview
        }
        return r
    }

    /// The first view in the window's tree with this name.
    public func findView(named name: String) -> View? {
        func visit(_ v: View) -> View? {
            if v.name == name { return v }
            for sub in v.subviews { if let found = visit(sub) { return found } }
            return nil
        }
        return visit(window)
    }
}
