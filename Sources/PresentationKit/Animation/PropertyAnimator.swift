/// An animation that can be started, paused, scrubbed, reversed and stopped, as
/// `UIViewPropertyAnimator` (Apple's `UIViewPropertyAnimator` and `UIViewAnimating` references).
/// Its blocks record animations as `UIView.animate` does, on a clock of their own (a `Timebase`
/// whose local time runs from 0 to `duration`): playing moves that clock forward at rate 1,
/// pausing stops it, `fractionComplete` sets it, reversing runs it back. So what is on screen at
/// any instant stays a pure function of virtual time, as for every other animation.
///
/// As documented: the blocks run when the animator becomes active (`startAnimation`,
/// `pauseAnimation` or setting `fractionComplete`); blocks added to an active animator run over
/// what remains of its duration; completions get `.end`, or `.start` when reversed; stopping
/// leaves each view where it is on screen, and without finishing calls no completion.
/// Not modelled: `scrubsLinearly` (a paused animator scrubs along its own curve here) and new
/// timing parameters given to `continueAnimation` (it continues on its own curve, with a note).
/// It plays on its own clock even inside an interactive transition.
/// Its initialisers are UIKit's (UIViewPropertyAnimator.h): `init(duration:timingParameters:)` is
/// the designated one, and the curve, control-point, damping-ratio and `init()` forms are
/// convenience initialisers that give it timing parameters of their own.
open class PropertyAnimator: NSObject, NSCopying {
    /// `duration`: open, as declared (a subclass may answer its own).
    open var duration: Double { ownDuration }
    private let ownDuration: Double
    /// The timing curve the blocks animate with, read from `timingParameters` when it was made.
    public let curve: TimingCurve
    /// `timingParameters`: the provider it was made with (UIViewPropertyAnimator.h, a copy in
    /// UIKit; the model's parameters are immutable, so the object itself).
    open var timingParameters: (any TimingCurveProvider)? { parameters }
    private let parameters: any TimingCurveProvider
    /// `delay`: from `startAnimation(afterDelay:)`.
    open private(set) var delay = 0.0
    /// `state`.
    open private(set) var state = AnimatingState.inactive
    /// `isRunning`: active and not paused.
    open private(set) var isRunning = false
    /// `isInterruptible`, `scrubsLinearly`, `pausesOnCompletion`: kept as set.
    open var isInterruptible = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false

    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var groups: [AnimationGroup] = []
    private var timebase: Timebase?
    private weak var engine: Engine?
    /// The animator itself while active: the engine keeps an active animator alive, as UIKit keeps
    /// a running one, since the views' animations belong to its groups.
    private var keptAlive: PropertyAnimator?
    /// Bumped whenever the clock is steered, so a completion scheduled for an older course is void.
    private var course = 0

    // MARK: Initialisers (UIViewPropertyAnimator.h)

