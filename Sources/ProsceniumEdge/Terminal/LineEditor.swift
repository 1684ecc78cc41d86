import CLibEdit
import ProsceniumFrontEnd
import ProsceniumHistory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What reading a line produced.
package enum LineRead: Equatable, Sendable {
    /// A line the user entered, without its trailing newline.
    case line(String)
    /// Ctrl-C: the line being typed was discarded. The caller shows `^C` and
    /// prompts again.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
    /// A line longer than `limit` bytes: its end was waited for but nothing past the limit was
    /// kept, and it is not run.
    case tooLong(limit: Int)
}

/// An interactive line editor on a terminal: libedit's native (histedit.h)
/// API with emacs bindings, the user's ~/.editrc, Tab completion through a
/// Swift completer, and a history file kept across runs.
///
/// Only construct it when both stdin and stdout are terminals
/// (`TerminalInfo`): libedit buffers stdin itself, so it must never share a
/// process with `Swift.readLine()`.
///
/// libedit's C callbacks find the editor through EL_CLIENTDATA (an unretained
/// pointer to `self`), so they are non-capturing and need no global state.
/// That pointer is only used while `self` is alive: `close()`, which
/// `deinit` calls, tears libedit down first.
package final class LineEditor {
    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    /// The file behind `history`: read at start, merged and saved after every line.
    private let historyFile: HistoryFile
    private let completer: (String) -> [String]
    /// The marked-up prompt, owned here because libedit's prompt callback
    /// returns a bare `char *` that must stay valid between calls.
    private var promptCString: UnsafeMutablePointer<CChar>?
    private var closed = false
    /// The one byte read past an invalid UTF-8 sequence, to start the next character.
    private var pushedBack: UInt8?
    /// Bytes of the line being typed, and whether they passed `InputLimits.lineBytes`.
    private var lineBytes = 0
    private var overlong = false
    /// Whether the newest read libedit asked for failed because of Ctrl-C. libedit's own commands
    /// that read a second key (Ctrl-V's quoted insert, a search, a meta prefix) take that failure
    /// for the end of input: Ctrl-V then an interrupt ended the session as Ctrl-D does, or ran
    /// the half-typed line. Whatever libedit made of it, the line is abandoned.
    private var lastReadInterrupted = false

    /// Brackets non-printing runs in the prompt for EL_PROMPT_ESC.
    private static let promptEscapeMarker: Character = "\u{1}"
    private static let completeFunctionName = "proscenium-complete"
    private static let historyUpName = "proscenium-history-up"
    private static let historyDownName = "proscenium-history-down"
    /// Where Up and Down are in a search of the history.
    private var recall = HistoryRecall()
    private static let noCommandFunctionName = "proscenium-no-command"

    /// `programName` is passed to `el_init` (it selects `prog:` lines in
    /// ~/.editrc); a nil `historyPath` keeps history in memory only.
    /// `completer` receives the text before the cursor and returns full
    /// candidate words for the word being typed.
    package init(programName: String, historyPath: String?, completer: @escaping (String) -> [String]) {
        historyFile = HistoryFile(path: historyPath, warn: { fputs($0 + "\n", pr_stderr()) })
        self.completer = completer
        promptCString = strdup("")

        // Must precede el_init: libedit decodes input with the C locale's
        // multibyte functions and drops non-ASCII bytes under "C".
        Self.selectUTF8Locale()
        InterruptSignal.install()

        history = HistoryFile.makeList()
        if let history { historyFile.load(into: history) }

        editLine = el_init(programName, pr_stdin(), pr_stdout(), pr_stderr())
        guard let el = editLine else { return }

        _ = pr_el_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
        if let history { _ = pr_el_set_hist(el, history) }
        // Setting the editor resets the key maps, so it comes before any bind.
        _ = pr_el_set_editor(el, "emacs")
        // libedit's own handlers cover SIGWINCH (redraw at the new width) and
        // SIGTSTP/SIGCONT (restore the terminal around a suspend); SIGTERM, SIGHUP and SIGQUIT
        // are ours while a line is read (`readLine`, prompt_signals.h). For SIGINT
        // its handler restores the terminal, reinstalls ours and re-raises,
        // so el_gets still fails with EINTR and our flag is set.
        _ = pr_el_set_signal(el, 1)
        _ = pr_el_set_prompt_esc(
            el,
            { el in
                guard let el, let editor = LineEditor.editor(of: el) else { return pr_empty_prompt() }
                return editor.promptCString ?? pr_empty_prompt()
            }, CChar(truncatingIfNeeded: Self.promptEscapeMarker.asciiValue!))
        _ = pr_el_addfn(
            el, Self.completeFunctionName, "Complete the word before the cursor",
            { el, _ in
                guard let el, let editor = LineEditor.editor(of: el) else { return UInt8(CC_ERROR) }
                return editor.complete(el)
            })
        _ = pr_el_bind(el, "^I", Self.completeFunctionName)
        // Up and Down recall only lines that begin with what is typed before the cursor (as fish
        // and IPython do; with nothing typed, every line: `HistoryRecall`). libedit's own
        // ed-search-prev-history keeps an old pattern on an empty line, hence functions of ours.
        // Ctrl-P and Ctrl-N still step through all of history; ~/.editrc may rebind the arrows
        // (`bind "\e[A" ed-prev-history`). Both cursor-key encodings: normal and application mode.
        _ = pr_el_addfn(
            el, Self.historyUpName, "Recall the newest earlier line beginning with what is typed",
            { el, _ in
                guard let el, let editor = LineEditor.editor(of: el) else { return UInt8(CC_ERROR) }
                return editor.recall(el, up: true)
            })
        _ = pr_el_addfn(
            el, Self.historyDownName, "Recall the next newer line beginning with what is typed",
            { el, _ in
                guard let el, let editor = LineEditor.editor(of: el) else { return UInt8(CC_ERROR) }
                return editor.recall(el, up: false)
            })
        for up in ["\\e[A", "\\eOA"] { _ = pr_el_bind(el, up, Self.historyUpName) }
        for down in ["\\e[B", "\\eOB"] { _ = pr_el_bind(el, down, Self.historyDownName) }
        _ = pr_el_set_getcfn(
            el,
            { el, character in
                guard let el, let character, let editor = LineEditor.editor(of: el) else { return -1 }
                return editor.nextCharacter(into: character)
            })
        // After the user's ~/.editrc (or $EDITRC), so it can override our choices, all but one: a
        // missing file is the common case and not an error.
        _ = el_source(el, nil)
        guardCommandKeys(el)
    }

    /// libedit's extended command (`ed-command`: Esc x in emacs, `:` in vi's command mode) crashes
    /// on an unbalanced quote (it parses the line, fails, and reads a missing word), taking the
    /// session with it. Its default keys get a function that declines instead; its one use, an
    /// editrc line typed by hand, belongs in ~/.editrc.
    private func guardCommandKeys(_ el: OpaquePointer) {
        _ = pr_el_addfn(
            el, Self.noCommandFunctionName, "Decline libedit's extended command (it can crash)",
            { el, _ in
                guard let el, let editor = LineEditor.editor(of: el) else { return UInt8(CC_ERROR) }
                return editor.declineCommand(el)
            })
        if pr_el_get_editor(el).map({ String(cString: $0) }) == "vi" {
            // -a: vi's command mode, where `:` is bound (in insert mode `:` is typed as ever).
            configure(["bind", "-a", ":", Self.noCommandFunctionName])
        } else {
            for key in ["^[x", "^[X"] { configure(["bind", key, Self.noCommandFunctionName]) }
        }
    }

    /// The key bound in `ed-command`'s place: a beep, and the line stays as it was.
    private func declineCommand(_ el: OpaquePointer) -> UInt8 { UInt8(CC_ERROR) }

    deinit {
        close()
    }

    /// Shows `prompt` (which may contain ANSI colour escapes) and reads one
    /// line with editing, history and completion.
    package func readLine(prompt: String) -> LineRead {
        guard !closed else { return .endOfInput }
        guard let el = editLine else { return readPlainLine(prompt: prompt) }
        setPrompt(prompt)
        // An interrupt that arrived while a command ran was the command's to
        // handle; it must not cancel the line the user is about to type.
        _ = InterruptSignal.takePending()
        // libedit only tracks SIGWINCH while inside el_gets; a resize during
        // a command would otherwise leave it wrapping at the old width.
        el_resize(el)

        while true {
            lineBytes = 0
            overlong = false
            lastReadInterrupted = false
            var count: Int32 = 0
            // libedit's handlers for TERM, HUP and QUIT re-send them to the whole process group,
            // a parent shell included: `nextCharacter` takes them back (prompt_signals.h).
            pr_prompt_signals_begin(STDIN_FILENO)
            let raw = el_gets(el, &count)
            pr_prompt_signals_end()
            if lastReadInterrupted {
                _ = InterruptSignal.takePending()
                return .interrupted
            }
            if overlong, count > 0 { return .tooLong(limit: InputLimits.lineBytes) }
            if count > 0, let raw {
                return .line(Self.droppingNewline(String(cString: raw)))
            }
            // 0 is Ctrl-D on an empty line; -1 is an error with errno set.
            if count == 0 { return .endOfInput }
            if errno == EINTR {
                if InterruptSignal.takePending() { return .interrupted }
                // Some other signal with a handler interrupted the read: not
                // the user's doing, so keep reading.
                continue
            }
            return .endOfInput
        }
    }

    /// Adds a command to the history and saves the history file. Empty
    /// (blank) lines and repeats of the newest entry are skipped.
    package func addToHistory(_ line: String) {
        guard !closed, let history else { return }
        guard !line.allSatisfy(\.isWhitespace) else { return }
        if let newest = pr_history_newest(history), String(cString: newest) == line { return }
        guard pr_history_enter(history, line) >= 0 else { return }
        historyFile.append(line)
    }

    /// Runs one editrc command, such as `bind -s ^O ^Uresume^J`, for keys a caller adds (the demo's
    /// way back from its live prompt). False when libedit rejects it or there is no editor.
    @discardableResult
    package func configure(_ words: [String]) -> Bool {
        guard !closed, let el = editLine, !words.isEmpty else { return false }
        let copies = words.map { UnsafePointer<CChar>(strdup($0)) }
        defer { for c in copies { free(UnsafeMutablePointer(mutating: c)) } }
        var argv: [UnsafePointer<CChar>?] = copies
        return el_parse(el, Int32(words.count), &argv) == 0
    }

    /// Saves the history and releases libedit (restoring the terminal).
    /// Safe to call more than once.
    package func close() {
        guard !closed else { return }
        closed = true
        historyFile.save()
        if let el = editLine {
            el_end(el)
            editLine = nil
        }
        if let history {
            history_end(history)
            self.history = nil
        }
        free(promptCString)
        promptCString = nil
    }

    // MARK: - Prompt

    private func setPrompt(_ prompt: String) {
        free(promptCString)
        promptCString = strdup(Self.markingEscapes(prompt))
    }

    /// Wraps every escape sequence in the marker so libedit prints it without
    /// counting it as columns; otherwise the cursor lands to the right of
    /// where the text actually is.
    package static func markingEscapes(_ prompt: String) -> String {
        let marker = promptEscapeMarker.unicodeScalars.first!
        let escape: Unicode.Scalar = "\u{1B}"
        var out = String.UnicodeScalarView()
        var scalars = prompt.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            // A stray marker in the input would flip libedit's literal mode.
            if scalar == marker { continue }
            guard scalar == escape else {
                out.append(scalar)
                continue
            }
            out.append(marker)
            out.append(scalar)
            if pending == "[" {
                // CSI: parameters and intermediates up to a final byte @...~.
                out.append("[")
                pending = scalars.next()
                while let next = pending {
                    out.append(next)
                    pending = scalars.next()
                    if (0x40...0x7E).contains(next.value) { break }
                }
            } else if pending == "]" {
                // OSC (e.g. a hyperlink or window title): up to BEL or ESC \.
                while let next = pending {
                    out.append(next)
                    pending = scalars.next()
                    if next == "\u{7}" { break }
                    if next == escape, pending == "\\" {
                        out.append("\\")
                        pending = scalars.next()
                        break
                    }
                }
            } else if let next = pending {
                // Any other two-character escape.
                out.append(next)
                pending = scalars.next()
            }
            out.append(marker)
        }
        return String(out)
    }

    // MARK: - History by prefix

    /// Up or Down: the line `HistoryRecall` gives, with the cursor at its end; a beep when there
    /// is nothing further.
    private func recall(_ el: OpaquePointer, up: Bool) -> UInt8 {
        guard let info = el_line(el)?.pointee, let buffer = info.buffer, let cursor = info.cursor,
            let last = info.lastchar
        else { return UInt8(CC_ERROR) }
        let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: last - buffer), as: UTF8.self)
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        var entries: [String] = []
        if let history {
            var entry = pr_history_newest(history)
            while let e = entry {
                entries.append(String(cString: e))
                entry = pr_history_older(history)
            }
        }
        let next =
            up
            ? recall.up(line: line, beforeCursor: before, history: entries)
            : recall.down(line: line, history: entries)
        guard let next else { return UInt8(CC_ERROR) }
        // Replace the whole line: to its end, delete it all, insert the recalled one.
        let afterCursor = line.unicodeScalars.count - before.unicodeScalars.count
        if afterCursor > 0 { _ = el_cursor(el, Int32(afterCursor)) }
        if !line.isEmpty { el_deletestr(el, Int32(line.unicodeScalars.count)) }
        if !next.isEmpty, el_insertstr(el, next) != 0 { return UInt8(CC_ERROR) }
        return UInt8(CC_REFRESH)
    }

    // MARK: - Completion

    private static func editor(of el: OpaquePointer) -> LineEditor? {
        guard let data = pr_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The Tab key. One candidate: complete it and add a space (not after a folder's `/`, so Tab
    /// can go on into it). Several:
    /// extend to their longest common prefix, or list them when that adds
    /// nothing. None: beep.
    private func complete(_ el: OpaquePointer) -> UInt8 {
        guard let info = el_line(el)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        let word = String(before.reversed().prefix { !$0.isWhitespace }.reversed())

        var seen = Set<String>()
        let candidates = completer(before).filter { !$0.isEmpty && seen.insert($0).inserted }
        switch candidates.count {
        case 0:
            return UInt8(CC_ERROR)
        case 1:
            let end = candidates[0].hasSuffix("/") ? "" : " "
            return replace(word: word, with: candidates[0] + end, in: el) ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        default:
            let prefix = Self.longestCommonPrefix(candidates)
            if prefix.count > word.count, replace(word: word, with: prefix, in: el) {
                return UInt8(CC_REFRESH)
            }
            showCandidates(candidates)
            return UInt8(CC_REDISPLAY)
        }
    }

    /// Inserts only what is missing when `text` extends `word`; otherwise
    /// (say, a completer that ignores case) replaces the word outright.
    private func replace(word: String, with text: String, in el: OpaquePointer) -> Bool {
        if text.hasPrefix(word) {
            let rest = String(text.dropFirst(word.count))
            return rest.isEmpty || el_insertstr(el, rest) == 0
        }
        // libedit counts the line in wide characters, i.e. Unicode scalars.
        if !word.isEmpty { el_deletestr(el, Int32(word.unicodeScalars.count)) }
        return el_insertstr(el, text) == 0
    }

    package static func longestCommonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let common = zip(prefix, word).prefix { $0 == $1 }.count
            prefix.removeLast(prefix.count - common)
        }
        return String(prefix)
    }

    /// Lists candidates in columns below the line, like a shell. The output
    /// ends at the start of a fresh line because CC_REDISPLAY redraws the
    /// prompt from wherever the cursor is.
    private func showCandidates(_ candidates: [String]) {
        let width = TerminalInfo.size()?.columns ?? 80
        let cell = (candidates.map(\.count).max() ?? 0) + 2
        let columns = max(1, width / cell)
        let rows = (candidates.count + columns - 1) / columns
        var text = "\n"
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let candidate = candidates[index]
                line += candidate
                if (column + 1) * rows + row < candidates.count {
                    line += String(repeating: " ", count: cell - candidate.count)
                }
            }
            text += line + "\n"
        }
        // libedit writes to the same FILE, so this keeps the order intact.
        fputs(text, pr_stdout())
        fflush(pr_stdout())
    }

    // MARK: - Input

    /// libedit's source of characters (EL_GETCFN): 1 with a character in `out`, 0 at the end of
    /// input, -1 on an error with errno set (EINTR for Ctrl-C, so `readLine` reports it).
    /// Invalid UTF-8 arrives as U+FFFD, one per bad byte, so libedit only ever sees characters
    /// it can encode again. Past `InputLimits.lineBytes` of one line, characters are dropped until
    /// the line ends, so a paste cannot fill memory; `readLine` then reports the line as too long.
    fileprivate func nextCharacter(into out: UnsafeMutablePointer<wchar_t>) -> Int32 {
        pr_prompt_signals_take()
        while true {
            guard let scalar = readScalar() else { return 0 }
            guard scalar >= 0 else {
                lastReadInterrupted = pr_sigint_pending() != 0
                return -1
            }
            lastReadInterrupted = false
            let value = UInt32(scalar)
            let ends = value == 0x0A || value == 0x0D
            if !ends {
                lineBytes += Unicode.Scalar(value).map { UTF8.width($0) } ?? 3
                if lineBytes > InputLimits.lineBytes { overlong = true }
                if overlong { continue }
            }
            out.pointee = wchar_t(bitPattern: value)
            return 1
        }
    }

    /// The next character's scalar value from standard input; nil at the end, -1 on an error.
    private func readScalar() -> Int64? {
        guard let first = readByte() else { return nil }
        guard first >= 0 else { return -1 }
        let lead = UInt8(first)
        let length: Int
        switch lead {
        case 0x00...0x7F: return Int64(lead)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return Self.replacement
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for _ in 1..<length {
            guard let next = readByte() else { return Self.replacement }
            guard next >= 0 else { return -1 }
            guard (0x80...0xBF).contains(next) else {
                pushedBack = UInt8(next)
                return Self.replacement
            }
            value = value << 6 | (UInt32(next) & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return Self.replacement }
        return Int64(value)
    }

    private static let replacement: Int64 = 0xFFFD

    /// One byte of standard input, one at a time as libedit reads (whoever reads next, a key wait
    /// or a child, finds the rest); nil at the end, -1 on an error or a Ctrl-C. A signal other than
    /// Ctrl-C (a resize, a resume, which libedit's own handlers redraw for) does not end the read.
    private func readByte() -> Int? {
        if let byte = pushedBack {
            pushedBack = nil
            return Int(byte)
        }
        // pr_read_byte checks for a Ctrl-C and waits in one step (shim.h): one landing while
        // libedit handled the previous key was otherwise noticed only after the next.
        var byte: UInt8 = 0
        let n = pr_read_byte(STDIN_FILENO, &byte)
        if n == 1 { return Int(byte) }
        if n == 0 { return nil }
        return -1
    }

    // MARK: - Helpers

    /// Reading without libedit, for the rare case el_init failed (it is
    /// never mixed with libedit: that editor does not exist).
    private func readPlainLine(prompt: String) -> LineRead {
        fputs(prompt, pr_stdout())
        fflush(pr_stdout())
        _ = InterruptSignal.takePending()
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while true {
            if getline(&buffer, &capacity, pr_stdin()) >= 0, let buffer {
                return .line(Self.droppingNewline(String(cString: buffer)))
            }
            if ferror(pr_stdin()) != 0, errno == EINTR {
                clearerr(pr_stdin())
                if InterruptSignal.takePending() { return .interrupted }
                continue
            }
            return .endOfInput
        }
    }

    /// A UTF-8 LC_CTYPE for libedit. The user's locale wins when it is set;
    /// an unset or plain "C" locale is promoted to UTF-8 (as Python does,
    /// PEP 538), since today's terminals are UTF-8 and "C" would make libedit
    /// drop every non-ASCII character typed.
    private static func selectUTF8Locale() {
        if let chosen = setlocale(LC_CTYPE, "") {
            let name = String(cString: chosen)
            if name != "C" && name != "POSIX" { return }
        }
        // "C.UTF-8" on glibc, "UTF-8" on macOS.
        for fallback in ["C.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, fallback) != nil {
            return
        }
    }

    private static func droppingNewline(_ line: String) -> String {
        var line = line
        // "\r\n" is a single Character in Swift, so check both.
        if line.last == "\n" || line.last == "\r\n" { line.removeLast() }
        return line
    }
}
