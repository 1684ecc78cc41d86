/// UIKit's own interaction behind a sheet's swipe to dismiss, which the user's finger drives.
/// [?] UIKit's is private: the trace names it `_UISheetInteraction`, and its progress and its end
/// (UIKit's calls to itself) are not traced, only what reaches the app's hooks.
final class SheetSwipeInteraction: PercentDrivenInteractiveTransition, TraceNameProviding {
    var traceTypeName: String { "_UISheetInteraction" }
}

/// What the finger is doing to a sheet, decided by its first movement.
private enum SheetDrag {
    case undecided
    /// Moving the sheet between its detents (up, or down from above the smallest detent).
    case detents
    /// Down from the smallest detent: the interactive dismissal, begun.
    case dismissing(Transition)
    /// Down from the smallest detent, but the dismissal was refused (`isModalInPresentation`, or
    /// ShouldDismiss answered false): the sheet resists and comes back.
    case refused
}

extension Engine {
    /// The user's finger on a sheet (`pan presented by DX DY`): the sheet follows it. A drag
    /// that starts down from the smallest detent is the swipe to dismiss: UIKit asks the adaptive
    /// delegate (ShouldDismiss; refused: DidAttemptToDismiss, and the sheet resists), begins an
    /// interactive dismissal (WillDismiss once it has begun) and moves it with the finger; let go
    /// past `swipeDismissThreshold` of the sheet's height, or flung down faster than
    /// `sheetFlingVelocity`, it finishes (DidDismiss when gone), else it is cancelled (no
    /// DidDismiss). Any other drag moves the sheet between its detents, its height following the
    /// finger with its bottom on the edge, rubber-banding past the largest ([D] UIKit's sheet
    /// resists being pulled past its largest detent: WWDC21 "Customize and resize sheets in
    /// UIKit"); let go, it settles at the detent nearest where its speed would carry it, and the
    /// delegate hears DidChangeSelectedDetentIdentifier if that is another. Such a drag is a motion
    /// of its own (`film`, `state --at`).
    /// [?] The thresholds, the projection and the rubber-band's stiffness are not published
    /// (explain's [?] list); only the vertical movement counts.
    func dragSheet(
        _ pc: SystemPresentationController, by translation: Point, over seconds: Double, releaseVelocity: Double?
    ) {
        guard let sheet = pc.presentedView, let container = pc.containerView else { return }
        // A sheet centred in a regular environment (an iPad's form sheet) has no detents to move
        // between: the finger can only swipe it down, and anything else springs back.
        let detents = pc.restsAtDetents ? pc.resolvedDetents : []
        let height = container.bounds.height
        let restTop = sheet.frame.minY
        let sheetHeight = max(1, sheet.frame.height)
        let largestTop = detents.last.map { height - $0.height } ?? restTop
        let smallestTop = detents.first.map { height - $0.height } ?? restTop
        let restHeight = sheet.frame.height
        let atSmallest = detents.isEmpty || (pc.currentDetentHeight ?? 0) <= detents[0].height
        let heightBefore = pc.currentDetentHeight
        let traceStart = traceEnd
        let duration = seconds.isFinite ? max(0, seconds) : 0
        let frames = max(1, Int((duration * Engine.panFrameRate).rounded()))
        let frame = duration / Double(frames)
        var mode = SheetDrag.undecided
        var moved = 0.0
        var velocity = 0.0
        for i in 1...frames {
            // An event at each frame, so a replay of the drag (`state --at`, `film`) sees the
            // sheet where the finger had it then.
            schedule(at: now + frame, role: .gesture) {}
            advance(by: frame)
            let now = translation.y * Double(i) / Double(frames)
            velocity = frame > 0 ? (now - moved) / frame : 0
            moved = now
            if case .undecided = mode, moved != 0 {
                mode = .detents
                if !(moved > 0 && atSmallest) { beginSheetDrag(pc, traceStart: traceStart, duration: duration) }
                if moved > 0, atSmallest {
                    let outcome = perform { try? dismissByUser(pc, following: SheetSwipeInteraction()) }
                    lastSheetSwipe = outcome
                    let began = outcome == .began
                    // The dismissal's first stage and WillDismiss run now, before the finger moves on.
                    advance(by: 0)
                    mode = began ? (activeTransition.map { .dismissing($0) } ?? .refused) : .refused
                    if case .refused = mode { beginSheetDrag(pc, traceStart: traceStart, duration: duration) }
                }
            }
            switch mode {
            case .dismissing(let t):
                perform { setInteractiveProgress(t, min(1, max(0, moved / sheetHeight))) }
            case .detents:
                let top = restTop + moved
                let shown = top >= largestTop ? top : largestTop - Self.rubberBand(largestTop - top, dimension: height)
                // Between its detents an edge-attached sheet stays on the bottom edge and its
                // height follows the finger; below its smallest detent (or with none) it slides.
                if detents.isEmpty || shown > smallestTop {
                    sheet.frame.origin.y = shown
                    sheet.frame.size.height = detents.isEmpty ? restHeight : height - smallestTop
                } else {
                    sheet.frame = Rect(x: sheet.frame.minX, y: shown, width: sheet.frame.width, height: height - shown)
                }
            case .refused:
                sheet.frame.origin.y = restTop + Self.rubberBand(max(0, moved), dimension: height)
            case .undecided:
                break
            }
        }
        velocity = releaseVelocity ?? velocity
        // The settling animation belongs to the drag's motion.
        activeSheetDrag = lastSheetDrag?.isComplete == false ? lastSheetDrag : nil
        defer { endSheetDrag() }
        switch mode {
        case .dismissing(let t):
            let finish =
                moved / sheetHeight >= PresentationRules.swipeDismissThreshold
                || velocity >= PresentationRules.sheetFlingVelocity
            perform { acting(as: .gesture) { endInteraction(t, cancel: !finish) } }
            run()
        case .detents:
            let projected = sheet.frame.minY + velocity * PresentationRules.sheetProjectionSeconds
            let nearest = detents.min { abs(height - $0.height - projected) < abs(height - $1.height - projected) }
            if let nearest {
                settle(pc, at: nearest.identifier, heightBefore: heightBefore)
            } else {
                pc.animateChanges { pc.relayOutSheet() }
            }
        case .refused, .undecided:
            pc.animateChanges { pc.relayOutSheet() }
        }
    }

