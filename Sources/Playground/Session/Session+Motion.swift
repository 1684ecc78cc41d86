import PresentationKit

/// The motion commands: everything is computed from the recorded animations and the virtual
/// clock (`TransitionMotion`), and every drawn instant comes from replaying the log
/// (`TransitionSampler`), so the same script always gives the same frames.
extension Session {
    func motion(_ q: MotionQuery) -> [Output] {
        switch q {
        case .curve(let request):
            return [.motion(.curve(curveSpec(request)))]
        case .export(let e) where e.format == .svg && e.moment == nil && scrubbedSeconds == nil:
            return export(.svg(engine.snapshot(), e.svg), to: e.path)
        case .export(let e) where e.format == .html:
            return export(.html(title: "Proscenium: the session so far", steps: stageHistory()), to: e.path)
        default:
            break
        }
        guard let motion = lastMotion else {
            return [.error(.noTransitionToShow(String(CommandSpelling.motion(q).split(separator: " ").first ?? "")))]
        }
        switch q {
        case .timeline:
            return [.motion(.timeline(motion))]
        case .mermaid:
            return [.motion(.mermaid(motion))]
        case .film(let count):
            let times = Session.keyframes(motion, count: count)
            return frames(times).map { [.motion(.film(motion, $0))] } ?? [.error(.noTransitionYet)]
        case .scrub(let moment):
            guard let frame = frames([(moment.seconds(of: motion.span), nil)])?.first else {
                return [.error(.noTransitionYet)]
            }
            scrubbedSeconds = frame.seconds
            return [.motion(.scrub(motion, frame))]
        case .play(let speed, let loop):
            // `slow N` slows every replay; `--speed` is relative to it.
            let slowed = speed / config.value.slowMotion
            return playback(motion, speed: slowed, loop: loop).map { [.motion(.playback($0))] } ?? [
                .error(.noTransitionYet)
            ]
        case .export(let e):
            switch e.format {
            case .cast(let speed):
                guard let p = playback(motion, speed: speed, loop: false) else { return [.error(.noTransitionYet)] }
                return export(.cast(p), to: e.path)
            case .mermaid:
                return export(.mermaid(motion), to: e.path)
            case .svg:
                // `--at T`, else the moment `scrub` showed: that instant of the last transition.
                let seconds = e.moment.map { $0.seconds(of: motion.span) } ?? scrubbedSeconds ?? motion.span
                guard let frame = frames([(seconds, nil)])?.first else { return [.error(.noTransitionYet)] }
                return export(.svg(frame.snapshot, e.svg), to: e.path)
            default:
                // `--still T`: that moment is among the keyframes, exactly, for viewers that do not animate.
                let still = e.moment.map { min(motion.span, $0.seconds(of: motion.span)) }
                let times =
                    Session.evenTimes(motion.span, step: 1 / Session.svgKeyframeRate) + Session.peak(motion)
                    + (still.map { [($0, nil)] } ?? [])
                guard let frames = frames(times) else { return [.error(.noTransitionYet)] }
                return export(.animatedSVG(motion, frames, e.svg, still: still), to: e.path)
            }
        case .curve:
            return []
        }
    }

    /// Has the front end draw the document (`renderExport`) and write it (through `files`, as
    /// `code --file` does), and says what was written.
    func export(_ document: ExportDocument, to path: String) -> [Output] {
        guard let renderExport else {
            return [.error(.cannotWrite(path: path, reason: "this front end does not draw export files"))]
        }
        let contents = renderExport(document)
        if let reason = files.write(contents, path) { return [.error(.cannotWrite(path: path, reason: reason))] }
        return [.text("wrote \(path) (\(document.kind), \(contents.utf8.count) bytes)\n")]
    }

    /// The most `slow N` slows replays by.
    package static let slowest = 20.0

    /// Keyframes per second of the transition in an animated SVG.
    static let svgKeyframeRate = 60.0
    /// Most frames one replay is asked for (a very slow `play` of a long transition).
    static let maxFrames = 6_000

