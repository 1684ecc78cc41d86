/// A deep copy of a settled world: the engine, its window and every view, controller,
/// presentation controller, finished transition and animation record reachable from it, each
/// copied once and wired to the other copies exactly as the originals are wired to each other.
/// A session keeps such copies as checkpoints, so that undo starts from the nearest one instead of
/// replaying its whole log.
///
/// Copying happens in two steps so that cycles (a view and its superview, a controller and its
/// presentation controller) need no order: asking for the copy of an object makes a bare copy
/// (a shell) at once and queues the filling of its state; `finish()` fills until nothing is left.
///
/// Only what the copier understands is copied: the model's own classes, and objects of other
/// classes that conform to `WorldCopyable` (or `WorldShared`, for immutable ones). Anything else,
/// a subclass the copier does not know included, makes the copy refuse (`refusal`), and a caller
/// then simply keeps no copy. Closures are the reason copying wants a quiet world: a scheduled
/// event captured objects of the original, which no copy can re-point. A world waiting for an
/// interactive gesture is copied too, because what it will run later (animation completions,
/// alongside blocks) is held as `WorldBlock`s, which say what they capture.
public final class WorldCopy {
    private var copies: [ObjectIdentifier: AnyObject] = [:]
    /// The originals, kept alive while copying so that no identifier is reused by a new object.
    private var originals: [AnyObject] = []
    private var fills: [() -> Void] = []
    /// The copy of the engine, once `Engine.copy(in:)` has made it.
    public private(set) var engine: Engine?
    /// Why the world could not be copied (the first reason found), or nil when it could.
    public private(set) var refusal: String?

    public init() {}

    /// Marks the copy as failed, with the first reason given.
    public func refuse(_ why: String) {
        if refusal == nil { refusal = why }
    }

    /// The copy already made of `original`, if any.
    public func existing<T: AnyObject>(_ original: T) -> T? {
        copies[ObjectIdentifier(original)] as? T
    }

    /// Records `copy` as the copy of `original`; `fill` runs later (in `finish()`) to give it the
    /// original's state, once every object it may point to has a copy to point at.
    public func register(_ original: AnyObject, as copy: AnyObject, fill: (() -> Void)? = nil) {
        copies[ObjectIdentifier(original)] = copy
        originals.append(original)
        if let fill { fills.append(fill) }
    }

    /// Fills the copies made so far, and those their filling asks for, until none is left.
    public func finish() {
        var i = 0
        while i < fills.count {
            fills[i]()
            i += 1
        }
        fills.removeAll()
    }

    // MARK: Copies by kind

    /// The copy of any object the copier knows, or nil (and a refusal) when it cannot be copied.
    public func anyObject(_ o: AnyObject) -> AnyObject? {
        if let c = copies[ObjectIdentifier(o)] { return c }
        if o is WorldShared {
            register(o, as: o)
            return o
        }
        if let c = o as? WorldCopyable { return c.worldCopy(in: self) }
        if let v = o as? View { return view(v) }
        if let vc = o as? ViewController { return controller(vc) }
        if let pc = o as? PresentationController { return presentationController(pc) }
        refuse("a \(type(of: o)) cannot be copied")
        return nil
    }

    /// The copy of an object seen through a protocol (a delegate, an animator).
    public func object<T>(_ o: T) -> T? {
        anyObject(o as AnyObject) as? T
    }

    /// The copy of `o`, of its own class (what a `WorldBlock` carries over); `o` itself, with a
    /// refusal, when it cannot be copied.
    package func carried<T: AnyObject>(_ o: T) -> T {
        if let c = anyObject(o) as? T { return c }
        refuse("a \(type(of: o)) cannot be carried into a copy")
        return o
    }

    /// The copy of a transition context (the copied transition's own), as an animator's blocks
    /// hold it.
    package func context(_ ctx: ViewControllerContextTransitioning) -> ViewControllerContextTransitioning {
        guard let tc = ctx as? TransitionContext else {
            refuse("a transition context of class \(type(of: ctx)) cannot be copied")
            return ctx
        }
        return transition(tc.transition).context
    }

    public func view(_ v: View) -> View {
        if let c = existing(v) { return c }
        guard type(of: v) == View.self else {
            refuse("a view of class \(type(of: v)) cannot be copied")
            return View()
        }
        let c = View()
        register(v, as: c) { [unowned self] in self.fill(c, from: v) }
        return c
    }

