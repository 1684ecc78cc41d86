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
            let pc = root?.presentedViewController?.presentationController
            let t = Transition(
                kind: .sizeChange, engine: self, presented: root?.presentedViewController, presenting: root,
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
            if newTraits != oldTraits, let pc {
                traced(
                    .presentationController, pc.typeName, .willTransitionToTraitCollection,
                    [
                        .init(label: "to", name: "newCollection", value: .string(newTraits.description)),
                        .init(label: "with", name: "coordinator", value: .object("coordinator")),
                    ]
                ) {
                    pc.willTransition(to: newTraits, with: t.coordinator)
                }
            }
            if newTraits != oldTraits, let pc {
                // Size classes changed: UIKit asks again which style fits, and adapts to the answer.
                let adaptive = traced(
                    .presentationController, pc.typeName, .adaptivePresentationStyle,
                    [.init(label: "for", name: "traitCollection", value: .string(newTraits.description))],
                    result: { .string($0.name) }
                ) { pc.adaptivePresentationStyle(for: newTraits) }
                pc.effectiveStyle = PresentationRules.effectiveStyle(
                    requested: pc.presentationStyle, adaptive: adaptive, traits: newTraits)
            }
            if let root {
                traced(.presenting, root.typeName, .viewWillTransitionToSize, sizeArgs) {
                    root.viewWillTransition(to: newSize, with: t.coordinator)
                }
            }
            if let pc {
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
                    if let pc { layoutPass(pc) }
                    // A stack: each presentation above lays its container out too.
                    for upper in presentedStack.dropFirst() {
                        if let upc = upper.activePresentationController { layoutPass(upc) }
                    }
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
