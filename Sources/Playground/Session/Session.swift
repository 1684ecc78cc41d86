import PresentationKit

/// The workspace behind the prompt: the configuration, the simulated app (a window with a
/// presenting controller), the engine playing UIKit, and the log of state-changing commands
/// (for undo, redo and `--at`, which replay it from the nearest checkpoint: the engine is
/// deterministic, so replaying is exact; see `Session+Checkpoints.swift`).
package final class Session {
    package internal(set) var config: ConfigBox
    package internal(set) var engine: Engine
    var root: ViewController
    var presentedController: ViewController?
    /// The app's strong reference to the transitioning delegate (`delegate retain on`).
    var retainedDelegate: PlaygroundTransitioningDelegate?
    var adaptiveDelegate: PlaygroundAdaptiveDelegate?
    /// The app's strong reference to its sheet delegate (`sheet delegate on`): the delegate is weak.
    var sheetDelegate: PlaygroundSheetDelegate?
    /// The navigation delegate the playground's app keeps (`push animator …`, `pop interactive`).
    var navigationDelegate: PlaygroundNavigationDelegate?
    /// The target of the pan-to-present on the presenting view (`syncPresentingPan`), kept here
    /// because a recogniser holds its target weakly, as UIKit's does.
    lazy var presentingPanTarget: PresentingPanTarget = {
        let t = PresentingPanTarget()
        t.session = self
        return t
    }()
    /// The user's code in place of the playground's controller (set in the stage that runs it).
    package var vendor: CodeVendor? {
        didSet {
            keepsCheckpoints = vendor == nil
            // The user's presenting controller is the app's first screen from the start.
            switch vendor {
            case .presentingController?, .pushingController?: rebuildWorld()
            default: break
            }
        }
    }
    /// The transitioning delegate `vendor` made, kept as an app keeps it in a stored property.
    var vendedDelegate: ViewControllerTransitioningDelegate?
    /// Compiles and runs `load FILE.swift` (the executable supplies it); nil says it cannot.
    package var codeLoader: CodeLoader?
    /// The user's code while loaded: commands go to it until `unload`.
    package internal(set) var loadedCode: LoadedCode?

    /// State-changing commands applied since the session began (resets included).
    package internal(set) var log = CommandLog()
    var redoStack: [Command] = []
    /// The configuration before each of the latest logged commands (from log index
    /// `configBeforeStart` on), so that undoing a command that only changed the configuration
    /// restores it at once instead of replaying. Only the last `instantUndoDepth` to twice that are
    /// kept: a whole configuration (432 bytes) for every command was most of a long session's
    /// memory. Undoing further back replays from a checkpoint, as for any other command.
    var configBefore: [PresentationConfig] = []
    var configBeforeStart = 0
    static let instantUndoDepth = 1024
    /// Copies of the world at settled points of the log, nearest last (`Session+Checkpoints.swift`).
    var checkpoints: [Checkpoint] = []
    /// Commands replayed by undo so far (what `undoingFarBackStaysCheap` counts).
    var stepsReplayed = 0
    /// Whether this session keeps checkpoints (a sampler's throwaway copy does not).
    var keepsCheckpoints = true
    /// How many trace calls the engine keeps; older ones are let go and counted (`Engine.traceDropped`).
    package var traceLimit = Session.defaultTraceLimit
    /// Enough for every lesson and scene whole; a long session keeps its most recent calls.
    package static let defaultTraceLimit = 4_000
    /// Which logged command began the most recent transition, and when.
    var lastTransitionCommand: Int?
    /// The moment `scrub` last showed (seconds into the last transition), until anything changes:
    /// `export svg` then writes that moment, as a speaker making a slide expects.
    var scrubbedSeconds: Double?
    /// Which logged command made the current engine (a reset, a relaunch); -1 for the first one.
    var engineMadeAt = -1
    /// Where the lesson step began (`Session+Steps.swift`): a log position and the trace's
    /// global number then, and the lines run since.
    var stepLogStart = 0
    var stepTraceStart = 0
    package internal(set) var usedSinceStepStart: [String] = []
    /// What the learner's look commands showed since the step began (`expect shown`).
    package internal(set) var shownSinceStepStart: Set<ShownKind> = []
    /// Whether a layer above marked a step (`beginStep`); messages then say "since the step began".
    var stepMarked = false

    /// Draw the screen and the new trace lines after each driving command.
    package var showsAfterActions = true
    /// The language `explain` speaks: a Chinese lesson sets `zh`, so its reasons are Chinese too.
    package var language: Language = .english
    /// How many new trace lines a driving command shows with `set trace short` (the default):
    /// the first ones in a transcript; on a terminal the renderer shows the last ones, at most
    /// this many and fewer when the window is short.
    package var traceLinesAfterAction = 12
    /// How `load`, `save`, `record`, exports, `code --file` and `progress` reach files; the
    /// executable supplies the disk, tests a dictionary. Without one, each says it cannot.
    package var files: FileAccess = .none
    /// The commands this session reads: the standard ones, plus any a layer above adds (the
    /// lesson commands, which that layer carries out). Made when the first line is read, not when
    /// the session is: a prompt that starts and waits has not paid for it.
    package var table: CommandTable {
        get {
            if let cachedTable { return cachedTable }
            let made = tableSource()
            cachedTable = made
            return made
        }
        set { cachedTable = newValue }
    }
    private var cachedTable: CommandTable?
    private var tableSource: () -> CommandTable = { .standard }

    /// Reads commands from the table `source` makes, when the first line needs it.
    package func readsCommands(from source: @escaping () -> CommandTable) {
        tableSource = source
        cachedTable = nil
    }
    /// Draws the file an `export` writes (SVG, animated SVG, asciicast). The renderers live
    /// above Playground, so the front end supplies it; without one, `export` says it cannot.
    package var renderExport: ((ExportDocument) -> String)?
    /// Where `record` keeps writing the log, if recording.
    package internal(set) var recordingPath: String?
    /// How deep `apply` is: 1 for the line being carried out, more for what it applies itself.
    var applyDepth = 0

    package init() {
        config = ConfigBox(PresentationConfig())
        (engine, root) = Session.makeWorld(PresentationConfig(), vendor: nil)
        // No checkpoint of the empty world: rewinding past every checkpoint starts afresh, as cheap.
    }

    private static func makeWorld(_ c: PresentationConfig, vendor: CodeVendor?) -> (Engine, ViewController) {
        let engine = Engine(device: c.device, orientation: c.orientation, release: c.iosRelease)
        // The app's screen: the user's controller (made while its engine runs, so that
        // `UIScreen.main` in its initialiser is this screen), or the playground's. A screen that
        // pushes lives in a navigation controller, as an app puts it in one (`navigation on` for
        // the playground's), unless it is one itself.
        let root: ViewController
        let inNavigation: Bool
        switch vendor {
        case .presentingController(let make, _, let push)?:
            root = engine.perform { make() }
            inNavigation = push != nil
        case .pushingController(let make, _)?:
            root = engine.perform { make() }
            inNavigation = true
        default:
            root = ViewController(typeName: "PresentingViewController")
            inNavigation = vendor == nil && c.navigation
        }
        // Into its navigation controller before its view loads, so its `viewDidLoad` finds it there.
        if inNavigation, !(root is NavigationController) {
            engine.setRootViewController(Session.navigationController(around: root))
        } else {
            engine.setRootViewController(root)
        }
        if vendor == nil { root.view.backgroundColor = .white }
        if root.view.name == nil { root.view.name = root is NavigationController ? "navigation" : "presenting" }
        installContext(c.presentationContext, in: root)
        if vendor == nil { placeZoomThumbnail(c.zoomSource, in: root) }
        return (engine, root)
    }

    // MARK: Lines and commands

    /// Parses and applies one line.
    package func execute(_ line: String) -> [Output] {
        do {
            let command = try Parser.parse(line, table: table)
            return apply(command)
        } catch {
            return [.error(.parse(error, line: line, table: table))]
        }
    }

    package func apply(_ command: Command) -> [Output] {
        applyDepth += 1
        defer { applyDepth -= 1 }
        let outputs = applyUnrecorded(command)
        switch command {
        case .query, .expect, .help, .history, .nothing: break
        default: scrubbedSeconds = nil
        }
        noteUsed(command, outputs)
        // Only the line as given: redo and load apply commands of their own inside it.
        if applyDepth == 1 { record(command, outputs) }
        return outputs
    }

    private func applyUnrecorded(_ command: Command) -> [Output] {
        if let loadedCode, Session.forwards(command) {
            return loadedCode.apply(command, showsAfterActions: showsAfterActions)
        }
        switch command {
        case .nothing, .external: return []
        case .file(.load(let path)) where codeLoader?.isCode(path) == true: return loadCode([path], typeName: nil)
        case .file(let action): return file(action)
        case .quit: return [.quit]
        case .help(let topic): return help(topic)
        case .undo: return undo()
        case .redo: return redo()
        case .history:
            let lines = log.enumerated().map { "\($0.offset + 1)  \(CommandSpelling.line(for: $0.element))" }
            return [.text(lines.isEmpty ? "no commands yet\n" : lines.joined(separator: "\n") + "\n")]
        case .expect(let x):
            var outputs: [Output] = [
                .expectation(evaluateHere(x))
            ]
            // A trace expectation looks only at the calls kept: say so rather than let it pass or fail silently.
            if engine.traceDropped > 0, x.looksAtTrace {
                outputs.append(
                    .text(
                        "note: checked against the last \(engine.trace.count) calls; \(engine.traceDropped) earlier ones are not kept\n"
                    ))
            }
            return outputs
        case .query(let q): return query(q)
        case .set, .act, .reset:
            let traceStart = engine.traceEnd
            let configBeforeCommand = config.value
            let result = step(command, at: log.count)
            if case .failure(let error) = result { return [.error(error)] }
            log.append(command)
            noteConfigBefore(configBeforeCommand)
            redoStack.removeAll()
            var outputs: [Output] = []
            if case .success(let notes) = result, !notes.isEmpty {
                outputs.append(.text(notes.joined(separator: "\n") + "\n"))
            }
            if showsAfterActions, case .act = command {
                outputs.append(.screen(engine.snapshot()))
                let events = spelled(engine.trace[engine.keptIndex(traceStart)...])
                switch config.value.traceLength {
                // No limit would print "(no calls yet)" for an action that made no call.
                case .full: if !events.isEmpty { outputs.append(.events(events, limit: nil)) }
                case .short: outputs.append(.events(events, limit: traceLinesAfterAction))
                case .off: break
                }
            }
            return outputs
        }
    }

    /// Applies a state-changing command that is (or will be) `log[index]`, with everything that
    /// follows from it but the log itself: which command began the latest transition, the trace
    /// kept within `traceLimit`, a checkpoint. Applying and replaying both come through here, so
    /// a replayed command leaves exactly what it left the first time.
    func step(_ command: Command, at index: Int) -> Result<[String], PlaygroundError> {
        let before = engine.transitionsStarted
        let engineBefore = engine
        let result = perform(command)
        if case .failure = result { return result }
        if engine !== engineBefore {
            engineMadeAt = index
            // A reset or a relaunch: a new app, so no transition yet.
            lastTransitionCommand = engine.transitionsStarted > 0 ? index : nil
        } else if engine.transitionsStarted != before {
            lastTransitionCommand = index
        }
        engine.forgetTrace(keepingAtMost: traceLimit)
        noteCheckpoint(after: index)
        return result
    }

    // MARK: Changing state

    /// Applies a state-changing command; on failure nothing has changed.
    private func perform(_ command: Command) -> Result<[String], PlaygroundError> {
        switch command {
        case .reset:
            config = ConfigBox(PresentationConfig())
            rebuildWorld()
            return .success([])
        case .set(let setting): return change(setting)
        case .act(let action): return act(action)
        default: return .success([])
        }
    }

    /// A new app in place of the current one (`reset`, `load`, undo past every checkpoint). The
    /// world it replaces is let go (`Engine.letGo`): with something presented it was kept forever,
    /// its presented controller and presentation controller holding each other (4 KB a `reset`).
    func rebuildWorld() {
        let replaced = engine
        presentedController = nil
        retainedDelegate = nil
        vendedDelegate = nil
        adaptiveDelegate = nil
        sheetDelegate = nil
        navigationDelegate = nil
        (engine, root) = Session.makeWorld(config.value, vendor: vendor)
        replaced.letGo()
    }

    private func change(_ setting: Setting) -> Result<[String], PlaygroundError> {
        var c = config.value
        switch setting {
        case .device(let d):
            guard d != c.device else { return .success([]) }
            if let e = screenChangeRefusal() { return .failure(e) }
            c.device = d
            config.value = c
            return relaunchOrResize { try engine.changeScreen(device: d) }
        case .ios(let r):
            guard r != c.iosRelease else { return .success([]) }
            // A device runs one release: it is chosen before the app starts, not switched under it.
            guard engine.presentedStack.first == nil, engine.trace.isEmpty, engine.now == 0 else {
                return .failure(.releaseChosenAfterStart(r))
            }
            c.iosRelease = r
            config.value = c
            return relaunchOrResize {}
        case .context(let spec):
            return changeContext(spec)
        case .navigation(let on):
            return changeNavigation(on)
        case .orientation(let o):
            guard o != c.orientation else { return .success([]) }
            if let e = screenChangeRefusal() { return .failure(e) }
            c.orientation = o
            config.value = c
            return relaunchOrResize { try engine.changeScreen(orientation: o) }
        default:
            CommandTable.standard.setting(setting.key)?.binding.apply(setting, &c)
        }
        config.value = c
        if case .zoomSource(let rect) = setting, vendor == nil { Session.placeZoomThumbnail(rect, in: root) }
        let placed = setting.changesPresentedSheet ? updatePresentedSheet(setting) : []
        return .success(EdgeNotes.notes(for: setting, screen: engine.window.bounds.size) + placed)
    }

    /// With nothing presented and nothing run yet, a device or orientation change starts the app
    /// afresh on that screen (as launching it there would); otherwise it is a size transition.
    private func relaunchOrResize(_ change: () throws -> Void) -> Result<[String], PlaygroundError> {
        if engine.presentedStack.first == nil, engine.trace.isEmpty, engine.now == 0 {
            presentedController = nil
            (engine, root) = Session.makeWorld(config.value, vendor: vendor)
            return .success([])
        }
        return run(change)
    }

    private func screenChangeRefusal() -> PlaygroundError? {
        if engine.activeTransition != nil || engine.activeRotation != nil {
            return .engine(.transitionInProgress(phase: engine.phase))
        }
        return nil
    }

    private func act(_ action: Action) -> Result<[String], PlaygroundError> {
        switch action {
        case .present, .presentWithoutAnimation:
            if let e = screenChangeRefusal() { return .failure(e) }
            guard engine.presentedStack.first == nil else { return .failure(.engine(.alreadyPresenting)) }
            return startPresentation(animated: action == .present)
        case .push:
            if let e = screenChangeRefusal() { return .failure(e) }
            return push()
        case .pop:
            if let e = screenChangeRefusal() { return .failure(e) }
            guard let nav = engine.navigationControllerOnTop else { return .failure(missingNavigation) }
            guard nav.viewControllers.count > 1 else { return .failure(.nothingToPop) }
            setNavigationDelegate(of: nav)
            // The back button is UIKit's: it pops, and the trace shows UIKit calling.
            return runNamingNavigationViews {
                engine.perform { engine.actingAsUIKit { _ = nav.popViewController(animated: true) } }
            }
        case .panEdge(let dx, let seconds):
            if let e = screenChangeRefusal() { return .failure(e) }
            let nav = engine.navigationControllerOnTop
            if let nav { setNavigationDelegate(of: nav) }
            // The app's own edge recogniser may present or dismiss: its views are named as a pan's.
            let taken = namingViewsOfGesturePresentations {
                engine.panEdge(by: dx, over: seconds ?? Engine.defaultPanDuration)
            }
            engine.run()
            nameNavigationViews()
            if !taken { return .failure(nav == nil ? missingNavigation : .nothingToPop) }
            return .success([])
        case .presentOnTop:
            // The playground's app presents again from what it presented: a stack. Loaded code
            // presents as its own methods say.
            if let e = screenChangeRefusal() { return .failure(e) }
            guard engine.presentedStack.first != nil else { return .failure(.engine(.nothingPresented)) }
            guard vendor == nil else { return .failure(.engine(.alreadyPresenting)) }
            // UIKit refuses the app's call (Apple's rule for a curl), before the new controller is
            // made: the line says why and nothing else happens, as for a refused swipe.
            if engine.presentedStack.last?.isShownByPartialCurl == true { return .success([curlRefusalNote]) }
            return startPresentation(animated: true)
        case .dismiss, .dismissWithoutAnimation:
            if let e = screenChangeRefusal() { return .failure(e) }
            guard let presented = engine.presentedStack.first else { return .failure(.engine(.nothingPresented)) }
            // Loaded code may present again once the dismissal is over (its completion, its
            // delegate): that presentation's views are named as a gesture's are.
            return namingViewsOfGesturePresentations {
                run { try engine.dismiss(presented, animated: action == .dismiss, completing: .nothing) }
            }
        case .tap, .tapPoint:
            if let e = screenChangeRefusal() { return .failure(e) }
            let outcome: TapOutcome
            let name: String
            var asNamed: [String] = []
            switch action {
            case .tapPoint(let p):
                outcome = namingViewsOfGesturePresentations { engine.tap(at: p) }
                name = "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
            case .tap(let n):
                outcome = namingViewsOfGesturePresentations {
                    let target = viewPlayingRole(n)
                    if target != n { asNamed = [roleNote(n, isCalled: target)] }
                    return engine.tap(viewNamed: target)
                }
                name = n
            default: return .success([])
            }
            engine.run()
            switch outcome {
            case .delivered: return .success(asNamed)
            case .noRecognizer(let v):
                return .success(["The tap reached `\(v)`, which has no gesture recogniser: nothing happens."])
            case .covered(let by):
                return .success([
                    "`\(name)` is covered by `\(by)` everywhere: the tap lands on \(by) and nothing happens."
                ])
            case .notOnScreen:
                return .failure(.viewNotOnScreen(name, nearest: nearestNameOnScreen(to: name)))
            case .ignored(let phase):
                return .failure(.engine(.transitionInProgress(phase: phase)))
            }
        case .pan(let name, let translation, let seconds, let velocity):
            if let e = screenChangeRefusal() { return .failure(e) }
            syncPresentingPan()
            let outcome = namingViewsOfGesturePresentations {
                engine.pan(
                    viewNamed: name, by: translation, over: seconds ?? Engine.defaultPanDuration,
                    releaseVelocity: velocity)
            }
            engine.run()
            // The handler may have started a transition: name the user's views it made.
            if vendor != nil { nameUsersViews() }
            switch outcome {
            case .delivered:
                // A swipe down a sheet that UIKit refused says why, as `drag sheet to dismiss` does.
                return .success(engine.lastSheetSwipe.flatMap { refusalNote($0) }.map { [$0] } ?? [])
            case .noRecognizer(let v): return .failure(.noPanRecognizer(v))
            case .covered(let by):
                return .success([
                    "`\(name)` is covered by `\(by)` everywhere: the finger lands on \(by) and nothing happens."
                ])
            case .notOnScreen: return .failure(.viewNotOnScreen(name, nearest: nearestNameOnScreen(to: name)))
            case .ignored(let phase): return .failure(.engine(.transitionInProgress(phase: phase)))
            }
        case .rotate:
            if let e = screenChangeRefusal() { return .failure(e) }
            var c = config.value
            c.orientation = c.orientation.toggled
            config.value = c
            return run { try engine.changeScreen(orientation: c.orientation) }
        case .resize(let size):
            if let e = screenChangeRefusal() { return .failure(e) }
            return run { try engine.changeScreen(size: size) }
        case .dragSheet(let detent):
            if let e = screenChangeRefusal() { return .failure(e) }
            if let detent { return run { try engine.dragSheet(to: detent.identifier) } }
            var outcome = UserDismissal.began
            // The delegate told of the user's dismissal may present again (a picker's next one).
            let result = namingViewsOfGesturePresentations { run { outcome = try engine.swipeSheetDown() } }
            guard case .success = result, let why = refusalNote(outcome) else {
                return result
            }
            return .success([why])
        case .preferredSize(let size):
            guard let presented = engine.presentedStack.first else { return .failure(.engine(.nothingPresented)) }
            // The app's own code sets it, as a controller does when its content changes size.
            return run { engine.perform { presented.preferredContentSize = size } }
        case .driveTo(let progress, let finish):
            if engine.awaitingInteraction == nil, vendor == nil, engine.presentedStack.isEmpty,
                let nav = engine.navigationControllerOnTop, nav.viewControllers.count > 1
            {
                // With a stack to pop and nothing presented, the gesture pops (the delegate's own).
                if let e = screenChangeRefusal() { return .failure(e) }
                if config.value.pushAnimator == .system {
                    return .failure(
                        .cannotInteract(
                            "UIKit asks the navigation delegate for an interaction controller only when it vends an animator, and `push animator default` vends none: try `push animator slide`, or `pan edge by DX` for UIKit's own swipe"
                        ))
                }
                config.forceInteractive = true
                defer { config.forceInteractive = false }
                setNavigationDelegate(of: nav)
                _ = runNamingNavigationViews { engine.perform { _ = nav.popViewController(animated: true) } }
            } else if engine.awaitingInteraction == nil {
                if let e = screenChangeRefusal() { return .failure(e) }
                let presenting = engine.presentedStack.first == nil
                // The user's own delegate decides for itself whether it vends an interaction controller.
                if vendor == nil, let why = interactionRefusal(presenting: presenting) {
                    return .failure(.cannotInteract(why))
                }
                config.forceInteractive = true
                defer { config.forceInteractive = false }
                let started =
                    presenting
                    ? startPresentation()
                    : run { try engine.dismiss(engine.presentedStack.first!, animated: true, completing: .nothing) }
                if case .failure = started { return started }
            }
            return run {
                try engine.driveInteraction(to: progress)
                try engine.endInteraction(cancel: !finish)
            }
        case .update(let p):
            guard engine.awaitingInteraction != nil else { return .failure(.engine(.noInteractiveTransition)) }
            return run { try engine.driveInteraction(to: p) }
        case .finish, .cancel:
            guard engine.awaitingInteraction != nil else { return .failure(.engine(.noInteractiveTransition)) }
            return run { try engine.endInteraction(cancel: action == .cancel) }
        }
    }

    /// Why an interactive transition cannot start now, in words; nil when it can.
    private func interactionRefusal(presenting: Bool) -> String? {
        let c = config.value
        let spec = presenting ? c.presentAnimator : c.effectiveDismissAnimator
        if presenting && !c.delegateOn || !presenting && engine.presentedStack.first?.transitioningDelegate == nil {
            return presenting || c.delegateOn
                ? "no transitioning delegate to vend an interaction controller (`delegate on`, and keep it alive: `delegate retain on`)"
                : "no transitioning delegate to vend an interaction controller: `delegate on`"
        }
        if spec == .system {
            return
                "UIKit asks for an interaction controller only when the delegate vends an animator, and `animator default` vends none: try `animator slide`"
        }
        return nil
    }

    /// Builds the presented controller as an app would (style, delegate, adaptive delegate) and presents it.
    private func startPresentation(animated: Bool = true) -> Result<[String], PlaygroundError> {
        switch vendor {
        case .transitioningDelegate(let make)?:
            let vc = ViewController(typeName: "PresentedViewController")
            vc.view.name = "presented"
            vc.view.backgroundColor = .white
            vc.view.text = config.value.content
            vc.modalPresentationStyle = .custom
            let delegate = vendedDelegate ?? make()
            vendedDelegate = delegate
            vc.transitioningDelegate = delegate
            return presentVended(vc, animated: animated)
        case .presentedController(let make)?:
            let vc = make()
            if vc.view.name == nil { vc.view.name = "presented" }
            return presentVended(vc, animated: animated)
        case .presentingController(_, let present, _)?:
            // The user's method presents, animated or not as it says: `present` cannot choose.
            // Whether it presented is read as it returns: what it presented may have gone again
            // by the time the run loop is idle (a toast that hides itself after a delay).
            var presentedSomething = false
            let presentationsBefore = engine.presentationsBegun
            let result = presentNamingViews {
                // Inside the engine, so what the method releases as it returns (a delegate kept
                // only in a local) is traced going, as the playground's own is.
                engine.perform { present(root) }
                presentedController = engine.presentedStack.first
                presentedSomething = presentedController != nil
                vendedDelegate = presentedController?.transitioningDelegate
                if let view = presentedController?.view, view.name == nil { view.name = "presented" }
            }
            // A method that presents later, on the main queue's next turn or after a task's
            // `await` (`Task { @MainActor in … present(…) }`), has presented by the time the run
            // loop is idle, though what it presented may be gone again by then (a sheet that
            // closes itself after a wait).
            if case .success = result, !presentedSomething, engine.presentationsBegun > presentationsBefore {
                presentedSomething = true
                if let shown = engine.presentedStack.first {
                    presentedController = shown
                    vendedDelegate = shown.transitioningDelegate
                    if shown.view.name == nil { shown.view.name = "presented" }
                    nameUsersViews()
                }
            }
            if case .success = result, !presentedSomething {
                return .failure(
                    .fromStage("your presenting method ran and presented nothing (did a guard return early?)"))
            }
            return result
        case .pushingController?:
            return .failure(.fromStage("the loaded controller pushes rather than presents: `push` runs its method"))
        case .presentationController, nil:
            return startPlaygroundPresentation(animated: animated)
        }
    }

    /// `push`: the playground's app pushes a plain controller (`pushPlayground`); loaded code's
    /// method that pushes runs as the app, on the user's screen.
    private func push() -> Result<[String], PlaygroundError> {
        if vendor == nil { return pushPlayground() }
        let pushMethod: ((ViewController) -> Void)?
        switch vendor {
        case .pushingController(_, let push)?: pushMethod = push
        case .presentingController(_, _, let push)?: pushMethod = push
        default: pushMethod = nil
        }
        guard let push = pushMethod, let nav = engine.navigationControllerOnTop else {
            return .failure(pushMethod == nil ? .noNavigationController : missingNavigation)
        }
        let before = nav.viewControllers.count
        let started = engine.transitionsStarted
        // The user's method runs on the user's screen (the root, whatever contains it).
        let result = runNamingNavigationViews { engine.perform { push(root) } }
        if case .success = result, nav.viewControllers.count == before, engine.transitionsStarted == started {
            return .failure(.fromStage("your pushing method ran and pushed nothing (did a guard return early?)"))
        }
        return result
    }

    /// Runs `change` (a push or a pop), lets the run loop start its transition, names the views
    /// before the clock moves (`state --at`, `scrub` and `play` replay the command and sample the
    /// screen with the names the views have then), and runs the transition out.
    func runNamingNavigationViews(_ change: () -> Void) -> Result<[String], PlaygroundError> {
        // The screen's own views first: the transition may hand one to UIKit (a zoom's source).
        nameNavigationViews()
        change()
        engine.advance(by: 0)
        nameNavigationViews()
        engine.run()
        nameNavigationViews()
        return .success([])
    }

    /// Names the views of the navigation stack on top: `presenting` for its root (the app's
    /// screen), `pushed`, `pushed2`, … above it (a name a view has already stands), and the
    /// user's views inside them after their properties.
    func nameNavigationViews() {
        guard let nav = engine.navigationControllerOnTop else { return }
        for (i, c) in nav.viewControllers.enumerated() where c.isViewLoaded && c.view.name == nil {
            c.view.name = i == 0 ? "presenting" : "pushed" + (i > 1 ? String(i) : "")
        }
        if vendor != nil { nameUsersViews() }
    }

    /// Presents the user's controller (or the playground's with the user's delegate) and names
    /// the user's views after their properties.
    private func presentVended(_ vc: ViewController, animated: Bool) -> Result<[String], PlaygroundError> {
        presentedController = vc
        return presentNamingViews { try engine.present(vc, from: root, animated: animated, completing: .nothing) }
    }

    /// Runs a gesture whose handler may present: the user's views are named as its `present` call
    /// returns, as `presentNamingViews` names them after a `present` command.
    private func namingViewsOfGesturePresentations<T>(_ gesture: () -> T) -> T {
        guard vendor != nil else { return gesture() }
        engine.presentCallDidReturn = { [unowned self] presented in
            if case .presentingController? = vendor {
                // As a `present` command keeps them (`startPresentation`).
                presentedController = presented
                vendedDelegate = presented.transitioningDelegate
            }
            if presented.view.name == nil { presented.view.name = "presented" }
            nameUsersViews()
        }
        defer { engine.presentCallDidReturn = nil }
        return gesture()
    }

    /// Runs `present` (a presentation of the user's code) and names the user's views after their
    /// properties, before the clock moves and again once the transition has made its views.
    private func presentNamingViews(_ present: () throws -> Void) -> Result<[String], PlaygroundError> {
        let result = run {
            try present()
            // Named before the clock moves: `state --at`, `scrub` and `play` replay this command
            // and sample the screen as it runs, with the names the views have then.
            nameUsersViews()
        }
        // Views the finished transition made.
        nameUsersViews()
        return result
    }

    private func startPlaygroundPresentation(animated: Bool) -> Result<[String], PlaygroundError> {
        do {
            try presentPlayground(animated: animated)
        } catch let e as EngineError {
            return .failure(.engine(e))
        } catch {
            return .failure(.unexpected("\(error)"))
        }
        if vendor != nil { nameUsersViews() }
        engine.run()
        if vendor != nil { nameUsersViews() }
        return .success([])
    }

    /// Makes the presented controller as the app would and asks UIKit to present it; the clock
    /// does not move (a gesture's handler calls this in the middle of the pan).
    func presentPlayground(animated: Bool) throws {
        let c = config.value
        // Presented from the top of what is presented already (a stack), or from the root. The
        // views of a second presentation are named presented2, container2, dimming2, and so on.
        // The app's content is the context child's when there is one: it calls present from there.
        let presenter = engine.presentedStack.last ?? contextController ?? root
        let suffix = engine.presentedStack.isEmpty ? "" : String(engine.presentedStack.count + 1)
        let vc = ViewController(typeName: "PresentedViewController")
        let setUpView = {
            vc.view.name = "presented" + suffix
            vc.view.backgroundColor = .white
            vc.view.text = c.content
        }
        // As the Swift `code` writes does it, on the main thread (its view's loading, viewDidLoad,
        // is in the trace): the app colours the view before presenting; a banner's message
        // controller builds its view in its own viewDidLoad, which UIKit calls inside present.
        if !c.frame.isBanner { engine.perform(setUpView) }
        vc.modalPresentationStyle = c.style
        // The app's own reference to the delegate lives only as long as the call that presents.
        // The app keeps one delegate for as long as it retains it; otherwise each presentation makes its own.
        let kept = c.delegateRetained ? retainedDelegate : nil
        var delegate: PlaygroundTransitioningDelegate? =
            c.delegateOn ? (kept ?? PlaygroundTransitioningDelegate(config: config, engine: engine)) : nil
        if case .presentationController(let make)? = vendor { delegate?.makePresentationController = make }
        vc.transitioningDelegate = delegate
        retainedDelegate = c.delegateRetained ? delegate : nil
        // One delegate while the answer stands: a presentation below in a stack keeps its own (weak) reference.
        if adaptiveDelegate?.answer != c.adaptiveAnswer {
            adaptiveDelegate = c.adaptiveAnswer.map { PlaygroundAdaptiveDelegate(answer: $0) }
        }
        vc.adaptivePresentationDelegate = adaptiveDelegate
        configureSheet(of: vc)
        vc.zoomTransition = zoomFromThumbnail()
        presentedController = vc
        defer {
            // The call that presented has returned: an unretained delegate dies here, before the animation runs.
            delegate = nil
            _ = delegate
        }
        try withExtendedLifetime(delegate) {
            try engine.present(vc, from: presenter, animated: animated, completing: .nothing)
        }
        if c.frame.isBanner { setUpView() }
        guard !suffix.isEmpty else { return }
        engine.activeTransition?.containerView.name = "container" + suffix
        switch vc.presentationController {
        case let pc as PlaygroundPresentationController: pc.nameSuffix = suffix
        case let pc as SystemPresentationController: pc.dimmingView.name = "dimming" + suffix
        default: break
        }
    }

    private func run(_ body: () throws -> Void) -> Result<[String], PlaygroundError> {
        do {
            try body()
        } catch let e as EngineError {
            return .failure(.engine(e))
        } catch {
            return .failure(.unexpected("\(error)"))
        }
        engine.run()
        return .success([])
    }

    // MARK: Undo and replay

    /// Undo costs nothing for a command that only changed the configuration (the engine never saw
    /// it: settings are read when the next transition asks): the configuration before it comes
    /// back. Anything that drove the engine is undone by going back to the nearest checkpoint at
    /// or before the command and replaying the few commands after it, which the deterministic
    /// engine makes exact.
    private func undo() -> [Output] {
        guard let last = log.popLast() else { return [.error(.nothingToUndo)] }
        let before = log.count >= configBeforeStart ? configBefore.popLast() : nil
        redoStack.append(last)
        if last.changesOnlyConfiguration, let before {
            config.value = before
        } else {
            rewind(to: log.count)
        }
        keepStepStartWithinLog()
        // The screen as it is now, as after any command that changes it (at the prompt, not in `check`).
        let screen: [Output] = showsAfterActions ? [.screen(engine.snapshot())] : []
        // In a Chinese lesson, in Chinese (issue 36: "undid" was English there).
        let said =
            language == .chinese
            ? "已撤销 `\(CommandSpelling.line(for: last))`" : "undid `\(CommandSpelling.line(for: last))`"
        return [.text(said + "\n")] + screen
    }

    /// Keeps `config` as the configuration before the command just logged (`configBefore`).
    private func noteConfigBefore(_ config: PresentationConfig) {
        if configBefore.isEmpty { configBeforeStart = log.count - 1 }
        configBefore.append(config)
        if configBefore.count >= 2 * Session.instantUndoDepth {
            configBefore.removeFirst(Session.instantUndoDepth)
            configBeforeStart += Session.instantUndoDepth
        }
    }

    /// Redo applies the command again to the state undo left, which is the state it was first
    /// applied to: no replay at all.
    private func redo() -> [Output] {
        guard let next = redoStack.popLast() else { return [.error(.nothingToRedo)] }
        let remaining = redoStack
        let shows = showsAfterActions
        showsAfterActions = false
        _ = apply(next)
        showsAfterActions = shows
        redoStack = remaining
        let screen: [Output] = showsAfterActions ? [.screen(engine.snapshot())] : []
        let said =
            language == .chinese
            ? "已重做 `\(CommandSpelling.line(for: next))`" : "redid `\(CommandSpelling.line(for: next))`"
        return [.text(said + "\n")] + screen
    }

    /// Rebuilds the session from scratch by applying `commands` silently (`load`).
    func replay(_ commands: [Command]) {
        let shows = showsAfterActions
        showsAfterActions = false
        config = ConfigBox(PresentationConfig())
        rebuildWorld()
        log = []
        configBefore = []
        configBeforeStart = 0
        lastTransitionCommand = nil
        engineMadeAt = -1
        checkpoints = []
        // A loaded log is a new history: its steps are all this one's.
        stepLogStart = 0
        stepTraceStart = 0
        for command in commands { _ = apply(command) }
        showsAfterActions = shows
    }

    /// The screen `seconds` after the most recent transition began, by replaying the log and
    /// reading the screen as the clock passes that instant (`TransitionSampler`).
    package func snapshot(secondsIntoLastTransition seconds: Double) -> Result<ScreenSnapshot, PlaygroundError> {
        guard let k = lastTransitionCommand,
            let shot = TransitionSampler.sample(self, start: k, at: [seconds])?.first
        else { return .failure(.noTransitionYet) }
        return .success(shot)
    }

    // MARK: Looking

    private func query(_ q: Query) -> [Output] {
        let pc = engine.presentedStack.first?.presentationController
        switch q {
        case .layout: return [.screen(engine.snapshot())]
        case .tree: return [.tree(engine.snapshot())]
        case .trace:
            let events: [Output] = [.events(spelled(engine.trace[...]), limit: nil)]
            guard engine.traceDropped > 0 else { return events }
            return [
                .text("… \(engine.traceDropped) earlier calls are not kept (a session keeps its last \(traceLimit))\n")
            ] + events
        case .traceJSON: return [.json(StateJSON.trace(engine.trace).serialized)]
        case .state(let json, let at):
            var snap = engine.snapshot()
            if let at {
                switch snapshot(secondsIntoLastTransition: at) {
                case .success(let s): snap = s
                case .failure(let e): return [.error(e)]
                }
            }
            return json ? [.json(StateJSON.state(snap, controller: pc?.typeName).serialized)] : [.screen(snap)]
        case .explain: return [.text(Explainer.explain(engine: engine, config: config.value, language: language))]
        case .explainShort: return [.text(Explainer.short(engine: engine, language: language))]
        case .explainCall(let call): return [.text(Explainer.explain(call: call, engine: engine, language: language))]
        case .config: return [.text(ConfigDescription.describe(config.value))]
        case .code(let file): return code(file: file)
        case .motion(let m): return motion(m)
        }
    }

    /// Events in the spelling `names` asks for (JSON keeps the modern spelling: it is the contract).
    func spelled(_ events: ArraySlice<TraceEvent>) -> [TraceEvent] {
        let style = config.value.names
        return style == .modern ? Array(events) : events.map { SelectorSpelling.spell($0, style) }
    }

    private func help(_ topic: String?) -> [Output] {
        guard let topic else { return [.text(HelpText.overview(table, language: language))] }
        let word = topic.split(separator: " ").first.map(String.init) ?? topic
        guard let t = table.helpEntry(named: word) else {
            return [.error(.unknownHelpTopic(topic, nearest: table.nearestHelpTopic(to: word)))]
        }
        return [.text(HelpText.detail(t, in: table, language: language))]
    }
}