    public func controller(_ vc: ViewController) -> ViewController {
        if let c = existing(vc) { return c }
        if let copyable = vc as? WorldCopyable, let c = copyable.worldCopy(in: self) as? ViewController { return c }
        guard type(of: vc) == ViewController.self else {
            refuse("a view controller of class \(type(of: vc)) cannot be copied")
            return ViewController()
        }
        let c = ViewController(typeName: vc.typeName)
        register(vc, as: c) { [unowned self] in self.fill(c, from: vc) }
        return c
    }

    public func presentationController(_ pc: PresentationController) -> PresentationController {
        if let c = existing(pc) { return c }
        if let copyable = pc as? WorldCopyable, let c = copyable.worldCopy(in: self) as? PresentationController {
            return c
        }
        let presented = controller(pc.presentedViewController)
        let presenting = controller(pc.presentingViewController)
        guard type(of: pc) == PresentationController.self else {
            refuse("a presentation controller of class \(type(of: pc)) cannot be copied")
            return PresentationController(presentedViewController: presented, presenting: presenting)
        }
        let c = PresentationController(presentedViewController: presented, presenting: presenting)
        register(pc, as: c) { [unowned self] in c.copyPresentationState(from: pc, in: self) }
        return c
    }

    func transition(_ t: Transition) -> Transition {
        if let c = existing(t) { return c }
        guard let engine else {
            refuse("a transition copied before its engine")
            return t
        }
        // Nothing made while copying a transition's fields asks for the transition itself (what
        // refers to it is filled later), so it can be registered after.
        let c = Transition(copyOf: t, in: self, engine: engine)
        register(t, as: c)
        // The one under way (waiting for its gesture: `Engine.isCopyable`) still has blocks to run.
        if t.engine.activeTransition === t { c.carryBlocks(from: t, in: self) }
        return c
    }

    func group(_ g: AnimationGroup) -> AnimationGroup {
        if let c = existing(g) { return c }
        let c = AnimationGroup(
            begin: g.begin, delay: g.delay, duration: g.duration, curve: g.curve,
            timebase: timebase(g.timebase), ownerRole: g.ownerRole, label: g.label, completion: nil)
        register(g, as: c) { [unowned self] in
            // Filled late, so that the transition its block refers to is already registered.
            c.completion = g.completion.flatMap { $0.copy(in: self) }
            c.animations = g.animations.map(self.animation)
            c.isFinished = g.isFinished
            c.createdAt = g.createdAt
            c.finishedAt = g.finishedAt
        }
        return c
    }

    func animation(_ a: Animation) -> Animation {
        if let c = existing(a) { return c }
        let c = Animation(view: view(a.view), property: a.property, from: a.from, to: a.to, group: group(a.group))
        register(a, as: c)
        return c
    }

    func timebase(_ tb: Timebase) -> Timebase {
        if let c = existing(tb) { return c }
        let c = Timebase(playingFrom: 0)
        c.segments = tb.segments
        c.restingLocal = tb.restingLocal
        register(tb, as: c)
        return c
    }

    // MARK: Filling

    private func fill(_ c: View, from v: View) {
        c.name = v.name
        c.text = v.text
        c.backgroundColor = v.backgroundColor
        c.cornerRadius = v.cornerRadius
        c.autoresizingMask = v.autoresizingMask
        c.isHidden = v.isHidden
        c.isUserInteractionEnabled = v.isUserInteractionEnabled
        c.autoresizesSubviews = v.autoresizesSubviews
        c.tag = v.tag
        c.translatesAutoresizingMaskIntoConstraints = v.translatesAutoresizingMaskIntoConstraints
        c.layerStyle = v.layerStyle
        c.customLayoutMargins = v.customLayoutMargins
        c.insetsLayoutMarginsFromSafeArea = v.insetsLayoutMarginsFromSafeArea
        c.preservesSuperviewLayoutMargins = v.preservesSuperviewLayoutMargins
        if !v.constraints.isEmpty { refuse("a view holding Auto Layout constraints cannot be copied") }
        c.recognizers = v.recognizers.compactMap { r in
            guard let copy = r.copy(in: self) else {
                refuse("a gesture recogniser whose action captured its target cannot be copied")
                return nil
            }
            copy.view = c
            return copy
        }
        c.superview = v.superview.map(view)
        c.subviews = v.subviews.map(view)
        c.modelCenter = v.modelCenter
        c.modelSize = v.modelSize
        c.modelAlpha = v.modelAlpha
        c.modelTransform = v.modelTransform
        c.activeAnimations = v.activeAnimations.map(animation)
    }

