/// A finger dragged across the screen: `pan VIEW by DX DY [over T]`.
extension Engine {
    /// How often a moving finger reports, per second. [?] Apple documents no touch sampling rate;
    /// 60 Hz is the refresh rate of the iPhones the devices model (ProMotion's 120 Hz aside), and
    /// touches are delivered once per display frame.
    public static let panFrameRate = 60.0
    /// How long a pan takes when the command gives no time. [?] No source sets a typical drag;
    /// half a second is a deliberate, unhurried drag (a flick is a tenth to a third of that).
    public static let defaultPanDuration = 0.5

    /// Puts a finger on the view named `name` (where `tap` would), moves it by `translation` in a
    /// straight line at constant speed over `seconds`, and lifts it. The nearest pan recogniser
    /// on the view under the finger or above it gets its action at `.began` (one frame into the
    /// movement), at `.changed` for each later frame, and at `.ended` as the finger lifts, with the
    /// velocity of that last movement; the clock moves one frame between them. [?] UIKit begins a
    /// pan only after the finger has moved a few points (its hysteresis is undocumented); the
    /// model begins it at the first frame, with that frame's movement as the translation.
    public func pan(viewNamed name: String, by translation: Point, over seconds: Double) -> TapOutcome {
        let start: (point: Point, hit: View, owner: View, pan: PanGestureRecognizer)
        let found: Result<(point: Point, hit: View, owner: View, pan: PanGestureRecognizer), Untouchable> = perform {
            if activeTransition != nil || activeRotation != nil { return .failure(Untouchable(.ignored(phase: phase))) }
            switch touch(viewNamed: name) {
            case .failure(let refused): return .failure(refused)
            case .success(let touch):
                var v: View? = touch.hit
                while let current = v {
                    if let pan = current.gestureRecognizers.lazy.compactMap({ $0 as? PanGestureRecognizer }).first {
                        return .success((touch.point, touch.hit, current, pan))
                    }
                    v = current.superview
                }
                return .failure(Untouchable(.noRecognizer(view: touch.hit.name ?? "view")))
            }
        }
        switch found {
        case .failure(let refused): return refused.outcome
        case .success(let s): start = s
        }
        let pan = start.pan
        pan.touchDown(at: start.point)
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
            send(pan, state: i == 1 ? .began : .changed)
        }
        // The finger lifts as it makes its last movement: the velocity is that movement's.
        // [?] Even when the handler reset the translation (and so the velocity) at the last
        // `.changed`: the lift is a new touch report, and apps that reset at each `.changed` read
        // a fling's velocity at `.ended`.
        pan.currentVelocity = lastVelocity
        send(pan, state: .ended)
        // [D] After `.ended` the recogniser resets to `.possible` (Apple, "About the Gesture
        // Recognizer State Machine").
        pan.state = .possible
        run()
        return .delivered(view: start.owner.name ?? "view", action: pan.actionCall, hit: start.hit.name ?? "view")
    }

    /// Sends a pan's action in `state`, traced as UIKit's call to the target.
    private func send(_ pan: PanGestureRecognizer, state: GestureState) {
        pan.state = state
        perform {
            traced(
                pan.targetRole, pan.targetType, call: pan.actionCall,
                [.init(label: "_", name: "gesture", value: .object(PanGestureRecognizer.traceTypeName))]
            ) {
                pan.action()
            }
        }
    }
}
