import Foundation
import PlaygroundTestSupport
import PresentationKit
import ProsceniumTestSupport
import Testing
import TextArt

@testable import Playground

// Issue 6, "Numbers": what scenes cannot say (`scenes/edge-cases/` pins the states). A zero-size
// window is refused with one clear line; the notes that explain an empty frame, a frame past the
// screen, a duration of 0 and a damping of 0 appear when they are set; the drawings of the edge
// cases fit their width; and every number `state --json` prints stays finite, whatever valid
// numbers were typed.

private func run(_ lines: [String], on session: Session = Session()) -> [[Output]] {
    session.showsAfterActions = false
    return lines.map(session.execute)
}

private func notes(_ outputs: [Output]) -> String {
    outputs.compactMap { if case .text(let t) = $0 { return t } else { return nil } }.joined()
}

struct EdgeCaseTests {
    @Test(arguments: ["resize 0 0", "resize 0 100", "resize 100 0", "resize -1 5", "resize 0.5 0.5", "resize 10001 10"])
    func aWindowWithNoSizeIsRefusedAndNothingChanges(line: String) {
        let session = Session()
        _ = run(["set frame inset 30", "present"], on: session)
        let before = SessionState(session)
        let outputs = session.execute(line)
        #expect(SessionState(session) == before)
        guard outputs.count == 1, case .error(let e) = outputs[0] else {
            Issue.record("expected one error, got \(outputs)")
            return
        }
        let text = ErrorWording.line(for: e)
        #expect(text.contains("is out of range (1 to 10000)"), "\(text)")
        #expect(text.contains("did you mean `resize 507 1180`?"), "\(text)")
    }

    @Test func tinyAndHugeWindowsAreDrawnWithinTheWidth() throws {
        let session = Session()
        for (size, width) in [("1 1", 80), ("10000 1", 80), ("1 10000", 80), ("1 1", 40), ("10000 10000", 120)] {
            _ = run(["reset", "set frame inset 30", "present", "resize \(size)"], on: session)
            let snapshot = session.engine.snapshot()
            let drawing = LayoutRenderer.render(snapshot, options: RenderOptions(width: width))
            for line in drawing.split(separator: "\n") {
                #expect(line.count <= width, "resize \(size) at \(width) columns: \(line)")
            }
            #expect(drawing.contains("presented"), "resize \(size): the frame list names the presented view")
        }
    }

    @Test func anInsetPastTheMiddleIsExplainedWhenItIsSet() {
        let out = notes(run(["set frame inset 400"]).last!)
        #expect(out.contains("inset 400 takes at least half the width (187.5) and half the height (333.5)"))
        #expect(out.contains("CGRect.null"))
        #expect(notes(run(["set frame inset 30"]).last!).isEmpty)
        // On the device in use: iPad is wider.
        #expect(notes(run(["device ipad", "set frame inset 400"]).last!).isEmpty)
    }

