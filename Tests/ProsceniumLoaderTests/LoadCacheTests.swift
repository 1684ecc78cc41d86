import ProsceniumFiles
import ProsceniumFrontEnd
import Testing

@testable import ProsceniumLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `LoadCache`: a compiled stage is used only when it checks out, and pruning keeps what is leased.
@Suite struct LoadCacheTests {
    /// A cache in a fresh folder of its own.
    private func cache() -> LoadCache {
        var template = Array("/tmp/proscenium-cache-XXXXXX".utf8CString)
        let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        return LoadCache(root: root)
    }

    /// A sealed entry for `key` whose stage holds `bytes`.
    private func sealedEntry(_ cache: LoadCache, _ key: String, bytes: String = "stage") -> String {
        let folder = cache.folder(key)
        mkdir(folder, 0o700)
        try? Files.write(bytes, to: folder + "/stage")
        #expect(cache.seal(scratch: folder, summary: "Sheet from Sheet.swift") == nil)
        return folder
    }

    @Test func anAbsentEntryIsAbsent() {
        guard case .absent = cache().lookup("0123") else {
            Issue.record("an entry that was never made was found")
            return
        }
    }

    @Test func aSealedEntryIsReadyWithItsSummary() {
        let c = cache()
        _ = sealedEntry(c, "abc")
        guard case .ready(let summary) = c.lookup("abc") else {
            Issue.record("a sealed entry was not ready")
            return
        }
        #expect(summary == "Sheet from Sheet.swift")
    }

    @Test func aStageChangedAfterSealingIsBrokenAndRemoved() {
        let c = cache()
        let folder = sealedEntry(c, "abc")
        try? Files.write("planted", to: folder + "/stage")
        guard case .broken = c.lookup("abc") else {
            Issue.record("a stage whose hash no longer matches was used")
            return
        }
        #expect(!Files.isFile(folder + "/stage"))
    }

    @Test func aFolderOthersCanWriteIsNotTrusted() {
        let c = cache()
        let folder = sealedEntry(c, "abc")
        chmod(folder, 0o777)
        guard case .broken = c.lookup("abc") else {
            Issue.record("an entry in a folder others can write was used")
            return
        }
    }

    @Test func sealingWithoutAStageSaysTheCompilerLeftNone() {
        let c = cache()
        mkdir(c.folder("x"), 0o700)
        #expect(c.seal(scratch: c.folder("x"), summary: "s")?.line.contains("left no stage") == true)
    }

    @Test func pruningKeepsTheFreshEntryAndALeasedOne() {
        let c = cache()
        let keep = LoadCache.keep
        var names: [String] = []
        var lease: CacheLease?
        for i in 0..<(keep + 3) {
            let name = "e\(i)"
            names.append(name)
            let folder = sealedEntry(c, name)
            // The lease file is made first: making it touches the folder's time.
            if name == "e1" { lease = CacheLease(folder: folder) }
            // Oldest first: e0 is the oldest.
            var times = [timespec(tv_sec: 1_000_000 + i, tv_nsec: 0), timespec(tv_sec: 1_000_000 + i, tv_nsec: 0)]
            utimensat(AT_FDCWD, folder, &times, 0)
        }
        c.prune(keeping: "e0")
        let left = Set(Files.names(in: c.root))
        #expect(left.contains("e0")) // the fresh one, though the oldest
        #expect(left.contains("e1")) // leased by a session
        #expect(!left.contains("e2")) // the oldest of the rest
        #expect(left.count == keep + 2)
        withExtendedLifetime(lease) {}
    }

    @Test func aScratchFolderWhoseCompilerIsGoneIsDebris() {
        let c = cache()
        // No process has pid 0x7ffffffe; a scratch folder named for it is left from a crash.
        mkdir(c.root + "/abc.tmp-2147483646", 0o700)
        c.prune(keeping: "")
        #expect(!Files.names(in: c.root).contains("abc.tmp-2147483646"))
    }
}
