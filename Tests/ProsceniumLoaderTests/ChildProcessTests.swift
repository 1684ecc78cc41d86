import Foundation
import ProsceniumFiles
import Testing

@testable import ProsceniumLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ChildProcess`: the compiler, the rewriter and the stage run as children, within limits.
@Suite struct ChildProcessTests {
    /// A file of each test's own: the suite's tests run side by side, and one test's `unlink`
    /// removed the file another was about to read (a failure in CI).
    private let output = "/tmp/proscenium-child-\(getpid())-\(UUID().uuidString).out"

    @Test func aChildRunsToItsEndWithItsOutputInTheFile() throws {
        defer { unlink(output) }
        let end = try ChildProcess.run(["/bin/sh", "-c", "echo made; exit 3"], outputPath: output, timeLimit: 20).get()
        #expect(end == .exited(3))
        #expect(try Files.read(output) == "made\n")
    }

    @Test func aChildPastItsTimeLimitIsKilledAndSaidSo() throws {
        defer { unlink(output) }
        let end = try ChildProcess.run(["/bin/sleep", "30"], outputPath: output, timeLimit: 0.3).get()
        #expect(end == .timedOut(seconds: 0.3))
        #expect(end.wording("swiftc")?.contains("swiftc") == true)
    }

    @Test func aProgramThatIsNotThereCannotStart() {
        defer { unlink(output) }
        let result = ChildProcess.run(["/nonexistent/swiftc"], outputPath: output, timeLimit: 5)
        if case .success(.exited(let status)) = result {
            // posix_spawn may report the failure as the child's exit status 127.
            #expect(status == 127)
        } else if case .success(let end) = result {
            Issue.record("a missing program ended as \(end)")
        }
    }

    @Test func sizesReadAsTheVariableIsWritten() {
        #expect(ChildProcess.parseSize("1073741824") == 1 << 30)
        #expect(ChildProcess.parseSize("512M") == 512 << 20)
        #expect(ChildProcess.parseSize("2GiB") == 2 << 30)
        #expect(ChildProcess.parseSize("1kb") == 1 << 10)
        #expect(ChildProcess.parseSize("0") == nil)
        #expect(ChildProcess.parseSize("lots") == nil)
        #expect(ChildProcess.parseSize("99999999999999999999G") == nil)
    }
}

/// `LineBuffer`: a child's output cut into lines as it arrives.
@Suite struct LineBufferTests {
    @Test func linesComeWholeWhateverTheChunks() {
        var buffer = LineBuffer()
        buffer.append(Array("pres".utf8)[...])
        #expect(buffer.takeLine() == nil)
        buffer.append(Array("ent\nrot".utf8)[...])
        #expect(buffer.takeLine() == "present")
        #expect(buffer.takeLine() == nil)
        buffer.append(Array("ate\n".utf8)[...])
        #expect(buffer.takeLine() == "rotate")
    }

    @Test func theRestOfALineNotEndedIsHandedOverOnce() {
        var buffer = LineBuffer()
        buffer.append(Array("a\nno end".utf8)[...])
        #expect(buffer.takeLine() == "a")
        #expect(buffer.takeRest() == "no end")
        #expect(buffer.takeRest() == nil)
    }
}

/// `StagedCode.sizeInWords`: how much of the user's standard error went unshown.
@Suite struct StagedCodeSizeTests {
    @Test func sizesAreSaidAsAReaderTakesThemIn() {
        #expect(StagedCode.sizeInWords(812) == "812 bytes")
        #expect(StagedCode.sizeInWords(12_345) == "12 KB")
        #expect(StagedCode.sizeInWords(3_400_000) == "3400 KB")
        #expect(StagedCode.sizeInWords(52_400_000) == "52.4 MB")
    }
}
