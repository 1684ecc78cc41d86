import PresentationKit

/// `navigation on|off`, `push animator …`, `pop interactive`: the presenting screen inside a
/// navigation controller, and what its delegate vends for pushes and pops.
extension CommandTable {
    /// `X Y W H`, as the command writes a rectangle.
    static func rectWords(_ r: Rect) -> String {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].map { formatNumber($0) }.joined(separator: " ")
    }

    static let navigationHelp: [HelpEntry] = [
        HelpEntry(
            .navigation, .build,
            "put the presenting screen inside a navigation controller (a bar along the top; `push` and `pop` then move through its stack); chosen before anything is pushed or presented"
        ),
        HelpEntry(
            .zoom, .build,
            "a thumbnail on the presenting screen, at X Y W H, that the presented or pushed controller zooms from and back into (iOS 18's preferredTransition = .zoom); a delegate's animator, if it vends one, wins"
        ),
    ]

    static let navigationForms: [CommandForm] = [
        .toggle(
            ["navigation"], .navigation, \.navigation, row: "navigation", make: Setting.navigation,
            read: { if case .navigation(let on) = $0 { on } else { nil } }, examples: ["navigation on"]),
        CommandForm(
            ["push", "animator"], topic: .push,
            synopsis: "push animator " + AnimatorSpec.presetNames.joined(separator: "|")
                + " | spring duration S damping D velocity V from EDGE | curve [CURVE] duration S from EDGE",
            examples: ["push animator fade", "push animator slide", "push animator default"],
            setting: SettingBinding(
                .pushAnimator, row: "push animator",
                describe: { $0.pushAnimator.description },
                current: { [.pushAnimator($0.pushAnimator)] },
                apply: { s, c in if case .pushAnimator(let spec) = s { c.pushAnimator = spec } },
                arguments: { s in if case .pushAnimator(let spec) = s { CommandSpelling.animator(spec) } else { "" } })
        ) { c throws(ParseError) in
            // The same animators as `animator`, for both directions: no `dismiss` form.
            if c.peekLowered == "dismiss" { throw c.missing(AnimatorSpec.presetNames + ["spring", "curve"]) }
            guard case .animator(let spec, _) = try Parser.parseAnimator(&c) else {
                throw c.missing(AnimatorSpec.presetNames)
            }
            return .set(.pushAnimator(spec))
        },
        CommandForm(
            ["zoom"], synopsis: "zoom from X Y W H, zoom off",
            examples: ["zoom from 20 120 100 100", "zoom off"],
            setting: SettingBinding(
                .zoomSource, row: "zoom", \.zoomSource, make: Setting.zoomSource,
                read: { if case .zoomSource(let r) = $0 { r } else { nil } },
                spell: { $0.map { "from " + rectWords($0) } ?? "off" },
                describe: { $0.zoomSource.map { "from a thumbnail at " + rectWords($0) } ?? "off" })
        ) { c throws(ParseError) in
            if c.peekLowered == "off" {
                _ = try c.keyword(["off"])
                return .set(.zoomSource(nil))
            }
            _ = try c.keyword(["from", "off"])
            let x = try c.number("x", min: -100_000, max: 100_000)
            let y = try c.number("y", min: -100_000, max: 100_000)
            let w = try c.number("width", min: 0, max: 100_000)
            let h = try c.number("height", min: 0, max: 100_000)
            return .set(.zoomSource(Rect(x: x, y: y, width: w, height: h)))
        },
        CommandForm(
            ["pop", "interactive"], topic: .pop, synopsis: "pop interactive [on|off]",
            examples: ["pop interactive", "pop interactive off"],
            setting: SettingBinding(
                .popInteractive, row: "pop interactive", \.popInteractive, make: Setting.popInteractive,
                read: { if case .popInteractive(let on) = $0 { on } else { nil } }, spell: CommandSpelling.onOff)
        ) { c throws(ParseError) in
            .set(.popInteractive(c.atEnd ? true : try c.onOff()))
        },
    ]
}
