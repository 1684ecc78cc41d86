import ProsceniumFiles
import Testing

@testable import ProsceniumEdge

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Pager.command`: which pager long output goes through, from the environment.
@Suite struct PagerTests {
    @Test func pagerNamesThePager() {
        #expect(Pager.command(environment: { $0 == "PAGER" ? "most -s" : nil }) == "most -s")
    }

    @Test func anEmptyPagerOrCatMeansNone() {
        #expect(Pager.command(environment: { $0 == "PAGER" ? "  " : nil }) == nil)
        #expect(Pager.command(environment: { $0 == "PAGER" ? "cat" : nil }) == nil)
    }

    @Test func pagerSetEmptyInTheProcessEnvironmentMeansNone() {
        // `PAGER=` is set, not unset: it turns paging off rather than falling back to less.
        let name = "PROSCENIUM_PAGER_TEST_\(getpid())"
        setenv(name, "", 1)
        defer { unsetenv(name) }
        #expect(Pager.setVariable(name) == "")
        #expect(Pager.setVariable(name + "_UNSET") == nil)
        #expect(Pager.command(environment: { $0 == "PAGER" ? Pager.setVariable(name) : nil }) == nil)
    }

    @Test func withoutPagerLessOnThePathIsUsedWithColour() throws {
        let folder = "/tmp/proscenium-pager-\(getpid())"
        mkdir(folder, 0o700)
        defer {
            unlink(folder + "/less")
            rmdir(folder)
        }
        #expect(Pager.command(environment: { $0 == "PATH" ? folder : nil }) == nil)
        try Files.write("", to: folder + "/less", mode: 0o700)
        #expect(Pager.command(environment: { $0 == "PATH" ? "/nowhere:" + folder : nil }) == "LESSSECURE=1 less -R")
    }
}
