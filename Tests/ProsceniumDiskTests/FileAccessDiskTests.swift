import Playground
import Testing

@testable import ProsceniumDisk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The core's file port on the real disk: what is written reads back, appends add, and each
/// failure comes back as a reason in words.
@Suite struct FileAccessDiskTests {
    let folder = temporaryFolder("proscenium-disk")

    @Test func whatIsWrittenReadsBack() {
        let disk = FileAccess.disk
        let path = folder + "/a.scene"
        #expect(disk.write("present\n", path) == nil)
        #expect(disk.append("dismiss\n", path) == nil)
        #expect((try? disk.read(path).get()) == "present\ndismiss\n")
    }

    @Test func aMissingFileIsAReasonNotACrash() {
        guard case .failure(let f) = FileAccess.disk.read(folder + "/nothing-here") else {
            Issue.record("read a file that is not there")
            return
        }
        #expect(!f.reason.isEmpty)
    }

    @Test func writingWhereAFileStandsForAFolderSaysWhy() {
        #expect(FileAccess.disk.write("x", folder + "/plain") == nil)
        let why = FileAccess.disk.write("x", folder + "/plain/inner")
        #expect(why != nil && !(why ?? "").isEmpty)
    }

    @Test func aFolderIsMadeOnlyOwnerReadable() {
        let path = folder + "/made/deeper"
        #expect(FileAccess.disk.makeFolder(path) == nil)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
    }
}
