import ProsceniumFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the lesson files are: `$PROSCENIUM_LESSONS`, else `share/proscenium/lessons` beside the
/// installed executable's `bin/` (`make install`), else a `lessons/` folder beside the executable or
/// above it (the package when built with SwiftPM), else `./lessons`.
enum LessonFolder {
    static var path: String {
        if let env = StatePaths.processEnvironment("PROSCENIUM_LESSONS") { return env }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            var dir = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            for _ in 0..<6 {
                dir = Files.directory(of: dir)
                for candidate in [dir + "/share/proscenium/lessons", dir + "/lessons"]
                where Files.isFile(candidate + "/README.md") {
                    return candidate
                }
                if dir == "/" { break }
            }
        }
        return "lessons"
    }

    /// What `lesson list` says when the folder holds no lesson: where it looked, and how to point it elsewhere.
    static var emptyHint: String {
        "No lessons found in \(FileProblem.shownPath(path)): set PROSCENIUM_LESSONS to the lessons folder, or install with `make install` (it puts them in PREFIX/share/proscenium/lessons).\n"
    }

    /// The Markdown files of a folder, sorted by name.
    static func markdownFiles(in dir: String) -> [String] {
        Files.names(in: dir).filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { dir + "/" + $0 }
    }
}
