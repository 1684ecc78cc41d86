/// The Session group: files, help, undo, leaving; and the whole standard table.
extension CommandTable {
    /// Every command the session itself carries out, in the order `help` lists them.
    package static let standard = CommandTable(
        forms: buildForms + sheetForms + transitionStyleForms + navigationForms + driveForms + lookForms + watchForms
            + checkForms + sessionForms,
        help: buildHelp + sheetHelp + transitionStyleHelp + navigationHelp + driveHelp + lookHelp + watchHelp
            + checkHelp + sessionHelp)

    static let sessionHelp: [HelpEntry] = [
        HelpEntry(
            .save, .session,
            "write the session (its commands, a scene that replays to this state) or load one; a bad file changes nothing"
        ),
        HelpEntry(
            .load, .session,
            "a saved session (any scene file), or your own UIKit presentation code: a `.swift` file, several, or a folder, compiled and run in place of the playground's controller until `unload`; a bad file changes nothing",
            aliases: ["unload"]),
        HelpEntry(
            .record, .session, "write the commands so far to FILE and keep adding each new one until `record stop`"),
        HelpEntry(.help, .session, "this list, or one command's forms", aliases: ["?"]),
        HelpEntry(.undo, .session, "step back or forward over state-changing commands", aliases: ["redo"]),
        HelpEntry(.reset, .session, "start again: defaults, nothing presented, empty trace"),
        HelpEntry(.history, .session, "the state-changing commands since reset"),
        // No forms: `resume` means something only at a demo's live prompt, which handles it itself.
        HelpEntry(
            .resume, .session,
            "in `proscenium demo`, after Ctrl-O dropped into this prompt: back to the demo where it stopped",
            synopsisWithoutForms: "resume, Ctrl-O"),
        HelpEntry(.quit, .session, "leave", aliases: ["exit"]),
    ]

    static let sessionForms: [CommandForm] = [
        CommandForm(["save"], synopsis: "save FILE", examples: ["save overlay.scene"]) { c throws(ParseError) in
            .file(.save(try Parser.fileName(&c)))
        },
        CommandForm(
            ["load"], synopsis: "load FILE | load FILE.swift [MORE.swift…] [as TypeName] | load FOLDER",
            examples: ["load overlay.scene", "load CardOverlay.swift", "load Sources/ as CardTransitioningDelegate"]
        ) { c throws(ParseError) in
            try Parser.loadArguments(&c)
        },
        CommandForm(["unload"], topic: .load, synopsis: "unload", command: .file(.unload)),
        CommandForm(["record"], synopsis: "record FILE", examples: ["record talk.demo"]) { c throws(ParseError) in
            .file(.record(try Parser.fileName(&c)))
        },
        CommandForm(["record", "stop"], topic: .record, command: .file(.recordStop)),
        CommandForm(["help"], synopsis: "help [command]", examples: ["help", "help set"]) { c throws(ParseError) in
            c.atEnd ? .help(nil) : .help(c.rest())
        },
        CommandForm(["?"], topic: .help, synopsis: "?", examples: []) { c throws(ParseError) in
            c.atEnd ? .help(nil) : .help(c.rest())
        },
        CommandForm(["undo"], command: .undo),
        CommandForm(["redo"], topic: .undo, command: .redo),
        CommandForm(["reset"], command: .reset),
        CommandForm(["history"], command: .history),
        CommandForm(["quit"], synopsis: "quit, Ctrl-D", command: .quit),
        CommandForm(["exit"], topic: .quit, examples: [], command: .quit),
    ]
}
