import Testing

@testable import PresentationKit

// Reference values come from independent methods (Bernstein-form bisection, a downward
// scan of the spring rule, 40-digit mpmath computations), never from the code under test.

// MARK: - Independent references

/// y at x by bisecting the Bernstein form of x(s), which shares no code with `solve`.
private func referenceBezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
    func bernstein(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(p1x, p2x, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(p1y, p2y, (low + high) / 2)
}

/// ω by the design doc's recipe: scan down from a high ω in small steps to the first sign
/// change of |C₂|e^(−ζωD) − 0.001, then bisect.
private func referenceOmega(duration d: Double, damping z: Double, velocity v0: Double, start: Double = 400) -> Double {
    func f(_ w: Double) -> Double {
        if z < 1 {
            let s = (1 - z * z).squareRoot()
            return ((v0 - z * w) / (w * s)).magnitude * mExp(-z * w * d) - 0.001
        }
        return (-1 + (v0 - w) * d).magnitude * mExp(-w * d) - 0.001
    }
    let step = 0.001
    var w = start
    #expect(f(w) < 0, "scan must start above the largest root")
    while w > step, f(w - step) < 0 { w -= step }
    var low = w - step
    var high = w
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if f(mid) >= 0 { low = mid } else { high = mid }
    }
    return (low + high) / 2
}

private func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    (a - b).magnitude <= tolerance
}

private let everyNamedCurve: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .systemDefault,
    .bezier(UnitBezier(0.1, 0.2, 0.3, 1)),
    .spring(duration: 0.8, damping: 0.6, initialVelocity: 10),
]

// MARK: - Bézier curves

@Test func linearIsIdentity() {
    for i in 0...100 {
        let f = Double(i) / 100
        #expect(TimingCurve.linear.progress(atTime: f, duration: 1) == f)
    }
    #expect(isClose(TimingCurve.linear.progress(atTime: 0.3, duration: 1.2), 0.25, 1e-15))
}

@Test func easeInOutIsHalfwayAtHalfTime() {
    #expect(isClose(TimingCurve.easeInOut.progress(atTime: 0.5, duration: 1), 0.5, 1e-7))
    #expect(isClose(TimingCurve.easeInOut.progress(atTime: 0.15, duration: 0.3), 0.5, 1e-7))
}

@Test func easeInAndEaseOutAtHalfTime() {
    let easeIn = TimingCurve.easeIn.progress(atTime: 0.5, duration: 1)
    let easeOut = TimingCurve.easeOut.progress(atTime: 0.5, duration: 1)
    // 40-digit values: 0.315356812572539 and its mirror image.
    #expect(isClose(easeIn, 0.315356812572539, 1e-6))
    #expect(isClose(easeOut, 0.684643187427461, 1e-6))
    #expect(isClose(easeIn, referenceBezier(0.42, 0, 1, 1, at: 0.5), 1e-6))
    #expect(isClose(easeOut, referenceBezier(0, 0, 0.58, 1, at: 0.5), 1e-6))
    #expect(isClose(TimingCurve.systemDefault.progress(atTime: 0.5, duration: 1), 0.802403387584857, 1e-6))
}