    /// Fills a copy of a controller of a subclass the copier knows (`WorldCopyable`) with what
    /// every controller has, as `controller(_:)` fills a plain one.
    package func fillController(_ c: ViewController, from vc: ViewController) { fill(c, from: vc) }

    private func fill(_ c: ViewController, from vc: ViewController) {
        // A zoom of the app's own closure points at views of this world, which no copy can
        // re-point (undo then replays); the playground's names its view.
        c.zoomTransition = vc.zoomTransition.flatMap { $0.copy(in: self) }
        c.loadedView = vc.loadedView.map(view)
        c.modalPresentationStyle = vc.modalPresentationStyle
        c.isModalInPresentation = vc.isModalInPresentation
        c.modalTransitionStyle = vc.modalTransitionStyle
        c.viewRespectsSystemMinimumLayoutMargins = vc.viewRespectsSystemMinimumLayoutMargins
        c.transitioningDelegate = vc.transitioningDelegate.flatMap { object($0) }
        c.adaptivePresentationDelegate = vc.adaptivePresentationDelegate.flatMap { object($0) }
        c.presentedViewController = vc.presentedViewController.map(controller)
        c.presentingViewController = vc.presentingViewController.map(controller)
        c.presentationController = vc.activePresentationController.map { presentationController($0) }
        if let coordinator = vc.transitionCoordinator {
            if let tc = coordinator as? TransitionCoordinator {
                c.transitionCoordinator = transition(tc.transition).coordinator
            } else {
                refuse("a transition coordinator of class \(type(of: coordinator)) cannot be copied")
            }
        }
        c.preferredContentSize = vc.preferredContentSize
        c.definesPresentationContext = vc.definesPresentationContext
        c.providesPresentationContextTransitionStyle = vc.providesPresentationContextTransitionStyle
        c.parent = vc.parent.map(controller)
        c.childControllers = vc.childControllers.map(controller)
        c.engineRef = vc.engineRef == nil ? nil : engine
    }

    fileprivate func fillWindow(_ c: Window, from w: Window) {
        fill(c, from: w)
        c.device = w.device
        c.orientation = w.orientation
        c.customSize = w.customSize
        c.root = w.root.map(controller)
    }

    fileprivate func start(_ e: Engine) { engine = e }
}

/// An object of the app's (a delegate, an animator, a presentation controller subclass) that can
/// be copied with its world: make the copy (asking `world` for the copies of what it refers to),
/// register it with `world.register(self, as:fill:)`, and return it. A subclass inherits the
/// conformance, so check `type(of: self)` and `world.refuse` a class you do not know.
public protocol WorldCopyable: AnyObject {
    func worldCopy(in world: WorldCopy) -> AnyObject
}

/// An object that never changes once made (an animator built from fixed settings): a copy of the
/// world shares it rather than copying it.
public protocol WorldShared: AnyObject {}

extension Engine {
    /// Nothing is under way: no transition or rotation, no event waiting on the clock, no code
    /// running.
    public var isSettled: Bool {
        activeTransition == nil && isQuiet
    }

    /// No rotation, no event waiting on the clock, no code running, no sampler watching.
    private var isQuiet: Bool {
        activeRotation == nil && queue.isEmpty && callerStack.isEmpty && depth == 0
            && ambientTimebase == nil && timeLimit == nil && clockWillAdvance == nil
    }

    /// Settled, or waiting only for an interactive transition's gesture: the clock has nothing to
    /// run, and what the transition will run later is held in `WorldBlock`s a copy can carry (or
    /// the copy is refused). Only then can the world be copied (`copy(in:)`).
    public var isCopyable: Bool {
        (activeTransition == nil || awaitingInteraction != nil) && isQuiet
    }

    /// A deep copy of this engine and its world, or nil (with `world.refusal` saying why) when it
    /// is not copyable (`isCopyable`) or holds something that cannot be copied. Call
    /// `world.finish()` after asking `world` for any further objects of the same world (the app's
    /// own references).
    public func copy(in world: WorldCopy) -> Engine? {
        guard isCopyable else {
            world.refuse("the engine is not settled")
            return nil
        }
        let w = Window(device: window.device, orientation: window.orientation)
        let e = Engine(release: release, window: w)
        world.start(e)
        world.register(self, as: e)
        let original = window
        world.register(original, as: w) { [unowned world] in world.fillWindow(w, from: original) }
        e.now = now
        e.trace = trace
        e.traceDropped = traceDropped
        e.transitionsStarted = transitionsStarted
        e.seq = seq
        e.animationsEnabled = animationsEnabled
        e.lastTransition = lastTransition.map(world.transition)
        e.lastSizeChange = lastSizeChange.map(world.transition)
        e.lastSheetDrag = lastSheetDrag.map(world.transition)
        e.activeTransition = activeTransition.map(world.transition)
        world.finish()
        return world.refusal == nil ? e : nil
    }
}

