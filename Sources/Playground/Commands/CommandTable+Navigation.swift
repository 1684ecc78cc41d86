import PresentationKit

/// `navigation on|off`, `push animator …`, `pop interactive`: the presenting screen inside a
/// navigation controller, and what its delegate vends for pushes and pops.
extension CommandTable {
    static let navigationHelp: [HelpEntry] = [
        HelpEntry(
            .navigation, .build,
            "put the presenting screen inside a navigation controller (a bar along the top; `push` and `pop` then move through its stack); chosen before anything is pushed or presented"
        )
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
