extension Engine {
    /// UIKit's `present(_:animated:completion:)`, in its two stages (DESIGN section 8).
    ///
    /// The call itself only sets the presentation up and returns: it resolves the presentation
    /// controller, asks about full screen and adaptation, asks the delegate for the animator and the
    /// interaction controller, and loads the presented view. [D/O] The transition runs afterwards,
    /// from the run loop (Apple's crash backtraces show `runTransitionForCurrentState` under the
    /// after-commit handler): `shouldRemovePresentersView`, the container, `presentationTransitionWillBegin()`,
    /// the context, the animator (or the interaction controller), a layout pass. So a delegate the app
    /// does not keep is gone before the second stage (article 004, its steps 6–8). The trace shows
    /// the boundary: the stage-one questions are nested in the app's `present` call.
    public func present(
        _ presented: ViewController, from presenting: ViewController, animated: Bool,
        completion: (() -> Void)?
    ) throws {
        try present(
            presented, from: presenting, animated: animated, completing: completion.map { c in WorldBlock(opaque: c) })
    }

    /// `present` with a completion a copy of the world can carry (`WorldBlock`).
    package func present(
        _ presented: ViewController, from presenting: ViewController, animated: Bool,
        completing completion: WorldBlock<Void>?
    ) throws {
        let traceStart = traceEnd
        try perform {
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            let requested = presented.modalPresentationStyle
            let host = Self.presentationContext(for: presenting, style: requested)
            guard host.presentedViewController == nil else { throw EngineError.alreadyPresenting }
            if host.isShownByPartialCurl { throw EngineError.presentingFromPartialCurl }
            let contextStyle = Self.contextTransitionStyle(of: host, caller: presenting, style: requested)
            // [D] "the presentation style must be UIModalPresentationStyle.fullScreen" (Apple, "partialCurl").
            if (contextStyle ?? presented.modalTransitionStyle) == .partialCurl, requested != .fullScreen {
                throw EngineError.partialCurlNeedsFullScreen(presented.modalPresentationStyle)
            }
            let args: [TraceArgument] = [
                .init(label: "_", name: "viewControllerToPresent", value: .object(presented.typeName)),
                .init(label: "animated", name: "flag", value: .bool(animated)),
                .init(label: "completion", name: "completion", value: completion == nil ? .none : .object("block")),
            ]
            let t = traced(
                .presenting, presenting.typeName, .present, args,
                caller: appCaller, inside: .uikit
            ) {
                setUpPresentation(presented, from: host, source: presenting, animated: animated, completion: completion)
            }
            t.presentationController?.transitionStyleFromContext = contextStyle
            t.traceStart = traceStart
            recordReturn(.presentReturned)
            schedule(at: now, role: .uikit) { [unowned self] in
                self.runPresentationTransition(t)
            }
            presentCallDidReturn?(presented)
        }
    }

