/// Plays UIKit's part: owns the window and a virtual clock, runs the run loop (timed events such
/// as animation completions), walks UIKit's presentation sequence calling the hooks of whatever
/// objects the app supplies, and records every call in the trace at the place it is made.
/// Nothing here reads wall time or randomness: the same calls give the same trace and frames.
public final class Engine: @unchecked Sendable {
    // @unchecked: an engine lives in one task; Sendable only so it can sit in a task-local.

    /// The engine whose code is running, so `View.animate` can find the clock (UIKit's main thread).
    @TaskLocal static var current: Engine?

    /// The engine whose code is running, if any: what `UIScreen.main` reads in ProsceniumUIKit.
    public static var running: Engine? { current }
    /// What UIKit would have written to the console (a refused `present`, say), oldest first, for
    /// the host to show; the engine itself never prints.
    public var consoleLog: [String] = []
    /// Lines already logged by `noteOnce`.
    private var notedOnce: Set<String> = []

    /// Logs `line` the first time only: what Auto Layout accepts and does not solve is said once,
    /// not at every layout pass. The line is bare: a host shows it as a note and adds the
    /// "note: " itself.
    public func noteOnce(_ line: String) {
        if notedOnce.insert(line).inserted { consoleLog.append(line) }
    }

    public let window: Window
    public internal(set) var now: Double = 0
    /// The kept end of the trace: every call since the app started, less the `traceDropped`
    /// oldest ones a long session has let go of (`forgetTrace(keepingAtMost:)`).
    public internal(set) var trace: [TraceEvent] = []
    /// How many calls were recorded before `trace[0]`: the global number of `trace[i]` is
    /// `traceDropped + i`, so numbering stays the session's even after older calls are let go.
    public internal(set) var traceDropped = 0
    /// When set, the run loop stops at this virtual time (for `state --at`).
    public var timeLimit: Double?
    /// Told the virtual time the clock is about to move to, before it moves: a sampler reads the
    /// screen at instants between events here (filmstrips, playback). It must only read.
    /// Called as the app's `present` call returns, with the controller it presents, before the
    /// transition runs: the session names the views of code it loaded when a gesture's handler
    /// (not a command) presented, so the transition's calls already show those names.
    public var presentCallDidReturn: ((ViewController) -> Void)?
    public var clockWillAdvance: ((Double) -> Void)?
    /// Display links' callbacks (`Engine+Frames.swift`).
    var frameCallbacks: [FrameCallback] = []

    /// The transition whose end is being delivered (`transitionDidComplete`): its `DidEnd` hook
    /// and the appearance callbacks that follow still belong to it (`isBeingDismissed` reads it).
    package internal(set) var endingTransition: Transition?
    /// The presentation or dismissal under way, if any.
    public internal(set) var activeTransition: Transition? {
        didSet { if activeTransition != nil { resumeFrameCallbacks() } }
    }
    /// The most recent presentation or dismissal, kept after it ends (for timelines and `--at`).
    public internal(set) var lastTransition: Transition?
    /// The size change under way, if any.
    public internal(set) var activeRotation: Transition?
    /// The most recent size change, kept after it ends.
    public internal(set) var lastSizeChange: Transition?
    /// The user's last drag of a sheet between its detents, as a motion (`Engine.dragSheet`).
    public internal(set) var lastSheetDrag: Transition?
    /// The drag whose settling animations are being made now: they belong to it (timelines).
    var activeSheetDrag: Transition?
    /// What UIKit made of the last `pan` that swiped a sheet down from its smallest detent (nil
    /// when the last `pan` did not): a dismissal begun, or refused and why, so the session can say
    /// so as it does for `drag sheet to dismiss`.
    public internal(set) var lastSheetSwipe: UserDismissal?
    /// How many transitions (of any kind) have begun: a session notes which command began the latest.
    public internal(set) var transitionsStarted = 0
    /// How many presentations have begun: whether an app's method presented, even one that
    /// presents later and is gone again by the time the run loop is idle.
    package internal(set) var presentationsBegun = 0

