import Testing

@testable import ProsceniumLoading

/// Issue 27, defect 16: a link that failed on a full disk says so in one line (what, where, what
/// to do), from what the tools print when they get ENOSPC, or from the free space when the disk
/// was too full to keep even their log.
@Suite struct FullDiskWordingTests {
    let folder = "/home/u/.local/state/proscenium/load-cache/k.tmp-7"

    @Test func goldsWriteFailureIsWordedAsTheLinkersFullDisk() {
        let output = """
            /usr/bin/ld.gold: fatal error: \(folder)/stage: write: No space left on device
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            <unknown>:0: error: link command failed with exit code 1 (use -v to see invocation)
            """
        let line = FullDiskWording.line(compilerOutput: output, folder: folder, bytesFree: 4 << 20)
        #expect(
            line
                == "the disk is full: the linker could not write the compiled stage in \(folder) (No space left on device); free some space on that disk and load again (nothing was loaded)"
        )
    }

    @Test func lldsIsTooAndAFrontendsNamesSwiftc() {
        let lld = "ld.lld: error: failed to write output '\(folder)/stage': No space left on device"
        #expect(
            FullDiskWording.line(compilerOutput: lld, folder: folder, bytesFree: nil)?.contains("the linker") == true)
        let frontend = "error: unable to write \(folder)/x.o: No space left on device"
        #expect(
            FullDiskWording.line(compilerOutput: frontend, folder: folder, bytesFree: nil)?.contains("swiftc could not")
                == true)
    }

    @Test func anEmptyLogOnANearlyFullDiskIsAFullDisk() {
        let line = FullDiskWording.line(compilerOutput: "", folder: folder, bytesFree: 4096)
        #expect(line?.hasPrefix("the disk is full: swiftc could not write") == true)
    }

    @Test func anOrdinaryLinkFailureIsNotCalledAFullDisk() {
        let output = """
            /usr/bin/ld.gold: error: cannot find -lFoo
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """
        #expect(FullDiskWording.line(compilerOutput: output, folder: folder, bytesFree: 40 << 30) == nil)
        #expect(FullDiskWording.line(compilerOutput: output, folder: folder, bytesFree: nil) == nil)
    }
}