    /// A drag that does not dismiss becomes a motion of its own (`Transition.Kind.sheetDrag`), so
    /// `film`, `state --at` and the timelines show the sheet following the finger and settling.
    private func beginSheetDrag(_ pc: SystemPresentationController, traceStart: Int, duration: Double) {
        guard let container = pc.containerView else { return }
        let t = Transition(
            kind: .sheetDrag, engine: self, presented: pc.presentedViewController,
            presenting: pc.presentingViewController, presentationController: pc, containerView: container,
            isAnimated: true, isInteractive: false, style: pc.style)
        t.traceStart = traceStart
        t.duration = duration
        lastSheetDrag = t
    }

    /// The drag's motion ends when its settling animation has (at once when there is none).
    private func endSheetDrag() {
        guard let t = activeSheetDrag else { return }
        activeSheetDrag = nil
        let end = t.groups.map { ($0.createdAt) + $0.delay + $0.duration }.max() ?? now
        schedule(at: max(now, end), role: .uikit) { [unowned self] in
            t.isComplete = true
            t.didComplete = true
            t.endTime = self.now
        }
        run()
    }

    /// UIScrollView's rubber band as commonly measured: `offset` past the edge shows as
    /// (1 − 1 / (offset × 0.55 / dimension + 1)) × dimension. [?] Apple publishes no formula.
    static func rubberBand(_ offset: Double, dimension: Double) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (offset * PresentationRules.rubberBandStiffness / dimension + 1)) * dimension
    }

    /// The sheet moves (animated) to the detent `identifier`, and the sheet's delegate hears
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` when that changed where it
    /// rests ([D] Apple: the delegate hears the user's changes, not the app's).
    func settle(_ pc: SystemPresentationController, at identifier: SheetDetent.Identifier, heightBefore: Double?) {
        pc.animateChanges { pc.selectedDetentIdentifier = identifier }
        guard pc.currentDetentHeight != heightBefore, let delegate = pc.delegate as? SheetPresentationControllerDelegate
        else { return }
        callOptional(
            .adaptiveDelegate, traceTypeName(of: delegate), .sheetDidChangeSelectedDetentIdentifier,
            [.init(label: "_", name: "sheetPresentationController", value: .object(pc.typeName))]
        ) {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(pc)
        }
    }
}
