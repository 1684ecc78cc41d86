import PresentationKit

/// Recognises the classic mistakes of custom presentations in the session's state and says, in
/// plain words, what is going on (each one a moment in the lessons).
enum Gotchas {
    static func notes(engine: Engine, config c: PresentationConfig) -> [String] {
        var notes: [String] = []
        let snap = engine.snapshot()
        let trace = engine.trace
        if engine.phase == .stuck {
            notes.append(
                "Stuck: the animator's animations are over but it never called completeTransition(_:). UIKit waits for ever and ignores touches and new transitions; `reset` starts again."
            )
        }
        if c.style != .custom, c.delegateOn, trace.contains(where: { $0.hook == .shouldPresentInFullscreen }),
            !trace.contains(where: { $0.hook == .presentationControllerForPresented })
        {
            notes.append(
                "The style is \(c.style.name), not .custom: UIKit never asked the delegate for a presentation controller, so your frame and dimming view are not used (`style custom`)."
            )
        }
        if let presented = snap.view(named: "presented"), let dimming = snap.view(named: "dimming"),
            presented.frameInWindow.isClose(to: dimming.frameInWindow, tolerance: 0.5),
            dimming.superviewName == "container"
        {
            notes.append(
                "The presented view covers the whole container, so the dimming view behind it cannot be seen: shrink the frame (`set frame inset 30`)."
            )
        }
        if trace.contains(where: { $0.hook == .deinitialized && $0.receiver == .delegate }) {
            notes.append(
                "The transitioning delegate died right after `present` (nothing retained it: `transitioningDelegate` is weak). The dismissal then falls back to UIKit's default animation, while the presentation controller, kept by UIKit, still gets its hooks (`delegate retain on`)."
            )
        }
        if let rotation = engine.lastSizeChange, !c.layoutOnRotation,
            rotation.presentationController is PlaygroundPresentationController
        {
            notes.append(
                "The size changed but containerViewWillLayoutSubviews sets no frames (`set layout off`): the presented view, a controller's root view (flexible width and height), resized with the container and kept its margins rather than the frame you asked for; the dimming view (a UIView(), no autoresizing mask) kept its old frame. Fix: layout code (`set layout on`), or `set dimming autoresize on` for the veil."
            )
        }
        if let t = engine.lastTransition, t.kind == .dismissal, t.isComplete, t.didComplete == true,
            t.removesPresentersView,
            snap.view(named: "presenting") == nil
        {
            notes.append(
                "The presentation removed the presenter's view, and the dismissal animator never added `view(forKey: .to)` back: UIKit does not do it for you, so the screen is blank (`set restore-presenter on`)."
            )
        }
        if !c.cleanup, let t = engine.lastTransition,
            let pc = t.presentationController as? PlaygroundPresentationController,
            pc.dimmingView.superview != nil, pc.dimmingView.window == nil
        {
            notes.append(
                "Cleanup is off: the controller left its dimming view inside the container UIKit took away (`show tree` lists it). Nothing shows now, but the view lives on with the controller, and a controller that is kept and presents again stacks another one (`set cleanup on`)."
            )
        }
        if let t = engine.lastTransition, t.kind == .presentation, !t.removesPresentersView,
            !trace[engine.keptIndex(t.traceStart)...].contains(where: {
                $0.receiver == .presenting && $0.hook == .viewWillDisappear
            })
        {
            notes.append(
                "The presenter got no viewWillDisappear/viewDidDisappear: with .\(t.style.name) its view stays in the window. Only full-screen styles that remove it send them."
            )
        }
        if c.frame == .articleBanner, let presented = snap.view(named: "presented"), snap.safeAreaInsets.left > 0,
            presented.frameInWindow.minX < snap.safeAreaInsets.left
        {
            notes.append(
                "The banner's x is the bare 16-point margin, but the safe area starts \(formatNumber(snap.safeAreaInsets.left)) points in: in landscape it slides under the notch. Start from the safe bounds' minX (`set frame banner`)."
            )
        }
        return notes
    }
}
