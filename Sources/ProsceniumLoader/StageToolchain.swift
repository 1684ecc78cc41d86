import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `load FILE.swift` compiles with: the `swiftc` on `PATH`, the rewriter
/// (`proscenium-rewrite`), and the stage library with its modules, found beside the running
/// binary (`.build/<configuration>/` in a clone, where `make build` puts the rewriter too) or
/// where `make install` put them (`PREFIX/lib/proscenium/`). `PROSCENIUM_REWRITE` names another
/// rewriter.
package struct StageToolchain {
    package let swiftc: String
    /// The executable that rewrites iOS source for Linux (swift-syntax lives there, not here).
    package let rewriter: String
    /// The folder holding `libProsceniumStage.so`.
    package let library: String
    /// The folder of `.swiftmodule`s the user's files import (`UIKit` and what it re-exports).
    package let modules: String

    package static let libraryFile = "libProsceniumStage.so"
    package static let rewriterFile = "proscenium-rewrite"
    package static let noCompiler =
        "no swiftc on PATH: `load FILE.swift` compiles your code with the Swift toolchain; get it from swift.org (on Linux, unpack it and put its usr/bin on PATH)"

    /// The toolchain, or the one line that says what is missing.
    package static func find() -> Result<StageToolchain, LoadProblem> {
        guard let swiftc = onPath("swiftc") else { return .failure(LoadProblem(noCompiler)) }
        guard let exe = Files.resolvedExecutable() else {
            return .failure(LoadProblem("cannot find where proscenium runs from, so not its stage library either"))
        }
        let here = Files.directory(of: exe)
        let places = [(here, here + "/Modules"), (here + "/../lib/proscenium", here + "/../lib/proscenium/Modules")]
        for (library, modules) in places
        where Files.isFile(library + "/" + libraryFile) && Files.resolvedKind(at: modules) == .directory {
            let named = StatePaths.processEnvironment("PROSCENIUM_REWRITE").flatMap { $0.isEmpty ? nil : $0 }
            let rewriter = named ?? library + "/" + rewriterFile
            guard Files.isFile(rewriter), access(rewriter, X_OK) == 0 else {
                return .failure(
                    LoadProblem(
                        named != nil
                            ? "PROSCENIUM_REWRITE names \(rewriter), which is not an executable file"
                            : "the Swift rewriter (\(rewriterFile)) is not beside \(libraryFile) in \(library): build it with `make build` (it is the nested package Tools/proscenium-rewrite) or `make install`"
                    ))
            }
            return .success(StageToolchain(swiftc: swiftc, rewriter: rewriter, library: library, modules: modules))
        }
        return .failure(
            LoadProblem(
                "the stage library (\(libraryFile)) is not beside \(exe) nor in ../lib/proscenium: build it with `swift build` (it is a product of the package) or `make install`"
            ))
    }

    /// The first executable `name` on `PATH`.
    package static func onPath(_ name: String) -> String? {
        let path = StatePaths.processEnvironment("PATH") ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/\(name)"
            if Files.isFile(candidate), access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// What identifies the compiler: the file `swiftc` finally names (the toolchain's
    /// `swift-frontend`), its size and modification time. Running `swiftc --version` instead
    /// would cost some 0.1–0.2 s on every load, more than the rest of a cached one.
    package var compilerStamp: String {
        var info = stat()
        let real = Files.resolvedPath(swiftc) ?? swiftc
        guard stat(real, &info) == 0 else { return swiftc }
        return "\(real) \(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// What identifies the library build: its size and modification time (hashing 8 MB on every
    /// load would cost more than the rest of a cached load).
    package var libraryStamp: String { Self.stamp(library + "/" + Self.libraryFile) }

    /// What identifies the rewriter build, the same way: a new rewriter rewrites anew.
    package var rewriterStamp: String { Self.stamp(rewriter) }

    private static func stamp(_ path: String) -> String {
        var info = stat()
        let real = Files.resolvedPath(path) ?? path
        guard stat(real, &info) == 0 else { return "?" }
        return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}

extension Files {
    /// `realpath`, or nil when the path leads nowhere.
    package static func resolvedPath(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// The running binary's path (`/proc/self/exe`), or nil where there is none.
    package static func resolvedExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
