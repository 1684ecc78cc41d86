import Playground
import ProsceniumFiles
import Testing
import Transcript

@testable import ProsceniumDisk

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A script's writes (issue 38, item 2): only under the fence's folder, never out of it through a
/// link, and never over a file Proscenium did not make unless the user said `--overwrite`.
@Suite struct WriteFenceTests {
    let folder = temporaryFolder("proscenium-fence")

    func fenced(overwrite: Bool = false) -> (FileAccess, String) {
        let root = folder + "/root"
        _ = Files.makeDirectories(root)
        let fence = WriteFence(folder: root, overwrite: overwrite)!
        return (FileAccess.disk.fenced(by: fence), root)
    }

    @Test func aNewFileUnderTheFolderIsWritten() {
        let (disk, root) = fenced()
        #expect(disk.write("# proscenium session 1\n", root + "/a.scene") == nil)
        #expect(disk.write("x", root + "/deep/er/b.svg") == nil)
    }

    @Test func aPathOutsideTheFolderIsRefused() {
        let (disk, root) = fenced()
        let why = disk.write("x", root + "/../outside.scene")
        #expect(why?.contains("writes only under") == true)
        #expect(Files.kind(at: folder + "/outside.scene") == .missing)
    }

    @Test func aLinkOutOfTheFolderIsRefused() {
        let (disk, root) = fenced()
        symlink(folder, root + "/out")
        #expect(disk.write("x", root + "/out/bashrc") != nil)
        #expect(Files.kind(at: folder + "/bashrc") == .missing)
    }

    @Test func dotDotAfterALinkLeavesWhereTheLinkLeads() {
        let (disk, root) = fenced()
        _ = Files.makeDirectories(folder + "/outside/deep")
        symlink(folder + "/outside/deep", root + "/way")
        // The kernel takes `way` first, then `..`: the file would land in `outside`, not in root.
        #expect(disk.write("x", root + "/way/../escaped.scene") != nil)
        #expect(Files.kind(at: folder + "/outside/escaped.scene") == .missing)
        #expect(disk.write("x", root + "/sub/../fine.scene") == nil)
    }

    @Test func aFileProsceniumDidNotMakeIsKept() {
        let (disk, root) = fenced()
        try? Files.write("alias ls='rm -rf ~'\n", to: root + "/.bashrc")
        #expect(disk.write("# proscenium session 1\n", root + "/.bashrc")?.contains("--overwrite") == true)
        #expect(disk.append("present\n", root + "/.bashrc") != nil)
        #expect((try? Files.read(root + "/.bashrc")) == "alias ls='rm -rf ~'\n")
    }

    @Test func overwriteLetsTheUserReplaceIt() {
        let (disk, root) = fenced(overwrite: true)
        try? Files.write("mine\n", to: root + "/notes.txt")
        #expect(disk.write("# proscenium session 1\n", root + "/notes.txt") == nil)
    }

    @Test func aFolderOutsideIsNotMade() {
        let (disk, root) = fenced()
        #expect(disk.makeFolder(root + "/../made") != nil)
        #expect(disk.makeFolder(root + "/made") == nil)
    }

    @Test func theFenceSurvivesTheEnvironment() {
        let fence = WriteFence(folder: folder, overwrite: true)!
        #expect(WriteFence(environmentValue: fence.environmentValue) == fence)
        #expect(WriteFence(environmentValue: "bogus") == nil)
    }

    /// Every kind of file a session writes is recognised as Proscenium's, so a script run twice
    /// replaces its own output: the marks stay true to the writers.
    @Test func everyFileASessionWritesIsRecognised() throws {
        let (disk, root) = fenced()
        let session = Session()
        session.files = disk
        session.renderExport = ExportRendering.render
        let lines = [
            "present", "save \(root)/s.scene", "record \(root)/r.scene", "dismiss", "record stop",
            "export svg \(root)/a.svg", "export svg --animated \(root)/b.svg", "export cast \(root)/c.cast",
            "code --file \(root)/c.swift",
        ]
        for line in lines {
            let outputs = session.apply(try Parser.parse(line, table: session.table))
            #expect(!outputs.contains { if case .error = $0 { true } else { false } }, "\(line)")
        }
        for name in ["s.scene", "r.scene", "a.svg", "b.svg", "c.cast", "c.swift"] {
            let head = Array(((try? Files.read(root + "/" + name)) ?? "").utf8.prefix(ProsceniumMade.headLimit))
            #expect(ProsceniumMade.recognizes(head), "\(name)")
        }
        #expect(ProsceniumMade.recognizes(Array("{\"version\":1,\"lessons\":{}}".utf8)))
        #expect(!ProsceniumMade.recognizes(Array("<?xml version=\"1.0\"?><svg/>".utf8)))
    }

    @Test func prosceniumsOwnFolderIsWrittenFreely() {
        let root = folder + "/root"
        _ = Files.makeDirectories(root)
        let exercises = folder + "/state/exercises"
        let fence = WriteFence(folder: root, overwrite: false)!.allowing(ownFolder: exercises)
        let disk = FileAccess.disk.fenced(by: fence)
        #expect(disk.makeFolder(exercises + "/02-overlay") == nil)
        try? Files.write("the learner's draft\n", to: exercises + "/02-overlay/Overlay.swift")
        #expect(disk.write("// the starter\n", exercises + "/02-overlay/Overlay.swift") == nil)
        #expect(disk.write("x", folder + "/state/progress.json") != nil)
    }
}