    struct Scheduled {
        let time: Double
        let seq: Int
        let role: TraceRole
        let action: () -> Void
        /// The object an app's delayed message goes to (`perform(_:with:afterDelay:)`), so that
        /// `cancelPreviousPerformRequests(withTarget:)` can find it; nil for the engine's own.
        var target: ObjectIdentifier? = nil
    }
    var queue: [Scheduled] = []
    var seq = 0
    var callerStack: [TraceRole] = []
    var depth = 0
    /// The clock animations attach to while an interactive transition's code runs.
    var ambientTimebase: Timebase?
    /// `UIView.setAnimationsEnabled(_:)`'s setting, per engine so a session never leaks it into
    /// another.
    var animationsEnabled = true
    /// Set by a protocol's default implementation of an optional method (`Engine.notImplemented`).
    var optionalMethodMissing = false
    /// Set while the adaptive delegate's two-argument question fell back to its one-argument one.
    var askedOneArgumentStyle = false

    /// The iOS release being played; fixed for the life of the app, as on a device.
    public let release: IOSRelease

    public init(device: Device = .iPhoneSE, orientation: Orientation = .portrait, release: IOSRelease = .newest) {
        self.release = release
        window = Window(device: device, orientation: orientation)
        window.backgroundColor = .black
    }

    /// An engine around a window already made (a copy of a world: `WorldCopy`).
    init(release: IOSRelease, window: Window) {
        self.release = release
        self.window = window
    }

    /// Installs the root view controller; its view fills the window.
    public func setRootViewController(_ vc: ViewController) {
        window.root = vc
        vc.engineRef = self
        let v: View = vc.view
        v.frame = window.bounds
        v.autoresizingMask = .flexibleSize
        window.insertSubview(v, at: 0)
        // In the window, a navigation controller's bar goes under the status bar (the safe area).
        (vc as? NavigationController)?.layOut()
    }

    // MARK: Running code as UIKit

