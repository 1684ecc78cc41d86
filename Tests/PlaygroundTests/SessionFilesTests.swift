import PlaygroundTestSupport
import PresentationKit
import Testing
import TextArt
import Transcript

@testable import Playground

@Test func aSavedSessionLoadsBackToTheSameScreenAndTrace() {
    let files = MemoryFiles()
    let a = files.session()
    for line in ["device iphone-15", "set frame inset 30", "animator bouncy", "present", "rotate"] {
        _ = a.execute(line)
    }
    _ = a.execute("save mid.scene")
    #expect(files.files["mid.scene"]?.hasPrefix(Session.saveHeader + "\n") == true)

    let b = files.session()
    _ = b.execute("load mid.scene")
    #expect(b.engine.snapshot() == a.engine.snapshot())
    #expect(b.engine.trace == a.engine.trace)
    #expect(b.log == a.log)
}

@Test func aBadFileChangesNothingAndSaysWhichLine() {
    let files = MemoryFiles()
    files.files["bad.scene"] = "set frame inset 30\npresent\nset fram 3\n"
    files.files["fails.scene"] = "present\npresent\n"
    let s = files.session()
    _ = s.execute("animator slide")
    let before = s.engine.snapshot()
    guard case .error(let e) = s.execute("load bad.scene").first else {
        Issue.record("no error")
        return
    }
    #expect(ErrorWording.line(for: e).contains("bad.scene:3:"))
    guard case .error(let e2) = s.execute("load fails.scene").first else {
        Issue.record("no error")
        return
    }
    #expect(ErrorWording.line(for: e2).contains("fails.scene:2:"))
    guard case .error = s.execute("load missing.scene").first else {
        Issue.record("no error")
        return
    }
    #expect(s.engine.snapshot() == before)
    #expect(s.log.count == 1)
}

@Test func aRecordingKeepsUpWithEveryCommandUntilStopped() {
    let files = MemoryFiles()
    let s = files.session()
    _ = s.execute("animator zoom")
    _ = s.execute("record talk.demo")
    _ = s.execute("present")
    #expect(files.files["talk.demo"] == Session.saveHeader + "\nanimator zoom\npresent\n")
    _ = s.execute("record stop")
    _ = s.execute("dismiss")
    #expect(files.files["talk.demo"] == Session.saveHeader + "\nanimator zoom\npresent\n")
}

@Test func aFileThatCannotBeWrittenIsOneClearError() {
    let s = MemoryFiles().session()
    guard case .error(let e) = s.execute("save /forbidden/x.scene").first else {
        Issue.record("no error")
        return
    }
    #expect(ErrorWording.line(for: e) == "error: cannot write /forbidden/x.scene: Permission denied")
}

/// Every line is added as it was carried out, `undo` included (issue 26: the recording used
/// to be rewritten from the log after an undo, which lost the commands that only watch).
@Test func aRecordingAddsEachLineUndoIncludedAsOneLine() {
    let files = MemoryFiles()
    let s = files.session()
    _ = s.execute("record talk.demo")
    for line in ["set frame inset 30", "animator bouncy", "present", "rotate"] { _ = s.execute(line) }
    #expect(files.appends == 4)
    #expect(files.files["talk.demo"] == s.savedText)
    _ = s.execute("undo")
    #expect(files.appends == 5)
    _ = s.execute("dismiss")
    #expect(files.appends == 6)
    #expect(
        files.files["talk.demo"]
            == Session.saveHeader + "\nset frame inset 30\nanimator bouncy\npresent\nrotate\nundo\ndismiss\n")
}

/// `record` keeps the commands that only watch, and the recording played back prints the same
/// transcript, byte for byte, as the session that made it.
@Test func aRecordingPlaysBackToTheSameTranscript() {
    let lines = [
        "set frame inset 30", "animator bouncy", "present", "film", "timeline", "scrub 0.3", "curve", "trace",
        "explain", "show", "state", "rotate", "undo", "redo", "dismiss", "undo", "trace --json",
    ]
    let files = MemoryFiles()
    let options = RenderOptions(width: 80)
    let live = ScriptRunner(
        file: "live", mode: .transcript, renderer: TranscriptRenderer(options: options), session: files.session())
    _ = live.feed("record talk.scene")
    let transcript = lines.map { live.feed($0) }.joined()
    _ = live.feed("record stop")
    let recorded = files.files["talk.scene"] ?? ""
    let recordedLines = recorded.split(separator: "\n").map(String.init)
    #expect(recordedLines == [Session.saveHeader] + lines)
    let replay = ScriptRunner(file: "replay", mode: .transcript, renderer: TranscriptRenderer(options: options))
    let replayed = recordedLines.dropFirst().map { replay.feed($0) }.joined()
    #expect(replayed == transcript)
    #expect(replay.session.savedText == live.session.savedText)
}
