/// The command reference: one entry per command word, with its forms and examples. `help`
/// prints it, the did-you-mean suggestions pick from the examples, and the README points here.
public struct HelpTopic: Sendable {
    public let word: String
    public let group: String
    public let synopsis: String
    public let summary: String
    public let examples: [String]
}

public enum HelpTopics {
    public static let groups = ["Build", "Drive", "Look", "Watch", "Check", "Learn", "Session"]

    public static let all: [HelpTopic] = [
        HelpTopic(word: "device", group: "Build", synopsis: "device iphone-se|iphone-5s|iphone-15|iphone-15-pro-max|ipad",
                  summary: "the simulated device (iPhone SE by default)", examples: ["device iphone-15", "device ipad"]),
        HelpTopic(word: "ios", group: "Build", synopsis: "ios 17|18|26",
                  summary: "the iOS release the app runs on (26 by default), chosen before anything runs: `.automatic` is a page sheet before 18 and a form sheet from 18",
                  examples: ["ios 17", "ios 26"]),
        HelpTopic(word: "orientation", group: "Build", synopsis: "orientation portrait|landscape",
                  summary: "turn the device to this orientation (a size transition, as `rotate`)", examples: ["orientation landscape"]),
        HelpTopic(word: "style", group: "Build", synopsis: "style custom|fullScreen|overFullScreen|pageSheet|formSheet|popover|automatic",
                  summary: "the presented controller's modalPresentationStyle (custom by default)", examples: ["style custom", "style fullScreen"]),
        HelpTopic(word: "delegate", group: "Build", synopsis: "delegate on|off, delegate retain on|off",
                  summary: "install a transitioning delegate; who keeps it alive (it is weak)", examples: ["delegate on", "delegate retain off"]),
        HelpTopic(word: "set", group: "Build",
                  synopsis: "set frame full|inset N|inset DX DY|size W H [centered]|right-half|banner [article]|rect X Y W H\n"
                    + "set dimming 0.5|off, set dimming tap-dismiss on|off, set dimming wraps on|off, set dimming autoresize on|off\n"
                    + "set layout on|off, set cleanup on|off, set corner N, set content \"TEXT\"\n"
                    + "set wrap navigation on|off, set fullscreen on|off, set remove-presenter on|off, set restore-presenter on|off\n"
                    + "set complete-transition on|off, set completion-speed N, set completion-curve linear|easeInOut|…",
                  summary: "configure the presentation controller and the transition, as the articles do in code",
                  examples: ["set frame inset 30", "set frame size 1/1.5 1/2 centered", "set frame right-half", "set frame banner",
                             "set frame rect 20 100 335 300", "set dimming 0.5", "set dimming off", "set dimming tap-dismiss on",
                             "set dimming wraps on", "set layout on", "set cleanup on", "set corner 12",
                             "set content \"File successfully uploaded ✅\"", "set wrap navigation on", "set fullscreen on",
                             "set remove-presenter on", "set complete-transition off", "set completion-speed 2",
                             "set completion-curve linear"]),
        HelpTopic(word: "animator", group: "Build",
                  synopsis: "animator default|slide|bouncy|zoom|fade|none, animator dismiss …,\n"
                    + "animator spring duration S damping D velocity V from top|bottom|left|right|above|zoom|fade,\n"
                    + "animator curve [linear|easeIn|easeOut|easeInOut] duration S from …",
                  summary: "the animator the delegate vends (default: none, so UIKit's slide-up)",
                  examples: ["animator bouncy", "animator slide", "animator zoom", "animator default", "animator dismiss fade",
                             "animator spring duration 0.8 damping 0.6 velocity 10 from top",
                             "animator curve easeInOut duration 0.5 from right"]),
        HelpTopic(word: "interactive", group: "Build", synopsis: "interactive present|dismiss|both|off",
                  summary: "vend a percent-driven interaction controller; the transition then waits for update/finish/cancel",
                  examples: ["interactive dismiss", "interactive off"]),
        HelpTopic(word: "adaptive", group: "Build", synopsis: "adaptive none|fullScreen|overFullScreen|off",
                  summary: "an adaptive presentation delegate's answer (off: no delegate)", examples: ["adaptive none"]),
        HelpTopic(word: "present", group: "Drive", synopsis: "present [--no-animation]", summary: "present the controller, as present(_:animated:completion:); --no-animation passes animated: false (the animator still runs, with a zero duration)", examples: ["present", "present --no-animation"]),
        HelpTopic(word: "dismiss", group: "Drive", synopsis: "dismiss [--no-animation]", summary: "dismiss it, as dismiss(animated:completion:); --no-animation passes animated: false", examples: ["dismiss", "dismiss --no-animation"]),
        HelpTopic(word: "tap", group: "Drive", synopsis: "tap dimming|presented|…, tap X Y",
                  summary: "tap a view, or a point in window coordinates: the deepest view there takes the touch, and the nearest gesture recogniser on it or a superview fires",
                  examples: ["tap dimming", "tap 10 10", "tap presented"]),
        HelpTopic(word: "rotate", group: "Drive", synopsis: "rotate", summary: "rotate the device (a size transition)", examples: ["rotate"]),
        HelpTopic(word: "resize", group: "Drive", synopsis: "resize W H", summary: "resize the window, as an iPad in split view", examples: ["resize 507 1180"]),
        HelpTopic(word: "cancel", group: "Drive", synopsis: "cancel at P, cancel",
                  summary: "drive an interactive transition to P (0…1) and cancel it; starts one if none is waiting",
                  examples: ["cancel at 0.5", "cancel"]),
        HelpTopic(word: "finish", group: "Drive", synopsis: "finish at P, finish",
                  summary: "drive an interactive transition to P and finish it", examples: ["finish at 0.5", "finish"]),
        HelpTopic(word: "update", group: "Drive", synopsis: "update P", summary: "move the waiting interactive transition to P", examples: ["update 0.3"]),
        HelpTopic(word: "show", group: "Look", synopsis: "show, show tree", summary: "draw the screen, or list the view tree", examples: ["show", "show tree"]),
        HelpTopic(word: "trace", group: "Look", synopsis: "trace, trace --json, trace --mermaid",
                  summary: "every call UIKit made since reset; --mermaid: the last transition as a Mermaid sequence diagram",
                  examples: ["trace", "trace --json", "trace --mermaid"]),
        HelpTopic(word: "state", group: "Look", synopsis: "state [--json] [--at Ns]",
                  summary: "the session's state; --at evaluates the last transition N seconds after it began",
                  examples: ["state --json", "state --json --at 0.4s"]),
        HelpTopic(word: "explain", group: "Look", synopsis: "explain", summary: "why the last transition's calls happened, in plain words", examples: ["explain"]),
        HelpTopic(word: "config", group: "Look", synopsis: "config", summary: "the current settings", examples: ["config"]),
        HelpTopic(word: "code", group: "Look", synopsis: "code, code --file NAME.swift",
                  summary: "the UIKit Swift for what you have built, to take to Xcode; --file writes it to a file",
                  examples: ["code", "code --file Overlay.swift"]),
        HelpTopic(word: "play", group: "Watch", synopsis: "play [--speed S] [--loop]",
                  summary: "replay the last transition in real time on a terminal (any key or Ctrl-C stops it); --speed 0.25 is slow motion; elsewhere it prints a few stills",
                  examples: ["play", "play --speed 0.25", "play --speed 0.5 --loop"]),
        HelpTopic(word: "scrub", group: "Watch", synopsis: "scrub P, scrub Ns",
                  summary: "the screen at a fraction P (0…1) of the last transition, or N seconds into it, with every animated value there",
                  examples: ["scrub 0.5", "scrub 0.16s"]),
        HelpTopic(word: "film", group: "Watch", synopsis: "film [N]",
                  summary: "N keyframes (default 5, up to 12) of the last transition side by side; a spring's overshoot peak is added",
                  examples: ["film", "film 8"]),
        HelpTopic(word: "timeline", group: "Watch", synopsis: "timeline",
                  summary: "the last transition on a time axis: each animated property's progress, alongside animations, interactive phases, and the calls",
                  examples: ["timeline"]),
        HelpTopic(word: "curve", group: "Watch", synopsis: "curve, curve slide|bouncy|zoom|fade, curve spring DURATION DAMPING VELOCITY,\n"
                    + "curve linear|easeIn|easeOut|easeInOut|default [DURATION]",
                  summary: "plot a timing curve (the current animator's by default): the 0 and 1 lines, a spring's overshoot peak, the duration",
                  examples: ["curve", "curve bouncy", "curve easeInOut", "curve spring 0.8 0.6 10"]),
        HelpTopic(word: "export", group: "Watch", synopsis: "export svg FILE [--animated], export cast FILE [--speed S]",
                  summary: "write the screen as SVG, an SVG that replays the last transition, or an asciicast v2 recording of play (80 columns, colour)",
                  examples: ["export svg screen.svg", "export svg present.svg --animated", "export cast present.cast --speed 0.5"]),
        HelpTopic(word: "expect", group: "Check",
                  synopsis: "expect NAME.frame == X Y W H, expect NAME.alpha == A, expect NAME.superview == NAME|none,\n"
                    + "expect NAME exists|removed, expect phase == presented, expect traits == wC hR,\n"
                    + "expect device.size == W H, expect presentation.style == custom, expect leftBehind == none,\n"
                    + "expect trace has CALL, expect trace lacks CALL, expect trace order A < B, expect trace count CALL == N",
                  summary: "check the state (never printed text); `proscenium check` counts them. Numbers: `==` is exact, `~=` (or `≈`) allows 0.01, `within N` after the value sets the allowance",
                  examples: ["expect presented.frame == 30 30 315 607", "expect dimming.superview == container",
                             "expect dimming.alpha ~= 0.5", "expect presented.frame == 62.5 166.75 250 333.5 within 0.5",
                             "expect phase == presented", "expect trace has presentationTransitionDidEnd(false)",
                             "expect trace order presentationTransitionWillBegin < animateTransition"]),
        HelpTopic(word: "lesson", group: "Learn",
                  synopsis: "lesson list, lesson N|SLUG [zh], lesson quit, lesson lint",
                  summary: "list the lessons, start one (progress is kept between runs), leave it, or check every lesson file",
                  examples: ["lesson list", "lesson 1", "lesson 5 zh", "lesson quit"]),
        HelpTopic(word: "next", group: "Learn", synopsis: "next, back, skip",
                  summary: "move between the steps of the lesson (next needs the goals met; skip does not)", examples: ["next", "back", "skip"]),
        HelpTopic(word: "goal", group: "Learn", synopsis: "goal, check",
                  summary: "what the step wants, each goal with the current state beside it", examples: ["goal", "check"]),
        HelpTopic(word: "hint", group: "Learn", synopsis: "hint",
                  summary: "one more hint for the step each time", examples: ["hint"]),
        HelpTopic(word: "solution", group: "Learn", synopsis: "solution",
                  summary: "rebuild the step's starting state and run its solution (asks to confirm; marks the step assisted)",
                  examples: ["solution"]),
        HelpTopic(word: "progress", group: "Learn", synopsis: "progress export FILE, progress import FILE, progress reset",
                  summary: "save, restore or forget lesson progress", examples: ["progress export progress.json"]),
        HelpTopic(word: "save", group: "Session", synopsis: "save FILE, load FILE",
                  summary: "write the session (its commands, a scene that replays to this state) or load one; a bad file changes nothing",
                  examples: ["save overlay.scene", "load overlay.scene"]),
        HelpTopic(word: "record", group: "Session", synopsis: "record FILE, record stop",
                  summary: "write the commands so far to FILE and keep adding each new one until `record stop`",
                  examples: ["record talk.demo", "record stop"]),
        HelpTopic(word: "help", group: "Session", synopsis: "help [command], ?", summary: "this list, or one command's forms", examples: ["help", "help set"]),
        HelpTopic(word: "undo", group: "Session", synopsis: "undo, redo", summary: "step back or forward over state-changing commands", examples: ["undo", "redo"]),
        HelpTopic(word: "reset", group: "Session", synopsis: "reset", summary: "start again: defaults, nothing presented, empty trace", examples: ["reset"]),
        HelpTopic(word: "history", group: "Session", synopsis: "history", summary: "the state-changing commands since reset", examples: ["history"]),
        // No examples: `resume` means something only at a demo's live prompt, and examples must parse everywhere.
        HelpTopic(word: "resume", group: "Session", synopsis: "resume, Ctrl-O",
                  summary: "in `proscenium demo`, after Ctrl-O dropped into this prompt: back to the demo where it stopped",
                  examples: []),
        HelpTopic(word: "quit", group: "Session", synopsis: "quit, exit, Ctrl-D", summary: "leave", examples: ["quit"]),
    ]

    /// Every example line, for did-you-mean.
    public static let examples: [String] = all.flatMap(\.examples)

    public static func topic(_ word: String) -> HelpTopic? {
        let w = word.lowercased()
        if w == "?" { return topic("help") }
        if w == "redo" { return topic("undo") }
        if w == "exit" { return topic("quit") }
        if w == "back" || w == "skip" { return topic("next") }
        if w == "check" { return topic("goal") }
        if w == "load" { return topic("save") }
        return all.first { $0.word == w }
    }
}
