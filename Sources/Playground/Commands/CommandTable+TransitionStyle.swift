import PresentationKit

/// `transition STYLE`: the presented controller's `modalTransitionStyle`, the motion of UIKit's
/// own transition when the delegate vends no animator.
extension CommandTable {
    static let transitionStyleHelp: [HelpEntry] = [
        HelpEntry(
            .context, .build,
            "a child controller of the presenting screen, at X Y W H, whose definesPresentationContext is true: a currentContext or overCurrentContext presentation covers its view only; with a transition style it also provides its own (providesPresentationContextTransitionStyle)"
        ),
        HelpEntry(
            .popover, .build,
            "where a .popover points from: a source rectangle in the presenting view, the arrow directions it permits (UIKit draws the arrow on the side where the popover fits) and its popoverLayoutMargins (from the screen's edges; 10 points each by default); without it the popover points at the view's origin"
        ),
        HelpEntry(
            .transition, .build,
            "the presented controller's modalTransitionStyle, used when the delegate vends no animator: coverVertical (the default slide up), crossDissolve, flipHorizontal, partialCurl (full screen only)"
        ),
    ]

    static let transitionStyleForms: [CommandForm] = [
        CommandForm(
            ["context"],
            synopsis: "context X Y W H [transition "
                + ModalTransitionStyle.allCases.map(\.name).joined(separator: "|") + "], context off",
            examples: ["context 20 120 280 300", "context 20 120 280 300 transition crossDissolve", "context off"],
            setting: SettingBinding(
                .context, row: "context", \.presentationContext, make: Setting.context,
                read: { if case .context(let p) = $0 { p } else { nil } },
                spell: { $0?.arguments ?? "off" },
                describe: { $0.presentationContext.map { "child at " + $0.arguments } ?? "none" })
        ) { c throws(ParseError) in
            if !c.peekIsNumber {
                _ = try c.keyword(["off"])
                return .set(.context(nil))
            }
            let x = try c.number("x", min: -100_000, max: 100_000)
            let y = try c.number("y", min: -100_000, max: 100_000)
            let w = try c.number("width", min: 0, max: 100_000)
            let h = try c.number("height", min: 0, max: 100_000)
            var transition: ModalTransitionStyle?
            if !c.atEnd {
                _ = try c.keyword(["transition"])
                let word = try c.keyword(ModalTransitionStyle.allCases.map(\.name))
                transition = ModalTransitionStyle.allCases.first { $0.name.lowercased() == word }
            }
            return .set(.context(ContextSpec(frame: Rect(x: x, y: y, width: w, height: h), transition: transition)))
        },
        CommandForm(
            ["popover"],
            synopsis: "popover from X Y W H [arrow up|down|left|right|any] [margins T L B R], popover off",
            examples: [
                "popover from 100 200 40 40 arrow up", "popover from 100 200 40 40 margins 100 10 10 10", "popover off",
            ],
            setting: SettingBinding(
                .popoverSource, row: "popover", \.popoverSource, make: Setting.popoverSource,
                read: { if case .popoverSource(let p) = $0 { p } else { nil } },
                spell: { $0.map { "from " + $0.arguments } ?? "off" },
                describe: { $0.popoverSource.map { "from " + $0.arguments } ?? "at the view's origin" })
        ) { c throws(ParseError) in
            if try c.keyword(["from", "off"]) == "off" { return .set(.popoverSource(nil)) }
            let x = try c.number("x", min: -100_000, max: 100_000)
            let y = try c.number("y", min: -100_000, max: 100_000)
            let w = try c.number("width", min: 0, max: 100_000)
            let h = try c.number("height", min: 0, max: 100_000)
            var arrows = PopoverArrowDirection.any
            var margins: EdgeInsets?
            if !c.atEnd, try c.keyword(["arrow", "margins"]) == "arrow" {
                arrows = PopoverSource.arrows(named: try c.keyword(PopoverSource.arrowWords))
                if !c.atEnd { _ = try c.keyword(["margins"]) }
            }
            if !c.atEnd {
                // `popoverLayoutMargins`, from the screen's edges: top, left, bottom, right.
                let top = try c.number("top", min: 0, max: 100_000)
                let left = try c.number("left", min: 0, max: 100_000)
                let bottom = try c.number("bottom", min: 0, max: 100_000)
                let right = try c.number("right", min: 0, max: 100_000)
                margins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
            }
            return .set(
                .popoverSource(
                    PopoverSource(rect: Rect(x: x, y: y, width: w, height: h), arrows: arrows, margins: margins)))
        },
        CommandForm(
            ["transition"], synopsis: "transition " + ModalTransitionStyle.allCases.map(\.name).joined(separator: "|"),
            examples: ["transition crossDissolve", "transition flipHorizontal"],
            setting: SettingBinding(
                .transitionStyle, row: "transition", \.transitionStyle, make: Setting.transitionStyle,
                read: { if case .transitionStyle(let t) = $0 { t } else { nil } }, spell: \.name)
        ) { c throws(ParseError) in
            let word = try c.keyword(ModalTransitionStyle.allCases.map(\.name))
            return .set(.transitionStyle(ModalTransitionStyle.allCases.first { $0.name.lowercased() == word }!))
        },
    ]
}
