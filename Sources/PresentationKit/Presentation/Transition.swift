/// One transition as UIKit tracks it: a presentation, a dismissal, or a size change (rotation).
/// It holds the objects the delegate vended, the clock the animations run on, the alongside
/// blocks, and how it ended. The engine keeps the last one for timelines and `--at`.
public final class Transition {
    public enum Kind: String, Sendable {
        case presentation, dismissal, sizeChange
        /// The user's finger moving a sheet between its detents (`Engine.dragSheet`): no UIKit
        /// transition, but a motion `film`, `state --at` and the timelines read like one.
        case sheetDrag
        /// A navigation controller's push and pop (`Engine+Navigation.swift`): the same context,
        /// animator and interaction controller as a presentation, with no presentation controller.
        case push, pop
        /// How output names it: `presentation`, `dismissal`, `size change`, `sheet drag`.
        public var name: String {
            switch self {
            case .sizeChange: return "size change"
            case .sheetDrag: return "sheet drag"
            default: return rawValue
            }
        }
    }

    public let kind: Kind
    public let presented: ViewController?
    public let presenting: ViewController?
    public let presentationController: PresentationController?
    /// The navigation controller a push or a pop belongs to.
    public internal(set) weak var navigationController: NavigationController?
    /// In a push or a pop, the stack the navigation controller goes back to if it is cancelled.
    var stackBefore: [ViewController] = []
    public internal(set) var animator: ViewControllerAnimatedTransitioning?
    public internal(set) var animatorType: String = ""
    public internal(set) var interactionController: ViewControllerInteractiveTransitioning?
    public let containerView: View
    /// Set once the appearance calls undoing a cancelled transition were sent.
    var reversedWillCallsSent = false
    public let startTime: Double
    public internal(set) var duration: Double = 0
    public let isAnimated: Bool
    public let isInteractive: Bool
    public let timebase: Timebase
    public internal(set) var wasCancelled = false
    /// `completeTransition(_:)` has been called.
    public internal(set) var isComplete = false
    public internal(set) var didComplete: Bool?
    /// An interactive transition has been told to finish or cancel.
    public internal(set) var interactionEnded = false
    /// What `notifyWhenInteractionChanges(_:)` was given, run when the interaction ends.
    var interactionChangeHandlers: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    public internal(set) var percentComplete: Double = 0
    public internal(set) var endTime: Double?
    /// Global number (`Engine.traceEnd` when it began) of the first event of this transition (the
    /// delegate's first question); `Engine.keptIndex(_:)` finds it in the kept trace.
    public internal(set) var traceStart = 0
    /// The effective presentation style after adaptation.
    public internal(set) var style: ModalPresentationStyle

    // The context's views and frames, settled when the transition begins.
    var toView: View?
    var fromView: View?
    var finalFrameOfPresented: Rect = .zero
    public internal(set) var removesPresentersView = false
    /// Dismissing a stack from below: the presented controllers between the one that called
    /// `dismiss` and the top one, bottom first. Their views leave without animation (`Engine+Stack`).
    public internal(set) var intermediates: [ViewController] = []
    /// Which of `intermediates` still had their view in the window when the dismissal began.
    var intermediatesVisible: [Bool] = []
    /// Their containers, bottom first, as taken out of the window (put back if the dismissal is cancelled).
    var intermediateContainers: [View] = []

    struct Alongside {
        let animation: WorldBlock<ViewControllerTransitionCoordinatorContext>?
        let completion: WorldBlock<ViewControllerTransitionCoordinatorContext>?
    }
    var alongside: [Alongside] = []
    /// The animator's animations have been started, so new alongside blocks run at once.
    var animationsStarted = false
    /// Every animation group started for this transition, in order.
    public internal(set) var groups: [AnimationGroup] = []
    /// Groups waiting for an interactive transition to finish or cancel.
    var pendingGroups: [AnimationGroup] = []
    var completion: WorldBlock<Void>?
    /// What UIKit does once a dismissal the user began has completed (the delegate's DidDismiss).
    var afterDismissal: WorldBlock<Void>?
    /// A dismissal the user began (a sheet's swipe, a tap outside a popover: `dismissByUser`),
    /// not the app's `dismiss`. System pickers read it to tell their delegate the user closed them.
    var isByUser = false

