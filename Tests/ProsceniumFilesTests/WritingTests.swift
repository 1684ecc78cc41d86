import ProsceniumFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Test func aWriteReplacesTheFileAndLeavesNoTemporaryBehind() throws {
    let dir = TemporaryFolder()
    let path = dir.write("progress.json", "old")
    try Files.write("new", to: path)
    #expect(try Files.read(path) == "new")
    #expect(listing(dir.path) == ["progress.json"])
}

@Test func aWriteThroughALinkToAFileReplacesTheTargetAndKeepsTheLink() throws {
    let dir = TemporaryFolder()
    let target = dir.write("real-history", "old")
    let link = dir.link("history", to: target)
    try Files.write("new", to: link)
    #expect(Files.kind(at: link) == .symlink)
    #expect(try Files.read(target) == "new")
}

@Test func aLinkToADeviceIsNeverReplacedByAFile() {
    let dir = TemporaryFolder()
    let link = dir.link("history", to: "/dev/null")
    #expect(throws: FileProblem.linkToNonFile(path: link, target: "/dev/null", kind: .characterDevice)) {
        try Files.write("lines", to: link)
    }
    #expect(Files.kind(at: "/dev/null") == .characterDevice)
    #expect(Files.kind(at: link) == .symlink)
}

@Test func aDirectoryOrAFIFOIsNeverReplaced() {
    let dir = TemporaryFolder()
    Files.makeDirectories(dir.file("adir"))
    #expect(throws: FileProblem.notAFile(path: dir.file("adir"), kind: .directory)) {
        try Files.write("x", to: dir.file("adir"))
    }
    let fifo = dir.fifo("pipe")
    #expect(throws: FileProblem.notAFile(path: fifo, kind: .fifo)) { try Files.write("x", to: fifo) }
    #expect(Files.kind(at: fifo) == .fifo)
}

@Test func aFailedFillLeavesTheOldFileAsItWas() throws {
    let dir = TemporaryFolder()
    let path = dir.write("progress.json", "old")
    #expect(throws: FileProblem.self) { try Files.replace(path) { _ in false } }
    #expect(try Files.read(path) == "old")
    #expect(listing(dir.path) == ["progress.json"])
}

@Test func aReplacedFileKeepsItsPermissions() throws {
    let dir = TemporaryFolder()
    let path = dir.write("history", "a")
    chmod(path, 0o600)
    try Files.write("b", to: path)
    #expect(dir.mode(of: path) == 0o600)
}

@Test func missingFoldersAreMadeWithTheModeAsked() throws {
    let dir = TemporaryFolder()
    let path = dir.path + "/state/proscenium/progress.json"
    try Files.write("{}", to: path, mode: 0o600, directoryMode: 0o700)
    #expect(dir.mode(of: dir.path + "/state/proscenium") == 0o700)
    #expect(dir.mode(of: path) == 0o600)
}

@Test func theLockIsHeldWhileTheBodyRuns() {
    let dir = TemporaryFolder()
    let path = dir.file("progress.json")
    let held: Bool = FileLock.withLock(for: path) {
        // A second descriptor on the lock file cannot take it while the first holds it.
        let fd = open(path + ".lock", O_RDWR)
        defer { close(fd) }
        return flock(fd, LOCK_EX | LOCK_NB) != 0
    }
    #expect(held)
}

private func listing(_ dir: String) -> [String] {
    Files.names(in: dir).filter { !$0.hasSuffix(".lock") }
}
