import PresentationKit

/// Recognises the classic mistakes of custom presentations in the session's state and says, in
/// plain words, what is going on (each one a moment in the lessons).
enum Gotchas {
    static func notes(engine: Engine, config c: PresentationConfig) -> [Gotcha] {
        var notes: [Gotcha] = []
        let snap = engine.snapshot()
        let trace = engine.trace
        if engine.phase == .stuck {
            notes.append(.stuck)
        }
        if c.style != .custom, c.delegateOn, trace.contains(where: { $0.hook == .shouldPresentInFullscreen }),
            !trace.contains(where: { $0.hook == .presentationControllerForPresented })
        {
            notes.append(.notCustom(style: c.style.name))
        }
        if let presented = snap.view(named: "presented"), let dimming = snap.view(named: "dimming"),
            presented.frameInWindow.isClose(to: dimming.frameInWindow, tolerance: 0.5),
            dimming.superviewName == "container"
        {
            notes.append(.presentedCoversContainer)
        }
        if trace.contains(where: { $0.hook == .deinitialized && $0.receiver == .delegate }) {
            notes.append(.delegateDied)
        }
        if let rotation = engine.lastSizeChange, !c.layoutOnRotation,
            rotation.presentationController is PlaygroundPresentationController
        {
            notes.append(.rotationWithoutLayout)
        }
        if let t = engine.lastTransition, t.kind == .dismissal, t.isComplete, t.didComplete == true,
            t.removesPresentersView,
            snap.view(named: "presenting") == nil
        {
            notes.append(.presenterNotRestored)
        }
        if !c.cleanup, let t = engine.lastTransition,
            let pc = t.presentationController as? PlaygroundPresentationController,
            pc.dimmingView.superview != nil, pc.dimmingView.window == nil
        {
            notes.append(.cleanupOff)
        }
        if let t = engine.lastTransition, t.kind == .presentation, !t.removesPresentersView,
            !trace[engine.keptIndex(t.traceStart)...].contains(where: {
                $0.receiver == .presenting && $0.hook == .viewWillDisappear
            })
        {
            notes.append(.noDisappear(style: t.style.name))
        }
        if c.frame == .articleBanner, let presented = snap.view(named: "presented"), snap.safeAreaInsets.left > 0,
            presented.frameInWindow.minX < snap.safeAreaInsets.left
        {
            notes.append(.bannerUnderNotch(safeLeft: formatNumber(snap.safeAreaInsets.left)))
        }
        return notes
    }
}