    lazy var context = TransitionContext(transition: self)
    lazy var coordinator = TransitionCoordinator(transition: self)
    unowned(unsafe) var engine: Engine

    init(
        kind: Kind, engine: Engine, presented: ViewController?, presenting: ViewController?,
        presentationController: PresentationController?, containerView: View, isAnimated: Bool,
        isInteractive: Bool, style: ModalPresentationStyle
    ) {
        self.kind = kind
        self.engine = engine
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        self.containerView = containerView
        self.startTime = engine.now
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.style = style
        self.timebase = isInteractive ? Timebase(pausedAt: engine.now) : Timebase(playingFrom: engine.now)
        engine.transitionsStarted += 1
        if kind == .presentation { engine.presentationsBegun += 1 }
    }

    /// A copy of a transition for `world` (`WorldCopy`), counted by no engine. The alongside
    /// blocks and the completion of a finished transition are not carried over (it never runs them
    /// again); those of the one under way are, by `carryBlocks(from:in:)`.
    init(copyOf o: Transition, in world: WorldCopy, engine: Engine) {
        kind = o.kind
        self.engine = engine
        presented = o.presented.map(world.controller)
        presenting = o.presenting.map(world.controller)
        presentationController = o.presentationController.map { world.presentationController($0) }
        containerView = world.view(o.containerView)
        startTime = o.startTime
        isAnimated = o.isAnimated
        isInteractive = o.isInteractive
        style = o.style
        timebase = world.timebase(o.timebase)
        animator = o.animator.flatMap { world.object($0) }
        animatorType = o.animatorType
        interactionController = o.interactionController.flatMap { world.object($0) }
        reversedWillCallsSent = o.reversedWillCallsSent
        duration = o.duration
        wasCancelled = o.wasCancelled
        isComplete = o.isComplete
        didComplete = o.didComplete
        interactionEnded = o.interactionEnded
        if !o.interactionChangeHandlers.isEmpty {
            world.refuse("a notifyWhenInteractionChanges handler cannot be copied")
        }
        percentComplete = o.percentComplete
        endTime = o.endTime
        traceStart = o.traceStart
        toView = o.toView.map(world.view)
        fromView = o.fromView.map(world.view)
        finalFrameOfPresented = o.finalFrameOfPresented
        removesPresentersView = o.removesPresentersView
        isByUser = o.isByUser
        intermediates = o.intermediates.map(world.controller)
        intermediatesVisible = o.intermediatesVisible
        intermediateContainers = o.intermediateContainers.map(world.view)
        animationsStarted = o.animationsStarted
        groups = o.groups.map(world.group)
        pendingGroups = o.pendingGroups.map(world.group)
        navigationController = o.navigationController.flatMap { world.controller($0) as? NavigationController }
        stackBefore = o.stackBefore.map(world.controller)
    }

    /// Gives this copy the blocks `o` still has to run (`o` is under way: an interactive
    /// transition waiting for its gesture), each rebuilt over the copies of what it uses.
    func carryBlocks(from o: Transition, in world: WorldCopy) {
        alongside = o.alongside.map { entry in
            Alongside(
                animation: entry.animation.flatMap { $0.copy(in: world) },
                completion: entry.completion.flatMap { $0.copy(in: world) })
        }
        completion = o.completion.flatMap { $0.copy(in: world) }
        afterDismissal = o.afterDismissal.flatMap { $0.copy(in: world) }
    }

    public var isPresentation: Bool { kind == .presentation }
    /// A push or a pop.
    public var isNavigation: Bool { kind == .push || kind == .pop }

    /// Timing the alongside blocks share: the animator's first animation's, else the duration with easeInOut.
    var alongsideTiming: (delay: Double, duration: Double, curve: TimingCurve) {
        if let first = groups.first(where: { $0.label != "alongside" }) {
            return (first.delay, first.duration, first.curve)
        }
        return (0, duration, .easeInOut)
    }
}
