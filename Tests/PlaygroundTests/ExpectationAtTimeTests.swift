import PlaygroundTestSupport
import PresentationKit
import Testing

@testable import Playground

/// `expect … at T` reads the screen T seconds into the last transition, replayed, so a fade can be
/// told from a veil that is simply there; the state now is untouched.
@Suite("expect … at T, read mid-transition")
struct ExpectationAtTimeTests {
    private func result(_ line: String, in s: Session) -> ExpectationResult? {
        for case .expectation(let r) in s.execute(line) { return r }
        return nil
    }

    @Test("The veil fades in alongside: half dark at half time, fully dark at the end")
    func aFadeIsReadMidway() throws {
        let s = session(["present"])
        #expect(try #require(result("expect dimming.alpha < 1 at 0.125", in: s)).passed)
        #expect(try #require(result("expect dimming.alpha ~= 0.5 at 0.25s", in: s)).passed)
        #expect(try #require(result("expect dimming.alpha == 1", in: s)).passed)
        let late = try #require(result("expect dimming.alpha < 1 at 0.5", in: s))
        #expect(!late.passed && late.actual == "dimming.alpha is 1")
    }

    @Test("The bouncy spring overshoots its frame early on")
    func aSpringIsReadAtItsPeak() throws {
        let s = session(["set frame inset 30", "animator bouncy", "present"])
        let peak = try #require(result("expect presented.frame.y > 100 at 0.232", in: s))
        #expect(peak.passed, "\(peak.actual)")
    }

    @Test("Without a transition, a claim at a time fails saying so")
    func noTransitionNoMoment() throws {
        let r = try #require(result("expect dimming.alpha == 1 at 0.1", in: session([])))
        #expect(!r.passed && r.actual.hasPrefix("no transition yet"))
    }

    @Test("`at` is for the screen: a trace claim with it is refused in words")
    func traceClaimsHaveNoMoment() {
        let outputs = session([]).execute("expect trace has present at 0.1")
        guard case .error(let e) = outputs.first else {
            Issue.record("no error: \(outputs)")
            return
        }
        #expect(ErrorWording.line(for: e).contains("`at` reads the screen at a moment"))
    }
}
