import ProsceniumFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the lesson files are: `$PROSCENIUM_LESSONS`, else a `lessons/` folder beside the
/// executable or above it (the package when built with SwiftPM), else `./lessons`.
enum LessonFolder {
    static var path: String {
        if let env = StatePaths.processEnvironment("PROSCENIUM_LESSONS") { return env }
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            var dir = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            for _ in 0..<6 {
                dir = Files.directory(of: dir)
                if Files.isFile(dir + "/lessons/README.md") { return dir + "/lessons" }
                if dir == "/" { break }
            }
        }
        return "lessons"
    }

    /// The Markdown files of a folder, sorted by name.
    static func markdownFiles(in dir: String) -> [String] {
        Files.names(in: dir).filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { dir + "/" + $0 }
    }
}