@Test func bezierSolveMatchesBisection() {
    let curves: [(Double, Double, Double, Double)] = [
        (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
        (0.1, 0.2, 0.3, 1), (0.68, -0.55, 0.265, 1.55), (0.9, 0.1, 0.1, 0.9),
        (0.05, 0.7, 0.1, 1), (0.95, 0.05, 0.05, 0.95), (0.3, 0.3, 0.7, 0.7),
    ]
    for (a, b, c, d) in curves {
        let curve = UnitBezier(a, b, c, d)
        for i in 0...200 {
            let x = Double(i) / 200
            let expected = referenceBezier(a, b, c, d, at: x)
            #expect(isClose(curve.solve(x), expected, 1e-6), "bezier(\(a), \(b), \(c), \(d)) at \(x)")
        }
    }
}

@Test func bezierWithAVerticalTangentIsOnlyAsGoodAsTheXTolerance() {
    // (1, 0, 0, 1) has x′(½) = 0: x − ½ ≈ 4(s − ½)³, so the 1e-7 tolerance on x allows
    // an error in s of about (2.5e-8)^(1/3) ≈ 3e-3, times the slope y′(½) = 1.5.
    let curve = UnitBezier(1, 0, 0, 1)
    for i in 0...200 {
        let x = Double(i) / 200
        #expect(isClose(curve.solve(x), referenceBezier(1, 0, 0, 1, at: x), 5e-3), "at \(x)")
    }
}

@Test func bezierClampsItsInputs() {
    let curve = UnitBezier(0.42, 0, 0.58, 1)
    #expect(curve.solve(-3) == 0)
    #expect(curve.solve(7) == 1)
    #expect(curve.solve(.nan) == 0)
    // x control values outside [0, 1] would make the curve multivalued.
    let wild = UnitBezier(-2, .nan, 5, .infinity)
    #expect(wild.p1x == 0 && wild.p2x == 1 && wild.p1y == 0 && wild.p2y.isFinite)
    for i in 0...50 {
        #expect(wild.solve(Double(i) / 50).isFinite)
    }
}

// MARK: - Spring

@Test func springOmegaFollowsTheSettlingRule() {
    let spring = DampedSpring(duration: 0.8, damping: 0.6, initialVelocity: 10)
    #expect(isClose(spring.omega, 11.891187428777364, 1e-9))
    let zoom = DampedSpring(duration: 1.0, damping: 0.5, initialVelocity: 0)
    #expect(isClose(zoom.omega, 12.716898269296164, 1e-9))

    let cases: [(Double, Double, Double)] = [
        (0.8, 0.6, 10), (1.0, 0.5, 0), (0.5, 0.9, 0), (0.35, 0.7, -4), (0.5, 0.3, 30),
        (0.5, 1, 0), (0.5, 1, 10), (0.5, 1, 40), (2.0, 0.95, 2), (0.3, 0.8, 80),
    ]
    for (d, z, v) in cases {
        let s = DampedSpring(duration: d, damping: z, initialVelocity: v)
        #expect(
            isClose(s.omega, referenceOmega(duration: d, damping: z, velocity: v), 1e-7),
            "D \(d) ζ \(z) v0 \(v): \(s.omega)")
    }
}

@Test func lightlyDampedSpringStillFindsTheLargestRoot() {
    // ζ = 0.02 puts ω near 340/D, above a fixed "start at 200" scan.
    let s = DampedSpring(duration: 0.5, damping: 0.02, initialVelocity: 0)
    #expect(isClose(s.omega, referenceOmega(duration: 0.5, damping: 0.02, velocity: 0, start: 2_000), 1e-6))
}

@Test func springOvershootsAsDesigned() {
    let spring = DampedSpring(duration: 0.8, damping: 0.6, initialVelocity: 10)
    #expect(isClose(spring.progress(atTime: 0.16), 1.08051271225766, 1e-9))
    let peak = try! #require(spring.peak)
    #expect(isClose(peak.value, 1.15979303385089, 1e-9))
    #expect(isClose(peak.time, 0.231845585334153, 1e-9))

    // The reported peak is the maximum of a dense sampling of the whole animation.
    var sampledMax = -Double.infinity
    for i in 0...20_000 {
        sampledMax = max(sampledMax, spring.progress(atTime: 0.8 * Double(i) / 20_000))
    }
    #expect(sampledMax <= peak.value + 1e-12)
    #expect(sampledMax >= peak.value - 1e-6)
}

