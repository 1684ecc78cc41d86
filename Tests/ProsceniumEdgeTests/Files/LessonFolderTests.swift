import ProsceniumFiles
import Testing

@testable import ProsceniumEdge

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `LessonFolder`: where the lessons are looked for, and what counts as a lesson folder.
@Suite struct LessonFolderTests {
    @Test func theSearchStartsBesideTheExecutableAndClimbs() {
        let places = LessonFolder.searched
        #expect(places.count >= 2)
        #expect(places[0].hasSuffix("/share/proscenium/lessons"))
        #expect(places[1].hasSuffix("/lessons"))
        // Each level is the parent of the one before.
        #expect(places[2].count < places[0].count)
    }

    @Test func aFolderHoldsLessonsWhenItHasAReadme() throws {
        let folder = "/tmp/proscenium-lessons-\(getpid())"
        mkdir(folder, 0o700)
        defer {
            unlink(folder + "/README.md")
            unlink(folder + "/01-five-roles.md")
            rmdir(folder)
        }
        #expect(!LessonFolder.holdsLessons(folder))
        for name in ["README.md", "01-five-roles.md"] { try Files.write("", to: folder + "/" + name) }
        #expect(LessonFolder.holdsLessons(folder))
        // The README introduces the lessons; it is not one.
        #expect(LessonFolder.markdownFiles(in: folder) == [folder + "/01-five-roles.md"])
    }
}