extension PresentationController {
    /// Gives this copy the state `original` has in its world (a subclass's `worldCopy` calls it
    /// from its fill, then copies its own state).
    public func copyPresentationState(from original: PresentationController, in world: WorldCopy) {
        presentationStyle = original.presentationStyle
        effectiveStyle = original.effectiveStyle
        removedPresentersView = original.removedPresentersView
        transitionStyleFromContext = original.transitionStyleFromContext
        presentersPlace = original.presentersPlace.map { (world.view($0.superview), $0.index, $0.frame) }
        containerView = original.containerView.map(world.view)
        delegate = original.delegate.flatMap { world.object($0) }
        overrideTraitCollection = original.overrideTraitCollection
        engine = original.engine == nil ? nil : world.engine
    }
}

extension SystemPresentationController: WorldCopyable {
    public func worldCopy(in world: WorldCopy) -> AnyObject {
        // An app's subclass has state of its own the copier does not know.
        guard type(of: self) == SystemPresentationController.self else {
            world.refuse("a presentation controller of class \(type(of: self)) cannot be copied")
            return self
        }
        let c = SystemPresentationController(copyOf: self, in: world)
        world.register(self, as: c) { [unowned world] in c.copyPresentationState(from: self, in: world) }
        return c
    }
}

extension DefaultSlideAnimator: WorldShared {}
extension SystemNavigationAnimator: WorldShared {}

extension SystemZoomAnimator: WorldCopyable {
    public func worldCopy(in world: WorldCopy) -> AnyObject {
        guard let zoom = zoom.copy(in: world) else { return self }
        let c = SystemZoomAnimator(zoom: zoom)
        world.register(self, as: c)
        return c
    }
}

extension PercentDrivenInteractiveTransition: WorldCopyable {
    public func worldCopy(in world: WorldCopy) -> AnyObject {
        // The engine's own subclass for the edge swipe's pop is copied as what it is.
        let system = type(of: self) == SystemPopInteraction.self
        guard type(of: self) == PercentDrivenInteractiveTransition.self || system else {
            world.refuse("an interaction controller of class \(type(of: self)) cannot be copied")
            return self
        }
        let c = system ? SystemPopInteraction() : PercentDrivenInteractiveTransition()
        world.register(self, as: c) { [unowned world] in
            c.completionSpeed = self.completionSpeed
            c.completionCurve = self.completionCurve
            c.wantsInteractiveStart = self.wantsInteractiveStart
            c.percentComplete = self.percentComplete
            if let ctx = self.context as? TransitionContext {
                c.context = world.transition(ctx.transition).context
            } else if self.context != nil {
                world.refuse("a transition context of another class cannot be copied")
            }
        }
        return c
    }
}

extension Engine {
    /// Breaks the cycles a presented controller and its presentation controller make (each holds
    /// the other, as in UIKit, where dismissal breaks it), so that a world nobody will use again —
    /// a checkpoint let go, the world an undo replaces — is freed instead of kept forever. Only for
    /// a world being dropped: it is not usable afterwards.
    package func letGo() {
        var controllers: [ViewController] = []
        var next = window.rootViewController
        while let vc = next, !controllers.contains(where: { $0 === vc }) {
            controllers.append(vc)
            next = vc.presentedViewController
        }
        for t in [activeTransition, lastTransition, activeRotation, lastSizeChange, lastSheetDrag] {
            for vc in [t?.presented, t?.presenting].compactMap({ $0 }) where !controllers.contains(where: { $0 === vc })
            {
                controllers.append(vc)
            }
        }
        for vc in controllers {
            vc.activePresentationController = nil
            vc.pendingPresentationController = nil
            vc.transitionCoordinator = nil
        }
        // A view and the animations in flight on it hold each other (`activeAnimations`, `view`):
        // a world dropped in the middle of a gesture kept every animating view.
        var views: [View] = [window] + controllers.compactMap(\.loadedView)
        for t in [activeTransition, lastTransition, activeRotation, lastSizeChange, lastSheetDrag].compactMap({ $0 }) {
            views.append(t.containerView)
            views += [t.fromView, t.toView].compactMap { $0 } + t.intermediateContainers
        }
        while let v = views.popLast() {
            v.activeAnimations.removeAll()
            views += v.subviews
        }
    }
}
