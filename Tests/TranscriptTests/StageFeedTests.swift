import Playground
import PlaygroundTestSupport
import PresentationKit
import ProsceniumJSON
import Testing

@testable import Transcript

/// What the stage page receives for a line (`StageFeed`, docs/json.md "The stage page"): the
/// screen after it, its calls, and the transition it began or replayed, as the engine samples it.
@Suite struct StageFeedTests {
    /// The step `line` makes in `s`, as the prompt sends it.
    func step(_ s: Session, _ line: String) -> StageStep {
        let mark = s.stageMark
        let outputs = s.execute(line)
        return s.stageStep(after: mark, line: line, outputs: outputs)
    }

    @Test func aPresentationIsSampledAtSixtyFramesASecond() throws {
        let s = session()
        let step = step(s, "present")
        let motion = try #require(step.motion)
        #expect(step.frames.count == Int((motion.span * 60).rounded(.down)) + 1)
        #expect(step.frames.first?.seconds == 0)
        #expect(step.frames.last?.seconds == motion.span)
        #expect(step.calls.contains { $0.call == "presentationTransitionWillBegin()" })
        // The frames move: the presented view starts below the screen and ends on it.
        let first = try #require(step.frames.first?.snapshot.views.first { $0.name == "presented" })
        let last = try #require(step.frames.last?.snapshot.views.first { $0.name == "presented" })
        #expect(first.frameInWindow.minY > last.frameInWindow.minY)
    }

    @Test func aSettingBeginsNoTransition() {
        let s = session("present")
        let step = step(s, "animator bouncy")
        #expect(step.motion == nil)
        #expect(step.frames.isEmpty)
        #expect(step.calls.isEmpty)
        #expect(!step.earlier.isEmpty, "the calls before it are there to read")
    }

    @Test func playAtAQuarterSpeedSendsFourTimesTheFramesAndTheTransitionsCalls() throws {
        let s = session("present")
        let real = try #require(step(s, "play").motion)
        let slow = step(s, "play --speed 0.25")
        #expect(slow.speed == 0.25)
        #expect(slow.frames.count == Int((real.span * 240).rounded(.down)) + 1)
        #expect(
            slow.calls.contains {
                $0.call == "presentationTransitionDidEnd(_:)"
                    || $0.displayCall.hasPrefix("presentationTransitionDidEnd")
            })
    }

    @Test func slowFourPlaysEachNewTransitionFourTimesSlower() throws {
        let s = session("slow 4")
        let step = step(s, "present")
        let motion = try #require(step.motion)
        #expect(step.speed == 0.25)
        #expect(step.frames.count == Int((motion.span * 240).rounded(.down)) + 1)
        let play = self.step(s, "play --speed 0.5")
        #expect(play.speed == 0.125, "play's --speed is divided by the slow motion too")
    }

    @Test func scrubShowsThatInstantWithNoFrames() throws {
        let s = session("present")
        let step = step(s, "scrub 0.5")
        #expect(step.frames.isEmpty)
        #expect(step.playhead != nil)
        #expect(step.scene.phase != .presented || step.playhead == step.motion?.span)
    }

    @Test func undoReplaysNothingAndRedoReplaysWhatItRedoes() {
        let s = session("present", "dismiss")
        #expect(step(s, "undo").motion == nil)
        #expect(step(s, "redo").motion?.kindName == "dismissal")
    }

    @Test func aResetKeepsNoEarlierCalls() {
        let s = session("present")
        let step = step(s, "reset")
        #expect(step.earlier.isEmpty)
    }

    @Test func theEventIsVersionedAndNamesEveryViewWithItsFrame() throws {
        let s = session("set frame inset 30")
        let event = StageFeed.event(step(s, "present"), sequence: 3)
        #expect(event["proscenium"]?.stringValue == "stage")
        #expect(event["version"]?.numberValue == 1)
        #expect(event["sequence"]?.numberValue == 3)
        #expect(event["command"]?.stringValue == "present")
        guard case .array(let views)? = event["scene"]?["views"] else {
            Issue.record("no views")
            return
        }
        let presented = try #require(views.first { $0["name"]?.stringValue == "presented" })
        #expect(
            ["x", "y", "width", "height"].map { presented[$0]?.numberValue } == [30, 30, 315, 607])
        #expect(presented["presented"] == .bool(true))
        guard case .array(let frames)? = event["motion"]?["frames"] else {
            Issue.record("no frames")
            return
        }
        #expect(frames.count > 10)
        // One line: the server relays it as it is.
        #expect(!event.serialized.contains("\n"))
    }

    @Test func theSameLinesGiveTheSameBytes() {
        func run() -> String {
            let s = session("animator bouncy")
            return StageFeed.event(step(s, "present"), sequence: 1).serialized
        }
        #expect(run() == run())
    }
}
