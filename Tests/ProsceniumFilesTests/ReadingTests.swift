import ProsceniumFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Test func aRegularFileIsReadWhole() throws {
    let dir = TemporaryFolder()
    let path = dir.write("scene", "present\ndismiss\n")
    #expect(try Files.read(path) == "present\ndismiss\n")
}

@Test func aDirectoryIsRefusedNotReadAsEmpty() {
    let dir = TemporaryFolder()
    #expect(throws: FileProblem.notAFile(path: dir.path, kind: .directory)) { try Files.read(dir.path) }
    #expect(FileProblem.notAFile(path: "scenes", kind: .directory).description == "scenes is a directory, not a file")
}

@Test func aFIFOIsRefusedWithoutWaitingForAWriter() {
    let dir = TemporaryFolder()
    let fifo = dir.fifo("pipe")
    // Opening a FIFO for reading blocks until a writer comes: this returns at once or hangs the test.
    #expect(throws: FileProblem.notAFile(path: fifo, kind: .fifo)) { try Files.read(fifo) }
}

@Test func aLinkToAnEndlessDeviceIsRefusedBeforeAByteIsRead() {
    let dir = TemporaryFolder()
    let link = dir.link("progress.json", to: "/dev/zero")
    #expect(throws: FileProblem.linkToNonFile(path: link, target: "/dev/zero", kind: .characterDevice)) {
        try Files.read(link, limit: Files.stateLimit)
    }
}

@Test func aDanglingLinkSaysItLeadsNowhere() {
    let dir = TemporaryFolder()
    let link = dir.link("history", to: dir.file("gone"))
    let problem = Files.readProblem(link)
    #expect(problem?.reason == "it links to nothing, not a file")
}

@Test func aFileOverTheLimitIsRefusedNotRead() {
    let dir = TemporaryFolder()
    let path = dir.write("big", String(repeating: "x", count: 2000))
    #expect(throws: FileProblem.tooLarge(path: path, limit: 1000)) { try Files.read(path, limit: 1000) }
}

@Test func aMissingFileIsNamed() {
    #expect(throws: FileProblem.notFound(path: "/nonexistent/scene")) { try Files.read("/nonexistent/scene") }
    #expect(FileProblem.notFound(path: "/nonexistent/scene").description == "/nonexistent/scene: no such file")
}

@Test func invalidUTF8IsRepairedNotRefused() throws {
    let dir = TemporaryFolder()
    let path = dir.file("bytes")
    try Files.replace(path) { stream in
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        return fwrite(bytes, 1, 3, stream) == 3
    }
    #expect(try Files.read(path) == "a\u{FFFD}b")
}

@Test func controlCharactersInAPathNeverReachTheMessageRaw() {
    let problem = FileProblem.notFound(path: "evil\u{1B}]0;title\u{7}.scene")
    #expect(!problem.description.contains("\u{1B}"))
    #expect(problem.description.hasPrefix("evil?]0;title?.scene"))
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 38, item 15: a file an editor saved with a UTF-8 byte-order mark reads without it.
@Test func aByteOrderMarkIsDropped() {
    let dir = TemporaryFolder()
    let path = dir.file("bom.scene")
    let bytes: [UInt8] = Files.byteOrderMark + Array("present\n".utf8)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    #expect((try? Files.read(path)) == "present\n")
}
