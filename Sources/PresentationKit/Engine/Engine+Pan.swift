/// A finger dragged across the screen: `pan VIEW by DX DY [over T] [velocity VY]`.
extension Engine {
    /// How often a moving finger reports, per second. [?] Apple documents no touch sampling rate;
    /// 60 Hz is the refresh rate of the iPhones the devices model (ProMotion's 120 Hz aside), and
    /// touches are delivered once per display frame.
    public static let panFrameRate = 60.0
    /// How long a pan takes when the command gives no time. [?] No source sets a typical drag;
    /// half a second is a deliberate, unhurried drag (a flick is a tenth to a third of that).
    public static let defaultPanDuration = 0.5

    /// Puts a finger on the view named `name` (where `tap` would), moves it by `translation` in a
    /// straight line at constant speed over `seconds`, and lifts it. The nearest enabled pan
    /// recogniser with a target on the view under the finger or above it (a scroll view's own pan,
    /// which sends nothing in the model, is passed over) gets its action at `.began` (one frame into the
    /// movement), at `.changed` for each later frame, and at `.ended` as the finger lifts, with the
    /// velocity of that last movement; the clock moves one frame between them. [?] UIKit begins a
    /// pan only after the finger has moved a few points (its hysteresis is undocumented); the
    /// model begins it at the first frame, with that frame's movement as the translation.
    /// With no pan recogniser on the way, a finger on a sheet moves the sheet (`dragSheet`), as
    /// UIKit's own recogniser on a sheet does.
    /// `releaseVelocity` (points a second, down the screen) is the vertical speed the finger lifts
    /// with, when given; otherwise that of its last movement.
    public func pan(
        viewNamed name: String, by translation: Point, over seconds: Double, releaseVelocity: Double? = nil
    ) -> TapOutcome {
        lastSheetSwipe = nil
        let start: (point: Point, hit: View, owner: View, pan: PanGestureRecognizer)
        var sheetUnderFinger: (pc: SystemPresentationController, hit: View)?
        let found: Result<(point: Point, hit: View, owner: View, pan: PanGestureRecognizer), Untouchable> = perform {
            if activeTransition != nil || activeRotation != nil { return .failure(Untouchable(.ignored(phase: phase))) }
            switch touch(viewNamed: name) {
            case .failure(let refused): return .failure(refused)
            case .success(let touch):
                if let (owner, pan) = panRecognizer(above: touch.hit, at: touch.point) {
                    return .success((touch.point, touch.hit, owner, pan))
                }
                if let pc = topSheet, [.pageSheet, .formSheet].contains(pc.style), let sheet = pc.presentedView,
                    touch.hit.isDescendant(of: sheet)
                {
                    sheetUnderFinger = (pc, touch.hit)
                }
                return .failure(Untouchable(.noRecognizer(view: touch.hit.name ?? "view")))
            }
        }
        if let (pc, hit) = sheetUnderFinger {
            dragSheet(pc, by: translation, over: seconds, releaseVelocity: releaseVelocity)
            let sheetName = pc.presentedView?.name ?? "view"
            return .delivered(view: sheetName, action: "the sheet's own pan", hit: hit.name ?? "view")
        }
        switch found {
        case .failure(let refused): return refused.outcome
        case .success(let s): start = s
        }
        return drag(start, by: translation, over: seconds, releaseVelocity: releaseVelocity)
    }

    /// The nearest enabled pan recogniser with a target on `hit` or a view above it that a finger
    /// put down at `point` (window coordinates) begins: a screen-edge pan only within
    /// `NavigationRules.edgeWidth` of one of its edges [?].
    func panRecognizer(above hit: View, at point: Point) -> (owner: View, pan: PanGestureRecognizer)? {
        var v: View? = hit
        while let current = v {
            if let pan = current.recognizers.lazy.compactMap({ $0 as? PanGestureRecognizer })
                .first(where: { $0.isEnabled && !$0.targets.isEmpty && startsAtItsEdge($0, point) })
            {
                return (current, pan)
            }
            v = current.superview
        }
        return nil
    }

    /// Whether a finger at `point` can begin `pan`: anywhere for a plain pan, near one of its
    /// edges for a screen-edge pan.
    private func startsAtItsEdge(_ pan: PanGestureRecognizer, _ point: Point) -> Bool {
        let edges = pan.screenEdges
        if edges.isEmpty { return true }
        let size = window.bounds.size
        let w = NavigationRules.edgeWidth
        return (edges.contains(.left) && point.x <= w) || (edges.contains(.right) && point.x >= size.width - w)
            || (edges.contains(.top) && point.y <= w) || (edges.contains(.bottom) && point.y >= size.height - w)
    }

