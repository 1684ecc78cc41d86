// Timing curves: how far an animation has got at a given moment.
//
// Everything here is a pure function of its inputs, so a replayed session animates
// identically, and nothing here can produce NaN or infinity: odd inputs are mapped to
// documented fallbacks instead, because one NaN progress would poison every frame
// interpolated from it.

// MARK: - Cubic Bézier

/// A cubic Bézier timing function from (0, 0) to (1, 1) shaped by two control points:
/// the model behind `CAMediaTimingFunction(controlPoints:_:_:_:)` and
/// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
public struct UnitBezier: Equatable, Hashable, Sendable {
    public let p1x: Double
    public let p1y: Double
    public let p2x: Double
    public let p2y: Double

    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        // x(s) is monotonic, so the curve is a function of time, exactly when both x
        // control values lie in [0, 1]; y may leave [0, 1] (overshooting curves are
        // legitimate) but is kept finite so a sample can never be NaN or infinite.
        self.p1x = Self.clamp(p1x, 0, 1)
        self.p1y = Self.clamp(p1y, -Self.yLimit, Self.yLimit)
        self.p2x = Self.clamp(p2x, 0, 1)
        self.p2y = Self.clamp(p2y, -Self.yLimit, Self.yLimit)
    }

    /// y for a given x in [0,1] (x clamped): solve x(s) = x to 1e-7 with Newton's method
    /// (8 iterations) and fall back to bisection, as WebKit's UnitBezier does.
    public func solve(_ x: Double) -> Double {
        // The endpoints are exact by construction; `!(x > 0)` also sends NaN to the start.
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return sampleY(parameter(forX: x))
    }

    // The easing presets of `CAMediaTimingFunctionName` / `UIView.AnimationCurve`.
    static let easeIn = UnitBezier(0.42, 0, 1, 1)
    static let easeOut = UnitBezier(0, 0, 0.58, 1)
    static let easeInOut = UnitBezier(0.42, 0, 0.58, 1)
    static let systemDefault = UnitBezier(0.25, 0.1, 0.25, 1)

    /// Far beyond any useful overshoot, yet small enough that sums of terms stay finite.
    private static let yLimit = 1_000.0
    private static let epsilon = 1e-7

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, low), high)
    }

    // Power-basis coefficients (a s³ + b s² + c s), recomputed per call rather than
    // stored so that equality and hashing see only the four control values.
    private func sampleX(_ s: Double) -> Double {
        let c = 3 * p1x
        let b = 3 * (p2x - p1x) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private func sampleY(_ s: Double) -> Double {
        let c = 3 * p1y
        let b = 3 * (p2y - p1y) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private func derivativeX(_ s: Double) -> Double {
        let c = 3 * p1x
        let b = 3 * (p2x - p1x) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private func parameter(forX x: Double) -> Double {
        // Newton usually lands in two or three steps. Unlike WebKit's original, a result
        // outside [0, 1] is refused: the cubic can have other roots there, and they
        // belong to no point of the visible curve.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if error.magnitude < Self.epsilon {
                if s >= 0 && s <= 1 { return s }
                break
            }
            let slope = derivativeX(s)
            if slope.magnitude < 1e-6 { break }
            s -= error / slope
        }
        // Bisection always converges because x(s) is monotonic on [0, 1]; the cap only
        // guards against stalling once the interval is a couple of ulps wide.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let sx = sampleX(s)
            if (sx - x).magnitude < Self.epsilon { return s }
            if x > sx { low = s } else { high = s }
            s = low + (high - low) * 0.5
        }
        return s
    }
}

// MARK: - Duration-based spring

/// UIKit's duration-based spring (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`):
/// a unit-mass damped oscillator whose stiffness is chosen so that it has visibly
/// settled when the requested duration runs out.
public struct DampedSpring: Equatable, Hashable, Sendable {
    /// Seconds; 0 when the given duration was not a positive number (see `init`).
    public let duration: Double
    /// ζ as used: clamped to at most 1 and at least `minimumDamping`.
    public let damping: Double
    /// v0, in "distances per second" (1 means the whole distance in one second).
    public let initialVelocity: Double
    /// ω, the natural angular frequency (rad/s) solved from the settling rule.
    public let omega: Double

