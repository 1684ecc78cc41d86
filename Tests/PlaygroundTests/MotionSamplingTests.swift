import Foundation
import PlaygroundTestSupport
import PresentationKit
import Testing
import TextArt
import Transcript

@testable import Playground

// The frames `film`, `scrub`, `play` and `state --at` show, checked against the curves of DESIGN
// section 8 computed here independently: the Bézier by bisecting its Bernstein form, the spring
// from the closed-form oscillator with ω found by scanning the settling rule (no code shared with
// PresentationKit's solvers).

/// easeInOut (0.42, 0, 0.58, 1) at fraction x, by bisection on x(s).
private func easeInOut(_ x: Double) -> Double {
    func bernstein(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(0.42, 0.58, mid) < x { low = mid } else { high = mid }
    }
    return bernstein(0, 1, (low + high) / 2)
}

/// UIKit's duration-based spring, ζ < 1: ω from |C₂|e^(−ζωD) = 0.001 (largest root, found by
/// scanning down from far above it), then x(t) = 1 − e^(−ζωt)[cos ω_d t + ((ζω − v₀)/ω_d) sin ω_d t].
private struct ReferenceSpring {
    let d: Double, z: Double, v0: Double, w: Double

    init(duration d: Double, damping z: Double, velocity v0: Double) {
        self.d = d
        self.z = z
        self.v0 = v0
        func f(_ w: Double) -> Double {
            let s = (1 - z * z).squareRoot()
            return abs((v0 - z * w) / (w * s)) * exp(-z * w * d) - 0.001
        }
        var w = 200.0
        let step = 0.01
        while w > step, f(w - step) < 0 { w -= step }
        var low = w - step
        var high = w
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if f(mid) >= 0 { low = mid } else { high = mid }
        }
        self.w = (low + high) / 2
    }

    func x(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < d else { return 1 }
        let wd = w * (1 - z * z).squareRoot()
        return 1 - exp(-z * w * t) * (cos(wd * t) + (z * w - v0) / wd * sin(wd * t))
    }
}

private let bouncy = ReferenceSpring(duration: 0.8, damping: 0.6, velocity: 10)
private let zoom = ReferenceSpring(duration: 1.0, damping: 0.5, velocity: 0)

private func film(_ s: Session, _ line: String = "film") throws -> (TransitionMotion, [MotionFrame]) {
    let outputs = s.execute(line)
    guard case .motion(.film(let motion, let frames))? = outputs.first else {
        Issue.record("`\(line)` gave \(outputs)")
        throw CancellationError()
    }
    return (motion, frames)
}

private func at(_ s: Session, _ seconds: Double) throws -> ScreenSnapshot {
    guard case .success(let snap) = s.snapshot(secondsIntoLastTransition: seconds) else {
        Issue.record("no snapshot at \(seconds)")
        throw CancellationError()
    }
    return snap
}

private func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

// MARK: - Slide: easeInOut from the right edge

@Test func slideFramesFollowEaseInOut() throws {
    let s = session("animator slide", "present")
    let (motion, frames) = try film(s)
    #expect(motion.span == 0.5)
    #expect(frames.map(\.seconds) == [0, 0.125, 0.25, 0.375, 0.5])
    for f in frames {
        let x = try #require(f.snapshot.view(named: "presented")).frame.origin.x
        #expect(close(x, 375 * (1 - easeInOut(f.seconds / 0.5)), 1e-4), "x at \(f.seconds) s is \(x)")
    }
    // The design's anchor: easeInOut at half time is exactly half way.
    #expect(close(frames[2].snapshot.view(named: "presented")?.frame.origin.x, 187.5, 1e-4))
    #expect(close(try at(s, 0.1).view(named: "presented")?.frame.origin.x, 375 * (1 - easeInOut(0.2)), 1e-4))
}

// MARK: - Bouncy: a spring that overshoots

@Test func bouncyFilmIncludesTheOvershootPeak() throws {
    let s = session("set frame inset 30", "animator bouncy", "present")
    let (motion, frames) = try film(s)
    #expect(frames.count == 6)
    let peak = try #require(frames.first { $0.label == "peak" })
    // DESIGN section 8's spring with ζ 0.6, v₀ 10 over 0.8 s is already past 1 at 0.16 s
    // (≈1.0805) and peaks later, ≈1.1598 at ≈0.2318 s: found here by scanning the reference.
    let lead = try #require(motion.leadTrack)
    #expect(close(lead.progress(at: 0.16), 1.0805, 5e-4))
    let scan = stride(from: 0.0, to: 0.8, by: 1e-5).map { (t: $0, x: bouncy.x($0)) }.max { $0.x < $1.x }!
    #expect(close(peak.seconds, scan.t, 2e-5))
    #expect(close(lead.progress(at: peak.seconds), scan.x, 1e-8))
    #expect(close(lead.progress(at: peak.seconds), 1.1598, 1e-4))
    for f in frames {
        // The presented view drops by its centre from y = −607 to 333.5 (bounds 315 × 607).
        let y = try #require(f.snapshot.view(named: "presented")).frame.origin.y
        let center = -607 + (333.5 + 607) * bouncy.x(f.seconds)
        #expect(close(y, center - 303.5, 1e-4), "y at \(f.seconds) s is \(y), expected \(center - 303.5)")
    }
    // The overshoot is visible: at the peak the view is below its final place.
    #expect((peak.snapshot.view(named: "presented")?.frame.origin.y ?? 0) > 100)
}

