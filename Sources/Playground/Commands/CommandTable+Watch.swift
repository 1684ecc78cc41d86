import PresentationKit

/// The Watch group: the motion tools, each reading the last transition (`MotionQuery`).
extension CommandTable {
    static let watchHelp: [HelpEntry] = [
        HelpEntry(
            .play, .watch,
            "replay the last transition in real time on a terminal (any key or Ctrl-C stops it); --speed 0.25 is slow motion; elsewhere it prints a few stills"
        ),
        HelpEntry(
            .slow, .watch,
            "slow motion for a room: every replay N times slower (1 to 20), play's --speed divided by N, and the stage page (proscenium web) plays each new transition at 1/N; slow off is real time"
        ),
        HelpEntry(
            .scrub, .watch,
            "the screen at a fraction P (0…1) of the last transition, or N seconds into it, with every animated value there"
        ),
        HelpEntry(
            .film, .watch,
            "N keyframes (default 5, up to 12) of the last transition side by side; a spring's overshoot peak is added"),
        HelpEntry(
            .timeline, .watch,
            "the last transition on a time axis: each animated property's progress, alongside animations, interactive phases, and the calls"
        ),
        HelpEntry(
            .curve, .watch,
            "plot a timing curve (the current animator's by default): the 0 and 1 lines, a spring's overshoot peak, the duration"
        ),
        HelpEntry(
            .export, .watch,
            "write the screen as SVG (--at P or Ns: that moment of the last transition; after scrub, the moment scrubbed to), an SVG that replays the last transition (--still P: the frame a viewer that does not animate shows; --scale N for larger type on a projector, --theme dark), or an asciicast v2 recording of play (80 columns, colour), trace --mermaid's diagram (export mermaid), or the stage page playing the session so far, a step per command, in one self-contained file (export html)"
        ),
    ]

    static let watchForms: [CommandForm] = [
        CommandForm(
            ["slow"], synopsis: "slow N|off", examples: ["slow 4", "slow off"],
            setting: SettingBinding(
                .slowMotion, row: "slow motion", writtenInCode: false, \.slowMotion, make: Setting.slowMotion,
                read: { if case .slowMotion(let n) = $0 { n } else { nil } },
                spell: { $0 == 1 ? "off" : formatNumber($0, decimals: 3) })
        ) { c throws(ParseError) in
            if c.peekIsNumber { return .set(.slowMotion(try c.number("factor", min: 1, max: Session.slowest))) }
            _ = try c.keyword(["off"])
            return .set(.slowMotion(1))
        },
        CommandForm(
            ["play"], synopsis: "play [--speed S] [--loop]",
            examples: ["play", "play --speed 0.25", "play --speed 0.5 --loop"]
        ) { c throws(ParseError) in
            var speed = 1.0
            var loop = false
            while !c.atEnd {
                if try c.keyword(["--speed", "--loop"]) == "--loop" {
                    loop = true
                } else {
                    speed = try c.number(
                        "speed", min: MotionQuery.speeds.lowerBound, max: MotionQuery.speeds.upperBound)
                }
            }
            return .query(.motion(.play(speed: speed, loop: loop)))
        },
        CommandForm(["scrub"], synopsis: "scrub P, scrub Ns", examples: ["scrub 0.5", "scrub 0.16s"]) {
            c throws(ParseError) in
            .query(.motion(.scrub(try Parser.parseMoment(&c))))
        },
        CommandForm(["film"], synopsis: "film [N]", examples: ["film", "film 8"]) { c throws(ParseError) in
            guard !c.atEnd else { return .query(.motion(.film(frames: MotionQuery.defaultFilmFrames))) }
            let n = try c.number(
                "frames", min: Double(MotionQuery.filmFrames.lowerBound), max: Double(MotionQuery.filmFrames.upperBound)
            )
            guard n == n.rounded() else {
                throw ParseError(
                    column: c.endColumn, problem: .notANumber(NumberParser.format(n), what: "whole number of frames"),
                    expected: ["<frames>"])
            }
            return .query(.motion(.film(frames: Int(n))))
        },
        CommandForm(["timeline"], command: .query(.motion(.timeline))),
        CommandForm(
            ["curve"],
            synopsis: "curve, curve " + Parser.curvePresets.joined(separator: "|")
                + ", curve spring DURATION DAMPING VELOCITY,\n"
                + "curve " + Parser.curveNames.joined(separator: "|") + " [DURATION]",
            examples: ["curve", "curve bouncy", "curve easeInOut", "curve spring 0.8 0.6 10"]
        ) { c throws(ParseError) in
            .query(.motion(.curve(try Parser.parseCurveRequest(&c))))
        },
        CommandForm(
            ["export", "svg"], topic: .export,
            synopsis: "export svg FILE [--at P|Ns | --animated [--still P|Ns]] [--scale N] [--theme "
                + Theme.pageThemes.map(\.rawValue).joined(separator: "|") + "]",
            examples: [
                "export svg screen.svg", "export svg present.svg --animated", "export svg halfway.svg --at 0.5",
                "export svg slide.svg --animated --scale 2 --theme dark",
            ]
        ) { c throws(ParseError) in
            .query(.motion(.export(try Parser.parseExport(.svg, &c))))
        },
        CommandForm(
            ["export", "cast"], topic: .export, synopsis: "export cast FILE [--speed S]",
            examples: ["export cast present.cast --speed 0.5"]
        ) { c throws(ParseError) in
            .query(.motion(.export(try Parser.parseExport(.cast, &c))))
        },
        CommandForm(
            ["export", "mermaid"], topic: .export, synopsis: "export mermaid FILE",
            examples: ["export mermaid present.mmd"]
        ) { c throws(ParseError) in
            .query(.motion(.export(try Parser.parseExport(.mermaid, &c))))
        },
        CommandForm(
            ["export", "html"], topic: .export, synopsis: "export html FILE",
            examples: ["export html session.html"]
        ) { c throws(ParseError) in
            .query(.motion(.export(try Parser.parseExport(.html, &c))))
        },
    ]
}
