/// What became of a dismissal the user began (a sheet's swipe, a tap outside a popover).
public enum UserDismissal: Equatable, Sendable {
    /// UIKit dismisses: the dismissal transition has begun.
    case began
    /// Refused: the presented controller `isModalInPresentation`.
    case refusedWhileModal
    /// Refused: the delegate's `presentationControllerShouldDismiss(_:)` answered false.
    case refusedByDelegate
}

extension Engine {
    /// The sheet on top, if what is presented on top is a sheet shown as a card.
    public var topSheet: SystemPresentationController? {
        guard let pc = presentedStack.last?.presentationController as? SystemPresentationController, pc.isCard,
            pc.containerView != nil
        else { return nil }
        return pc
    }

    /// The user drags the sheet to the detent `identifier`: it moves there (animated), its dimming
    /// follows, and the sheet's delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`
    /// once the drag has ended ([D] Apple: the delegate hears the user's changes, not the app's).
    public func dragSheet(to identifier: SheetDetent.Identifier) throws {
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            guard let pc = topSheet else { throw EngineError.nothingPresented }
            guard pc.resolvedDetents.contains(where: { $0.identifier == identifier }) else {
                throw EngineError.noSuchDetent(identifier.rawValue)
            }
            settle(pc, at: identifier, heightBefore: pc.currentDetentHeight)
        }
    }

    /// The user swipes the sheet down past the threshold. [D] UIKit refuses while the presented
    /// controller `isModalInPresentation` (the delegate hears DidAttemptToDismiss), else asks
    /// ShouldDismiss (false: refused, DidAttemptToDismiss), dismisses it (WillDismiss once the
    /// dismissal has begun), and DidDismiss once gone (UIPresentationController.h; a WWDC19 slide
    /// as published). None of
    /// these for a programmatic `dismiss`. The short form of a swipe past the threshold: the
    /// dismissal plays out (`pan presented by 0 DY` is the finger that moves it: `dragSheet`).
    @discardableResult
    public func swipeSheetDown() throws -> UserDismissal {
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            guard let pc = topSheet else { throw EngineError.nothingPresented }
            return try dismissByUser(pc)
        }
    }

    /// A dismissal the user begins (a sheet's swipe, a tap outside a popover), with the adaptive
    /// delegate's calls around it as `swipeSheetDown` describes; refused while `isModalInPresentation`.
    /// With `following` (UIKit's own interaction, driven by a finger on the sheet) the dismissal
    /// is interactive. [D] WillDismiss comes once the dismissal transition has begun: Apple,
    /// "presentationControllerWillDismiss(_:)": "use this method to set up animations or
    /// interaction notifications with the presentationController's transitionCoordinator", which
    /// exists only while a transition runs. [?] Where among the dismissal's own first calls it
    /// falls is not published: just after them (dismissalTransitionWillBegin, viewWillDisappear,
    /// the animator started).
    @discardableResult
    func dismissByUser(_ pc: PresentationController, following: ViewControllerInteractiveTransitioning? = nil) throws
        -> UserDismissal
    {
        do {
            let presented = pc.presentedViewController
            let delegate = pc.delegate
            let type = delegate.map { traceTypeName(of: $0) } ?? ""
            let args: [TraceArgument] = [.init(label: "_", name: "presentationController", value: .object(pc.typeName))]
            func attempted() {
                guard let delegate else { return }
                callOptional(.adaptiveDelegate, type, .presentationControllerDidAttemptToDismiss, args) {
                    delegate.presentationControllerDidAttemptToDismiss(pc)
                }
            }
            if presented.isModalInPresentation {
                attempted()
                return .refusedWhileModal
            }
            if let delegate {
                let should =
                    callOptional(
                        .adaptiveDelegate, type, .presentationControllerShouldDismiss, args, result: { .bool($0) }
                    ) { delegate.presentationControllerShouldDismiss(pc) } ?? true
                if !should {
                    attempted()
                    return .refusedByDelegate
                }
            }
            // UIKit itself dismisses, on the presenter's behalf; the transition's first stage runs
            // from the run loop, and WillDismiss just after it.
            try acting(as: .uikit) {
                try dismiss(presented, animated: true, completing: nil, systemInteraction: following)
            }
            schedule(at: now, role: .uikit) { [unowned self] in
                guard let delegate = pc.delegate else { return }
                self.callOptional(.adaptiveDelegate, type, .presentationControllerWillDismiss, args) {
                    delegate.presentationControllerWillDismiss(pc)
                }
            }
            lastTransition?.isByUser = true
            lastTransition?.afterDismissal = WorldBlock(opaque: { [unowned self] _ in
                guard let delegate = pc.delegate else { return }
                self.callOptional(.adaptiveDelegate, type, .presentationControllerDidDismiss, args) {
                    delegate.presentationControllerDidDismiss(pc)
                }
            })
            return .began
        }
    }
}
