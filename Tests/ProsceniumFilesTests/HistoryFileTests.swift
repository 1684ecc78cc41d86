import CLibEdit
import ProsceniumFiles
import ProsceniumHistory
import ProsceniumTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One prompt's history: the in-memory list libedit edits with, and its file.
private final class Prompt {
    let list: OpaquePointer
    let file: HistoryFile
    var warnings: [String] = []

    init(_ path: String) {
        list = HistoryFile.makeList()!
        var said: [String] = []
        file = HistoryFile(path: path, warn: { said.append($0) })
        file.load(into: list)
        warnings = said
    }

    deinit { history_end(list) }

    func type(_ line: String) {
        _ = pr_history_enter(list, line)
        file.append(line)
    }
}

/// The lines of a history file, as libedit reads them back (oldest first).
private func lines(_ path: String) -> [String] {
    guard let list = HistoryFile.makeList() else { return [] }
    defer { history_end(list) }
    guard pr_history_load(list, path) >= 0 else { return [] }
    // libedit walks from the newest entry to the oldest.
    var newestFirst: [String] = []
    var entry = pr_history_newest(list)
    while let e = entry {
        newestFirst.append(String(cString: e))
        entry = pr_history_older(list)
    }
    return newestFirst.reversed()
}

@Test func twoPromptsTypingInTurnKeepEveryLine() {
    let dir = TemporaryFolder()
    let path = dir.file("history")
    let a = Prompt(path)
    let b = Prompt(path)
    a.type("lesson 0")
    b.type("lesson 1")
    a.type("set corner 11")
    b.type("set corner 22")
    #expect(lines(path) == ["lesson 0", "lesson 1", "set corner 11", "set corner 22"])
}

@Test func aLinkToADeviceSwitchesHistoryOffAndIsSaidOnce() {
    let dir = TemporaryFolder()
    let device = dir.fifo("stands-in-for-dev-null")
    let path = dir.link("history", to: device)
    let prompt = Prompt(path)
    prompt.type("present")
    prompt.type("dismiss")
    #expect(prompt.warnings.count == 1)
    #expect(prompt.warnings.first?.contains("history is not saved") == true)
    #expect(Files.kind(at: path) == .symlink)
    #expect(Files.kind(at: device) == .fifo)
}

@Test func aFileLibeditCannotReadIsSaidAndLeftAlone() {
    let dir = TemporaryFolder()
    let path = dir.write("history", "not a history file\n")
    let prompt = Prompt(path)
    prompt.type("present")
    #expect(prompt.warnings.first?.contains("is not a history file libedit can read") == true)
    #expect((try? Files.read(path)) == "not a history file\n")
}

@Test func theOneNoteAboutDroppingOldLinesComesWhenTheFileFillsUp() {
    let dir = TemporaryFolder()
    let path = dir.file("history")
    var notes: [String] = []
    let list = HistoryFile.makeList()!
    defer { history_end(list) }
    let file = HistoryFile(path: path, warn: { notes.append($0) })
    file.load(into: list)
    for i in 0..<(Int(HistoryFile.capacity) + 5) { file.append("set corner \(i)") }
    #expect(notes.count == 1)
    #expect(notes.first?.contains("keeps the newest 1000 lines") == true)
    let later = Prompt(path)
    later.type("present")
    #expect(lines(path).count == Int(HistoryFile.capacity))
    #expect(lines(path).last == "present")
    #expect(later.warnings.isEmpty, "a full file at start is not news")
}

@Test func aThousandStartsOnRandomBytesNeverCrash() throws {
    let dir = TemporaryFolder()
    let path = dir.file("history")
    var random = FuzzRandom(seed: 1015)
    let valid = Array("_HiStOrY_V2_\npresent\nset\\040frame\\040inset\\04030\n".utf8)
    for round in 0..<1000 {
        var bytes = round % 2 == 0 ? (0..<random.below(300)).map { _ in random.byte() } : valid
        if round % 2 == 1 {
            for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty { bytes[random.below(bytes.count)] = random.byte() }
        }
        try Files.replace(path) { stream in bytes.isEmpty || fwrite(bytes, 1, bytes.count, stream) == bytes.count }
        let prompt = Prompt(path)
        prompt.type("present")
        // Either the file was history and now ends with the new line, or it was left exactly as it was.
        let after = try Files.readBytes(path, limit: Files.stateLimit)
        #expect(lines(path).last == "present" || after == bytes)
    }
}

/// Issue 38, item 3: a history file planted as a link to a file outside the state folder is never
/// replaced (a save would have written the prompt's lines over the file it leads to).
@Test func aLinkOutOfTheStateFolderIsLeftAlone() {
    let state = TemporaryFolder()
    let elsewhere = TemporaryFolder()
    let foreign = elsewhere.write("notes.txt", "mine\n")
    let path = state.link("history", to: foreign)
    let prompt = Prompt(path)
    prompt.type("present")
    #expect((try? Files.read(foreign)) == "mine\n")
    #expect(prompt.warnings.count == 1)
    #expect(prompt.warnings.first?.contains("outside the state folder") == true)
}

/// Issue 38, item 8: five pasted 900 KB lines never make a history every later session refuses:
/// they are not saved, and a file already over the limit is read and trimmed by the next save.
@Test func pastedHugeLinesNeverSwitchHistoryOff() {
    let dir = TemporaryFolder()
    let path = dir.file("history")
    let huge = String(repeating: "x", count: 900 << 10)
    let first = Prompt(path)
    for i in 0..<5 { first.type("set title \"\(i)\(huge)\"") }
    first.type("present")
    #expect(lines(path) == ["present"])
    // A file an older version wrote, over the limit: a later prompt reads it and trims it.
    let list = HistoryFile.makeList()!
    for i in 0..<5 { _ = pr_history_enter(list, "set title \"\(i)\(huge)\"") }
    _ = pr_history_save(list, path)
    history_end(list)
    #expect(Files.readProblem(path, limit: Files.stateLimit) != nil)
    let later = Prompt(path)
    later.type("dismiss")
    #expect(later.warnings.isEmpty)
    #expect(Files.readProblem(path, limit: Files.stateLimit) == nil)
    #expect(lines(path).last == "dismiss")
}

/// Issue 38, item 9: a save killed part way (`kill -9`) leaves `history.tmp.PID.0`; the next
/// prompt removes it as it reads the history, and keeps one a live process may still be writing.
@Test func aStaleTemporaryIsRemovedAtStart() {
    let dir = TemporaryFolder()
    let path = dir.file("history")
    let stale = dir.write("history.tmp.99999999.0", "half a save")
    let live = dir.write("history.tmp.\(getpid()).0", "a save under way")
    _ = Prompt(path)
    #expect(Files.kind(at: stale) == .missing)
    #expect(Files.kind(at: live) == .regular)
}
