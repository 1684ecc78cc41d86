import PresentationKit

/// The Drive group: what UIKit is asked to do.
extension CommandTable {
    static let driveHelp: [HelpEntry] = [
        HelpEntry(
            .present, .drive,
            "present the controller, as present(_:animated:completion:); --no-animation passes animated: false (the animator still runs, with a zero duration); `present --on-top` has the presented controller present another (a stack: presented2 in container2), and `dismiss` then dismisses them all"
        ),
        HelpEntry(
            .dismiss, .drive, "dismiss it, as dismiss(animated:completion:); --no-animation passes animated: false"),
        HelpEntry(
            .push, .drive,
            "push onto the navigation controller on screen, as pushViewController(_:animated:): loaded code's method that pushes runs; the transition runs from the run loop, with the navigation delegate's animator or UIKit's own slide"
        ),
        HelpEntry(
            .pop, .drive,
            "tap the back button: UIKit pops the navigation controller on screen, as popViewController(animated:); `pan edge by DX` is the swipe from the leading edge that pops interactively"
        ),
        HelpEntry(
            .tap, .drive,
            "tap a view, or a point in window coordinates: the deepest view there takes the touch, and the nearest gesture recogniser on it or a superview fires, or a control on the way sends its actions (a button's touchUpInside and primary action win over a recogniser above it); a view of loaded code is named in quotes as `state` lists it (an alert's button by its title: tap \"Delete\")"
        ),
        HelpEntry(
            .pan, .drive,
            "drag a finger on a view by DX DY points over T seconds (default 0.5), reported at 60 Hz: the nearest pan recogniser on it or a superview gets .began, .changed each frame, and .ended with the last movement's velocity (or `velocity VY`, points a second down the screen); with `interactive dismiss` the presented view has one, which dismisses as the finger moves down; with `interactive present` the presenting view has one, which presents as the finger moves up; on a sheet with no recogniser of the app's, the finger moves the sheet itself: between its detents, or down from the smallest as the interactive swipe to dismiss (let go short and slow, it comes back)"
        ),
        HelpEntry(.rotate, .drive, "rotate the device (a size transition)"),
        HelpEntry(.resize, .drive, "resize the window, as an iPad in split view"),
        HelpEntry(
            .preferredSize, .drive,
            "set the presented controller's preferredContentSize while it is presented: UIKit tells the presentation controller (preferredContentSizeDidChange(forChildContentContainer:))"
        ),
        HelpEntry(
            .cancel, .drive, "drive an interactive transition to P (0…1) and cancel it; starts one if none is waiting"),
        HelpEntry(.finish, .drive, "drive an interactive transition to P and finish it"),
        HelpEntry(.update, .drive, "move the waiting interactive transition to P"),
    ]

    static let tapTargets = ["dimming", "presented", "presenting", "container", "wrapper"]

    /// The view `tap` and `pan` reach: one of the playground's names, or any view's name in quotes
    /// (loaded code names its own views, an alert its buttons by their titles); the engine finds
    /// it on screen or says it is not there.
    private static func viewName(_ c: inout Cursor, orPoint: Bool) throws(ParseError) -> String {
        if let token = c.peek, token.kind == .quoted {
            c.advance()
            return token.text
        }
        return try c.keyword(tapTargets + ["<\"VIEW\">"] + (orPoint ? ["<x y>"] : []))
    }