@Test func springStartsAtZeroAndEndsAtExactlyOne() {
    let spring = DampedSpring(duration: 0.8, damping: 0.6, initialVelocity: 10)
    #expect(spring.progress(atTime: 0) == 0)
    #expect(spring.progress(atTime: -1) == 0)
    #expect(spring.progress(atTime: 0.8) == 1)
    #expect(spring.progress(atTime: 5) == 1)
    // Just before the end the oscillator is within the settling amplitude.
    #expect(isClose(spring.progress(atTime: 0.8 - 1e-9), 1, 0.0011))
    let curve = TimingCurve.spring(spring)
    #expect(curve.progress(atTime: 0, duration: 0.8) == 0)
    #expect(curve.progress(atTime: 0.8, duration: 0.8) == 1)
}

@Test func criticalDampingIsFiniteAndBarelyOvershoots() {
    for d in [0.2, 0.5, 1.0] {
        for v in [0.0, 1, 5, 10] {
            let s = DampedSpring(duration: d, damping: 1, initialVelocity: v)
            #expect(s.omega.isFinite && s.omega > 0)
            #expect((s.peak?.value ?? 1) < 1.01, "D \(d) v0 \(v)")
            for i in 0...200 {
                let p = s.progress(atTime: d * Double(i) / 200)
                #expect(p.isFinite && p <= 1.01)
            }
        }
    }
    #expect(DampedSpring(duration: 0.5, damping: 1, initialVelocity: 0).peak == nil)
}

@Test func zoomPresetSpringOvershoots() {
    let zoom = DampedSpring(duration: 1.0, damping: 0.5, initialVelocity: 0)
    #expect(zoom.omega.isFinite)
    let peak = try! #require(zoom.peak)
    #expect(isClose(peak.value, 1.16303353482158, 1e-9))
    #expect(isClose(peak.time, 0.28525813855309, 1e-9))
}

@Test func peakIsNilWithoutOvershootAndMatchesSamplingOtherwise() {
    let cases: [(Double, Double, Double)] = [
        (0.5, 0.9, 0), (0.35, 0.7, -4), (0.5, 0.3, 30), (0.5, 1, 40), (2.0, 0.95, 2),
        (0.4, 0.02, 0), (0.5, 0.999999, 0), (0.3, 0.6, -50),
    ]
    for (d, z, v) in cases {
        let s = DampedSpring(duration: d, damping: z, initialVelocity: v)
        var sampledMax = -Double.infinity
        for i in 0..<50_000 {
            sampledMax = max(sampledMax, s.progress(atTime: d * Double(i) / 50_000))
        }
        if let peak = s.peak {
            #expect(peak.value > 1 && peak.time > 0 && peak.time <= d)
            #expect(sampledMax <= peak.value + 1e-12, "D \(d) ζ \(z) v0 \(v)")
            #expect(sampledMax >= peak.value - 1e-4, "D \(d) ζ \(z) v0 \(v)")
        } else {
            #expect(sampledMax <= 1, "D \(d) ζ \(z) v0 \(v): \(sampledMax)")
        }
    }
}