    /// The finger of `pan`, from where it went down: moved, reported frame by frame, and lifted.
    func drag(
        _ start: (point: Point, hit: View, owner: View, pan: PanGestureRecognizer), by translation: Point,
        over seconds: Double, releaseVelocity: Double?
    ) -> TapOutcome {
        let pan = start.pan
        pan.touchDown(at: start.point)
        let finger = Touch(recognizer: pan)
        let event = Event()
        perform { pan.touchesBegan([finger], with: event) }
        let duration = seconds.isFinite ? max(0, seconds) : 0
        let frames = max(1, Int((duration * Engine.panFrameRate).rounded()))
        let frame = duration / Double(frames)
        var lastVelocity = Point.zero
        for i in 1...frames {
            advance(by: frame)
            // [?] A view taken out of the window under the finger (a handler that dismissed
            // without an interaction controller, say) loses its touches: the gesture is cancelled
            // and the rest of the movement reaches nobody, as touchesCancelled does.
            if i > 1, let view = pan.view, !view.isDescendant(of: window) {
                send(pan, state: .cancelled)
                pan.state = .possible
                run()
                return .delivered(
                    view: start.owner.name ?? "view", action: pan.actionCall, hit: start.hit.name ?? "view")
            }
            let f = Double(i) / Double(frames)
            let moved = Point(x: translation.x * f, y: translation.y * f)
            let step = Point(x: moved.x - pan.moved.x, y: moved.y - pan.moved.y)
            lastVelocity = frame > 0 ? Point(x: step.x / frame, y: step.y / frame) : .zero
            pan.currentVelocity = lastVelocity
            pan.moved = moved
            pan.touchInWindow = Point(x: start.point.x + moved.x, y: start.point.y + moved.y)
            // A subclass may fail the gesture from its touch callback; a delegate may refuse it
            // before it begins (`gestureRecognizerShouldBegin(_:)`): then no action is sent.
            perform { pan.touchesMoved([finger], with: event) }
            if pan.state == .failed { break }
            if i == 1, !shouldBegin(pan) {
                pan.state = .failed
                break
            }
            send(pan, state: i == 1 ? .began : .changed)
        }
        if pan.state == .failed {
            perform {
                pan.touchesCancelled([finger], with: event)
                pan.reset()
            }
            pan.state = .possible
            run()
            return .delivered(view: start.owner.name ?? "view", action: pan.actionCall, hit: start.hit.name ?? "view")
        }
        perform { pan.touchesEnded([finger], with: event) }
        // The finger lifts as it makes its last movement: the velocity is that movement's.
        // [?] Even when the handler reset the translation (and so the velocity) at the last
        // `.changed`: the lift is a new touch report, and apps that reset at each `.changed` read
        // a fling's velocity at `.ended`.
        pan.currentVelocity = Point(x: lastVelocity.x, y: releaseVelocity ?? lastVelocity.y)
        send(pan, state: .ended)
        // [D] After `.ended` the recogniser resets to `.possible` (Apple, "About the Gesture
        // Recognizer State Machine").
        pan.state = .possible
        perform { pan.reset() }
        run()
        return .delivered(view: start.owner.name ?? "view", action: pan.actionCall, hit: start.hit.name ?? "view")
    }

    /// Asks the pan's delegate, if it has one, whether the gesture may begin, traced as UIKit's
    /// call (Apple, `gestureRecognizerShouldBegin(_:)`: "Asks the delegate if a gesture recognizer
    /// should begin interpreting touches"; without a delegate it begins).
    private func shouldBegin(_ pan: PanGestureRecognizer) -> Bool {
        guard let delegate = pan.delegate else { return true }
        return perform {
            traced(
                .target, traceTypeName(of: delegate), call: "gestureRecognizerShouldBegin(_:)",
                [.init(label: "_", name: "gestureRecognizer", value: .object(type(of: pan).traceTypeName))],
                result: { .bool($0) }
            ) {
                delegate.gestureRecognizerShouldBegin(pan)
            }
        }
    }

    /// Sends a pan's actions in `state`, each traced as UIKit's call to its target.
    private func send(_ pan: PanGestureRecognizer, state: GestureState) {
        pan.state = state
        perform {
            for pair in pan.targets {
                traced(
                    pair.role, pair.type, call: pair.call,
                    [.init(label: "_", name: "gesture", value: .object(PanGestureRecognizer.traceTypeName))]
                ) {
                    pan.send(pair)
                }
            }
        }
    }
}