    /// Runs `body` with this engine current, as if on UIKit's main thread.
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        try Engine.$current.withValue(self) { try body() }
    }

    /// Calls `body` as a traced call to `role`, recording the event first (so calls made inside
    /// it follow it, one level deeper) and its result after. `inside` names who makes the calls
    /// from within: the receiver, unless the method is UIKit's own (`present` on a controller).
    @discardableResult
    public func traced<R>(
        _ role: TraceRole, _ type: String, _ hook: Hook, _ args: [TraceArgument] = [],
        caller: TraceRole? = nil, inside: TraceRole? = nil, result: ((R) -> TraceValue?)? = nil,
        _ body: () throws -> R
    ) rethrows -> R {
        try traced(
            role, type, call: hook.rawValue, args, caller: caller, inside: inside, result: result, body)
    }

    /// `traced` for a call outside the catalogue (an app's own tap action), spelled as given.
    @discardableResult
    public func traced<R>(
        _ role: TraceRole, _ type: String, call: String, _ args: [TraceArgument] = [],
        caller: TraceRole? = nil, inside: TraceRole? = nil, result: ((R) -> TraceValue?)? = nil,
        _ body: () throws -> R
    ) rethrows -> R {
        let index = trace.count
        trace.append(
            TraceEvent(
                time: now, caller: caller ?? currentCaller, receiver: role, type: type,
                call: call, arguments: args, result: nil, depth: depth))
        callerStack.append(inside ?? role)
        depth += 1
        defer {
            depth -= 1
            callerStack.removeLast()
        }
        let r = try body()
        if let result { trace[index].result = result(r) }
        return r
    }

    /// Records a call that has no body to run here (a `deinit`, a notice).
    public func record(
        _ role: TraceRole, _ type: String, _ hook: Hook, _ args: [TraceArgument] = [],
        caller: TraceRole? = nil, result: TraceValue? = nil
    ) {
        trace.append(
            TraceEvent(
                time: now, caller: caller ?? currentCaller, receiver: role, type: type,
                call: hook.rawValue, arguments: args, result: result, depth: depth))
    }

    var currentCaller: TraceRole { callerStack.last ?? .uikit }

    /// Who calls `present` or `dismiss`: the code running now, or the app at the top level.
    var appCaller: TraceRole { callerStack.last ?? .app }

    /// The end of stage one, as an event: `present` or `dismiss` has returned to its caller (the
    /// app, or a handler such as the dimming view's tap), and the transition has not begun.
    func recordReturn(_ hook: Hook) {
        let role = appCaller
        let type =
            role == .app ? "App" : trace.last(where: { $0.receiver == role && $0.depth < depth })?.type ?? role.rawValue
        record(role, type, hook, caller: .uikit)
    }

    /// Runs `body` as code belonging to `role` (an animation's completion belongs to whoever started it).
    func acting<R>(as role: TraceRole, _ body: () throws -> R) rethrows -> R {
        let savedStack = callerStack
        let savedDepth = depth
        callerStack = [role]
        depth = 0
        defer {
            callerStack = savedStack
            depth = savedDepth
        }
        return try body()
    }

    /// The global number of the next call to be recorded (what `Transition.traceStart` holds).
    public var traceEnd: Int { traceDropped + trace.count }

    /// Where a global call number falls in the kept `trace` (0 when it was let go).
    public func keptIndex(_ global: Int) -> Int { min(max(0, global - traceDropped), trace.count) }

    /// Lets go of the oldest calls so that at most `limit` are kept, counting them in
    /// `traceDropped`. It trims to three quarters of the limit at a time, so the copying is paid
    /// once per many calls rather than on every one. Only between calls: a call being traced
    /// still has to write its result back by index.
    public func forgetTrace(keepingAtMost limit: Int) {
        guard trace.count > limit, callerStack.isEmpty else { return }
        let drop = trace.count - max(0, limit * 3 / 4)
        trace.removeFirst(drop)
        traceDropped += drop
    }

    // MARK: The run loop

    func schedule(
        at time: Double, role: TraceRole, target: ObjectIdentifier? = nil, _ action: @escaping () -> Void
    ) {
        seq += 1
        let item = Scheduled(time: max(time, now), seq: seq, role: role, action: action, target: target)
        let i = queue.firstIndex { ($0.time, $0.seq) > (item.time, item.seq) } ?? queue.count
        queue.insert(item, at: i)
    }

    public var hasPendingEvents: Bool { !queue.isEmpty }

    /// Runs timed events in order until none is left (or `timeLimit` is reached).
    public func run() {
        perform {
            while let next = queue.first {
                if let limit = timeLimit, next.time > limit {
                    now = max(now, limit)
                    return
                }
                // Before the event leaves the queue, so what the observer sees still counts it as pending.
                if next.time > now { clockWillAdvance?(next.time) }
                queue.removeFirst()
                now = max(now, next.time)
                acting(as: next.role) { next.action() }
            }
            if let limit = timeLimit { now = max(now, limit) }
        }
    }

    /// Lets `seconds` of virtual time pass, running what falls due.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        let saved = timeLimit
        timeLimit = min(saved ?? target, target)
        run()
        timeLimit = saved
    }

    // MARK: Animations

    func runAnimation(
        duration: Double, delay: Double, curve: TimingCurve, label: String?,
        animations: () -> Void, completion: WorldBlock<Bool>?
    ) {
        let timebase = ambientTimebase ?? Timebase(playingFrom: now)
        let group = AnimationGroup(
            begin: timebase.local(at: now), delay: max(0, delay), duration: max(0, duration),
            curve: curve, timebase: timebase, ownerRole: currentCaller,
            label: label ?? currentCaller.rawValue, completion: completion)
        group.createdAt = now
        AnimationScope.$current.withValue(AnimationScope(group: group, now: now)) { animations() }
        // A size change is not the active transition, but its animations belong to it (timelines).
        (activeTransition ?? activeRotation ?? activeSheetDrag)?.groups.append(group)
        if timebase.isPlaying || ambientTimebase == nil {
            schedule(at: now + group.delay + group.duration, role: group.ownerRole) { [unowned self] in
                self.finish(group, finished: true)
            }
        } else {
            activeTransition?.pendingGroups.append(group)
        }
    }

    /// Ends a group: its animations stop affecting the screen, then its completion runs.
    func finish(_ group: AnimationGroup, finished: Bool) {
        guard !group.isFinished else { return }
        group.isFinished = true
        group.finishedAt = now
        for animation in group.animations {
            animation.view.activeAnimations.removeAll { $0 === animation }
        }
        let completion = group.completion
        group.completion = nil
        completion?(finished)
    }
}
