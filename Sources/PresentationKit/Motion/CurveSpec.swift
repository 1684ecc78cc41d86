/// A timing curve to plot: what it is called, the curve, and how long the animation lasts.
public struct CurveSpec: Sendable, Equatable {
    public var title: String
    public var curve: TimingCurve
    public var duration: Double

    public init(title: String, curve: TimingCurve, duration: Double) {
        self.title = title
        self.curve = curve
        self.duration = duration
    }

    /// The highest progress reached before the end, and when, if it passes 1: a spring's peak
    /// from its closed form; any other curve by dense sampling (the named eases never overshoot).
    public var peak: (time: Double, value: Double)? {
        guard duration > 0 else { return nil }
        if case .spring(let spring) = curve {
            guard let p = spring.peak else { return nil }
            let time = spring.duration == duration ? p.time : p.time / spring.duration * duration
            return (time, p.value)
        }
        var best: (time: Double, value: Double)?
        for i in 1..<CurveSpec.samples {
            let t = duration * Double(i) / Double(CurveSpec.samples)
            let v = curve.progress(atTime: t, duration: duration)
            if v > 1, v > (best?.value ?? 1) { best = (t, v) }
        }
        return best
    }

    /// Samples used to find the extremes of curves without a closed form.
    public static let samples = 2_000
}
