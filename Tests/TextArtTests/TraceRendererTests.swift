import PresentationKit
import Testing

@testable import TextArt

@Suite("TraceRenderer")
struct TraceRendererTests {
    static let events: [TraceEvent] = [
        TraceEvent(
            time: 0, caller: .uikit, receiver: .delegate, type: "Delegate",
            call: "presentationController(forPresented:presenting:source:)",
            result: .object("PlaygroundPresentationController")),
        TraceEvent(
            time: 0, caller: .uikit, receiver: .presentationController, type: "PlaygroundPresentationController",
            call: "presentationTransitionWillBegin()"),
        TraceEvent(
            time: 0, caller: .presentationController, receiver: .coordinator, type: "TransitionCoordinator",
            call: "animate(alongsideTransition:completion:)", result: .bool(true), depth: 1),
        TraceEvent(
            time: 0, caller: .uikit, receiver: .animator, type: "BouncyAnimator",
            call: "transitionDuration(using:)", result: .number(0.8)),
        TraceEvent(
            time: 0.8, caller: .animator, receiver: .context, type: "TransitionContext",
            call: "completeTransition(_:)",
            arguments: [TraceArgument(label: "_", name: "didComplete", value: .bool(true))], depth: 1),
        TraceEvent(
            time: 12.5, caller: .uikit, receiver: .presentationController, type: "PlaygroundPresentationController",
            call: "presentationTransitionDidEnd(_:)",
            arguments: [TraceArgument(label: "_", name: "completed", value: .bool(true))]),
        TraceEvent(
            time: 13, caller: .uikit, receiver: .presented, type: "CardViewController",
            call: "viewWillTransition(to:with:)",
            arguments: [
                TraceArgument(label: "to", name: "size", value: .size(Size(width: 667, height: 375))),
                TraceArgument(label: "with", name: "coordinator", value: .object("coordinator")),
            ],
            depth: 2),
        TraceEvent(
            time: 13, caller: .uikit, receiver: .delegate, type: "Delegate",
            call: "interactionControllerForDismissal(using:)", result: TraceValue.none),
    ]

    func render(
        _ events: [TraceEvent] = events, width: Int = 200, ascii: Bool = false, color: Bool = false,
        limit: Int? = nil
    ) -> [String] {
        TestText.lines(
            TraceRenderer.render(
                events, options: RenderOptions(width: width, ascii: ascii, color: color),
                limit: limit))
    }

    /// The window-fitted trace (beside a drawing, or the tail under it) in every terminal theme
    /// is painted in that theme: high contrast never has bright black (issue 37 §3; it fell back
    /// to the standard theme's gray times).
    @Test(arguments: Theme.terminalThemes)
    func theFittedTraceIsPaintedInTheTheme(_ theme: Theme) {
        let options = RenderOptions(width: 80, color: true, theme: theme)
        let text = TraceRenderer.beside(Self.events, options: options, rows: 4).joined(separator: "\n")
        #expect(text.contains(Ansi.gray) == (theme == .standard || theme == .light))
        if theme == .highContrast { #expect(!text.contains("\u{1B}[90m") && !text.contains(Ansi.dim)) }
    }

    @Test func oneLinePerEventInColumns() {
        let lines = render()
        #expect(lines.count == Self.events.count)
        #expect(
            lines[0]
                == " 0.000  delegate                presentationController(forPresented:presenting:source:) → PlaygroundPresentationController"
        )
        #expect(lines[1] == " 0.000  presentationController  presentationTransitionWillBegin()")
        #expect(lines[3] == " 0.000  animator                transitionDuration(using:) → 0.8")
        #expect(lines[5] == "12.500  presentationController  presentationTransitionDidEnd(true)")
        #expect(lines[6] == "13.000  presented                   viewWillTransition(to: 667×375, with: coordinator)")
        #expect(lines[7].hasSuffix("interactionControllerForDismissal(using:) → nil"))
        // The receiver always starts at column 8 and a depth-0 call at column 32.
        for line in lines { #expect(TestText.scalars(line)[6...7] == [" ", " "]) }
        #expect(TestText.column(of: "presentationTransitionWillBegin", in: lines[1]) == 32)
    }

    @Test func indentationFollowsDepth() {
        let lines = render()
        #expect(TestText.column(of: "animate(", in: lines[2]) == 34)
        #expect(TestText.column(of: "completeTransition(true)", in: lines[4]) == 34)
        #expect(TestText.column(of: "viewWillTransition", in: lines[6]) == 36)
        #expect(!lines[4].contains("→"))
    }

    @Test func limitAddsAMoreLine() {
        let lines = render(limit: 3)
        #expect(lines.count == 4)
        #expect(lines[3] == "… 5 more: `trace` lists all")
        #expect(render(limit: 8).count == 8)
        #expect(render(limit: 100).count == 8)
        #expect(render(limit: 0) == ["… 8 more: `trace` lists all"])
        #expect(render(limit: -4) == ["… 8 more: `trace` lists all"])
    }

    @Test func asciiArrowsAndEllipsis() {
        let out = TraceRenderer.render(Self.events, options: RenderOptions(width: 200, ascii: true), limit: 7)
        #expect(TestText.isPlainASCII(out))
        let lines = TestText.lines(out)
        #expect(
            lines[0].hasSuffix(
                "presentationController(forPresented:presenting:source:) -> PlaygroundPresentationController"))
        #expect(lines[6].hasSuffix("viewWillTransition(to: 667x375, with: coordinator)"))
        #expect(lines[7] == "... 1 more: `trace` lists all")
    }

