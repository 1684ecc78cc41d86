import PresentationKit

/// The Build group: the settings, each a form with its binding to the configuration.
extension CommandTable {
    static let buildHelp: [HelpEntry] = [
        HelpEntry(.device, .build, "the simulated device (iPhone SE by default)"),
        HelpEntry(
            .ios, .build,
            "the iOS release the app runs on (26 by default), chosen before anything runs: `.automatic` is a page sheet before 18 and a form sheet from 18"
        ),
        HelpEntry(.orientation, .build, "turn the device to this orientation (a size transition, as `rotate`)"),
        HelpEntry(.style, .build, "the presented controller's modalPresentationStyle (custom by default)"),
        HelpEntry(.delegate, .build, "install a transitioning delegate; who keeps it alive (it is weak)"),
        HelpEntry(
            .set, .build, "configure the presentation controller and the transition, as the articles do in code"),
        HelpEntry(.animator, .build, "the animator the delegate vends (default: none, so UIKit's slide-up)"),
        HelpEntry(
            .interactive, .build,
            "vend a percent-driven interaction controller; the transition then waits for update/finish/cancel (with dismiss or both, a presented view made afterwards also carries a pan-to-dismiss: `pan presented by 0 300`; with present or both, the presenting view carries a pan-to-present while the app keeps its delegate: `pan presenting by 0 -400`)"
        ),
        HelpEntry(.adaptive, .build, "an adaptive presentation delegate's answer (off: no delegate)"),
        HelpEntry(
            .names, .build, "how traces spell UIKit's calls: modern Swift (default), Swift 2 or Objective-C selectors"),
    ]

    static let styleNames = [
        "custom", "fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "automatic", "currentContext",
        "overCurrentContext",
    ]

