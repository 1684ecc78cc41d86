import Lessons
import Playground
import PresentationKit
import Testing

@testable import ProsceniumEdge

/// `DemoPlayer`: the speaker's keys (or `--auto`'s clock) type each command, pauses wait, anchors
/// jump, Ctrl-O opens the live prompt; played against an in-memory terminal.
@Suite struct DemoPlayerTests {
    /// A player for `text` on `terminal`, and the shells it made (the last is the one in use).
    private final class Stage {
        var shells: [LiveShell] = []
        var session: Session { shells.last!.tutor.session }
    }

    private func player(
        _ text: String, on terminal: ScriptedDemoTerminal, auto: Bool = false, speed: Double = 20, from start: Int = 0,
        notes: DemoPlayer.NoteSink = .nowhere
    ) -> (DemoPlayer, Stage) {
        let (script, problems) = DemoScript.parse(text, file: "talk.demo")
        #expect(problems.isEmpty)
        let stage = Stage()
        let player = DemoPlayer(
            script: script, from: start, auto: auto, speed: speed, notes: notes, terminal: terminal,
            makeShell: {
                let shell = LiveShell(
                    tutor: LessonLibrary.scriptTutor(session: Session(), fence: nil),
                    display: DisplaySettings(width: 80),
                    store: nil)
                stage.shells.append(shell)
                return shell
            })
        return (player, stage)
    }

    @Test func eachKeyTypesACharacterAndEnterTheRestThenRunsIt() {
        let terminal = ScriptedDemoTerminal(typing: [Array("x".utf8), Array("y".utf8), .enter, .enter])
        let (player, stage) = player("present\n", on: terminal)
        #expect(player.run() == .finished)
        #expect(terminal.screen.hasPrefix("proscenium> present\n"))
        #expect(stage.session.engine.phase == .presented)
        #expect(terminal.closed)
    }

    @Test func aCommandDoesNotRunUntilTheSecondEnter() {
        let terminal = ScriptedDemoTerminal(typing: [.enter])
        let (player, stage) = player("present\n", on: terminal)
        // One Enter shows the whole command; the input then ends before it runs.
        #expect(player.run() == .endedByKey)
        #expect(terminal.screen.hasPrefix("proscenium> present"))
        #expect(stage.session.engine.phase == .idle)
    }

    @Test func aPauseShowsItsCueAndWaitsForAKey() {
        let waiting = ScriptedDemoTerminal(endOfInput: 5)
        let (stopped, stoppedStage) = player("#pause\npresent\n", on: waiting)
        #expect(stopped.run() == .endedByKey)
        #expect(waiting.screen.contains("paused · any key goes on"))
        #expect(stoppedStage.session.engine.phase == .idle)

        let pressed = ScriptedDemoTerminal(typing: [.space, .enter, .enter])
        let (goesOn, stage) = player("#pause\npresent\n", on: pressed)
        #expect(goesOn.run() == .finished)
        #expect(stage.session.engine.phase == .presented)
    }

    @Test func ctrlNJumpsToTheNextAnchorRunningWhatIsBetweenOffScreen() {
        let terminal = ScriptedDemoTerminal(typing: [.ctrlN, .enter, .enter])
        let (player, stage) = player("present\n#anchor turn\nrotate\n", on: terminal)
        #expect(player.run() == .finished)
        // `present` ran (the state is the one the demo was written for) but was never typed.
        #expect(stage.session.engine.phase == .presented)
        #expect(!terminal.screen.contains("proscenium> present"))
        #expect(terminal.screen.contains("proscenium> rotate"))
        #expect(stage.session.config.value.orientation == .landscape)
    }

    @Test func ctrlPGoesBackToTheSectionsStartOnAFreshSession() {
        let terminal = ScriptedDemoTerminal(typing: [.enter, .enter, .ctrlP, .enter, .enter, .enter, .enter])
        let (player, stage) = player("#anchor start\nset corner 20\nrotate\n", on: terminal)
        #expect(player.run() == .finished)
        #expect(stage.shells.count == 2)
        #expect(stage.session.config.value.cornerRadius == 20)
        // Typed twice: once before Ctrl-P and once after.
        #expect(terminal.screen.components(of: "proscenium> set corner 20") == 2)
    }

    @Test func ctrlDEndsTheDemoAndCtrlCInterruptsIt() {
        let ended = ScriptedDemoTerminal(typing: [.ctrlD])
        #expect(player("present\n", on: ended).0.run() == .endedByKey)
        let byte = ScriptedDemoTerminal(typing: [.ctrlC])
        #expect(player("present\n", on: byte).0.run() == .interrupted)
        let signal = ScriptedDemoTerminal(typing: [])
        signal.interruptPending = true
        #expect(player("present\n", on: signal).0.run() == .interrupted)
    }

    @Test func autoTypesByTheClockAndLeavesTimeToRead() {
        let terminal = ScriptedDemoTerminal()
        let (player, stage) = player("present\n", on: terminal, auto: true, speed: 10)
        #expect(player.run() == .finished)
        #expect(stage.session.engine.phase == .presented)
        // Seven characters at ten a second, a beat before Enter, then the reading time.
        #expect(terminal.now() >= 0.7 + DemoPlayer.beat(characters: 10, speed: 10))
    }