    /// Fallbacks, chosen so the solve is always finite:
    /// - duration: NaN, ≤ 0 or shorter than a nanosecond becomes 0 (the animation just
    ///   shows its end state); longer than 10⁶ s (or infinite) is capped at 10⁶ s.
    /// - damping: NaN becomes 1 (the calmest spring); values below 0.01, including 0 and
    ///   negatives, become 0.01, since with ζ → 0 the envelope never decays to the
    ///   settling amplitude and ω would not exist; above 1 becomes 1 (the settling rule
    ///   is only defined up to critical damping).
    /// - velocity: NaN becomes 0; magnitudes are capped at 10⁶ distances per second.
    /// - ω for a zero duration: the rule would send ω to infinity, so it is solved as if
    ///   the spring lasted one second; `progress` never uses it then.
    public init(duration: Double, damping: Double, initialVelocity: Double) {
        let d: Double
        if !(duration >= Self.shortestDuration) {
            d = 0
        } else {
            d = min(duration, Self.longestDuration)
        }
        let z: Double = damping.isNaN ? 1 : min(max(damping, Self.minimumDamping), 1)
        let v: Double =
            initialVelocity.isNaN
            ? 0 : min(max(initialVelocity, -Self.velocityLimit), Self.velocityLimit)
        self.duration = d
        self.damping = z
        self.initialVelocity = v
        let solveDuration = d > 0 ? d : 1
        self.omega = Self.settlingRoot(damping: z, scaledVelocity: v * solveDuration) / solveDuration
    }

    /// Progress at time t seconds after the start: 0 at t = 0; exactly 1 for t >= duration
    /// (the view shows the final value); x(t) below otherwise.
    public func progress(atTime t: Double) -> Double {
        guard duration > 0 else { return 1 }
        // `!(t > 0)` also sends NaN to the start.
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        return displacement(at: t)
    }

    /// The largest value progress reaches before `duration` and when (nil if it never exceeds 1).
    public var peak: (time: Double, value: Double)? {
        guard duration > 0 else { return nil }
        // x − 1 is a decaying envelope times a periodic factor, so successive maxima are
        // the first one shrunk towards 1 by a constant factor: the first interior maximum
        // is the largest, and if it is not above 1 no later one is. Without an interior
        // maximum the supremum is the value just before the jump to 1 at `duration`.
        if let first = firstMaximumTime(), first < duration {
            let value = displacement(at: first)
            return value > 1 ? (first, value) : nil
        }
        let last = displacement(at: duration)
        return last > 1 ? (duration, last) : nil
    }

    /// Below this ζ the envelope can fail to reach the settling amplitude at all.
    static let minimumDamping = 0.01
    static let velocityLimit = 1e6
    static let shortestDuration = 1e-9
    static let longestDuration = 1e6
    /// The rule's "settled" amplitude, in distances.
    static let settlingAmplitude = 0.001

    /// The uncut oscillator: x(t) = 1 − e^(−ζωt)[cos ω_d t + ((ζω − v0)/ω_d) sin ω_d t], or
    /// 1 − e^(−ωt)(1 + (ω − v0)t) when critically damped.
    private func displacement(at t: Double) -> Double {
        let z = damping
        let w = omega
        let v0 = initialVelocity
        if z < 1 {
            let wd = w * ((1 - z) * (1 + z)).squareRoot()
            return 1 - mExp(-z * w * t) * (mCos(wd * t) + (z * w - v0) / wd * mSin(wd * t))
        }
        return 1 - mExp(-w * t) * (1 + (w - v0) * t)
    }

