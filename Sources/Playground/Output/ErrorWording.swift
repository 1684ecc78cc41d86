import PresentationKit

/// The wording of every error, kept in one place.
package enum ErrorWording {
    /// `line(for:)` without its `error: ` lead, for a reply that says it is an error another way
    /// (the stage's error replies, a goal's "now" in a loaded session).
    package static func message(for error: PlaygroundError) -> String {
        let worded = line(for: error)
        return worded.hasPrefix("error: ") ? String(worded.dropFirst("error: ".count)) : worded
    }

    /// `location` is `file:line:col` in scripts, or nil at the prompt (then the column is named).
    /// In a script the line has the compilers' form, `FILE:LINE:COL: error: message`, as swiftc,
    /// clang and gcc print it, so that an editor's quickfix and a CI problem matcher take the file
    /// from it (issue 37; `error: FILE:…` made vim read `error: scenes/x.scene` as the file name).
    /// `language` is the lesson's (`zh` inside a Chinese lesson): the message is worded in it,
    /// while `error: ` and `FILE:LINE:COL: ` stay as scripts and editors read them.
    package static func line(for error: PlaygroundError, location: String? = nil, language: Language = .english)
        -> String
    {
        let chinese = language == .chinese
        let message = chinese ? chineseMessage(for: error) : englishMessage(for: error)
        // Where a parse error is and what was probably meant, in any language.
        var column: Int?
        var suggestion: String?
        switch error {
        case .parse(let e, let line):
            column = e.column
            suggestion = e.suggestionSought ? e.suggestion : e.suggestion ?? Suggester.suggest(for: line, error: e)
        case .unknownHelpTopic(_, let nearest):
            // The overview when no topic is near.
            suggestion = nearest.map { "help \($0)" } ?? "help"
        default:
            break
        }
        var out = location.map { Diagnostic.line(at: $0, "") } ?? "error: "
        if location == nil, let column {
            out += chinese ? "第 \(column) 列：" : "column \(column): "
        }
        // Every message echoes what was typed somewhere (a token, a subject, a name), and not
        // every message passes each piece through `printable`: the whole message is kept to one
        // visible line here, so no wording can let a control character through (the fuzzer found
        // a subject echoed raw in a number's context).
        out += String(String.UnicodeScalarView(message.unicodeScalars.map { isControl($0) ? "?" : $0 }))
        if let suggestion {
            let shown = printable(suggestion, limit: 120)
            out += chinese ? "；你是想输入 `\(shown)` 吗？" : "; did you mean `\(shown)`?"
        } else if case .parse = error {
            out += chinese ? "；`help` 列出所有命令" : "; `help` lists the commands"
        }
        return out
    }

    /// The message in English, without the column, the suggestion or the `error: ` lead.
    static func englishMessage(for error: PlaygroundError) -> String {
        let message: String
        switch error {
        case .parse(let e, _):
            message = describe(e)
        case .engine(let e):
            message = describe(e)
        case .cannotInteract(let why):
            message = printable(why, limit: 400)
        case .noLessonInProgress:
            message = "no lesson in progress: `lesson list` shows them, `lesson 1` starts one"
        case .noSuchLesson(let name):
            message = "no lesson `\(printable(name))`: `lesson list` shows them"
        case .unreadableLesson(let name, let problem):
            message = "lesson `\(printable(name))` cannot be opened: \(printable(problem, limit: 300))"
        case .notRecording:
            message = "not recording"
        case .noTransitionToShow(let word):
            message = "no transition yet: `\(printable(word))` shows the last one; `present` first"
        case .releaseChosenAfterStart(let r):
            message = "the iOS release is chosen before the app runs: `reset`, then `ios \(r.rawValue)` first"
        case .viewNotOnScreen(let name, let nearest):
            message =
                "`\(printable(name))` is not on screen"
                + (nearest.map { "; the nearest name on screen is " + CommandSpelling.quoted(printable($0)) } ?? "")
        case .noPanRecognizer(let name):
            message =
                "no pan gesture recogniser on `\(printable(name))` or a view above it, so nothing follows the finger: `interactive dismiss` gives the presented view one, `interactive present` the presenting view (or `tap \(printable(name))`)"
        case .unexpected(let why):
            message = printable(why, limit: 400)
        case .noNavigationController:
            message =
                "no navigation controller on screen: `load` a controller whose method pushes (it is put in one), or code that presents a UINavigationController"
        case .navigationCovered:
            message = "a presented controller covers the navigation controller: `dismiss` first"
        case .nothingToPop:
            message = "nothing to pop: the navigation controller on screen shows its root; `push` first"
        case .navigationStackInUse:
            message = "controllers are pushed: `pop` back to the presenting screen before `navigation on|off`"
        case .nothingToUndo:
            message = "nothing to undo"
        case .nothingToRedo:
            message = "nothing to redo"
        case .noTransitionYet:
            message = "no transition yet: `--at` looks inside the last one; `present` first"
        case .unknownHelpTopic(let t, _):
            message = "no help for `\(printable(t))`"
        case .cannotWrite(let path, let reason):
            message = "cannot write \(printable(path, limit: 120)): \(reason)"
        case .cannotRead(let path, let reason):
            message = "cannot read \(printable(path, limit: 120)): \(reason)"
        case .badFile(let path, let line, let reason):
            message = "\(printable(path, limit: 120)):\(line): \(printable(reason, limit: 200)); nothing was loaded"
        case .cannotLoad(let why):
            message = printable(why, limit: 600)
        case .fromStage(let why):
            message = printable(why, limit: 600)
        case .nothingLoaded:
            message = "no code loaded: `load FILE.swift` loads some"
        case .lineTooLong(let limit, let inputEnds):
            message =
                "line longer than \(sizeWords(limit)), the most one line may hold: not run"
                + (inputEnds ? "; it has no end in sight, so the rest of the input is not read" : "")
        }
        return message
    }

    /// `1 MiB` for a power-of-two size, the bytes otherwise.
    static func sizeWords(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    static func describe(_ e: ParseError) -> String {
        let options = e.expected.filter { !$0.hasPrefix("<") }
        let list = options.count <= 8 ? options.map { "`\($0)`" }.joined(separator: ", ") : ""
        switch e.problem {
        case .unexpectedWord(let w):
            let shown = printable(w)
            return list.isEmpty ? "unexpected `\(shown)`" : "unexpected `\(shown)`, expected one of \(list)"
        case .missing:
            if let what = e.expected.first, what.hasPrefix("<") { return "missing \(what.dropFirst().dropLast())" }
            return list.isEmpty ? "incomplete command" : "incomplete command, expected one of \(list)"
        case .notANumber(let w, let what):
            return "`\(printable(w))` is not a number (\(what))"
        case .outOfRange(let v, let what, let allowed):
            return "\(what) \(formatNumber(v, decimals: 4)) is out of range (\(allowed))"
        case .extraWords(let w):
            let more = list.isEmpty ? "" : " (only \(list) may follow)"
            return "unexpected `\(printable(w))` after a complete command" + more
        case .unterminatedQuote:
            return "unterminated quote"
        case .badExpectation(let why):
            return why
        }
    }

    static func describe(_ e: EngineError) -> String {
        switch e {
        case .transitionInProgress(let phase) where phase == .stuck:
            return
                "a transition is still in progress (stuck: the animator never called completeTransition(_:)); UIKit ignores touches and new transitions now — `reset` to recover"
        case .transitionInProgress(let phase):
            return "a transition is still in progress (\(phase)); UIKit ignores this until it ends"
        case .alreadyPresenting:
            return "something is already presented: `dismiss` first (or `present --on-top` for a stack)"
        case .nothingPresented:
            return "nothing is presented: `present` first"
        case .noInteractiveTransition:
            return "no interactive transition is waiting: `interactive present` then `present`, or `cancel at 0.5`"
        case .notInWindow:
            return "the controller is not in a window"
        case .partialCurlNeedsFullScreen(let style):
            return
                "a partialCurl transition needs a .fullScreen presentation, not .\(style.name) (UIKit raises an exception): `style fullScreen` first"
        case .presentingFromPartialCurl:
            return
                "a controller shown with a partialCurl transition cannot present another (Apple: it \"is itself prevented from presenting any additional view controllers\"): `dismiss` first"
        case .noSuchDetent(let name):
            return "the sheet has no \(name) detent: `sheet detents medium large` or `sheet detent custom H` first"
        }
    }

    /// Keeps control characters and overlong input out of the one error line: C0 and C1 controls,
    /// DEL and the Unicode line separators become `?` (a terminal would act on them, or a reader
    /// break the line there), and more than `limit` characters end in `…`.
    package static func printable(_ s: String, limit: Int = 40) -> String {
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            // Counting as we go: a megabyte of input costs no more than `limit` characters.
            if count == limit { return out + "…" }
            count += 1
            out.unicodeScalars.append(isControl(scalar) ? "?" : scalar)
        }
        return out
    }

    /// A line as typed, safe to echo in a transcript: control characters other than tab become
    /// `?` (an escape sequence in a scene would otherwise recolour or clear the reader's
    /// terminal, and a NUL would cut the output short), nothing is shortened.
    package static func visible(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { isControl($0) && $0 != "\t" }) else { return s }
        var out = ""
        for scalar in s.unicodeScalars { out.unicodeScalars.append(isControl(scalar) && scalar != "\t" ? "?" : scalar) }
        return out
    }

    /// C0 and C1 controls, DEL, and U+2028/U+2029 (which some readers treat as line breaks).
    /// The same rule as `TerminalText.isControl`, which filters everything printed; it is
    /// spelled here too because Playground does not depend on the renderers (a test holds the
    /// two to the same answer for every scalar).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
    }
}
