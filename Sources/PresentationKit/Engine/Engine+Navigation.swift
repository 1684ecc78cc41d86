extension Engine {
    /// Stage one of a push or a pop (or any change of a navigation controller's stack on screen):
    /// what happens inside the app's call. The stack changes at once and the controllers that
    /// arrive or leave hear `willMove(toParent:)` ([O] a published log of a push: willMove then
    /// loadView of the pushed controller, before any appearance call; of a pop: willMove(nil)
    /// before viewWillDisappear). The transition itself runs from the run loop ([O] a published
    /// backtrace: `_startCustomTransition:` under `_startDeferredTransitionIfNeeded:` under the
    /// navigation controller's layout, in the transaction's commit), so several changes made in one
    /// go are one transition, from what was shown to the new top.
    package func changeStack(
        of nav: NavigationController, to controllers: [ViewController], animated: Bool,
        call: NavigationController.StackCall
    ) throws {
        let traceStart = traceEnd
        try perform {
            // [?] UIKit logs "nested push animation" and leaves the stacks inconsistent; the model
            // refuses the second change, as it refuses a second presentation.
            if activeTransition != nil || activeRotation != nil { throw EngineError.transitionInProgress(phase: phase) }
            if nav.pendingTransition == nil { nav.pendingTraceStart = traceStart }
            traced(
                .navigationController, nav.typeName, call.hook, call.arguments(animated: animated),
                caller: appCaller, inside: .uikit
            ) {
                let old = nav.childControllers
                for c in old where !controllers.contains(where: { $0 === c }) {
                    c.movingFromParent = true
                    traced(.pushed, c.typeName, .willMoveToParent, [Self.parentArgument(nil)]) {
                        c.willMove(toParent: nil)
                    }
                }
                for c in controllers where c.parent !== nav {
                    if c.parent != nil { c.removeFromParent() }
                    c.movingToParent = true
                    traced(.pushed, c.typeName, .willMoveToParent, [Self.parentArgument(nav)]) {
                        c.willMove(toParent: nav)
                    }
                    c.parent = nav
                }
                nav.childControllers = controllers
            }
            if nav.pendingTransition == nil {
                // Weak: a navigation controller gone before the run loop turns has nothing to show.
                schedule(at: now, role: .uikit) { [unowned self, weak nav] in
                    if let nav { self.runNavigationTransition(of: nav) }
                }
            }
            nav.pendingTransition = (animated, nav.pendingTransition?.interactive ?? false)
        }
    }

    /// The user's edge swipe begins a pop: the stack loses its top as if the app had popped, and
    /// the transition starts at once, interactive. nil when there is nothing to pop.
    package func beginInteractivePop(of nav: NavigationController) -> Transition? {
        guard activeTransition == nil, nav.childControllers.count > 1, let top = nav.topViewController else {
            return nil
        }
        nav.pendingTraceStart = traceEnd
        return perform {
            top.movingFromParent = true
            acting(as: .gesture) {
                traced(.pushed, top.typeName, .willMoveToParent, [Self.parentArgument(nil)]) {
                    top.willMove(toParent: nil)
                }
            }
            nav.childControllers.removeLast()
            nav.pendingTransition = (true, true)
            runNavigationTransition(of: nav)
            return activeTransition
        }
    }

    /// Runs `body` as UIKit's own code (the back button's action): the calls it makes are UIKit's.
    package func actingAsUIKit<R>(_ body: () throws -> R) rethrows -> R {
        try acting(as: .uikit, body)
    }

    static func parentArgument(_ parent: ViewController?) -> TraceArgument {
        .init(label: "toParent", name: "parent", value: parent.map { .object($0.typeName) } ?? TraceValue.none)
    }

    /// Stage two, from the run loop: the delegate's animator and interaction controller (UIKit's
    /// own push or pop when it vends none), the appearance calls ([O] published logs: the covered
    /// controller's viewWillDisappear, the new one's viewWillAppear, then the delegate's willShow),
    /// and the animator started in the navigation transition view.
    func runNavigationTransition(of nav: NavigationController) {
        guard let pending = nav.pendingTransition else { return }
        nav.pendingTransition = nil
        let shown = nav.shownStack
        let stack = nav.childControllers
        guard let to = stack.last, let from = shown.last, from !== to, nav.isViewLoaded else {
            settleContainment(of: nav, from: shown)
            return
        }
        let traceStart = nav.pendingTraceStart
        let animated = pending.animated
        // [D] Apple (setViewControllers): a pop when the new top was on the stack, a push otherwise.
        let operation: NavigationController.Operation = shown.contains(where: { $0 === to }) ? .pop : .push
        var animator: ViewControllerAnimatedTransitioning?
        var interaction: ViewControllerInteractiveTransitioning?
        if let d = nav.delegate {
            let type = traceTypeName(of: d)
            animator =
                callOptional(
                    .delegate, type, .animationControllerForOperation,
                    [
                        .init(label: "_", name: "navigationController", value: .object(nav.typeName)),
                        .init(label: "animationControllerFor", name: "operation", value: .string(operation.name)),
                        .init(label: "from", name: "fromVC", value: .object(from.typeName)),
                        .init(label: "to", name: "toVC", value: .object(to.typeName)),
                    ],
                    result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
                ) { d.navigationController(nav, animationControllerFor: operation, from: from, to: to) } ?? nil
            if let a = animator {
                interaction =
                    callOptional(
                        .delegate, type, .interactionControllerForAnimation,
                        [
                            .init(label: "_", name: "navigationController", value: .object(nav.typeName)),
                            .init(
                                label: "interactionControllerFor", name: "animationController",
                                value: .object(traceTypeName(of: a))),
                        ],
                        result: { $0.map { .object(traceTypeName(of: $0)) } ?? TraceValue.none }
                    ) { d.navigationController(nav, interactionControllerFor: a) } ?? nil
            }
        }
        // The user's edge swipe with no animator from the delegate: UIKit's own pop, driven by its
        // own percent-driven interaction.
        if pending.interactive, animator == nil { interaction = SystemPopInteraction() }
        let top = operation == .push ? to : from
        let beneath = operation == .push ? from : to
        let t = Transition(
            kind: operation == .push ? .push : .pop, engine: self, presented: top, presenting: beneath,
            presentationController: nil, containerView: nav.transitionView, isAnimated: animated,
            isInteractive: interaction.map { $0.wantsInteractiveStart } ?? false, style: .none)
        t.navigationController = nav
        t.stackBefore = shown
        t.traceStart = traceStart
        // iOS 18's zoom when the pushed (or popped) controller prefers it and the delegate vends no animator.
        t.animator =
            animator ?? top.zoom(on: release).map { SystemZoomAnimator(zoom: $0) } ?? SystemNavigationAnimator()
        t.animatorType = traceTypeName(of: t.animator!)
        t.interactionController = interaction
        activeTransition = t
        lastTransition = t
        nav.transitionCoordinator = t.coordinator
        from.transitionCoordinator = t.coordinator
        to.transitionCoordinator = t.coordinator

        t.fromView = from.view
        t.toView = to.view
        t.finalFrameOfPresented = nav.transitionView.bounds
        appearance(from, role(of: from, in: t), .viewWillDisappear, animated) { from.viewWillDisappear(animated) }
        appearance(to, role(of: to, in: t), .viewWillAppear, animated) { to.viewWillAppear(animated) }
        if let d = nav.delegate {
            callOptional(.delegate, traceTypeName(of: d), .navigationWillShow, showArguments(nav, to, animated)) {
                d.navigationController(nav, willShow: to, animated: animated)
            }
        }
        startAnimations(of: t)
        // [D] Once the view is in the hierarchy and laid out (Apple, "viewIsAppearing(_:)").
        if to.view.isDescendant(of: window) {
            appearance(to, role(of: to, in: t), .viewIsAppearing, animated) { to.viewIsAppearing(animated) }
        }
    }

    /// Which role a controller plays in a push or a pop.
    func role(of vc: ViewController, in t: Transition) -> TraceRole {
        vc === t.presented ? .pushed : .beneath
    }

    func showArguments(_ nav: NavigationController, _ vc: ViewController, _ animated: Bool) -> [TraceArgument] {
        [
            .init(label: "_", name: "navigationController", value: .object(nav.typeName)),
            .init(label: "willShow", name: "viewController", value: .object(vc.typeName)),
            .init(label: "animated", name: "animated", value: .bool(animated)),
        ]
    }

    /// A change with nothing to animate (the top stayed, or the stack was shown for the first
    /// time): the containment calls end it.
    private func settleContainment(of nav: NavigationController, from shown: [ViewController]) {
        endContainment(of: nav, before: shown, completed: true)
        nav.shownStack = nav.childControllers
        nav.showTopAtOnce()
    }

    /// The `didMove(toParent:)` that end the containment changes: the controllers that arrived
    /// hear it with the navigation controller, those that left with nil as they leave ([O] a
    /// published log: didMove after viewDidAppear of a push, after the animation of a pop). A
    /// cancelled change puts the stack back as it was. [?] What a cancelled one sends: nothing.
    private func endContainment(of nav: NavigationController, before: [ViewController], completed: Bool) {
        let now = nav.childControllers
        // The move is over, done or undone, once its last calls are made (below, or just before).
        defer {
            for c in before + now {
                c.movingToParent = false
                c.movingFromParent = false
            }
        }
        if !completed {
            for c in now where !before.contains(where: { $0 === c }) { c.parent = nil }
            for c in before { c.parent = nav }
            nav.childControllers = before
            return
        }
        for c in now where !before.contains(where: { $0 === c }) {
            traced(.pushed, c.typeName, .didMoveToParent, [Self.parentArgument(nav)]) { c.didMove(toParent: nav) }
        }
        for c in before where !now.contains(where: { $0 === c }) {
            if c.isViewLoaded, c.view.superview === nav.transitionView { c.view.removeFromSuperview() }
            c.parent = nil
            traced(.pushed, c.typeName, .didMoveToParent, [Self.parentArgument(nil)]) { c.didMove(toParent: nil) }
        }
    }

    /// What `completeTransition(_:)` sets off for a push or a pop: the "did" appearance calls (a
    /// cancelled one's as published: the controller that was to appear hears viewWillDisappear and
    /// viewDidDisappear, then the one that stays viewWillAppear and viewDidAppear), the view that
    /// left taken out, the containment calls, `animationEnded(_:)`, the delegate's didShow, and
    /// the alongside completions.
    func navigationDidComplete(_ t: Transition, _ didComplete: Bool) {
        guard !t.isComplete, let nav = t.navigationController, let top = t.presented, let beneath = t.presenting
        else { return }
        markEnded(t, didComplete)
        let animated = t.isAnimated
        let (from, to) = t.kind == .push ? (beneath, top) : (top, beneath)
        let fromRole = role(of: from, in: t)
        let toRole = role(of: to, in: t)
        if didComplete {
            appearance(from, fromRole, .viewDidDisappear, animated) { from.viewDidDisappear(animated) }
            appearance(to, toRole, .viewDidAppear, animated) { to.viewDidAppear(animated) }
            // UIKit takes the view that left out of the transition view, whatever the animator did;
            // the one coming is where the animator put it (one that forgot it leaves a blank screen).
            if from.isViewLoaded, from.view.superview === nav.transitionView { from.view.removeFromSuperview() }
            endContainment(of: nav, before: t.stackBefore, completed: true)
        } else {
            // [O] The order of a cancelled interactive pop (a published log, iOS 7).
            appearance(to, toRole, .viewWillDisappear, animated) { to.viewWillDisappear(animated) }
            appearance(to, toRole, .viewDidDisappear, animated) { to.viewDidDisappear(animated) }
            appearance(from, fromRole, .viewWillAppear, animated) { from.viewWillAppear(animated) }
            appearance(from, fromRole, .viewDidAppear, animated) { from.viewDidAppear(animated) }
            if to.isViewLoaded, to.view.superview === nav.transitionView { to.view.removeFromSuperview() }
            endContainment(of: nav, before: t.stackBefore, completed: false)
        }
        nav.shownStack = nav.childControllers
        nav.updateBarText()
        tellAnimatorItEnded(t, didComplete)
        nav.transitionCoordinator = nil
        top.transitionCoordinator = nil
        beneath.transitionCoordinator = nil
        let shownTop = didComplete ? to : from
        if let d = nav.delegate {
            var args = showArguments(nav, shownTop, animated)
            args[1] = .init(label: "didShow", name: "viewController", value: .object(shownTop.typeName))
            callOptional(.delegate, traceTypeName(of: d), .navigationDidShow, args) {
                d.navigationController(nav, didShow: shownTop, animated: animated)
            }
        }
        runAlongsideCompletions(t)
        // A change made while this one ran (from a completion, say) is shown next.
        if nav.pendingTransition != nil {
            schedule(at: now, role: .uikit) { [unowned self, weak nav] in
                if let nav { self.runNavigationTransition(of: nav) }
            }
        }
    }
}

extension NavigationController.StackCall {
    /// The call's arguments as the trace shows them.
    func arguments(animated: Bool) -> [TraceArgument] {
        let flag = TraceArgument(label: "animated", name: "animated", value: .bool(animated))
        switch self {
        case .push(let vc), .popTo(let vc):
            return [.init(label: "_", name: "viewController", value: .object(vc.typeName)), flag]
        case .setViewControllers(let vcs):
            return [
                .init(label: "_", name: "viewControllers", value: .string(vcs.map(\.typeName).joined(separator: ", "))),
                flag,
            ]
        case .pop, .popToRoot:
            return [flag]
        }
    }
}

/// UIKit's own interaction controller for the edge swipe's pop (a private class in UIKit): a
/// percent-driven transition its recogniser's handler updates.
public final class SystemPopInteraction: PercentDrivenInteractiveTransition {
    /// [?] UIKit's pop follows the finger linearly and completes with its own curve: the model
    /// finishes or cancels it with easeOut.
    public override init() {
        super.init()
        completionCurve = .easeOut
    }
}