    @Test func aFramePastTheScreenIsExplainedWhenItIsSet() {
        #expect(
            notes(run(["set frame rect -500 -500 3000 3000"]).last!)
                .contains("reaches past the left, top, right, bottom of this 375×667 screen, covering the whole screen")
        )
        #expect(notes(run(["set frame rect 400 0 10 10"]).last!).contains("lies wholly outside"))
        #expect(notes(run(["set frame rect 0 0 0 0"]).last!).contains("the frame is empty"))
        #expect(notes(run(["set frame size 1000 300"]).last!).contains("larger than this 375×667 screen"))
        #expect(notes(run(["set frame rect 20 100 335 300"]).last!).isEmpty)
    }

    @Test func aDurationOfZeroAndADampingOfZeroAreExplainedWhenTheyAreSet() {
        for line in [
            "animator spring duration 0 damping 0.6 velocity 10 from top",
            "animator curve linear duration 0 from right",
        ] {
            #expect(notes(run([line]).last!).contains("duration 0: the animation is instant"), "\(line)")
        }
        let damping = notes(run(["animator spring duration 0.8 damping 0 velocity 10 from top"]).last!)
        #expect(damping.contains("damping 0 would never settle"))
        #expect(damping.contains("the spring uses 0.01"))
        // The presets say nothing: `animator none` is instant on purpose.
        #expect(notes(run(["animator none"]).last!).isEmpty)
        #expect(notes(run(["animator bouncy"]).last!).isEmpty)
    }

    @Test func aSpringWithNoDampingStaysFiniteAndEndsOnItsValue() {
        let spring = DampedSpring(duration: 0.8, damping: 0, initialVelocity: 10)
        for i in 0...8_000 {
            let p = spring.progress(atTime: 0.8 * Double(i) / 8_000)
            #expect(p.isFinite)
            if !p.isFinite { break }
        }
        #expect(spring.progress(atTime: 0.8) == 1)
        #expect(DampedSpring(duration: 0, damping: 0, initialVelocity: 10).progress(atTime: 0) == 1)
    }

    /// Random valid commands, with the extreme values each command accepts, and after each the
    /// numbers `state --json` prints (also `--at` inside the last transition): all finite.
    @Test func everyNumberInStateJSONIsFinite() throws {
        var rng = FuzzRandom(seed: 0xF1_417E)
        let extremes = [
            "resize 1 1", "resize 10000 10000", "resize 1 10000", "set frame rect -10000 -10000 10000 10000",
            "set frame rect 10000 10000 0 0", "set frame inset 10000", "set frame inset 0 10000",
            "set frame size 10000 10000",
            "set frame size 0 0", "set frame size 1/3 1", "set corner 10000", "set completion-speed 0.01",
            "set completion-speed 100",
            "animator spring duration 0 damping 0 velocity 1000 from top",
            "animator spring duration 60 damping 0 velocity -1000 from left",
            "animator spring duration 0.01 damping 1 velocity 1000 from bottom",
            "animator curve easeIn duration 60 from zoom",
            "animator curve linear duration 0 from fade",
            "animator dismiss spring duration 0.8 damping 0 velocity 10 from above",
            "set dimming 0", "set dimming 1", "interactive both", "interactive off", "cancel at 0", "cancel at 1",
            "finish at 0",
            "finish at 1", "update 0.999", "update 0", "finish", "cancel", "present", "dismiss", "rotate",
            "tap dimming", "reset",
            "device ipad", "device iphone-15-pro-max", "set layout on", "set dimming wraps on",
            "set wrap navigation on",
            "set frame banner", "set content \"\(String(repeating: "long text ", count: 100))\"",
            "set frame right-half",
        ]
        var failures: [String] = []
        for run in 0..<12 {
            let session = Session()
            session.showsAfterActions = false
            var history: [String] = []
            for _ in 0..<60 {
                let line = rng.pick(extremes)
                history.append(line)
                _ = session.execute(line)
                var queries = ["state --json"]
                if session.lastTransitionCommand != nil {
                    queries.append("state --json --at \(rng.pick(["0", "0.01", "0.4", "1", "30", "1000000"]))s")
                }
                for query in queries {
                    for output in session.execute(query) {
                        guard case .json(let text) = output else { continue }
                        if let problem = Self.nonFinite(in: text), failures.count < 5 {
                            failures.append(
                                "run \(run), `\(query)` after \(history.joined(separator: "; ")): \(problem)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Where a number should be in `state --json` and is not (the writer prints a non-finite
    /// number as `null`); nil when every one is a finite number.
    static func nonFinite(in json: String) -> String? {
        guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) else {
            return "not JSON: \(json.prefix(200))"
        }
        // The only places `null` is a value rather than a lost number.
        let nullable: Set<String> = ["superview", "presentation", "controller"]
        func walk(_ v: Any, _ path: String) -> String? {
            switch v {
            case let d as [String: Any]:
                for (k, x) in d {
                    if x is Foundation.NSNull {
                        if nullable.contains(k) { continue } else { return "\(path).\(k) is null" }
                    }
                    if let p = walk(x, "\(path).\(k)") { return p }
                }
            case let a as [Any]:
                for (i, x) in a.enumerated() {
                    if x is Foundation.NSNull { return "\(path)[\(i)] is null" }
                    if let p = walk(x, "\(path)[\(i)]") { return p }
                }
            case let n as Foundation.NSNumber:
                if !n.doubleValue.isFinite { return "\(path) is \(n)" }
            default: break
            }
            return nil
        }
        return walk(value, "")
    }
}
