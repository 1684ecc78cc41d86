extension Engine {
    /// `presented` and every controller presented above it, bottom first.
    static func stack(from presented: ViewController) -> [ViewController] {
        var chain = [presented]
        while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        return chain
    }

    /// Every presented controller above the window's root (or a context inside it), bottom first.
    public var presentedStack: [ViewController] {
        guard let first = basePresenter?.presentedViewController else { return [] }
        return Self.stack(from: first)
    }

    /// Dismissing a stack from below, as the dismissal begins: the controllers between the bottom
    /// and the top leave without animation ([D] Apple, "dismiss(animated:completion:)": "any
    /// intermediate view controllers are simply removed from the stack"). [?] What they hear is not
    /// published: each presentation controller gets dismissalTransitionWillBegin() now and
    /// dismissalTransitionDidEnd(_:) at the end, and a controller whose view was still in the
    /// window gets viewWillDisappear(false) now and viewDidDisappear(false) at the end.
    func removeIntermediates(of t: Transition) {
        guard !t.intermediates.isEmpty else { return }
        t.intermediatesVisible = t.intermediates.map { $0.isViewLoaded && $0.view.window != nil }
        t.intermediateContainers = []
        for (vc, visible) in zip(t.intermediates, t.intermediatesVisible).reversed() {
            guard let ipc = vc.activePresentationController else { continue }
            traced(.presentationController, ipc.typeName, .dismissalTransitionWillBegin) {
                ipc.dismissalTransitionWillBegin()
            }
            if visible { appearance(vc, .presented, .viewWillDisappear, false) { vc.viewWillDisappear(false) } }
            if let c = ipc.containerView {
                c.removeFromSuperview()
                t.intermediateContainers.insert(c, at: 0)
            }
        }
    }

    /// The end of a stack's dismissal for the controllers between: the "did" calls, and on a
    /// completed dismissal UIKit's clean-up (their views and containers gone, the chain cut); on a
    /// cancelled one their containers go back under the top one's.
    func finishIntermediates(of t: Transition, completed: Bool) {
        guard !t.intermediates.isEmpty else { return }
        for (vc, visible) in zip(t.intermediates, t.intermediatesVisible).reversed() {
            guard let ipc = vc.activePresentationController else { continue }
            traced(
                .presentationController, ipc.typeName, .dismissalTransitionDidEnd,
                [.init(label: "_", name: "completed", value: .bool(completed))]
            ) {
                ipc.dismissalTransitionDidEnd(completed)
            }
            guard visible else { continue }
            if completed {
                appearance(vc, .presented, .viewDidDisappear, false) { vc.viewDidDisappear(false) }
            } else {
                appearance(vc, .presented, .viewWillAppear, false) { vc.viewWillAppear(false) }
                appearance(vc, .presented, .viewDidAppear, false) { vc.viewDidAppear(false) }
            }
        }
        if !completed {
            for c in t.intermediateContainers { window.insertSubview(c, belowSubview: t.containerView) }
            return
        }
        for vc in t.intermediates.reversed() {
            if vc.isViewLoaded { vc.view.removeFromSuperview() }
            vc.activePresentationController?.containerView?.removeFromSuperview()
            vc.presentedViewController = nil
            vc.presentingViewController?.presentedViewController = nil
            vc.presentingViewController = nil
            vc.presentationController = nil
        }
    }
}