    /// Stage one: what happens inside `present` before it returns.
    private func setUpPresentation(
        _ presented: ViewController, from presenting: ViewController, source: ViewController, animated: Bool,
        completion: WorldBlock<Void>?
    ) -> Transition {
        presented.engineRef = self
        // A controller's default view is screen-sized when it loads, as UIKit's `loadView` makes it.
        if presented.view.bounds.size == .zero { presented.view.frame = window.bounds }
        presenting.presentedViewController = presented
        presented.presentingViewController = presenting

        // [?] A zoom covers the screen: `.automatic` is full screen for it.
        let style =
            presented.modalPresentationStyle == .automatic
            ? (presented.zoom(on: release) != nil ? .fullScreen : PresentationRules.automaticStyle(for: release))
            : presented.modalPresentationStyle
        // UIKit holds the delegate only while it vends; `transitioningDelegate` itself is weak.
        var vending: ViewControllerTransitioningDelegate? = presented.transitioningDelegate
        let delegateType = vending.map { traceTypeName(of: $0) } ?? ""
        let vcArgs: [TraceArgument] = [
            .init(label: "forPresented", name: "presented", value: .object(presented.typeName)),
            .init(label: "presenting", name: "presenting", value: .object(presenting.typeName)),
            .init(label: "source", name: "source", value: .object(source.typeName)),
        ]

        var controller: PresentationController?
        if style == .custom, let d = vending {
            controller = traced(
                .delegate, delegateType, .presentationControllerForPresented,
                vcArgs, result: { .object($0?.typeName ?? "nil") }
            ) {
                d.presentationController(forPresented: presented, presenting: presenting, source: source)
            }
        }
        let pc =
            controller
            ?? (style == .custom
                ? PresentationController(presentedViewController: presented, presenting: presenting)
                : SystemPresentationController(presentedViewController: presented, presenting: presenting, style: style))
        pc.engine = self
        pc.presentationStyle = style
        if pc.delegate == nil {
            pc.delegate = presented.pendingPresentationController?.delegate ?? presented.adaptivePresentationDelegate
        }
        // What the app set on `sheetPresentationController` before presenting.
        if let sheet = pc as? SystemPresentationController,
            let pending = presented.pendingPresentationController as? SystemPresentationController
        {
            sheet.sheet = pending.sheet
            sheet.popover = pending.popover
        }
        presented.pendingPresentationController = nil
        presented.presentationController = pc

        let fullscreen = traced(
            .presentationController, pc.typeName, .shouldPresentInFullscreen,
            result: { .bool($0) }
        ) { pc.shouldPresentInFullscreen }
        let traits = window.traitCollection
        let adaptive = traced(
            .presentationController, pc.typeName, .adaptivePresentationStyle,
            [.init(label: "for", name: "traitCollection", value: .string(traits.description))],
            result: { .string($0.name) }
        ) { pc.adaptivePresentationStyle(for: traits) }
        let effective = PresentationRules.effectiveStyle(requested: style, adaptive: adaptive, traits: traits)
        if effective != style { askAdaptiveDelegateToPrepare(pc, for: effective) }

        var animator: ViewControllerAnimatedTransitioning?
        if let d = vending {
            animator = traced(
                .delegate, delegateType, .animationControllerForPresented,
                vcArgs, result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
            ) {
                d.animationController(forPresented: presented, presenting: presenting, source: source)
            }
        }
        var interaction: ViewControllerInteractiveTransitioning?
        if let d = vending, let a = animator {
            interaction = traced(
                .delegate, delegateType, .interactionControllerForPresentation,
                [.init(label: "using", name: "animator", value: .object(traceTypeName(of: a)))],
                result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
            ) {
                d.interactionControllerForPresentation(using: a)
            }
        }
        vending = nil
        _ = vending

        // The container exists from the second stage on; its frame is settled there.
        let container = View(name: "container", frame: fullscreen ? window.bounds : presenting.view.frameInWindow)
        // [?] A context's container stays over the context's view: it resizes as that view does.
        container.autoresizingMask =
            Self.isContextStyle(style) && !fullscreen ? presenting.view.autoresizingMask : .flexibleSize
        pc.effectiveStyle = effective
        return beginModalTransition(
            .presentation, presented: presented, presenting: presenting, pc: pc, container: container,
            animated: animated, style: effective, animator: animator, interaction: interaction, completion: completion)
    }

