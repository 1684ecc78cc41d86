extension Engine {
    /// A size change (rotation, split view, another device): the presentation controller hears
    /// `willTransition(to:with:)` when size classes change and `viewWillTransition(to:with:)`,
    /// which forwards the size to the presented controller; the window and container resize inside
    /// one animation, and a layout pass runs. Frames of views without autoresizing move only if the
    /// controller's layout code moves them.
    public func changeScreen(device: Device? = nil, orientation: Orientation? = nil, size: Size?? = nil) throws {
        let traceStart = traceEnd
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            let oldTraits = window.traitCollection
            if let device {
                window.device = device
                window.customSize = nil
            }
            if let orientation {
                window.orientation = orientation
                window.customSize = nil
            }
            if let size { window.customSize = size }
            let newSize = window.screenSize
            let newTraits = window.traitCollection
            let root = window.rootViewController
            // Every level of a stack, bottom first; the bottom one's presenter is the root or a context in it.
            let levels = presentedStack
            let controllers = levels.compactMap { $0.activePresentationController }
            let pc = controllers.first
            let t = Transition(
                kind: .sizeChange, engine: self, presented: levels.first, presenting: basePresenter ?? root,
                presentationController: pc, containerView: pc?.containerView ?? window,
                isAnimated: true, isInteractive: false, style: pc?.effectiveStyle ?? .none)
            t.traceStart = traceStart
            t.duration = PresentationRules.rotationDuration
            activeRotation = t
            lastSizeChange = t
            let sizeArgs: [TraceArgument] = [
                .init(label: "to", name: "size", value: .size(newSize)),
                .init(label: "with", name: "coordinator", value: .object("coordinator")),
            ]
            // [D] Each presentation controller is a content container (UIPresentationController.h
            // adopts UIContentContainer) and hears the size change; [?] the order between levels is
            // not published: the model goes bottom first, the trait calls of every level, then the
            // root's viewWillTransition, then each level's.
            if newTraits != oldTraits {
                for pc in controllers {
                    traced(
                        .presentationController, pc.typeName, .willTransitionToTraitCollection,
                        [
                            .init(label: "to", name: "newCollection", value: .string(newTraits.description)),
                            .init(label: "with", name: "coordinator", value: .object("coordinator")),
                        ]
                    ) {
                        pc.willTransition(to: newTraits, with: t.coordinator)
                    }
                    // Size classes changed: UIKit asks again which style fits, and adapts to the answer.
                    let adaptive = traced(
                        .presentationController, pc.typeName, .adaptivePresentationStyle,
                        [.init(label: "for", name: "traitCollection", value: .string(newTraits.description))],
                        result: { .string($0.name) }
                    ) { pc.adaptivePresentationStyle(for: newTraits) }
                    pc.effectiveStyle = PresentationRules.effectiveStyle(
                        requested: pc.presentationStyle, adaptive: adaptive, traits: newTraits)
                }
            }
            if let root {
                traced(.presenting, root.typeName, .viewWillTransitionToSize, sizeArgs) {
                    root.viewWillTransition(to: newSize, with: t.coordinator)
                }
            }
            for pc in controllers {
                traced(.presentationController, pc.typeName, .viewWillTransitionToSize, sizeArgs) {
                    pc.viewWillTransition(to: newSize, with: t.coordinator)
                }
            }
            let saved = ambientTimebase
            ambientTimebase = t.timebase
            runAnimation(
                duration: t.duration, delay: 0, curve: PresentationRules.rotationCurve, label: "rotation",
                animations: {
                    window.frame = Rect(origin: .zero, size: newSize)
                    // Each level lays its container out, bottom first.
                    for pc in controllers { layoutPass(pc) }
                }, completion: nil)
            t.animationsStarted = true
            for entry in t.alongside { runAlongsideAnimation(entry, of: t) }
            ambientTimebase = saved
            schedule(at: now + t.duration, role: .uikit) { [unowned self] in
                t.isComplete = true
                t.didComplete = true
                t.endTime = self.now
                if self.activeRotation === t { self.activeRotation = nil }
                self.runAlongsideCompletions(t)
            }
        }
    }
}