    /// The most recent transition of any kind (a size change included), as values.
    var lastMotion: TransitionMotion? {
        guard lastTransitionCommand != nil else { return nil }
        return motionNow
    }

    /// The screens at these instants of the transition `log[start]` began (the last one by
    /// default), in order of time.
    func frames(_ instants: [(seconds: Double, label: String?)], from start: Int? = nil) -> [MotionFrame]? {
        guard let k = start ?? lastTransitionCommand else { return nil }
        let sorted = instants.sorted { $0.seconds < $1.seconds }
        guard let shots = TransitionSampler.sample(self, start: k, at: sorted.map(\.seconds)) else { return nil }
        return zip(sorted, shots).map { MotionFrame(seconds: max(0, $0.0.seconds), label: $0.0.label, snapshot: $0.1) }
    }

    func playback(_ motion: TransitionMotion, speed: Double, loop: Bool) -> Playback? {
        let step = speed / Playback.frameRate
        guard let frames = frames(Session.evenTimes(motion.span, step: step)),
            let stills = self.frames(Session.keyframes(motion, count: MotionQuery.defaultFilmFrames))
        else { return nil }
        return Playback(motion: motion, speed: speed, loop: loop, frames: frames, stills: stills)
    }

    /// `count` instants evenly over the transition, ends included, plus a spring's peak (labelled)
    /// so its overshoot is among them.
    static func keyframes(_ motion: TransitionMotion, count: Int) -> [(seconds: Double, label: String?)] {
        let span = motion.span
        guard span > 0, count > 1 else { return [(span, nil)] }
        let even: [(seconds: Double, label: String?)] = (0..<count).map { (span * Double($0) / Double(count - 1), nil) }
        let peak = self.peak(motion).filter { p in !even.contains { abs($0.seconds - p.seconds) < 1e-9 } }
        return (even + peak).sorted { $0.seconds < $1.seconds }
    }

    /// The lead spring's peak, when it overshoots inside the transition.
    static func peak(_ motion: TransitionMotion) -> [(seconds: Double, label: String?)] {
        guard let p = motion.peakSeconds, p > 0, p < motion.span else { return [] }
        return [(p, "peak")]
    }

    /// 0, step, 2·step, … up to `span`, which is always the last.
    static func evenTimes(_ span: Double, step: Double) -> [(seconds: Double, label: String?)] {
        guard span > 0, step > 0 else { return [(0, nil)] }
        let count = min(maxFrames, Int((span / step).rounded(.down)))
        var times: [(seconds: Double, label: String?)] = (0...count).map { (Double($0) * step, nil) }
        if let last = times.last?.seconds, span - last > 1e-9 { times.append((span, nil)) }
        return times
    }

    /// `animator bouncy: spring(damping: 0.6, velocity: 10), 0.8 s`.
    func animatorCurve(_ spec: AnimatorSpec) -> CurveSpec {
        let name = spec == .system ? "default (UIKit's slide-up)" : spec.name
        return CurveSpec(
            title: "animator \(name): \(spec.curve.name), \(formatNumber(spec.duration, decimals: 4)) s",
            curve: spec.curve, duration: spec.duration)
    }

    func curveSpec(_ request: CurveRequest) -> CurveSpec {
        switch request {
        case .currentAnimator:
            return animatorCurve(config.value.presentAnimator)
        case .preset(let spec):
            return animatorCurve(spec)
        case .named(let curve, let duration):
            return CurveSpec(
                title: "\(curve.name), \(formatNumber(duration, decimals: 4)) s", curve: curve, duration: duration)
        case .spring(let d, let z, let v):
            let curve = TimingCurve.spring(duration: d, damping: z, initialVelocity: v)
            return CurveSpec(title: "\(curve.name), \(formatNumber(d, decimals: 4)) s", curve: curve, duration: d)
        }
    }
}
