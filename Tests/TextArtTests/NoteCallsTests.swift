import PresentationKit
import Testing

@testable import TextArt

@Test func aNoteNamesTheCallsItWritesAsCalls() {
    #expect(NoteCalls.named(in: "Look for deinit just after present returns.") == ["deinit"])
    #expect(
        NoteCalls.named(in: "no one asks for a controller, and shouldRemovePresentersView answers true")
            == ["shouldRemovePresentersView"])
    #expect(NoteCalls.named(in: "present: what present(_:animated:completion:) sets in motion") == ["present"])
    #expect(
        NoteCalls.named(in: "With the clean-up: presentationTransitionDidEnd(false) removes it.") == [
            "presentationTransitionDidEnd"
        ])
}

@Test func wordsThatAreNotTracedCallsAreNotNamed() {
    #expect(NoteCalls.named(in: "A plain UIView() stayed 375 wide; wC hR on an iPad.").isEmpty)
    #expect(NoteCalls.named(in: "Dismiss it, then present it, and read the completions.").isEmpty)
}

/// The short trace keeps a call a note names, in place of the oldest of the others, and says
/// that the calls it left out are not all earlier ones.
@Test func theShortTraceKeepsACallANoteNames() {
    let events = (0..<12).map { i in
        TraceEvent(
            time: Double(i) / 10, caller: .uikit, receiver: .presentationController, type: "Controller",
            call: i == 2 ? "deinit" : "containerViewWillLayoutSubviews()")
    }
    var options = RenderOptions(width: 80, height: 24)
    let plain = TraceRenderer.render(events, options: options, limit: 10)
    #expect(!plain.contains("deinit"))
    #expect(plain.hasPrefix("… 9 earlier calls"))
    options.keptCalls = ["deinit"]
    let kept = TraceRenderer.render(events, options: options, limit: 10)
    let lines = kept.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("… 9 other calls"))
    #expect(lines[1].contains("deinit"))
    #expect(lines[3].hasPrefix(" 1.100"))
}

/// Loaded code's methods are calls a note may name too, once the demo says which they are.
@Test func aNoteNamesALoadedMethodOnlyWhenItIsDeclared() {
    let note = "Tap the veil: the app's backdropTapped() dismisses, and iPhone users see it."
    #expect(NoteCalls.named(in: note).isEmpty)
    #expect(NoteCalls.named(in: note, also: ["backdropTapped"]) == ["backdropTapped"])
}