    /// Stage two: the transition, from the run loop.
    private func runPresentationTransition(_ t: Transition) {
        guard let pc = t.presentationController, let presented = t.presented, let presenting = t.presenting else {
            return
        }
        let animated = t.isAnimated
        let removes = traced(
            .presentationController, pc.typeName, .shouldRemovePresentersView,
            result: { .bool($0) }
        ) { pc.shouldRemovePresentersView }
        // [?] A custom presentation adapted to a full-screen style: UIKit lays the presented view
        // out over the whole container itself, so it does not ask the controller for a frame; the
        // controller's own answer about the presenter's view stands (`PresentationRules`).
        let adaptedToCover = pc.presentationStyle == .custom && PresentationRules.coversContainer(t.style)
        let container = t.containerView
        window.addSubview(container)
        pc.containerView = container
        t.removesPresentersView = removes
        pc.removedPresentersView = t.removesPresentersView
        presented.transitionCoordinator = t.coordinator
        presenting.transitionCoordinator = t.coordinator

        // [D] The adaptive delegate hears the style the presentation is shown in, `.none` when
        // nothing adapts (UIPresentationController.h); [?] the moment: as the transition begins.
        if let delegate = pc.delegate {
            let shown: ModalPresentationStyle = t.style == pc.presentationStyle ? .none : t.style
            callOptional(
                .adaptiveDelegate, traceTypeName(of: delegate), .willPresentWithAdaptiveStyle,
                [
                    .init(label: "_", name: "presentationController", value: .object(pc.typeName)),
                    .init(label: "willPresentWithAdaptiveStyle", name: "style", value: .string(shown.name)),
                    .init(label: "transitionCoordinator", name: "transitionCoordinator", value: .object("coordinator")),
                ]
            ) {
                delegate.presentationController(
                    pc, willPresentWithAdaptiveStyle: shown, transitionCoordinator: t.coordinator)
            }
        }
        // [D] Just before presentationTransitionWillBegin (Apple's CustomTransitions sample,
        // AAPLCustomPresentationController.m, on preferredContentSizeDidChangeForChildContentContainer:).
        contentSizeDidChange(of: presented, in: pc)
        // [D] A popover's delegate prepares it before it is shown; [?] the moment is the model's.
        if t.style == .popover, let popover = pc as? SystemPresentationController,
            let delegate = pc.delegate as? PopoverPresentationControllerDelegate
        {
            callOptional(
                .adaptiveDelegate, traceTypeName(of: delegate), .prepareForPopoverPresentation,
                [.init(label: "_", name: "popoverPresentationController", value: .object(pc.typeName))]
            ) {
                delegate.prepareForPopoverPresentation(popover)
            }
        }
        traced(.presentationController, pc.typeName, .presentationTransitionWillBegin) {
            pc.presentationTransitionWillBegin()
        }
        // [O] The presenter whose view leaves hears viewWillDisappear before the presented
        // controller's viewWillAppear (a published iOS 17 log of a .fullScreen presentation).
        if t.removesPresentersView {
            appearance(presenting, .presenting, .viewWillDisappear, animated) { presenting.viewWillDisappear(animated) }
        }
        appearance(presented, .presented, .viewWillAppear, animated) { presented.viewWillAppear(animated) }

        t.toView = traced(
            .presentationController, pc.typeName, .presentedView,
            result: { .view($0) }
        ) { pc.presentedView }
        t.finalFrameOfPresented =
            adaptedToCover
            ? container.bounds
            : traced(
                .presentationController, pc.typeName, .frameOfPresentedViewInContainerView,
                result: { .rect($0) }
            ) { pc.frameOfPresentedViewInContainerView }

        startAnimations(of: t)
        layoutPass(pc)
        // [D] Once the view is in the hierarchy and laid out (Apple, "viewIsAppearing(_:)").
        appearance(presented, .presented, .viewIsAppearing, animated) { presented.viewIsAppearing(animated) }
    }

    /// `preferredContentSizeDidChange(forChildContentContainer:)` on the presentation controller
    /// managing `presented`: just before the presentation begins and whenever the presented
    /// controller's `preferredContentSize` changes (Apple's CustomTransitions sample says both).
    func contentSizeDidChange(of presented: ViewController, in pc: PresentationController) {
        traced(
            .presentationController, pc.typeName, .preferredContentSizeDidChange,
            [.init(label: "forChildContentContainer", name: "container", value: .object(presented.typeName))]
        ) {
            pc.preferredContentSizeDidChange(forChildContentContainer: presented)
        }
    }

