import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the lesson files are: `$PROSCENIUM_LESSONS`, else `share/proscenium/lessons` beside the
/// installed executable's `bin/` (`make install`), else a `lessons/` folder beside the executable or
/// above it (the package when built with SwiftPM), else `./lessons`. A folder counts when it holds
/// the lessons' `README.md`, so a stray `lessons/` folder of something else is passed over.
package enum LessonFolder {
    /// The variable that overrides the search.
    package static let variable = "PROSCENIUM_LESSONS"

    package static var path: String {
        if let env = StatePaths.processEnvironment(variable) { return env }
        return searched.first(where: holdsLessons) ?? fallback
    }

    /// The last resort, relative to the current folder, taken even without a README.
    package static let fallback = "lessons"

    /// The folders tried in order, from the executable's own folder up to six levels above it:
    /// at each level `share/proscenium/lessons`, then `lessons`.
    package static var searched: [String] {
        var places: [String] = []
        var dir = executablePath ?? ""
        for _ in 0..<6 where !dir.isEmpty {
            dir = Files.directory(of: dir)
            let base = dir == "/" ? "" : dir
            places += [base + "/share/proscenium/lessons", base + "/lessons"]
            if dir == "/" { break }
        }
        return places
    }

    package static func holdsLessons(_ folder: String) -> Bool { Files.isFile(folder + "/README.md") }

    /// The running executable, links resolved (Linux's `/proc/self/exe`, macOS's
    /// `_NSGetExecutablePath`); nil where neither answers.
    package static var executablePath: String? {
        #if canImport(Darwin)
            var size: UInt32 = 4096
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        #else
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard n > 0 else { return nil }
            return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #endif
    }

    /// What `lesson list` says when no lesson was found: one line with what to do, then every
    /// place that was looked in, one to a line.
    package static var emptyHint: String {
        if let env = StatePaths.processEnvironment(variable) {
            return
                "No lessons found in \(FileProblem.shownPath(env)), where \(variable) points: set it to the lessons folder, or unset it to use the installed lessons.\n"
        }
        let found = searched.first(where: holdsLessons)
        if let found {
            return
                "No lessons found in \(FileProblem.shownPath(found)) (it has a README.md but no lesson files): set \(variable) to the lessons folder, or install with `make install`.\n"
        }
        let places = searched + ["./" + fallback + " (the current folder)"]
        return
            "No lessons found: set \(variable) to the lessons folder, or install with `make install` (it puts them in PREFIX/share/proscenium/lessons). Looked in:\n"
            + places.map { "  " + FileProblem.shownPath($0) + "\n" }.joined()
    }

    /// The Markdown files of a folder, sorted by name.
    package static func markdownFiles(in dir: String) -> [String] {
        Files.names(in: dir).filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { dir + "/" + $0 }
    }
}