    @Test func aKeyPressedWhileAutoTypesIsKeptForTheNextPause() {
        let terminal = ScriptedDemoTerminal(keys: [.init(at: 0.2, bytes: .space)], endOfInput: 60)
        let (player, stage) = player("set corner 20\n#pause\npresent\n", on: terminal, auto: true, speed: 10)
        #expect(player.run() == .finished)
        #expect(stage.session.engine.phase == .presented)
        #expect(!terminal.screen.contains("paused"))
    }

    @Test func ctrlOOpensTheLivePromptOnTheSameSessionAndResumeComesBack() {
        let terminal = ScriptedDemoTerminal(
            typing: [Array("p".utf8), .ctrlO, .enter, .enter], promptLines: ["set corner 12", "resume"])
        let (player, stage) = player("present\n", on: terminal)
        #expect(player.run() == .finished)
        #expect(terminal.history == ["set corner 12"])
        #expect(stage.shells.count == 1)
        #expect(stage.session.config.value.cornerRadius == 12)
        #expect(stage.session.engine.phase == .presented)
    }

    @Test func quitAtTheLivePromptEndsTheDemo() {
        let terminal = ScriptedDemoTerminal(typing: [.ctrlO], promptLines: ["quit"])
        #expect(player("present\n", on: terminal).0.run() == .quit)
    }

    @Test func afterASuspendTheHalfTypedLineIsDrawnAgain() {
        let terminal = ScriptedDemoTerminal(keys: [.init(at: 0, bytes: Array("p".utf8)), .init(at: 2, bytes: .ctrlD)])
        terminal.resumePending = true
        let (player, _) = player("present\n", on: terminal)
        _ = player.run()
        #expect(terminal.screen.contains("\r\u{1B}[Kproscenium> p"))
    }

    @Test func notesGoToTheScreenOrStandardErrorAsAsked() {
        let onScreen = ScriptedDemoTerminal()
        _ = player("#say look at the dimming view\n", on: onScreen, notes: .screen).0.run()
        #expect(onScreen.screen.contains("note: look at the dimming view"))
        let elsewhere = ScriptedDemoTerminal()
        _ = player("#say look at the dimming view\n", on: elsewhere, notes: .standardError).0.run()
        #expect(elsewhere.errors == "look at the dimming view\n")
        #expect(!elsewhere.screen.contains("dimming"))
    }

    /// An answer taller than the window comes a screen at a time: 8 lines first at 10 rows (the
    /// typed command stays in view), then a key each for 9 more, under the `more` cue.
    @Test func anAnswerTallerThanTheWindowComesAScreenAtATime() {
        // From the anchor: the presentation runs off screen, the trace is typed and run.
        let text = "present\n#anchor trace\ntrace\n"
        let start = DemoScript.parse(text, file: "talk.demo").script.anchors[0].index
        let unpaged = ScriptedDemoTerminal(typing: [.enter, .enter])
        _ = player(text, on: unpaged, from: start).0.run()
        let plain = unpaged.screen.after("proscenium> trace\n")
        let lines = plain.split(separator: "\n").count
        #expect(lines > 20)

        let waiting = ScriptedDemoTerminal(typing: [.enter, .enter])
        waiting.windowRows = 10
        // The input ends at the first cue: the rest of the trace was never shown.
        #expect(player(text, on: waiting, from: start).0.run() == .endedByKey)
        let first = waiting.screen.after("proscenium> trace\n")
        #expect(first.hasPrefix(" 0.000  presented "))
        #expect(first.split(separator: "\n", omittingEmptySubsequences: false).count == 9)
        #expect(first.hasSuffix("more · any key shows the next screen (\(lines - 8) more lines)\r\u{1B}[K"))

        let screens = DemoCheck.screens(lines: lines, rows: 10)
        let keys = Array(repeating: [UInt8].space, count: screens - 1)
        let reading = ScriptedDemoTerminal(typing: [.enter, .enter] + keys)
        reading.windowRows = 10
        #expect(player(text, on: reading, from: start).0.run() == .finished)
        let whole = reading.screen.after("proscenium> trace\n")
        // Every line shown once, in order, with the cues taken away.
        #expect(whole.replacing(/more · any key[^\r]*\r\u{1B}\[K/, with: "") == plain)
        #expect(whole.components(of: "more · any key") == screens - 1)
    }

    @Test func startingFromAnAnchorRunsWhatIsBeforeItOffScreen() {
        let text = "set corner 20\n#anchor later\npresent\n"
        let (script, _) = DemoScript.parse(text, file: "talk.demo")
        let terminal = ScriptedDemoTerminal(typing: [.enter, .enter])
        let (player, stage) = player(text, on: terminal, from: script.anchors[0].index)
        #expect(player.run() == .finished)
        #expect(stage.session.config.value.cornerRadius == 20)
        #expect(!terminal.screen.contains("set corner"))
    }
}

extension String {
    /// What follows the last `marker`; the whole when there is none.
    fileprivate func after(_ marker: String) -> String {
        guard let r = ranges(of: marker).last else { return self }
        return String(self[r.upperBound...])
    }

    /// How many times `piece` occurs.
    fileprivate func components(of piece: String) -> Int {
        var count = 0
        var rest = self[...]
        while let r = rest.firstRange(of: piece) {
            count += 1
            rest = rest[r.upperBound...]
        }
        return count
    }
}