    static let buildForms: [CommandForm] = [
        CommandForm(
            ["device"], synopsis: "device " + Device.all.map(\.model).joined(separator: "|"),
            examples: ["device iphone-15", "device ipad"],
            setting: SettingBinding(
                .device, row: "device", writtenInCode: false, \.device, make: Setting.device,
                read: { if case .device(let d) = $0 { d } else { nil } }, spell: \.model)
        ) { c throws(ParseError) in
            .set(.device(Device.named(try c.keyword(Device.all.map(\.model)))!))
        },
        CommandForm(
            ["ios"], synopsis: "ios " + IOSRelease.allCases.map { String($0.rawValue) }.joined(separator: "|"),
            examples: ["ios 17", "ios 26"],
            setting: SettingBinding(
                .ios, row: "ios", \.iosRelease, make: Setting.ios,
                read: { if case .ios(let r) = $0 { r } else { nil } }, spell: { String($0.rawValue) },
                describe: { $0.iosRelease.name })
        ) { c throws(ParseError) in
            .set(.ios(IOSRelease(rawValue: Int(try c.keyword(IOSRelease.allCases.map { String($0.rawValue) }))!)!))
        },
        CommandForm(
            ["orientation"], synopsis: "orientation portrait|landscape", examples: ["orientation landscape"],
            setting: SettingBinding(
                .orientation, row: "device", writtenInCode: false, \.orientation, make: Setting.orientation,
                read: { if case .orientation(let o) = $0 { o } else { nil } }, spell: \.rawValue)
        ) { c throws(ParseError) in
            .set(.orientation(try c.keyword(["portrait", "landscape"]) == "portrait" ? .portrait : .landscape))
        },
        CommandForm(
            ["style"], synopsis: "style " + styleNames.joined(separator: "|"),
            examples: ["style custom", "style fullScreen"],
            setting: SettingBinding(
                .style, row: "style", \.style, make: Setting.style,
                read: { if case .style(let s) = $0 { s } else { nil } }, spell: \.name)
        ) { c throws(ParseError) in
            .set(.style(ModalPresentationStyle.named(try c.keyword(styleNames))!))
        },
        .toggle(
            ["delegate"], .delegate, \.delegateOn, row: "delegate", make: Setting.delegate,
            read: { if case .delegate(let on) = $0 { on } else { nil } }, examples: ["delegate on"]),
        .toggle(
            ["delegate", "retain"], .delegateRetain, \.delegateRetained, row: "delegate", make: Setting.delegateRetain,
            read: { if case .delegateRetain(let on) = $0 { on } else { nil } }, examples: ["delegate retain off"],
            describe: { $0.delegateOn ? ($0.delegateRetained ? "retained by the app" : "not retained") : nil }),
        CommandForm(
            ["set", "frame"], topic: .set,
            synopsis: "set frame full|inset N|inset DX DY|size W H [centered]|right-half|banner [article]|rect X Y W H",
            examples: [
                "set frame inset 30", "set frame size 1/1.5 1/2 centered", "set frame right-half", "set frame banner",
                "set frame rect 20 100 335 300",
            ],
            setting: SettingBinding(
                .frame, row: "frame", \.frame, make: Setting.frame,
                read: { if case .frame(let f) = $0 { f } else { nil } }, spell: CommandSpelling.frameArguments,
                describe: { $0.frame.description })
        ) { c throws(ParseError) in
            .set(.frame(try Parser.parseFrame(&c)))
        },
        CommandForm(
            ["set", "dimming"], topic: .set, synopsis: "set dimming 0.5|off",
            examples: ["set dimming 0.5", "set dimming off"],
            setting: SettingBinding(
                .dimming, row: "dimming", \.dimmingAlpha, make: Setting.dimming,
                read: { if case .dimming(let a) = $0 { a } else { nil } },
                spell: { $0.map(CommandSpelling.n) ?? "off" },
                describe: { $0.dimmingAlpha.map { "black " + formatN($0) } ?? "off" })
        ) { c throws(ParseError) in
            if c.peekIsNumber { return .set(.dimming(try c.number("dimming alpha", min: 0, max: 1))) }
            _ = try c.keyword(["0.5", "off"])
            return .set(.dimming(nil))
        },
        .toggle(
            ["set", "dimming", "tap-dismiss"], .dimmingTapDismiss, \.dimmingTapDismisses, row: "dimming",
            make: Setting.dimmingTapDismiss, read: { if case .dimmingTapDismiss(let on) = $0 { on } else { nil } },
            examples: ["set dimming tap-dismiss on"],
            describe: { $0.dimmingAlpha != nil && $0.dimmingTapDismisses ? "tap dismisses" : nil }),
        .toggle(
            ["set", "dimming", "wraps"], .dimmingWraps, \.dimmingWrapsPresented, row: "dimming",
            make: Setting.dimmingWraps, read: { if case .dimmingWraps(let on) = $0 { on } else { nil } },
            examples: ["set dimming wraps on"],
            describe: { $0.dimmingAlpha != nil && $0.dimmingWrapsPresented ? "wraps presented" : nil }),
        .toggle(
            ["set", "dimming", "autoresize"], .dimmingAutoresize, \.dimmingAutoresizes, row: "dimming",
            make: Setting.dimmingAutoresize, read: { if case .dimmingAutoresize(let on) = $0 { on } else { nil } },
            examples: ["set dimming autoresize on"],
            describe: { $0.dimmingAlpha != nil && $0.dimmingAutoresizes ? "autoresizes" : nil }),
        .toggle(
            ["set", "layout"], .layout, \.layoutOnRotation, row: "layout", make: Setting.layout,
            read: { if case .layout(let on) = $0 { on } else { nil } }, examples: ["set layout on"],
            describe: { $0.layoutOnRotation ? "on (containerViewWillLayoutSubviews sets frames)" : "off" }),
        .toggle(
            ["set", "cleanup"], .cleanup, \.cleanup, row: "cleanup", make: Setting.cleanup,
            read: { if case .cleanup(let on) = $0 { on } else { nil } }, examples: ["set cleanup on"]),
        CommandForm(
            ["set", "corner"], topic: .set, synopsis: "set corner N", examples: ["set corner 12"],
            setting: SettingBinding(
                .corner, row: "corner", \.cornerRadius, make: Setting.corner,
                read: { if case .corner(let r) = $0 { r } else { nil } }, spell: CommandSpelling.n,
                describe: { formatN($0.cornerRadius) })
        ) { c throws(ParseError) in
            .set(.corner(try c.number("corner radius", min: 0, max: 10000)))
        },
        CommandForm(
            ["set", "content"], topic: .set, synopsis: "set content \"TEXT\"",
            examples: ["set content \"File successfully uploaded ✅\""],
            setting: SettingBinding(
                .content, row: "content",
                describe: { $0.content.map { "\"\($0)\"" } ?? "none" },
                current: { $0.content.map { [.content($0)] } ?? [] },
                apply: { s, c in if case .content(let t) = s { c.content = t } },
                arguments: { s in if case .content(let t) = s { CommandSpelling.quoted(t) } else { "" } })
        ) { c throws(ParseError) in
            guard let t = c.next() else { throw c.missing(["\"text\""]) }
            return .set(.content(t.text))
        },
        .toggle(
            ["set", "wrap", "navigation"], .wrapNavigation, \.wrapInNavigation, row: "wrap navigation",
            make: Setting.wrapNavigation,
            read: { if case .wrapNavigation(let on) = $0 { on } else { nil } }, examples: ["set wrap navigation on"]),
        .toggle(
            ["set", "fullscreen"], .fullscreen, \.presentsInFullscreen, row: "fullscreen", make: Setting.fullscreen,
            read: { if case .fullscreen(let on) = $0 { on } else { nil } }, examples: ["set fullscreen on"]),
        .toggle(
            ["set", "remove-presenter"], .removePresenter, \.removesPresentersView, row: "remove-presenter",
            make: Setting.removePresenter,
            read: { if case .removePresenter(let on) = $0 { on } else { nil } }, examples: ["set remove-presenter on"]),
        .toggle(
            ["set", "restore-presenter"], .restorePresenter, \.restoresPresenter, row: "restore-presenter",
            make: Setting.restorePresenter, read: { if case .restorePresenter(let on) = $0 { on } else { nil } },
            examples: ["set restore-presenter off"]),
        .toggle(
            ["set", "complete-transition"], .completeTransition, \.completesTransition, row: "complete-transition",
            make: Setting.completeTransition, read: { if case .completeTransition(let on) = $0 { on } else { nil } },
            examples: ["set complete-transition off"]),
        CommandForm(
            ["set", "completion-speed"], topic: .set, synopsis: "set completion-speed N",
            examples: ["set completion-speed 2"],
            setting: SettingBinding(
                .completionSpeed, row: "completion", \.completionSpeed, make: Setting.completionSpeed,
                read: { if case .completionSpeed(let v) = $0 { v } else { nil } }, spell: CommandSpelling.n,
                describe: { "speed " + formatN($0.completionSpeed) })
        ) { c throws(ParseError) in
            .set(.completionSpeed(try c.number("completion speed", min: 0.01, max: 100)))
        },
        CommandForm(
            ["set", "completion-curve"], topic: .set,
            synopsis: "set completion-curve " + Parser.curveNames.joined(separator: "|"),
            examples: ["set completion-curve linear"],
            setting: SettingBinding(
                .completionCurve, row: "completion", \.completionCurve, make: Setting.completionCurve,
                read: { if case .completionCurve(let v) = $0 { v } else { nil } }, spell: \.name,
                describe: { "curve " + $0.completionCurve.name })
        ) { c throws(ParseError) in
            .set(.completionCurve(try Parser.parseCurveName(&c)))
        },
        CommandForm(
            ["animator"],
            synopsis: "animator [dismiss] " + AnimatorSpec.presetNames.joined(separator: "|")
                + " | spring duration S damping D velocity V from EDGE | curve [CURVE] duration S from EDGE",
            examples: [
                "animator bouncy", "animator slide", "animator zoom", "animator default", "animator dismiss fade",
                "animator spring duration 0.8 damping 0.6 velocity 10 from top",
                "animator curve easeInOut duration 0.5 from right",
            ],
            setting: SettingBinding(
                .animator, row: "animator",
                describe: { c in
                    c.presentAnimator.description + (c.dismissAnimator.map { ", dismissal: " + $0.description } ?? "")
                },
                current: { c in
                    [.animator(c.presentAnimator, dismissOnly: false)]
                        + (c.dismissAnimator.map { [.animator($0, dismissOnly: true)] } ?? [])
                },
                apply: { s, c in
                    guard case .animator(let spec, let dismissOnly) = s else { return }
                    if dismissOnly {
                        c.dismissAnimator = spec
                    } else {
                        c.presentAnimator = spec
                        c.dismissAnimator = nil
                    }
                },
                arguments: { s in
                    guard case .animator(let spec, let dismissOnly) = s else { return "" }
                    return (dismissOnly ? "dismiss " : "") + CommandSpelling.animator(spec)
                })
        ) { c throws(ParseError) in
            .set(try Parser.parseAnimator(&c))
        },
        CommandForm(
            ["interactive"], synopsis: "interactive " + InteractiveMode.allCases.map(\.rawValue).joined(separator: "|"),
            examples: ["interactive dismiss", "interactive off"],
            setting: SettingBinding(
                .interactive, row: "interactive", \.interactive, make: Setting.interactive,
                read: { if case .interactive(let m) = $0 { m } else { nil } }, spell: \.rawValue)
        ) { c throws(ParseError) in
            .set(.interactive(InteractiveMode(rawValue: try c.keyword(InteractiveMode.allCases.map(\.rawValue)))!))
        },
        CommandForm(
            ["adaptive"], synopsis: "adaptive none|fullScreen|overFullScreen|off", examples: ["adaptive none"],
            setting: SettingBinding(
                .adaptive, row: "adaptive", \.adaptiveAnswer, make: Setting.adaptive,
                read: { if case .adaptive(let a) = $0 { a } else { nil } }, spell: { $0?.name ?? "off" })
        ) { c throws(ParseError) in
            let w = try c.keyword(["none", "fullScreen", "overFullScreen", "off"])
            return .set(.adaptive(w == "off" ? nil : ModalPresentationStyle.named(w)))
        },
        CommandForm(
            ["names"], synopsis: "names " + NameStyle.allCases.map(\.rawValue).joined(separator: "|"),
            examples: ["names objc"],
            setting: SettingBinding(
                .names, row: "names", writtenInCode: false, \.names, make: Setting.names,
                read: { if case .names(let n) = $0 { n } else { nil } }, spell: \.rawValue)
        ) { c throws(ParseError) in
            .set(.names(NameStyle(rawValue: try c.keyword(NameStyle.allCases.map(\.rawValue)))!))
        },
        CommandForm(
            ["set", "theme"], topic: .set,
            synopsis: "set theme " + Theme.terminalThemes.map(\.rawValue).joined(separator: "|"),
            examples: ["set theme high-contrast", "set theme light"],
            setting: SettingBinding(
                .theme, row: "theme", writtenInCode: false,
                describe: { $0.theme?.rawValue ?? "as started" },
                current: { $0.theme.map { [.theme($0)] } ?? [] },
                apply: { s, c in if case .theme(let t) = s { c.theme = t } },
                arguments: { s in if case .theme(let t) = s { t.rawValue } else { "" } })
        ) { c throws(ParseError) in
            .set(.theme(Theme(terminal: try c.keyword(Theme.terminalThemes.map(\.rawValue)))!))
        },
        CommandForm(
            ["set", "drawing"], topic: .set, synopsis: "set drawing small|fit|N",
            examples: ["set drawing fit", "set drawing small", "set drawing 30"],
            setting: SettingBinding(
                .drawing, row: "drawing", writtenInCode: false, \.drawing, make: Setting.drawing,
                read: { if case .drawing(let d) = $0 { d } else { nil } }, spell: \.spelling)
        ) { c throws(ParseError) in
            if c.peekIsNumber {
                let range = DrawingSize.rowRange
                let rows = try c.number("rows", min: Double(range.lowerBound), max: Double(range.upperBound))
                return .set(.drawing(.rows(Int(rows.rounded()))))
            }
            return .set(.drawing(try c.keyword(["small", "fit"]) == "small" ? .small : .fit))
        },
        CommandForm(
            ["set", "trace"], topic: .set, synopsis: "set trace full|short|off",
            examples: ["set trace short", "set trace full", "set trace off"],
            setting: SettingBinding(
                .traceLength, row: "trace", writtenInCode: false, \.traceLength, make: Setting.traceLength,
                read: { if case .traceLength(let t) = $0 { t } else { nil } }, spell: \.rawValue)
        ) { c throws(ParseError) in
            .set(.traceLength(TraceLength(rawValue: try c.keyword(TraceLength.allCases.map(\.rawValue)))!))
        },
    ]
}

extension CommandForm {
    /// `WORDS on|off`: a setting that is one Boolean field of the configuration.
    static func toggle(
        _ words: [String], _ key: SettingKey, _ field: WritableKeyPath<PresentationConfig, Bool> & Sendable,
        row: String, make: @escaping @Sendable (Bool) -> Setting, read: @escaping @Sendable (Setting) -> Bool?,
        examples: [String], describe: (@Sendable (PresentationConfig) -> String?)? = nil
    ) -> CommandForm {
        CommandForm(
            words, synopsis: words.joined(separator: " ") + " on|off", examples: examples,
            setting: SettingBinding(
                key, row: row, field, make: make, read: read, spell: CommandSpelling.onOff,
                describe: describe)
        ) { c throws(ParseError) in
            .set(make(try c.onOff()))
        }
    }
}