    /// What the adaptive delegate is asked when a presentation adapts to `style` ([D]
    /// UIPresentationController.h): a controller to show in that style (nil keeps the presented
    /// one), then, from iOS 15, the adaptive presentation controller to configure.
    func askAdaptiveDelegateToPrepare(_ pc: PresentationController, for style: ModalPresentationStyle) {
        guard let delegate = pc.delegate else { return }
        let type = traceTypeName(of: delegate)
        let replacement = callOptional(
            .adaptiveDelegate, type, .viewControllerForAdaptivePresentationStyle,
            [
                .init(label: "_", name: "controller", value: .object(pc.typeName)),
                .init(label: "viewControllerForAdaptivePresentationStyle", name: "style", value: .string(style.name)),
            ],
            result: { $0.map { .object($0.typeName) } ?? TraceValue.none }
        ) {
            delegate.presentationController(pc, viewControllerForAdaptivePresentationStyle: style)
        }
        if let vc = replacement ?? nil {
            // The host prefixes each console line with "note: " (ProsceniumStage's StageMain), so
            // the line carries none of its own.
            noteOnce(
                "the model keeps showing the presented controller; UIKit would show \(vc.typeName), which viewControllerForAdaptivePresentationStyle returned"
            )
        }
        // [?] The model adapts with the same controller object, so that is what the delegate prepares.
        callOptional(
            .adaptiveDelegate, type, .prepareAdaptivePresentationController,
            [
                .init(label: "_", name: "presentationController", value: .object(pc.typeName)),
                .init(label: "prepare", name: "adaptivePresentationController", value: .object(pc.typeName)),
            ]
        ) {
            delegate.presentationController(pc, prepare: pc)
        }
    }

    /// Asks the animator for its duration and starts it, directly or through the interaction
    /// controller, then runs the alongside blocks registered so far in the same animation context.
    func startAnimations(of t: Transition) {
        guard let animator = t.animator else { return }
        let saved = ambientTimebase
        ambientTimebase = t.timebase
        defer { ambientTimebase = saved }
        t.duration = traced(
            .animator, t.animatorType, .transitionDuration,
            [.init(label: "using", name: "transitionContext", value: .object(TransitionContext.typeName))],
            result: { .number($0) }
        ) { animator.transitionDuration(using: t.context) }
        if !t.duration.isFinite || t.duration < 0 { t.duration = 0 }
        if let ic = t.interactionController {
            traced(
                .interactionController, traceTypeName(of: ic), .startInteractiveTransition,
                [.init(label: "_", name: "transitionContext", value: .object(TransitionContext.typeName))]
            ) {
                ic.startInteractiveTransition(t.context)
            }
        } else {
            traced(
                .animator, t.animatorType, .animateTransition,
                [.init(label: "using", name: "transitionContext", value: .object(TransitionContext.typeName))]
            ) {
                animator.animateTransition(using: t.context)
            }
        }
        t.animationsStarted = true
        for entry in t.alongside { runAlongsideAnimation(entry, of: t) }
    }

    /// Runs one alongside block inside the transition's animation context (same clock and timing).
    func runAlongsideAnimation(_ entry: Transition.Alongside, of t: Transition) {
        guard let block = entry.animation else { return }
        let timing = t.alongsideTiming
        let saved = ambientTimebase
        ambientTimebase = t.timebase
        defer { ambientTimebase = saved }
        traced(.coordinator, TransitionCoordinator.typeName, .alongsideAnimation, caller: .uikit) {
            runAnimation(
                duration: timing.duration, delay: timing.delay, curve: timing.curve, label: "alongside",
                animations: { block(t.coordinator) }, completion: nil)
        }
    }