    /// `init(duration:timingParameters:)`, the designated initialiser. The curve is the
    /// provider's (`TimingCurveProvider.timingCurve`). A spring made from a damping ratio is
    /// stretched over the animator's duration, as `UIView.animate`'s spring form is; a physical
    /// spring's own duration replaces `duration` ([D] Apple, see `UISpringTimingParameters`).
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        let spring = parameters.timingCurveType == .cubic ? nil : parameters.springTimingParameters
        let own = spring?.settlingDuration ?? duration
        var curve = parameters.timingCurve
        if case .spring(let made) = curve, spring != nil, spring?.settlingDuration == nil {
            curve = .spring(duration: own, damping: made.damping, initialVelocity: made.initialVelocity)
        }
        self.ownDuration = max(0, own)
        self.curve = curve
        self.parameters = parameters
    }

    /// `init(duration:curve:animations:)`: one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pending.append((animations, 0)) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`: a cubic Bézier.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pending.append((animations, 0)) }
    }

    /// `init(duration:dampingRatio:animations:)`: the duration-based spring `UIView.animate`'s
    /// spring form uses, with no initial velocity (Apple's `UISpringTimingParameters(dampingRatio:)`
    /// reference relates the two).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pending.append((animations, 0)) }
    }

    /// `init()` (NSObject's, a convenience initialiser in UIKit's Swift interface): no duration,
    /// the default curve; what an animator returns when it has nothing to animate. [?] UIKit's
    /// values for such an animator are not documented.
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made with the
    /// options' curve and started. Called on a subclass of the app's, UIKit makes an instance of
    /// that subclass (`instancetype`); Swift makes one from a class value only through a
    /// `required` initialiser, which UIKit's designated one is not, so the model cannot, and says
    /// so by stopping (a subclass overrides this method to make its own).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions,
        animations: @escaping () -> Void, completion: ((AnimatingPosition) -> Void)? = nil
    ) -> Self {
        guard self == PropertyAnimator.self else {
            fatalError(
                "\(self).runningPropertyAnimator: the model makes only UIViewPropertyAnimator itself here;"
                    + " override runningPropertyAnimator(withDuration:delay:options:animations:completion:)"
                    + " in \(self) to make one")
        }
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return unsafeDowncast(animator, to: self)
    }

    /// `copy(with:)` (`NSCopying`): a new, inactive animator with the same duration and timing
    /// parameters, its interaction flags as set here. [?] Apple does not document what a copy of
    /// an animator keeps; blocks and completions stay with this one.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PropertyAnimator(duration: ownDuration, timingParameters: parameters)
        copy.isInterruptible = isInterruptible
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        copy.isUserInteractionEnabled = isUserInteractionEnabled
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        return copy
    }

    /// `isUserInteractionEnabled`, `isManualHitTestingEnabled`: kept; the model's `tap` and `pan`
    /// reach the views whatever they say [?].
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false

    /// `addAnimations(_:)`.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// `addAnimations(_:delayFactor:)`: the block starts after `delayFactor` of what remains of
    /// the duration and ends with the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
        if state == .active {
            run(animation, delayFactor: delayFactor)
        } else {
            pending.append((animation, delayFactor))
        }
    }

    /// `addCompletion(_:)`.
    open func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// `startAnimation()`.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// `startAnimation(afterDelay:)`.
    open func startAnimation(afterDelay delay: Double) {
        guard state != .stopped, !isRunning else { return }
        self.delay = max(0, delay)
        activate()
        play(startingIn: self.delay)
    }

    /// `pauseAnimation()`: an inactive animator becomes active, paused at its start.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        halt()
    }

    /// `fractionComplete`: how far along its duration the clock is. Setting it pauses nothing
    /// but moves a paused (or inactive, which becomes active) animator's clock there.
    open var fractionComplete: Double {
        get {
            guard let timebase, duration > 0, let now = engine?.now else { return 0 }
            return min(1, max(0, timebase.local(at: now) / duration))
        }
        set {
            guard state != .stopped, !isRunning else { return }
            activate()
            guard let timebase, let now = engine?.now else { return }
            timebase.drive(
                from: now, to: min(1, max(0, newValue)) * duration, over: 0, curve: .linear, kind: "scrub")
        }
    }

    /// `isReversed`: a running animator turns round at once and heads for its start.
    open var isReversed = false {
        didSet {
            guard oldValue != isReversed, isRunning else { return }
            halt()
            play(startingIn: 0)
        }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: a paused animator plays what
    /// remains over that time × `durationFactor`.
    open func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if parameters != nil {
            engine?.noteOnce(
                "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:): new timing parameters"
                    + " are not modelled; the animation continues on its own curve")
        }
        play(startingIn: 0, durationFactor: durationFactor)
    }

    /// `stopAnimation(_:)`: each view stays where it is on screen. Without finishing, the animator
    /// is inactive and calls no completion; otherwise it is stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let now = engine?.now ?? 0
        course += 1
        isRunning = false
        timebase?.cut(at: now)
        settle { animation in animation.value(at: now) }
        state = withoutFinishing ? .inactive : .stopped
        keptAlive = nil
    }

    /// `finishAnimation(at:)`: a stopped animator moves its views to the end, the start or leaves
    /// them, and calls its completions with that position.
    open func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        switch position {
        case .end: setModel { $0.to }
        case .start: setModel { $0.from }
        case .current: break
        }
        complete(position)
    }

    // MARK: The clock

    /// Runs the blocks waiting for activation on a clock paused at its start.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        engine = Engine.current
        guard let engine else {
            // Outside any engine nothing animates, as with animations disabled.
            for entry in pending { entry.block() }
            pending = []
            return
        }
        timebase = Timebase(pausedAt: engine.now)
        groups = []
        keptAlive = self
        let waiting = pending
        pending = []
        for entry in waiting { run(entry.block, delayFactor: entry.delayFactor) }
    }

    private func run(_ block: () -> Void, delayFactor: Double) {
        guard let engine, let timebase else {
            block()
            return
        }
        let local = timebase.local(at: engine.now)
        let remaining = max(0, duration - local)
        let delay = min(1, max(0, delayFactor)) * remaining
        let group = AnimationGroup(
            begin: local, delay: delay, duration: remaining - delay, curve: curve, timebase: timebase,
            ownerRole: engine.currentCaller, label: "propertyAnimator", completion: nil)
        group.createdAt = engine.now
        AnimationScope.$current.withValue(AnimationScope(group: group, now: engine.now)) { block() }
        (engine.activeTransition ?? engine.activeRotation)?.groups.append(group)
        groups.append(group)
    }

    /// Plays the clock towards the end (or the start when reversed) from `wait` seconds on.
    private func play(startingIn wait: Double, durationFactor: Double = 1) {
        guard let engine, let timebase else {
            if state == .active { complete(isReversed ? .start : .end) }
            return
        }
        isRunning = true
        course += 1
        let start = engine.now + wait
        let local = timebase.local(at: engine.now)
        let target = isReversed ? 0 : duration
        let seconds = abs(target - local) * max(0, durationFactor)
        timebase.drive(from: start, to: target, over: seconds, curve: .linear, kind: "play")
        let expected = course
        engine.schedule(at: start + seconds, role: engine.currentCaller) { [weak self] in
            guard let self, self.course == expected else { return }
            self.isRunning = false
            if self.pausesOnCompletion { return }
            self.complete(self.isReversed ? .start : .end)
        }
    }

    /// Stops the clock where it is now.
    private func halt() {
        course += 1
        isRunning = false
        if let now = engine?.now { timebase?.cut(at: now) }
    }

    private func complete(_ position: AnimatingPosition) {
        if position == .start { setModel { $0.from } }
        for g in groups { engine?.finish(g, finished: true) }
        groups = []
        timebase = nil
        state = .inactive
        keptAlive = nil
        let calls = completions
        completions = []
        for c in calls { c(position) }
    }

    /// Gives each animated property the value `pick` chooses, as a model value (no animation).
    private func setModel(_ pick: (Animation) -> AnimatableValue) {
        AnimationScope.$current.withValue(nil) {
            for g in groups {
                for a in g.animations { a.view.set(a.property, pick(a)) }
            }
        }
    }

    /// Ends every group with its views at the values `pick` chooses.
    private func settle(_ pick: (Animation) -> AnimatableValue) {
        setModel(pick)
        for g in groups { engine?.finish(g, finished: false) }
        groups = []
        timebase = nil
    }
}