    @Test func longLinesWrapAtArgumentsUnderTheirCall() {
        let lines = render(width: 80)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        // The first call breaks after an argument label, goes on two columns right of the call,
        // and its result keeps its arrow.
        #expect(lines[0] == " 0.000  delegate                presentationController(forPresented:presenting:")
        #expect(lines[1] == "                                  source:) → PlaygroundPresentationController")
        // A depth-1 call continues two columns right of its own start (34), never mid-word.
        #expect(lines[3] == " 0.000  coordinator               animate(alongsideTransition:completion:)")
        #expect(lines[4] == "                                    → true")
        let words = Set(
            render(width: 200).joined(separator: " ").split(separator: " ").flatMap { $0.split(separator: ":") })
        for line in lines {
            for word in line.split(separator: " ").flatMap({ $0.split(separator: ":") }) {
                #expect(words.contains(word), "\(word) is a cut word")
            }
        }
        // Even at 20 columns nothing is lost.
        let narrow = render(width: 20)
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 20 })
        #expect(narrow.joined().filter { $0 != " " } == render(width: 200).joined().filter { $0 != " " })
    }

    @Test func colourOnlyWhenAsked() {
        let plain = TraceRenderer.render(Self.events, options: RenderOptions(), limit: 2)
        #expect(!plain.contains("\u{1B}"))
        let colored = TraceRenderer.render(Self.events, options: RenderOptions(color: true), limit: 2)
        #expect(colored.contains("\u{1B}["))
        #expect(TerminalText.withoutEscapes(colored) == plain)
    }

    @Test func emptyTraceAndOddEvents() {
        #expect(TraceRenderer.render([], options: RenderOptions()) == "")
        #expect(TraceRenderer.render([], options: RenderOptions(), limit: 0) == "")
        let odd = [
            // Roles are typed now: a receiver can no longer hold an escape; its type name and arguments can.
            TraceEvent(time: .nan, caller: .app, receiver: .interactionController, type: "T", call: "f()", depth: -3),
            TraceEvent(
                time: 123_456.789, caller: .app, receiver: .target, type: "T\u{1B}[2J",
                call: "g(_:)", arguments: [TraceArgument(label: "_", name: "s", value: .string("a\nb"))],
                depth: 1_000_000),
        ]
        let out = TraceRenderer.render(odd, options: RenderOptions(width: 400))
        let lines = TestText.lines(out)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("   nan  interactionController   f()"))
        #expect(lines[1].hasPrefix("123456.789  "))
        #expect(!out.contains("\u{1B}"))
        #expect(lines[1].unicodeScalars.count < 200)
    }

    @Test func deterministic() {
        #expect(render(limit: 4) == render(limit: 4))
    }
}
