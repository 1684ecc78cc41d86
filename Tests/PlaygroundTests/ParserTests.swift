import PresentationKit
import Testing

@testable import Playground

/// Parses a line that must parse; a parse error fails the calling test.
private func parsed(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Command? {
    do {
        return try Parser.parse(line)
    } catch {
        Issue.record("`\(line)` did not parse: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite("Parser: every command of the language")
struct ParserTests {
    // MARK: The five commands from the brief, exactly as written

    @Test(
        "The brief's five commands parse exactly as written",
        arguments: [
            ("set frame inset 30", Command.set(.frame(.inset(dx: 30, dy: 30)))),
            (
                "animator bouncy",
                .set(
                    .animator(
                        .custom(
                            name: "bouncy", entrance: .drop,
                            timing: .spring(damping: 0.6, velocity: 10), duration: 0.8),
                        dismissOnly: false))
            ),
            ("present", .act(.present)),
            ("rotate", .act(.rotate)),
            ("cancel at 0.5", .act(.driveTo(progress: 0.5, finish: false))),
        ])
    func briefCommands(line: String, expected: Command) {
        #expect(parsed(line) == expected)
    }

    // MARK: set frame

    @Test(
        "set frame forms",
        arguments: [
            ("set frame inset 30", FrameSpec.inset(dx: 30, dy: 30)),
            ("set frame inset 10 20", .inset(dx: 10, dy: 20)),
            ("set frame size 300 200", .size(width: .points(300), height: .points(200))),
            ("set frame size 300 200 centered", .size(width: .points(300), height: .points(200))),
            ("set frame right-half", .rightHalf),
            ("set frame banner", .banner),
            ("set frame banner article", .articleBanner),
            ("set frame rect 1 2 3 4", .rect(Rect(x: 1, y: 2, width: 3, height: 4))),
            ("set frame rect -10 20 335 300", .rect(Rect(x: -10, y: 20, width: 335, height: 300))),
            ("set frame full", .full),
        ])
    func frameForms(line: String, expected: FrameSpec) {
        #expect(parsed(line) == .set(.frame(expected)))
    }

    @Test("set frame size 1/1.5 1/2 centered gives fractions of the container")
    func frameSizeFractions() throws {
        let command = try #require(parsed("set frame size 1/1.5 1/2 centered"))
        guard case .set(.frame(.size(.fraction(let w), .fraction(let h)))) = command else {
            Issue.record("expected two fractions, got \(command)")
            return
        }
        #expect(abs(w - 0.6667) < 0.0001)
        #expect(abs(w - 1.0 / 1.5) < 1e-12)
        #expect(h == 0.5)
    }

    // MARK: Other settings

    @Test(
        "set commands",
        arguments: [
            ("set dimming 0.5", Setting.dimming(0.5)),
            ("set dimming off", .dimming(nil)),
            ("set dimming tap-dismiss on", .dimmingTapDismiss(true)),
            ("set dimming tap-dismiss off", .dimmingTapDismiss(false)),
            ("set dimming wraps on", .dimmingWraps(true)),
            ("set dimming autoresize on", .dimmingAutoresize(true)),
            ("set dimming autoresize off", .dimmingAutoresize(false)),
            ("set layout off", .layout(false)),
            ("set layout on", .layout(true)),
            ("set cleanup on", .cleanup(true)),
            ("set cleanup off", .cleanup(false)),
            ("set corner 12", .corner(12)),
            ("set wrap navigation on", .wrapNavigation(true)),
            ("set fullscreen off", .fullscreen(false)),
            ("set remove-presenter on", .removePresenter(true)),
            ("set complete-transition off", .completeTransition(false)),
            ("set completion-speed 2", .completionSpeed(2)),
            ("set completion-curve linear", .completionCurve(.linear)),
            ("set completion-curve easeInOut", .completionCurve(.easeInOut)),
        ])
    func settings(line: String, expected: Setting) {
        #expect(parsed(line) == .set(expected))
    }

    @Test(
        "set content keeps quoted UTF-8 text as written",
        arguments: [
            (#"set content "File successfully uploaded ✅""#, "File successfully uploaded ✅"),
            (#"set content "say \"hi\"""#, #"say "hi""#),
            (#"set content "a # is not a comment here""#, "a # is not a comment here"),
            (#"set content "back\\slash""#, #"back\slash"#),
            (#"set content """#, ""),
            ("set content plain", "plain"),
        ])
    func content(line: String, text: String) {
        #expect(parsed(line) == .set(.content(text)))
    }

    // MARK: animator

    @Test(
        "animator presets",
        arguments: [
            (
                "animator bouncy",
                AnimatorSpec.custom(
                    name: "bouncy", entrance: .drop, timing: .spring(damping: 0.6, velocity: 10), duration: 0.8)
            ),
            (
                "animator slide",
                .custom(name: "slide", entrance: .edge(.right), timing: .curve(.easeInOut), duration: 0.5)
            ),
            (
                "animator zoom",
                .custom(name: "zoom", entrance: .zoom, timing: .spring(damping: 0.5, velocity: 0), duration: 1.0)
            ),
            ("animator fade", .custom(name: "fade", entrance: .fade, timing: .curve(.easeInOut), duration: 0.3)),
            ("animator none", .custom(name: "none", entrance: .none, timing: .curve(.linear), duration: 0)),
            ("animator default", .system),
        ])
    func animatorPresets(line: String, spec: AnimatorSpec) {
        #expect(parsed(line) == .set(.animator(spec, dismissOnly: false)))
    }

    @Test("animator dismiss fade sets only the dismissal animator")
    func animatorDismissOnly() {
        let fade = AnimatorSpec.custom(name: "fade", entrance: .fade, timing: .curve(.easeInOut), duration: 0.3)
        #expect(parsed("animator dismiss fade") == .set(.animator(fade, dismissOnly: true)))
    }

    @Test("animator spring with every option")
    func animatorSpring() {
        let expected = AnimatorSpec.custom(
            name: "spring", entrance: .edge(.top),
            timing: .spring(damping: 0.6, velocity: 10), duration: 0.8)
        #expect(
            parsed("animator spring duration 0.8 damping 0.6 velocity 10 from top")
                == .set(.animator(expected, dismissOnly: false)))
    }

    @Test("a damping above 1 is accepted: UIKit takes it, the model treats it as 1")
    func dampingAboveOne() {
        let expected = AnimatorSpec.custom(
            name: "spring", entrance: .edge(.top),
            timing: .spring(damping: 1.5, velocity: 0), duration: 0.8)
        #expect(
            parsed("animator spring duration 0.8 damping 1.5 velocity 0 from top")
                == .set(.animator(expected, dismissOnly: false)))
    }

    @Test("animator curve with a curve name, duration and edge")
    func animatorCurve() {
        let expected = AnimatorSpec.custom(
            name: "curve", entrance: .edge(.right), timing: .curve(.easeInOut), duration: 0.5)
        #expect(
            parsed("animator curve easeInOut duration 0.5 from right") == .set(.animator(expected, dismissOnly: false)))
    }

    @Test("animator spring from above drops the view, as the bouncy preset does")
    func animatorSpringFromAbove() {
        let expected = AnimatorSpec.custom(
            name: "spring", entrance: .drop,
            timing: .spring(damping: 0.6, velocity: 0), duration: 0.8)
        #expect(parsed("animator spring from above") == .set(.animator(expected, dismissOnly: false)))
    }

    // MARK: Building words

    @Test(
        "interactive modes",
        arguments: [
            ("interactive present", InteractiveMode.present),
            ("interactive dismiss", .dismiss),
            ("interactive both", .both),
            ("interactive off", .off),
        ])
    func interactive(line: String, mode: InteractiveMode) {
        #expect(parsed(line) == .set(.interactive(mode)))
    }

    @Test(
        "adaptive answers",
        arguments: [
            ("adaptive none", Optional(ModalPresentationStyle.none)),
            ("adaptive fullScreen", Optional(ModalPresentationStyle.fullScreen)),
            ("adaptive overFullScreen", Optional(ModalPresentationStyle.overFullScreen)),
            ("adaptive off", Optional<ModalPresentationStyle>.none),
        ])
    func adaptive(line: String, answer: ModalPresentationStyle?) {
        #expect(parsed(line) == .set(.adaptive(answer)))
    }

    @Test(
        "devices",
        arguments: [
            ("device iphone-se", Device.iPhoneSE),
            ("device iphone-15", .iPhone15),
            ("device iphone-15-pro-max", .iPhone15ProMax),
            ("device ipad", .iPad),
        ])
    func device(line: String, device: Device) {
        #expect(parsed(line) == .set(.device(device)))
    }

    @Test("orientation")
    func orientation() {
        #expect(parsed("orientation landscape") == .set(.orientation(.landscape)))
        #expect(parsed("orientation portrait") == .set(.orientation(.portrait)))
    }

    @Test(
        "modal presentation styles",
        arguments: [
            ("style custom", ModalPresentationStyle.custom),
            ("style fullScreen", .fullScreen),
            ("style overFullScreen", .overFullScreen),
            ("style pageSheet", .pageSheet),
            ("style formSheet", .formSheet),
            ("style popover", .popover),
            ("style automatic", .automatic),
        ])
    func style(line: String, style: ModalPresentationStyle) {
        #expect(parsed(line) == .set(.style(style)))
    }

    @Test(
        "delegate and who retains it",
        arguments: [
            ("delegate on", Setting.delegate(true)),
            ("delegate off", .delegate(false)),
            ("delegate retain off", .delegateRetain(false)),
            ("delegate retain on", .delegateRetain(true)),
        ])
    func delegate(line: String, expected: Setting) {
        #expect(parsed(line) == .set(expected))
    }

    // MARK: Driving

    @Test(
        "driving commands",
        arguments: [
            ("present", Action.present),
            ("dismiss", .dismiss),
            ("present --no-animation", .presentWithoutAnimation),
            ("dismiss --no-animation", .dismissWithoutAnimation),
            ("tap dimming", .tap("dimming")),
            ("tap \"Save Draft\"", .tap("Save Draft")),
            ("tap \"presented\"", .tap("presented")),
            ("pan \"Card\" by 0 40", .pan("Card", by: Point(x: 0, y: 40), over: nil)),
            ("pan presented by 0 300 over 0.3", .pan("presented", by: Point(x: 0, y: 300), over: 0.3)),
            ("pan dimming by -20 80", .pan("dimming", by: Point(x: -20, y: 80), over: nil)),
            ("PAN presented BY 0 1/2 over 1s", .pan("presented", by: Point(x: 0, y: 0.5), over: 1)),
            ("rotate", .rotate),
            ("resize 507 1180", .resize(Size(width: 507, height: 1180))),
            ("cancel at 0.5", .driveTo(progress: 0.5, finish: false)),
            ("finish at 0.25", .driveTo(progress: 0.25, finish: true)),
            ("update 0.3", .update(0.3)),
            ("cancel", .cancel),
            ("finish", .finish),
        ])
    func actions(line: String, action: Action) {
        #expect(parsed(line) == .act(action))
    }

    // MARK: Looking

    @Test(
        "queries",
        arguments: [
            ("show", Query.layout),
            ("show tree", .tree),
            ("trace", .trace),
            ("trace --json", .traceJSON),
            ("state --json", .state(json: true, at: nil)),
            ("state --json --at 0.4s", .state(json: true, at: 0.4)),
            ("state", .state(json: false, at: nil)),
            ("explain", .explain),
        ])
    func queries(line: String, query: Query) {
        #expect(parsed(line) == .query(query))
    }

    // MARK: Session

    @Test(
        "session commands",
        arguments: [
            ("help", Command.help(nil)),
            ("help set", .help("set")),
            ("?", .help(nil)),
            ("undo", .undo),
            ("redo", .redo),
            ("reset", .reset),
            ("history", .history),
            ("quit", .quit),
            ("exit", .quit),
        ])
    func sessionCommands(line: String, expected: Command) {
        #expect(parsed(line) == expected)
    }

    // MARK: Words, comments and numbers

    @Test(
        "Words are case-insensitive",
        arguments: [
            ("PRESENT", Command.act(.present)),
            ("Set Frame Inset 30", .set(.frame(.inset(dx: 30, dy: 30)))),
            ("STYLE FULLSCREEN", .set(.style(.fullScreen))),
            ("Device IPhone-SE", .set(.device(.iPhoneSE))),
            ("Cancel AT 0.5", .act(.driveTo(progress: 0.5, finish: false))),
        ])
    func caseInsensitive(line: String, expected: Command) {
        #expect(parsed(line) == expected)
    }

    @Test(
        "# starts a comment; blank and comment-only lines are nothing",
        arguments: [
            ("present # go", Command.act(.present)),
            ("# only a comment", .nothing),
            ("", .nothing),
            ("   \t ", .nothing),
            ("set frame inset 30   # the day-24 overlay", .set(.frame(.inset(dx: 30, dy: 30)))),
        ])
    func comments(line: String, expected: Command) {
        #expect(parsed(line) == expected)
    }

    @Test("A lone carriage return is white space")
    func carriageReturn() {
        #expect(parsed("present\r") == .act(.present))
    }

    @Test("A CRLF line ending is white space, as a lone CR or LF is")
    func crlf() {
        // Swift reads "\r\n" as one Character, which equals neither "\r" nor "\n".
        #expect(parsed("present\r\n") == .act(.present))
        #expect(parsed("set frame inset 30\r\n") == .set(.frame(.inset(dx: 30, dy: 30))))
    }

    @Test(
        "Numbers: seconds suffix, leading dot, fractions",
        arguments: [
            (
                "animator spring duration 0.8s",
                Command.set(
                    .animator(
                        .custom(
                            name: "spring", entrance: .edge(.bottom),
                            timing: .spring(damping: 0.6, velocity: 0), duration: 0.8),
                        dismissOnly: false))
            ),
            ("set dimming .5", .set(.dimming(0.5))),
            ("update 1/2", .act(.update(0.5))),
            ("cancel at 1/4", .act(.driveTo(progress: 0.25, finish: false))),
        ])
    func numbers(line: String, expected: Command) {
        #expect(parsed(line) == expected)
    }

    @Test(
        "NumberParser reads the language's numbers",
        arguments: [
            ("30", 30.0), ("0.5", 0.5), (".5", 0.5), ("-2", -2), ("0.8s", 0.8), ("0.8S", 0.8), ("1/2", 0.5), ("+3", 3),
        ])
    func numberParser(text: String, value: Double) {
        #expect(NumberParser.parse(text) == value)
    }

    @Test("NumberParser: 1/1.5 is two thirds")
    func numberParserFraction() throws {
        let v = try #require(NumberParser.parse("1/1.5"))
        #expect(abs(v - 0.6667) < 0.0001)
    }

    // MARK: Spelling round-trips

    /// Every state-changing command the language has, as the parser produces it.
    static let stateChangingLines = [
        "set frame inset 30", "set frame inset 10 20", "set frame size 1/2 1/2 centered",
        // A fraction above 1 (found by fuzzing: it was spelled as points).
        "set frame size 9/1.5 1/2 centered",
        "set frame size 300 200", "set frame right-half", "set frame banner", "set frame rect 1 2 3 4",
        "set frame full",
        "set dimming 0.5", "set dimming off", "set dimming tap-dismiss on", "set dimming wraps on",
        "set layout off", "set cleanup on", "set corner 12",
        #"set content "File successfully uploaded ✅""#, #"set content "say \"hi\" \\ bye""#,
        "set wrap navigation on", "set fullscreen off", "set remove-presenter on", "set complete-transition off",
        "set completion-speed 2", "set completion-curve linear", "set completion-curve default",
        "animator bouncy", "animator slide", "animator zoom", "animator fade", "animator none", "animator default",
        "animator dismiss fade",
        "animator spring duration 0.8 damping 0.6 velocity 10 from top",
        "animator curve easeInOut duration 0.5 from right", "animator curve default duration 0.2 from zoom",
        "animator spring from above", "animator curve from fade", "animator curve from none",
        "interactive present", "interactive dismiss", "interactive both", "interactive off",
        "adaptive none", "adaptive fullScreen", "adaptive overFullScreen", "adaptive off",
        "device iphone-se", "device iphone-15", "device iphone-15-pro-max", "device ipad",
        "orientation landscape", "orientation portrait",
        "style custom", "style fullScreen", "style overFullScreen", "style pageSheet", "style formSheet",
        "style popover",
        "style automatic",
        "delegate on", "delegate off", "delegate retain off",
        "names objc", "names swift2", "names modern",
        "present", "dismiss", "tap dimming", "tap \"Save \\\"Draft\\\"\"", "pan \"Card\" by 0 40", "rotate",
        "resize 507 1180", "cancel at 0.5", "finish at 0.25",
        "update 0.3", "cancel", "finish", "reset",
    ]

    @Test(
        "CommandSpelling.line(for:) writes a line that parses back to the same command", arguments: stateChangingLines)
    func spellingRoundTrips(line: String) throws {
        let command = try #require(parsed(line))
        #expect(command.changesState)
        let spelled = CommandSpelling.line(for: command)
        #expect(parsed(spelled) == command, "spelled as `\(spelled)`")
    }

    @Test("A loaded view's name goes to the stage in quotes; the playground's words go bare")
    func viewNamesAreQuotedOnlyWhenNotThePlaygrounds() throws {
        #expect(CommandSpelling.line(for: try #require(parsed("tap \"Delete\""))) == "tap \"Delete\"")
        #expect(CommandSpelling.line(for: try #require(parsed("tap \"dimming\""))) == "tap dimming")
    }

    @Test("CommandSpelling round-trips a fraction that has no short decimal (1/1.5)")
    func spellingRoundTripsThirds() throws {
        let command = try #require(parsed("set frame size 1/1.5 1/2 centered"))
        let spelled = CommandSpelling.line(for: command)
        #expect(parsed(spelled) == command, "spelled as `\(spelled)`")
    }

    @Test(
        "Queries and session commands do not change state",
        arguments: [
            "show", "trace", "state --json", "explain", "help", "undo", "redo", "history", "quit",
            "expect phase == idle",
        ])
    func queriesDoNotChangeState(line: String) throws {
        let command = try #require(parsed(line))
        #expect(!command.changesState)
    }
}