    static let driveForms: [CommandForm] = [
        CommandForm(["present"], command: .act(.present)),
        // `--no-animation`: `animated: false`, as Apple's sample answers it (a zero duration).
        CommandForm(["present", "--no-animation"], topic: .present, command: .act(.presentWithoutAnimation)),
        // A stack: the top presented controller presents another (presented2, container2, ...).
        CommandForm(["present", "--on-top"], topic: .present, command: .act(.presentOnTop)),
        CommandForm(["dismiss"], command: .act(.dismiss)),
        CommandForm(["dismiss", "--no-animation"], topic: .dismiss, command: .act(.dismissWithoutAnimation)),
        CommandForm(
            ["tap"], synopsis: "tap " + tapTargets.joined(separator: "|") + "|\"VIEW\", tap X Y",
            examples: ["tap dimming", "tap 10 10", "tap presented", "tap \"Delete\""]
        ) { c throws(ParseError) in
            // `tap X Y`: a point in window coordinates; `tap VIEW`: a point of that view.
            if c.peekIsNumber {
                let x = try c.number("x", min: -100_000, max: 100_000)
                let y = try c.number("y", min: -100_000, max: 100_000)
                return .act(.tapPoint(Point(x: x, y: y)))
            }
            return .act(.tap(try viewName(&c, orPoint: true)))
        },
        CommandForm(["push"], command: .act(.push)),
        CommandForm(["pop"], command: .act(.pop)),
        CommandForm(
            ["pan", "edge"], topic: .pan, synopsis: "pan edge by DX [over T]",
            examples: ["pan edge by 200", "pan edge by 80 over 0.3"]
        ) { c throws(ParseError) in
            _ = try c.keyword(["by"])
            let dx = try c.number("dx", min: -100_000, max: 100_000)
            var seconds: Double?
            if !c.atEnd {
                _ = try c.keyword(["over"])
                seconds = try c.number("seconds", min: 0, max: 60)
            }
            return .act(.panEdge(by: dx, over: seconds))
        },
        CommandForm(
            ["pan"],
            synopsis: "pan " + tapTargets.joined(separator: "|") + "|\"VIEW\" by DX DY [over T] [velocity VY]",
            examples: [
                "pan presented by 0 300 over 0.3", "pan presented by 0 80", "pan presenting by 0 -400 over 0.3",
                "pan presented by 0 60 velocity 1500",
            ]
        ) { c throws(ParseError) in
            let view = try viewName(&c, orPoint: false)
            _ = try c.keyword(["by"])
            let dx = try c.number("dx", min: -100_000, max: 100_000)
            let dy = try c.number("dy", min: -100_000, max: 100_000)
            var seconds: Double?
            var velocity: Double?
            var options = ["over", "velocity"]
            while !c.atEnd, !options.isEmpty {
                let word = try c.keyword(options)
                options.removeAll { $0 == word }
                if word == "over" {
                    seconds = try c.number("seconds", min: 0, max: 60)
                } else {
                    velocity = try c.number("velocity", min: -100_000, max: 100_000)
                }
            }
            return .act(.pan(view, by: Point(x: dx, y: dy), over: seconds, velocity: velocity))
        },
        CommandForm(["rotate"], command: .act(.rotate)),
        CommandForm(["resize"], synopsis: "resize W H", examples: ["resize 507 1180"]) { c throws(ParseError) in
            let w = try c.number("width", min: 1, max: 10000)
            let h = try c.number("height", min: 1, max: 10000)
            return .act(.resize(Size(width: w, height: h)))
        },
        CommandForm(["preferred-size"], synopsis: "preferred-size W H", examples: ["preferred-size 320 400"]) {
            c throws(ParseError) in
            let w = try c.number("width", min: 0, max: 10000)
            let h = try c.number("height", min: 0, max: 10000)
            return .act(.preferredSize(Size(width: w, height: h)))
        },
        CommandForm(["cancel"], command: .act(.cancel)),
        CommandForm(["cancel", "at"], topic: .cancel, synopsis: "cancel at P", examples: ["cancel at 0.5"]) {
            c throws(ParseError) in
            .act(.driveTo(progress: try c.number("progress", min: 0, max: 1), finish: false))
        },
        CommandForm(["finish"], command: .act(.finish)),
        CommandForm(["finish", "at"], topic: .finish, synopsis: "finish at P", examples: ["finish at 0.5"]) {
            c throws(ParseError) in
            .act(.driveTo(progress: try c.number("progress", min: 0, max: 1), finish: true))
        },
        CommandForm(["update"], synopsis: "update P", examples: ["update 0.3"]) { c throws(ParseError) in
            .act(.update(try c.number("progress", min: 0, max: 1)))
        },
    ]
}
