import PresentationKit

/// The sheet group of Build: `UISheetPresentationController`'s settings (iOS 15+), each a form
/// with its binding to the configuration, and Drive's `drag sheet to …`.
extension CommandTable {
    static let sheetHelp: [HelpEntry] = [
        HelpEntry(
            .sheet, .build,
            "a page or form sheet's UISheetPresentationController: detents (medium, large, a custom height), the grabber, the largest undimmed detent, the corner radius, staying edge-attached in compact height, a delegate"
        ),
        HelpEntry(
            .drag, .drive,
            "the user drags the sheet to a detent (the delegate hears sheetPresentationControllerDidChangeSelectedDetentIdentifier), or swipes it down to dismiss it (refused while isModalInPresentation)"
        ),
    ]

    static let detentWords = SheetDetentName.allCases.map(\.rawValue)

    static let sheetForms: [CommandForm] = [
        CommandForm(
            ["sheet", "detents"], topic: .sheet, synopsis: "sheet detents medium|large [medium|large]",
            examples: ["sheet detents medium large"],
            setting: SettingBinding(
                .sheetDetents, row: "sheet", \.sheetDetents, make: Setting.sheetDetents,
                read: { if case .sheetDetents(let d) = $0 { d } else { nil } },
                spell: { $0.map(\.rawValue).joined(separator: " ") },
                describe: { "detents " + $0.sheetDetentsDescription })
        ) { c throws(ParseError) in
            var names: [SheetDetentName] = []
            repeat {
                names.append(SheetDetentName(rawValue: try c.keyword(["medium", "large"]))!)
            } while !c.atEnd
            return .set(.sheetDetents(names))
        },
        CommandForm(
            ["sheet", "detent", "custom"], topic: .sheet, synopsis: "sheet detent custom H|off",
            examples: ["sheet detent custom 300"],
            setting: SettingBinding(
                .sheetCustomDetent, row: "sheet", \.sheetCustomDetent, make: Setting.sheetCustomDetent,
                read: { if case .sheetCustomDetent(let h) = $0 { h } else { nil } },
                spell: { $0.map(CommandSpelling.n) ?? "off" }, describe: { _ in nil })
        ) { c throws(ParseError) in
            if c.peekIsNumber { return .set(.sheetCustomDetent(try c.number("height", min: 0, max: 10000))) }
            _ = try c.keyword(["off"])
            return .set(.sheetCustomDetent(nil))
        },
        .toggle(
            ["sheet", "grabber"], .sheetGrabber, \.sheetGrabber, row: "sheet", make: Setting.sheetGrabber,
            read: { if case .sheetGrabber(let on) = $0 { on } else { nil } }, examples: ["sheet grabber on"],
            describe: { $0.sheetGrabber ? "grabber" : nil }),
        CommandForm(
            ["sheet", "undimmed"], topic: .sheet, synopsis: "sheet undimmed medium|large|custom|off",
            examples: ["sheet undimmed medium"],
            setting: SettingBinding(
                .sheetUndimmed, row: "sheet", \.sheetUndimmed, make: Setting.sheetUndimmed,
                read: { if case .sheetUndimmed(let d) = $0 { d } else { nil } },
                spell: { $0?.rawValue ?? "off" }, describe: { $0.sheetUndimmed.map { "undimmed up to " + $0.rawValue } }
            )
        ) { c throws(ParseError) in
            let w = try c.keyword(detentWords + ["off"])
            return .set(.sheetUndimmed(SheetDetentName(rawValue: w)))
        },
        CommandForm(
            ["sheet", "corner"], topic: .sheet, synopsis: "sheet corner N|off", examples: ["sheet corner 24"],
            setting: SettingBinding(
                .sheetCorner, row: "sheet", \.sheetCorner, make: Setting.sheetCorner,
                read: { if case .sheetCorner(let r) = $0 { r } else { nil } },
                spell: { $0.map(CommandSpelling.n) ?? "off" },
                describe: { $0.sheetCorner.map { "corner " + formatN($0) } })
        ) { c throws(ParseError) in
            if c.peekIsNumber { return .set(.sheetCorner(try c.number("corner radius", min: 0, max: 10000))) }
            _ = try c.keyword(["off"])
            return .set(.sheetCorner(nil))
        },
        .toggle(
            ["sheet", "edge-attached"], .sheetEdgeAttached, \.sheetEdgeAttached, row: "sheet",
            make: Setting.sheetEdgeAttached, read: { if case .sheetEdgeAttached(let on) = $0 { on } else { nil } },
            examples: ["sheet edge-attached on"],
            describe: { $0.sheetEdgeAttached ? "edge-attached in compact height" : nil }),
        .toggle(
            ["sheet", "delegate"], .sheetDelegate, \.sheetDelegateOn, row: "sheet", make: Setting.sheetDelegate,
            read: { if case .sheetDelegate(let on) = $0 { on } else { nil } }, examples: ["sheet delegate on"],
            describe: { $0.sheetDelegateOn ? "a delegate" : nil }),
        .toggle(
            ["set", "modal-in-presentation"], .modalInPresentation, \.modalInPresentation, row: "modal-in-pres",
            make: Setting.modalInPresentation,
            read: { if case .modalInPresentation(let on) = $0 { on } else { nil } },
            examples: ["set modal-in-presentation on"]),
        CommandForm(
            ["drag", "sheet", "to"], topic: .drag, synopsis: "drag sheet to medium|large|custom|dismiss",
            examples: ["drag sheet to large", "drag sheet to dismiss"]
        ) { c throws(ParseError) in
            let w = try c.keyword(detentWords + ["dismiss"])
            return .act(.dragSheet(SheetDetentName(rawValue: w)))
        },
    ]
}

extension PresentationConfig {
    /// `medium, large, custom 300`, as `config` shows the detents.
    var sheetDetentsDescription: String {
        (sheetDetents.map(\.rawValue) + (sheetCustomDetent.map { ["custom " + formatN($0)] } ?? [])).joined(
            separator: ", ")
    }
}