    /// A layout pass of the container: the two hooks around UIKit's own layout (autoresizing).
    func layoutPass(_ pc: PresentationController) {
        traced(.presentationController, pc.typeName, .containerViewWillLayoutSubviews) {
            pc.containerViewWillLayoutSubviews()
        }
        // A custom presentation adapted to a full-screen style is laid out by UIKit, whatever the
        // controller's own frame says.
        if pc.presentationStyle == .custom, let style = pc.effectiveStyle, PresentationRules.coversContainer(style),
            let container = pc.containerView
        {
            pc.presentedView?.frame = container.bounds
        }
        // UIKit's own layout of the container (its `layoutSubviews`): Auto Layout sets the frames
        // of the constrained views inside it.
        pc.containerView?.layoutSubviews()
        traced(.presentationController, pc.typeName, .containerViewDidLayoutSubviews) {
            pc.containerViewDidLayoutSubviews()
        }
        // Then each view below lays out its own subviews, after the hook has placed it.
        for view in pc.containerView?.subviews ?? [] { view.layoutSubtree() }
        // A presented navigation controller places its bar under the safe area's top.
        (pc.presentedViewController as? NavigationController)?.layOut()
    }

    func appearance(_ vc: ViewController, _ role: TraceRole, _ hook: Hook, _ animated: Bool, _ body: () -> Void) {
        traced(role, vc.typeName, hook, [.init(label: "_", name: "animated", value: .bool(animated))]) { body() }
    }

    /// What `completeTransition(_:)` sets off: the `DidEnd` hook, appearance callbacks, UIKit's
    /// clean-up, the present/dismiss completion, and the alongside completions last.
    func transitionDidComplete(_ t: Transition, _ didComplete: Bool) {
        if t.isNavigation { return navigationDidComplete(t, didComplete) }
        guard !t.isComplete, let pc = t.presentationController,
            let presented = t.presented, let presenting = t.presenting
        else { return }
        markEnded(t, didComplete)
        endingTransition = t
        defer { endingTransition = nil }
        let animated = t.isAnimated
        let completedArg: [TraceArgument] = [.init(label: "_", name: "completed", value: .bool(didComplete))]

        switch t.kind {
        case .presentation:
            traced(.presentationController, pc.typeName, .presentationTransitionDidEnd, completedArg) {
                pc.presentationTransitionDidEnd(didComplete)
            }
            if didComplete {
                appearance(presented, .presented, .viewDidAppear, animated) { presented.viewDidAppear(animated) }
                if t.removesPresentersView {
                    appearance(presenting, .presenting, .viewDidDisappear, animated) {
                        presenting.viewDidDisappear(animated)
                    }
                    pc.rememberPresentersPlace()
                    presenting.view.removeFromSuperview()
                }
            } else {
                sendReversedWillCalls(t)
                appearance(presented, .presented, .viewDidDisappear, animated) { presented.viewDidDisappear(animated) }
                if t.removesPresentersView {
                    appearance(presenting, .presenting, .viewDidAppear, animated) { presenting.viewDidAppear(animated) }
                }
            }
        case .dismissal:
            traced(.presentationController, pc.typeName, .dismissalTransitionDidEnd, completedArg) {
                pc.dismissalTransitionDidEnd(didComplete)
            }
            if didComplete {
                appearance(presented, .presented, .viewDidDisappear, animated) { presented.viewDidDisappear(animated) }
                if t.removesPresentersView {
                    appearance(presenting, .presenting, .viewDidAppear, animated) { presenting.viewDidAppear(animated) }
                }
            } else {
                sendReversedWillCalls(t)
                appearance(presented, .presented, .viewDidAppear, animated) { presented.viewDidAppear(animated) }
                if t.removesPresentersView {
                    appearance(presenting, .presenting, .viewDidDisappear, animated) {
                        presenting.viewDidDisappear(animated)
                    }
                    presenting.view.removeFromSuperview()
                }
            }
            // A stack dismissed from below: the controllers between end after the top one.
            finishIntermediates(of: t, completed: didComplete)
        case .sizeChange, .sheetDrag, .push, .pop:
            return
        }
        tellAnimatorItEnded(t, didComplete)
        let presentationEnds = (t.kind == .presentation) != didComplete
        if presentationEnds { tearDown(t) }
        presented.transitionCoordinator = nil
        presenting.transitionCoordinator = nil
        if didComplete || PresentationRules.completionRunsOnCancel, let completion = t.completion {
            traced(.presenting, presenting.typeName, .presentCompletion) { completion() }
        }
        if t.kind == .dismissal, didComplete, let after = t.afterDismissal {
            t.afterDismissal = nil
            after()
        }
        runAlongsideCompletions(t)
    }

