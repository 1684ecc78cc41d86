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

    @Test func withoutPagerLessOnThePathIsUsedWithColour() {
        let folder = "/tmp/proscenium-pager-\(getpid())"
        mkdir(folder, 0o700)
        defer {
            unlink(folder + "/less")
            rmdir(folder)
        }
        #expect(Pager.command(environment: { $0 == "PATH" ? folder : nil }) == nil)
        let fd = open(folder + "/less", O_CREAT | O_WRONLY, 0o700)
        close(fd)
        #expect(Pager.command(environment: { $0 == "PATH" ? "/nowhere:" + folder : nil }) == "less -R")
    }
}
