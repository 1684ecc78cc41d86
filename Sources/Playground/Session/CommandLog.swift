/// The log of state-changing commands, compacted: each distinct command is kept once, and the
/// log itself is a list of 4-byte references to them. A long session repeats a small set of
/// commands (`present`, `dismiss`, `update 0.5`, a few settings), so a million commands take about
/// 4 MB here instead of a whole `Command` (and its strings) each. `save`, `history`, undo's replay
/// and lesson steps read it as before: a random-access collection of commands, oldest first.
package struct CommandLog: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable {
    /// Which distinct command each entry is.
    private var entries: [UInt32] = []
    /// Every distinct command logged so far (also those undone since: they are few).
    private var distinct: [Command] = []
    /// Where to look a command up in `distinct`, by its spelling (equal commands spell alike;
    /// commands that spell alike are still compared whole).
    private var lookup: [String: [UInt32]] = [:]

    package init() {}

    package init(arrayLiteral commands: Command...) {
        for c in commands { append(c) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { entries.count }
    package subscript(position: Int) -> Command { distinct[Int(entries[position])] }

    /// How many different commands the log holds (what it costs beyond 4 bytes a command).
    package var distinctCount: Int { distinct.count }

    package mutating func append(_ command: Command) {
        let key = CommandSpelling.line(for: command)
        if let found = lookup[key]?.first(where: { distinct[Int($0)] == command }) {
            entries.append(found)
            return
        }
        let id = UInt32(distinct.count)
        distinct.append(command)
        lookup[key, default: []].append(id)
        entries.append(id)
    }

    package mutating func popLast() -> Command? {
        guard let last = entries.popLast() else { return nil }
        return distinct[Int(last)]
    }

    package static func == (a: CommandLog, b: CommandLog) -> Bool { a.elementsEqual(b) }
}
