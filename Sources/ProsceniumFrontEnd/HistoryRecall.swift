/// Up and Down at the prompt, as fish and IPython do it: Up recalls the newest earlier line that
/// begins with what was typed before the cursor (every line, when nothing was), each text once;
/// Down goes back towards the newest, and past it restores what was typed. Typing or editing a
/// recalled line starts a new search from there. Pure: the editor hands in the line and the
/// history (newest first) and puts back what comes out; nil means there is nothing further (beep).
package struct HistoryRecall: Sendable {
    /// What the search matches: the text before the cursor when it began.
    private var prefix = ""
    /// The recalled entry's index in the history (newest first); -1 while on the typed line.
    private var index = -1
    /// The line as typed, before any recall.
    private var typed = ""
    /// The line last put on screen by a recall; a line that differs was edited.
    private var shown: String?
    /// Texts already shown in this search.
    private var seen: Set<String> = []

    package init() {}

    package mutating func up(line: String, beforeCursor: String, history: [String]) -> String? {
        if shown == nil || line != shown {
            prefix = beforeCursor
            typed = line
            index = -1
            seen = [line]
        }
        var i = index + 1
        while i < history.count {
            let entry = history[i]
            if entry.hasPrefix(prefix), !seen.contains(entry) {
                index = i
                shown = entry
                seen.insert(entry)
                return entry
            }
            i += 1
        }
        return nil
    }

    package mutating func down(line: String, history: [String]) -> String? {
        guard let current = shown, line == current else { return nil }
        var i = index - 1
        while i >= 0 {
            let entry = history[i]
            if entry.hasPrefix(prefix), entry != current {
                index = i
                shown = entry
                return entry
            }
            i -= 1
        }
        index = -1
        shown = nil
        seen = []
        return typed
    }
}