/// `UITimingCurveProvider` (UITimingCurveProvider.h), as UIKit declares it: `NSCoding`,
/// `NSCopying`, and the curve's kind with its cubic and spring parameters, so an app's own
/// provider (Movin's `TimingCurve`) conforms by giving those. The one protocol the animator, the
/// percent-driven transition and UIKit's name (`UITimingCurveProvider`) share.
public protocol TimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The curve the engine animates with, derived from the parameters: a spring when there are
    /// spring parameters (a composed curve's spring sets its timing [?]), else the cubic
    /// parameters' curve, else ease in and out.
    public var timingCurve: TimingCurve {
        if let spring = springTimingParameters, timingCurveType != .cubic { return spring.timingCurve }
        if let cubic = cubicTimingParameters { return cubic.timingCurve }
        return .easeInOut
    }
}

/// `UIViewAnimatingState`.
public enum AnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// `UIViewAnimatingPosition`.
public enum AnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

extension Timebase {
    /// Ends the clock's course at `engineTime`, keeping local time where it got to; a course
    /// that has not begun yet is dropped.
    func cut(at engineTime: Double) {
        let reached = local(at: engineTime)
        while let last = segments.last, last.engineStart > engineTime { segments.removeLast() }
        if let last = segments.last, (last.engineEnd ?? .infinity) > engineTime {
            segments.updateLast {
                $0.engineEnd = engineTime
                $0.localEnd = reached
            }
        }
        restingLocal = reached
    }
}