@Test func degenerateSpringInputsStayFinite() {
    let durations = [0.8, 0, -1, .nan, .infinity, 1e-12, 1e-4, 1e9]
    let dampings = [0.6, 0, -1, .nan, 2, 1e-9, 0.9999999999, 1]
    let velocities = [10, 0, -1e9, 1e9, .nan, .infinity, -.infinity]
    for d in durations {
        for z in dampings {
            for v in velocities {
                let s = DampedSpring(duration: d, damping: z, initialVelocity: v)
                let label = "D \(d) ζ \(z) v0 \(v)"
                #expect(s.omega.isFinite && s.omega > 0, "\(label): ω \(s.omega)")
                #expect(s.damping > 0 && s.damping <= 1, "\(label)")
                #expect(s.duration.isFinite && s.duration >= 0 && s.initialVelocity.isFinite, "\(label)")
                if let peak = s.peak { #expect(peak.value.isFinite && peak.time.isFinite, "\(label)") }
                let span = s.duration > 0 ? s.duration : 1
                for i in 0...20 {
                    let p = s.progress(atTime: span * Double(i) / 20)
                    #expect(p.isFinite, "\(label) at \(i)/20")
                }
            }
        }
    }
    #expect(DampedSpring(duration: 0.5, damping: 0, initialVelocity: 0).damping == 0.01)
    #expect(DampedSpring(duration: 0.5, damping: 3, initialVelocity: 0).damping == 1)
    #expect(DampedSpring(duration: -2, damping: 0.5, initialVelocity: 0).progress(atTime: 0) == 1)
}

// MARK: - TimingCurve

@Test func everyCurveHonoursTheEndpoints() {
    for curve in everyNamedCurve {
        #expect(curve.progress(atTime: 0, duration: 0.8) == 0, "\(curve.name)")
        #expect(curve.progress(atTime: -0.1, duration: 0.8) == 0, "\(curve.name)")
        #expect(curve.progress(atTime: .nan, duration: 0.8) == 0, "\(curve.name)")
        #expect(curve.progress(atTime: 0.8, duration: 0.8) == 1, "\(curve.name)")
        #expect(curve.progress(atTime: .infinity, duration: 0.8) == 1, "\(curve.name)")
        #expect(curve.progress(atTime: 0.3, duration: 0) == 1, "\(curve.name)")
        #expect(curve.progress(atTime: 0.3, duration: -1) == 1, "\(curve.name)")
        #expect(curve.progress(atTime: 0.3, duration: .nan) == 1, "\(curve.name)")
    }
}

@Test func easingCurvesAreMonotonic() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .systemDefault] {
        var previous = 0.0
        for i in 0...1_000 {
            let p = curve.progress(atTime: Double(i) / 1_000, duration: 1)
            #expect(p >= previous - 1e-7, "\(curve.name) at \(i)")
            previous = p
        }
    }
}

@Test func springCurveStretchesOverTheAnimationDuration() {
    let curve = TimingCurve.spring(duration: 0.8, damping: 0.6, initialVelocity: 10)
    #expect(curve == .spring(DampedSpring(duration: 0.8, damping: 0.6, initialVelocity: 10)))
    #expect(isClose(curve.progress(atTime: 0.16, duration: 0.8), 1.08051271225766, 1e-9))
    // Same shape over twice the time.
    #expect(isClose(curve.progress(atTime: 0.32, duration: 1.6), 1.08051271225766, 1e-9))
    #expect(TimingCurve.spring(duration: 0, damping: 0.5, initialVelocity: 0).progress(atTime: 0.1, duration: 1) == 1)
}

@Test func namesReadLikeSource() {
    #expect(TimingCurve.linear.name == "linear")
    #expect(TimingCurve.easeIn.name == "easeIn")
    #expect(TimingCurve.easeOut.name == "easeOut")
    #expect(TimingCurve.easeInOut.name == "easeInOut")
    #expect(TimingCurve.systemDefault.name == "default")
    #expect(TimingCurve.bezier(UnitBezier(0.1, 0.2, 0.3, 1)).name == "bezier(0.1, 0.2, 0.3, 1)")
    #expect(
        TimingCurve.spring(duration: 0.8, damping: 0.6, initialVelocity: 10).name
            == "spring(damping: 0.6, velocity: 10)")
    #expect(
        TimingCurve.spring(duration: 1, damping: 0, initialVelocity: -2.5).name
            == "spring(damping: 0.01, velocity: -2.5)")
}

@Test func curvesAreHashableValues() {
    let set: Set<TimingCurve> = [
        .easeIn, .easeIn, .spring(duration: 0.8, damping: 0.6, initialVelocity: 10),
        .spring(duration: 0.8, damping: 0.6, initialVelocity: 10),
    ]
    #expect(set.count == 2)
    #expect(TimingCurve.easeIn != .easeOut)
}