    /// When x′ first goes from positive to negative, or nil if it never does.
    private func firstMaximumTime() -> Double? {
        let z = damping
        let w = omega
        let v0 = initialVelocity
        guard z < 1 else {
            // x′(t) = e^(−ωt)[v0 + ω(ω − v0)t] turns negative only if v0 > ω.
            return v0 > w ? v0 / (w * (v0 - w)) : nil
        }
        // x′(t) = e^(−ζωt) g(ω_d t) with g(θ) = v0 cos θ + k sin θ. g is a sinusoid, so its
        // quarter-period samples v0, k, −v0, −k locate the one quarter where it falls
        // through zero, and bisection inside that quarter (where it has a single zero)
        // finds the angle without needing an arctangent.
        let wd = w * ((1 - z) * (1 + z)).squareRoot()
        let k = w * (w - z * v0) / wd
        let quarters = [v0, k, -v0, -k, v0]
        guard let q = (0..<4).first(where: { quarters[$0] > 0 && quarters[$0 + 1] <= 0 }) else {
            return nil
        }
        let quarter = Double.pi / 2
        var low = Double(q) * quarter
        var high = low + quarter
        for _ in 0..<80 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high { break }
            if v0 * mCos(mid) + k * mSin(mid) > 0 { low = mid } else { high = mid }
        }
        return (low + high) / 2 / wd
    }

    /// Solves the settling rule for a = ωD, in which it depends only on ζ and V = v0·D:
    /// |C₂|e^(−ζa) = 0.001 with C₂ = (V − ζa)/(a√(1−ζ²)), or |V − 1 − a|e^(−a) = 0.001
    /// when ζ = 1; the largest root is wanted.
    ///
    /// Rather than scanning down from a guessed "high enough" ω (which misses the root
    /// when light damping puts it above the start), this uses the shape of the envelope
    /// h(a): for V ≤ 0 it falls monotonically from above 0.001 to 0; for V > 0 it falls
    /// to 0 at the zero of C₂, then rises to a single peak a* (known in closed form) and
    /// falls again. So the largest root lies past a* when h(a*) ≥ 0.001, and otherwise
    /// before the zero of C₂; on either piece h is monotonic and bisection is exact.
    /// Cost: about a hundred exponentials at most.
    static func settlingRoot(damping z: Double, scaledVelocity v: Double) -> Double {
        let envelope = SettlingEnvelope(damping: z, scaledVelocity: v)
        let threshold = settlingAmplitude
        var low: Double
        var high: Double
        let peak = envelope.peak
        if peak == 0 || envelope.value(at: peak) >= threshold {
            // Falling branch after the peak: double until the envelope is below the
            // threshold. h ≤ (ζ + |V|/a)e^(−ζa)/√(1−ζ²) with ζ ≥ 0.01 and bounded V, so a
            // few dozen doublings always suffice; the cap only bounds the loop.
            low = peak
            high = max(2 * peak, 1)
            var doublings = 0
            while envelope.value(at: high) >= threshold, doublings < 1_100 {
                low = high
                high *= 2
                doublings += 1
            }
        } else {
            // Falling branch before the zero of C₂, from +∞ at a → 0 down to 0.
            low = 0
            high = envelope.zero
        }
        for _ in 0..<200 {
            let mid = low + (high - low) / 2
            if mid <= low || mid >= high || high - low <= 1e-14 * high { break }
            if envelope.value(at: mid) >= threshold { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

/// The settling envelope h(a) of the spring rule in the dimensionless a = ωD, kept apart
/// so the root finder can evaluate it without re-deriving its constants.
private struct SettlingEnvelope {
    let z: Double
    let v: Double
    /// √(1−ζ²), via (1−ζ)(1+ζ) so it stays accurate (and positive) as ζ → 1.
    let s: Double

    init(damping: Double, scaledVelocity: Double) {
        z = damping
        v = scaledVelocity
        s = ((1 - damping) * (1 + damping)).squareRoot()
    }

    var critical: Bool { z >= 1 }

    /// Where the envelope's rising stretch peaks (0 when it has none): from the
    /// derivative of (ζ − V/a)e^(−ζa), or of (a − (V − 1))e^(−a) when critical.
    var peak: Double {
        guard v > 0 else { return 0 }
        if critical { return v }
        return (v + (v * v + 4 * v).squareRoot()) / (2 * z)
    }

    /// Where C₂ vanishes, closing the falling stretch that starts at a = 0.
    var zero: Double { critical ? v - 1 : v / z }

    func value(at a: Double) -> Double {
        if critical { return (v - 1 - a).magnitude * mExp(-a) }
        return (v / a - z).magnitude * mExp(-z * a) / s
    }
}

// MARK: - Timing curve

/// A timing curve for an animation: the counterpart of `UIView.AnimationCurve` /
/// `CAMediaTimingFunctionName` (the named eases), `UICubicTimingParameters` /
/// `CAMediaTimingFunction` (custom Béziers) and UIKit's duration-based spring.
public enum TimingCurve: Equatable, Hashable, Sendable {
    case linear, easeIn, easeOut, easeInOut, systemDefault
    case bezier(UnitBezier)
    case spring(DampedSpring)

    /// Progress (0→1, may overshoot for springs) at `t` seconds into an animation of
    /// `duration` seconds. t <= 0 gives 0, t >= duration gives 1; duration <= 0 gives 1.
    public func progress(atTime t: Double, duration: Double) -> Double {
        // `!(… > 0)` also routes NaN to a fallback: NaN duration ends, NaN time starts.
        guard duration > 0 else { return 1 }
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        let fraction = t / duration
        switch self {
        case .linear: return fraction
        case .easeIn: return UnitBezier.easeIn.solve(fraction)
        case .easeOut: return UnitBezier.easeOut.solve(fraction)
        case .easeInOut: return UnitBezier.easeInOut.solve(fraction)
        case .systemDefault: return UnitBezier.systemDefault.solve(fraction)
        case .bezier(let curve): return curve.solve(fraction)
        case .spring(let spring):
            // A spring carries its own duration; if the animation's differs, the spring
            // is stretched over it so both end together. Equal durations skip the
            // rescaling so spring times are used bit for bit.
            let local = spring.duration == duration ? t : fraction * spring.duration
            return spring.progress(atTime: local)
        }
    }

    /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `default`, `bezier(0.1, 0.2, 0.3, 1)`,
    /// `spring(damping: 0.6, velocity: 10)`.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .systemDefault: return "default"
        case .bezier(let b):
            let points = [b.p1x, b.p1y, b.p2x, b.p2y].map(Self.format)
            return "bezier(\(points.joined(separator: ", ")))"
        case .spring(let s):
            return "spring(damping: \(Self.format(s.damping)), velocity: \(Self.format(s.initialVelocity)))"
        }
    }

    /// Convenience: spring built from duration/damping/velocity.
    public static func spring(duration: Double, damping: Double, initialVelocity: Double) -> TimingCurve {
        .spring(DampedSpring(duration: duration, damping: damping, initialVelocity: initialVelocity))
    }

    /// Whole numbers print without ".0" so names read like source code.
    private static func format(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 {
            return String(Int(value))
        }
        return String(describing: value)
    }
}

// MARK: - Physical spring

extension DampedSpring {
    /// The spring of `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: a
    /// natural frequency ω₀ = √(stiffness / mass) and a damping ratio ζ = damping / (2√(stiffness ×
    /// mass)), the textbook oscillator m·x″ + c·x′ + k·x = 0. Its duration is the oscillator's own,
    /// not the animator's: [D] Apple ("init(mass:stiffness:damping:initialVelocity:)"): the
    /// animator's duration is ignored and the spring's is computed from these values. The model
    /// takes that duration as the time the same settling rule as the duration-based spring is met
    /// (the envelope within 0.001 of the end), so both forms end the same way. [?] UIKit's own
    /// settling threshold is not published; ζ above 1 (overdamped) is solved as critically damped,
    /// as for the duration-based form.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass > 0 ? mass : 1
        let k = stiffness > 0 ? stiffness : 1
        let omega0 = (k / m).squareRoot()
        let zeta = damping.isNaN ? 1 : min(max(damping / (2 * (k * m).squareRoot()), Self.minimumDamping), 1)
        // ω = root(ζ, v·T) / T must equal ω₀: a few fixed-point steps on T (one when v is 0).
        var duration = Self.settlingRoot(damping: zeta, scaledVelocity: 0) / omega0
        for _ in 0..<8 {
            let next = Self.settlingRoot(damping: zeta, scaledVelocity: initialVelocity * duration) / omega0
            if abs(next - duration) < 1e-9 { break }
            duration = next
        }
        self.init(duration: duration, damping: zeta, initialVelocity: initialVelocity)
    }
}