@Test func bouncyStateAtMatchesTheSpring() throws {
    let s = session("set frame inset 30", "animator bouncy", "present")
    for t in [0.05, 0.16, 0.3, 0.55, 0.79] {
        let snap = try at(s, t)
        let y = try #require(snap.view(named: "presented")).frame.origin.y
        #expect(close(y, -607 + 940.5 * bouncy.x(t) - 303.5, 1e-4), "at \(t)")
        // The dimming view fades alongside with the animator's timing.
        // (on screen, clamped to 1 as Core Animation clamps opacity).
        #expect(close(snap.view(named: "dimming")?.alpha, min(1, bouncy.x(t)), 1e-6))
        #expect(snap.phase == .presenting)
        #expect(snap.view(named: "presented")?.isAnimating == true, "animating at \(t), overshoot or not")
    }
}

// MARK: - Zoom: scale from 0.2 with an underdamped spring

@Test func zoomScaleFollowsTheSpring() throws {
    let s = session("animator zoom", "present")
    let (_, frames) = try film(s, "film 6")
    #expect(frames.contains { $0.label == "peak" })
    for f in frames {
        let a = try #require(f.snapshot.view(named: "presented")).transform.a
        #expect(close(a, 0.2 + 0.8 * zoom.x(f.seconds), 1e-6), "scale at \(f.seconds) s is \(a)")
    }
    let snap = try at(s, 0.3)
    #expect(close(snap.view(named: "presented")?.transform.a, 0.2 + 0.8 * zoom.x(0.3), 1e-6))
}

// MARK: - What the sampler must get right

@Test func anInteractiveCancelIsSampledAtItsOwnTimes() throws {
    let s = session("animator slide", "interactive present", "cancel at 0.5")
    // The gesture moves the 0.5 s slide linearly to half way over 0.25 s ...
    let during = try at(s, 0.1)
    #expect(during.phase == .presenting)
    #expect(close(during.view(named: "presented")?.frame.origin.x, 375 * (1 - easeInOut(0.2)), 1e-4))
    // ... then cancel() plays it back over 0.25 s with the easeInOut completion curve.
    let back = try at(s, 0.375)
    let local = 0.25 * (1 - easeInOut(0.5))
    #expect(close(back.view(named: "presented")?.frame.origin.x, 375 * (1 - easeInOut(local / 0.5)), 1e-4))
    // At the end UIKit removes the presented view and the container.
    let after = try at(s, 0.5)
    #expect(after.view(named: "presented") == nil)
    #expect(after.view(named: "container") == nil)
    #expect(after.phase == .idle)
}

@Test func aDismissalKeepsItsViewsUntilItEnds() throws {
    let s = session("animator slide", "present", "dismiss")
    #expect(try at(s, 0.25).view(named: "presented") != nil)
    #expect(try at(s, 0.5).view(named: "presented") == nil)
    let (motion, _) = try film(s)
    #expect(motion.kind == .dismissal)
}

@Test func timelineRecordsTracksPhasesAndCalls() throws {
    let s = session("set frame inset 30", "animator slide", "interactive present", "cancel at 0.5")
    guard case .motion(.timeline(let m))? = s.execute("timeline").first else {
        Issue.record("no timeline")
        return
    }
    #expect(m.tracks.map(\.name).contains("presented.center"))
    #expect(m.tracks.contains { $0.label == "alongside" && $0.name == "dimming.alpha" })
    #expect(m.phases.map(\.kind) == ["gesture", "cancel"])
    #expect(close(m.phases[0].toProgress, 0.5, 1e-12))
    #expect(m.events.contains { $0.call == "completeTransition(_:)" && close($0.seconds, 0.5, 1e-12) })
    #expect(m.didComplete == false)
    // A track evaluates exactly as the live animation does.
    let live = try #require(s.engine.lastTransition?.groups.first?.animations.first)
    let track = try #require(m.tracks.first)
    for t in stride(from: 0.0, through: 0.5, by: 0.01) {
        #expect(track.value(at: t) == live.value(at: m.start + t))
    }
}

@Test func aRotationIsATransitionToo() throws {
    let s = session("set frame inset 30", "set layout on", "present", "rotate")
    guard case .motion(.timeline(let m))? = s.execute("timeline").first else {
        Issue.record("no timeline")
        return
    }
    #expect(m.kind == .sizeChange)
    #expect(m.tracks.contains { $0.label == "rotation" })
}

@Test func motionCommandsNeedATransition() {
    let s = session()
    for line in ["film", "timeline", "play", "scrub 0.5", "trace --mermaid"] {
        let out = s.execute(line)
        #expect(out.count == 1)
        if case .error = out.first {} else { Issue.record("`\(line)` should fail before any transition: \(out)") }
    }
    if case .motion(.curve)? = s.execute("curve").first {} else { Issue.record("curve needs no transition") }
}

@Test func playbackHasAFrameEverySixtiethOfASecondOfWallTime() throws {
    let s = session("animator slide", "present")
    guard case .motion(.playback(let p))? = s.execute("play --speed 0.25").first else {
        Issue.record("no playback")
        return
    }
    #expect(p.speed == 0.25)
    #expect(p.frames.first?.seconds == 0)
    #expect(p.frames.last?.seconds == 0.5)
    #expect(p.frames.count == 121)
    #expect(close(p.wallTime(ofFrame: 1), 1.0 / 60, 1e-12))
    #expect(p.stills.count == 5)
}

@Test func motionOutputIsDeterministic() {
    func transcript() -> String {
        let s = session("set frame inset 30", "animator bouncy", "present")
        let r = TranscriptRenderer(options: RenderOptions(width: 80))
        return ["film", "timeline", "curve", "trace --mermaid", "scrub 0.2", "play"]
            .flatMap { s.execute($0) }.map { r.render($0) }.joined()
    }
    #expect(transcript() == transcript())
}
