import PresentationKit

/// Everything a session holds that its commands change, apart from the log: the configuration,
/// the engine and its world, and the app's own references into it.
struct SessionWorld {
    let config: ConfigBox
    let engine: Engine
    let root: ViewController
    let presentedController: ViewController?
    let retainedDelegate: PlaygroundTransitioningDelegate?
    let adaptiveDelegate: PlaygroundAdaptiveDelegate?
    let navigationDelegate: PlaygroundNavigationDelegate?
    let lastTransitionCommand: Int?
    let engineMadeAt: Int
}

/// The session as it stood after `log[..<position]`, copied whole at a quiet moment (nothing
/// under way but, maybe, an interactive transition waiting for its gesture: `Engine.isCopyable`). It is never touched again: going back to it installs a
/// copy of it, so it can serve any number of undos.
struct Checkpoint {
    let position: Int
    let world: SessionWorld
}

/// Checkpoints make undo cost a bounded replay instead of the whole log: undo goes back to the
/// nearest checkpoint at or before where it must land and replays the commands after it. They
/// are taken every `checkpointSpacing` commands, when the world is settled; older ones are thinned
/// so that the gap to the next grows with their age (at most about half of it), which keeps some
/// thirty of them for a hundred thousand commands. Undoing far back replays at most that gap
/// once, and takes new checkpoints on the way, so undo after undo stays cheap.
///
/// Checkpoints are taken inside an interactive gesture too (issue 27, defect 5: thousands of
/// `update`s then an undo replayed the whole gesture each time). A world that cannot be copied (a
/// transition left hanging by `complete-transition off`, loaded code) gets no checkpoint: undo
/// then replays from the last one before, still exactly.
extension Session {
    /// Commands between checkpoints near the end of the log: the most an ordinary undo replays.
    static let checkpointSpacing = 16

    /// How many checkpoints the session keeps (what `bench session` reports).
    package var checkpointCount: Int { checkpoints.count }

    /// The session's current world, by reference.
    var currentWorld: SessionWorld {
        SessionWorld(
            config: config, engine: engine, root: root, presentedController: presentedController,
            retainedDelegate: retainedDelegate, adaptiveDelegate: adaptiveDelegate,
            navigationDelegate: navigationDelegate,
            lastTransitionCommand: lastTransitionCommand, engineMadeAt: engineMadeAt)
    }

    /// A deep copy of `w`, or nil when its engine is not copyable or holds what cannot be copied.
    static func copy(of w: SessionWorld) -> SessionWorld? {
        guard w.engine.isCopyable else { return nil }
        let world = WorldCopy()
        // `forceInteractive` only lives inside one command, so a settled world has it off.
        let box = ConfigBox(w.config.value)
        world.register(w.config, as: box)
        guard let engine = w.engine.copy(in: world) else { return nil }
        let root = world.controller(w.root)
        let presented = w.presentedController.map(world.controller)
        let retained = w.retainedDelegate.flatMap { world.object($0) }
        let adaptive = w.adaptiveDelegate.flatMap { world.object($0) }
        let navigation = w.navigationDelegate.flatMap { world.object($0) }
        world.finish()
        guard world.refusal == nil else { return nil }
        return SessionWorld(
            config: box, engine: engine, root: root, presentedController: presented,
            retainedDelegate: retained, adaptiveDelegate: adaptive, navigationDelegate: navigation,
            lastTransitionCommand: w.lastTransitionCommand, engineMadeAt: w.engineMadeAt)
    }

    func copyWorld() -> SessionWorld? { Session.copy(of: currentWorld) }

    /// Makes `w` the session's world (the caller hands over a copy nobody else holds); the world
    /// it replaces is let go (`Engine.letGo`), so that it is freed.
    func install(_ w: SessionWorld) {
        if w.engine !== engine { engine.letGo() }
        config = w.config
        engine = w.engine
        root = w.root
        presentedController = w.presentedController
        retainedDelegate = w.retainedDelegate
        adaptiveDelegate = w.adaptiveDelegate
        navigationDelegate = w.navigationDelegate
        lastTransitionCommand = w.lastTransitionCommand
        engineMadeAt = w.engineMadeAt
    }

    /// After `log[index]` was applied: forgets checkpoints of a future that command replaced, and
    /// keeps a copy of the world if the last is far enough back and the world is settled.
    func noteCheckpoint(after index: Int) {
        guard keepsCheckpoints else { return }
        let position = index + 1
        while let last = checkpoints.last, last.position >= position { checkpoints.removeLast().world.engine.letGo() }
        let previous = checkpoints.last?.position ?? 0
        guard position - previous >= Session.checkpointSpacing, let world = copyWorld() else { return }
        checkpoints.append(Checkpoint(position: position, world: world))
        thinCheckpoints()
    }

    /// Keeps one checkpoint per bucket, where a checkpoint's bucket is its position divided by a
    /// power of two at least a quarter of its age (and `checkpointSpacing`). Buckets are aligned, so
    /// when they double with age two merge into one and one checkpoint of them stays: at every age
    /// the gap to the next checkpoint is at most about half the age, and a log of n commands keeps
    /// about 4·log₂(n / spacing) of them (27 for 100,000; `checkpointsAreTakenAndThinned`).
    private func thinCheckpoints() {
        guard let newest = checkpoints.last?.position else { return }
        var kept: [Checkpoint] = []
        for c in checkpoints {
            let size = Session.bucketSize(age: newest - c.position)
            if let older = kept.last, older.position / size == c.position / size {
                c.world.engine.letGo()
                continue
            }
            kept.append(c)
        }
        checkpoints = kept
    }

    /// The power of two (from `checkpointSpacing` up) at least a quarter of `age`.
    static func bucketSize(age: Int) -> Int {
        var size = checkpointSpacing
        while size < age / 4 { size *= 2 }
        return size
    }

    /// Makes the session what `log[..<target]` makes it: a copy of the nearest checkpoint at or
    /// before `target`, then the commands after it replayed silently.
    func rewind(to target: Int) {
        let start: Int
        if let c = checkpoints.last(where: { $0.position <= target }), let world = Session.copy(of: c.world) {
            install(world)
            start = c.position
        } else {
            // Every checkpoint copied once, so it copies again; should that ever fail, start afresh.
            config = ConfigBox(PresentationConfig())
            rebuildWorld()
            lastTransitionCommand = nil
            engineMadeAt = -1
            start = 0
        }
        let shows = showsAfterActions
        showsAfterActions = false
        for i in start..<target { _ = step(log[i], at: i) }
        stepsReplayed += target - start
        showsAfterActions = shows
    }

    /// A throwaway session in the state `log[..<position]` leaves, made from the nearest
    /// checkpoint (what `TransitionSampler` replays the rest into).
    func fork(at position: Int) -> Session {
        let copy = Session()
        copy.vendor = vendor
        copy.keepsCheckpoints = false
        copy.showsAfterActions = false
        copy.traceLimit = traceLimit
        var start = 0
        if let c = checkpoints.last(where: { $0.position <= position }), let world = Session.copy(of: c.world) {
            copy.install(world)
            start = c.position
        }
        for command in log[start..<position] { _ = copy.apply(command) }
        return copy
    }
}

extension Expectation {
    /// Whether this expectation reads the trace (and so sees only the calls a long session keeps).
    var looksAtTrace: Bool {
        switch subject {
        case .traceHas, .traceOrder, .traceCount: return true
        default: return false
        }
    }
}