    /// A transition's end, as `completeTransition(_:)` records it: no longer the one under way.
    func markEnded(_ t: Transition, _ didComplete: Bool) {
        t.isComplete = true
        t.didComplete = didComplete
        t.endTime = now
        if activeTransition === t { activeTransition = nil }
    }

    /// `animationEnded(_:)`, on the animator of a transition that has completed.
    func tellAnimatorItEnded(_ t: Transition, _ didComplete: Bool) {
        guard let animator = t.animator else { return }
        traced(
            .animator, t.animatorType, .animationEnded,
            [.init(label: "_", name: "transitionCompleted", value: .bool(didComplete))]
        ) {
            animator.animationEnded(didComplete)
        }
    }

    /// The "will" calls that undo a cancelled transition, once: the controller that was appearing
    /// hears viewWillDisappear, the one that was disappearing viewWillAppear. Sent when the
    /// interaction ends; a transition cancelled without one (an animator passing false) gets them
    /// at its completion. [?] The matching "did" calls follow at the completion.
    func sendReversedWillCalls(_ t: Transition) {
        // A cancelled push or pop sends its four calls together at its completion (a published log).
        guard !t.reversedWillCallsSent, !t.isNavigation, let presented = t.presented, let presenting = t.presenting
        else { return }
        t.reversedWillCallsSent = true
        let animated = t.isAnimated
        switch t.kind {
        case .presentation:
            appearance(presented, .presented, .viewWillDisappear, animated) { presented.viewWillDisappear(animated) }
            if t.removesPresentersView {
                appearance(presenting, .presenting, .viewWillAppear, animated) { presenting.viewWillAppear(animated) }
            }
        case .dismissal:
            if t.removesPresentersView {
                appearance(presenting, .presenting, .viewWillDisappear, animated) {
                    presenting.viewWillDisappear(animated)
                }
            }
            appearance(presented, .presented, .viewWillAppear, animated) { presented.viewWillAppear(animated) }
        case .sizeChange, .sheetDrag, .push, .pop:
            return
        }
    }

    /// UIKit's clean-up after a completed dismissal or a cancelled presentation: the presented
    /// view and the container (with whatever is still inside it) leave the window.
    func tearDown(_ t: Transition) {
        guard let presented = t.presented, let presenting = t.presenting else { return }
        t.toView?.removeFromSuperview()
        t.fromView?.removeFromSuperview()
        if presented.isViewLoaded { presented.view.removeFromSuperview() }
        // A presenter's view the dismissal animator added to the container goes back to the window
        // before the container leaves; one it never added stays out (a blank screen: the gotcha).
        if presenting.view.superview === t.containerView, presenting === window.rootViewController {
            presenting.view.removeFromSuperview()
            presenting.view.frame = window.bounds
            window.insertSubview(presenting.view, at: 0)
        } else if presenting.view.superview === t.containerView, let place = t.presentationController?.presentersPlace {
            // A context's view (`.currentContext`) goes back where it was inside its parent's view.
            presenting.view.removeFromSuperview()
            presenting.view.frame = place.frame
            place.superview.insertSubview(presenting.view, at: min(place.index, place.superview.subviews.count))
        }
        t.containerView.removeFromSuperview()
        presenting.presentedViewController = nil
        presented.presentingViewController = nil
        presented.presentationController = nil
    }

    func runAlongsideCompletions(_ t: Transition) {
        for entry in t.alongside {
            guard let completion = entry.completion else { continue }
            traced(
                .coordinator, TransitionCoordinator.typeName, .alongsideCompletion,
                // The block receives the coordinator's context [D]; isCancelled is what it tells.
                [
                    .init(label: "_", name: "context", value: .object("context")),
                    .init(label: "isCancelled", name: "isCancelled", value: .bool(t.wasCancelled)),
                ],
                caller: .uikit
            ) { completion(t.coordinator) }
        }
    }
}
