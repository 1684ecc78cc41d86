import Testing

@testable import ProsceniumEdge

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `StandardInputLines`: a script read from a descriptor, line by line, within bounds.
@Suite struct StandardInputLinesTests {
    /// The lines `bytes` gives when read through a pipe, as `run -` reads them.
    private func lines(_ bytes: [UInt8], lineLimit: Int = InputLimits.lineBytes, skipLimit: Int = 64) -> [ScriptLine] {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let written = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        close(fds[1])
        defer { close(fds[0]) }
        return Array(StandardInputLines(descriptor: fds[0], lineLimit: lineLimit, skipLimit: skipLimit))
    }

    @Test func linesEndAtNewlinesAndTheLastNeedsNone() {
        #expect(
            lines(Array("present\nrotate\r\ndismiss".utf8)) == [.text("present"), .text("rotate"), .text("dismiss")])
    }

    @Test func aByteOrderMarkIsNoPartOfTheFirstLine() {
        #expect(lines([0xEF, 0xBB, 0xBF] + Array("present\n".utf8)) == [.text("present")])
    }

    @Test func aLineOverTheLimitIsSkippedAndTheNextOneRead() {
        let long = Array(repeating: UInt8(ascii: "x"), count: 40)
        #expect(
            lines(long + Array("\npresent\n".utf8), lineLimit: 16) == [
                .tooLong(limit: 16, inputEnds: false), .text("present"),
            ])
    }

    @Test func aLineWithNoEndWithinReachEndsTheInput() {
        let endless = Array(repeating: UInt8(ascii: "x"), count: 200)
        #expect(lines(endless, lineLimit: 16, skipLimit: 64) == [.tooLong(limit: 16, inputEnds: true)])
    }

    @Test func invalidUTF8IsRepairedNotFatal() {
        #expect(lines([0x61, 0xFF, 0x62, 0x0A]) == [.text("a\u{FFFD}b")])
    }
}
