/// The Look group: queries of the state, and the Check group's `expect`.
extension CommandTable {
    static let lookHelp: [HelpEntry] = [
        HelpEntry(.show, .look, "draw the screen, or list the view tree"),
        HelpEntry(
            .trace, .look,
            "every call UIKit made since reset; --mermaid: the last transition as a Mermaid sequence diagram"),
        HelpEntry(.state, .look, "the session's state; --at evaluates the last transition N seconds after it began"),
        HelpEntry(
            .explain, .look,
            "why the last transition's calls happened, in plain words; --short: a line each; CALL: that call alone"),
        HelpEntry(.config, .look, "the current settings"),
        HelpEntry(
            .code, .look, "the UIKit Swift for what you have built, to take to Xcode; --file writes it to a file"),
    ]

    static let checkHelp: [HelpEntry] = [
        HelpEntry(
            .expect, .check,
            "check the state (never printed text); `proscenium check` counts them. Numbers: `==` is exact, `~=` (or `≈`) allows 0.01, `within N` after the value sets the allowance"
        )
    ]

    static let lookForms: [CommandForm] = [
        CommandForm(["show"], command: .query(.layout)),
        CommandForm(["show", "tree"], topic: .show, command: .query(.tree)),
        CommandForm(["show", "layout"], topic: .show, examples: [], command: .query(.layout)),
        CommandForm(["trace"], command: .query(.trace)),
        CommandForm(["trace", "--json"], topic: .trace, command: .query(.traceJSON)),
        CommandForm(["trace", "--mermaid"], topic: .trace, command: .query(.motion(.mermaid))),
        CommandForm(
            ["state"], synopsis: "state [--json] [--at Ns]", examples: ["state --json", "state --json --at 0.4s"]
        ) { c throws(ParseError) in
            var json = false
            var at: Double?
            while !c.atEnd {
                if try c.keyword(["--json", "--at"]) == "--json" {
                    json = true
                } else {
                    at = try c.number("time", min: 0, max: 1e6)
                }
            }
            return .query(.state(json: json, at: at))
        },
        CommandForm(
            ["explain"], synopsis: "explain [CALL]", examples: ["explain", "explain deinit"]
        ) { c throws(ParseError) in
            if c.atEnd { return .query(.explain) }
            // A call the trace records, by its name (`deinit`) or its selector's first word.
            let call = try c.choice(Explainer.callWords)
            try c.end()
            return .query(.explainCall(call))
        },
        CommandForm(["explain", "--short"], topic: .explain, command: .query(.explainShort)),
        CommandForm(["config"], command: .query(.config)),
        CommandForm(["code"], command: .query(.code(file: nil))),
        CommandForm(
            ["code", "--file"], topic: .code, synopsis: "code --file NAME.swift",
            examples: ["code --file Overlay.swift"]
        ) { c throws(ParseError) in
            guard let name = c.next() else { throw c.missing(["<file name>"]) }
            return .query(.code(file: name.text))
        },
    ]

    static let checkForms: [CommandForm] = [
        CommandForm(
            ["expect"],
            synopsis: "expect NAME.frame == X Y W H, expect NAME.alpha == A, expect NAME.superview == NAME|none,\n"
                + "expect NAME exists|removed, expect \"VIEW\".hidden == false (a view your loaded code names),\n"
                + "expect phase == presented, expect traits == wC hR,\n"
                + "expect device.size == W H, expect presentation.style == custom, expect leftBehind == none,\n"
                + "expect trace has CALL, expect trace lacks CALL, expect trace order A < B, expect trace count CALL == N,\n"
                + "expect trace.step has CALL (since the lesson step began), expect trace.last has CALL (the last transition),\n"
                + "expect used CMD (CMD ran since the lesson step began: expect used scrub, expect used show tree),\n"
                + "expect last action CMD (the last action since the step began was CMD: expect last action pan)",
            examples: [
                "expect presented.frame == 30 30 315 607", "expect dimming.superview == container",
                "expect dimming.alpha ~= 0.5", "expect presented.frame == 62.5 166.75 250 333.5 within 0.5",
                "expect phase == presented", "expect trace has presentationTransitionDidEnd(false)",
                "expect trace order presentationTransitionWillBegin < animateTransition",
                "expect trace.last lacks presentationTransitionWillBegin", "expect used timeline",
            ]
        ) { c throws(ParseError) in
            .expect(try ExpectationParser.parse(&c))
        }
    ]
}
