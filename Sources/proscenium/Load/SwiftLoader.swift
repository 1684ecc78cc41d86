import Playground
import ProsceniumFiles
import ProsceniumLoader
import TextArt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `load FILE.swift…` at the edge (docs/load-design.md, section 2): reads the files, rewrites
/// what Linux cannot compile, finds what to run, compiles it with the `swiftc` on `PATH` against
/// the stage library into a cache keyed by content, and starts it as a contained child process
/// (`StagedCode`). Every way it can fail is one line.
final class SwiftLoader: CodeLoader {
    /// How the stage draws: the front end's options (the prompt updates the width each line).
    var options: RenderOptions
    /// Told before a compile starts, on a terminal ("compiling …"); nil in scripts, which stay deterministic.
    let progress: ((String) -> Void)?

    init(options: RenderOptions, progress: ((String) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    static let flags = [
        "-swift-version", "5", "-Onone", "-gline-tables-only", "-diagnostic-style=llvm", "-module-name", "UserCode",
    ]

    func isCode(_ path: String) -> Bool {
        path.hasSuffix(".swift") || Files.resolvedKind(at: path) == .directory
    }

    func load(paths: [String], typeName: String?) -> Result<any LoadedCode, CodeLoadFailure> {
        switch prepare(paths: paths, typeName: typeName) {
        case .failure(let f): return .failure(f)
        case .success(let built):
            let code = StagedCode(built: built, options: options)
            // Started now, so a stage that cannot even start says so at `load`, not at the next command.
            if let why = code.startFresh() { return .failure(CodeLoadFailure([why])) }
            return .success(code)
        }
    }

    /// A compiled stage and what the session needs to run and report on it.
    struct Built {
        var executable: String
        var summary: String
        /// Base name as compiled → the user's path, for the runtime's `file:line` of a crash.
        var userPaths: [String: String]
        var errorPath: String
    }

    func prepare(paths: [String], typeName: String?) -> Result<Built, CodeLoadFailure> {
        func fail(_ line: String) -> Result<Built, CodeLoadFailure> { .failure(CodeLoadFailure([line])) }
        // 1. The files: each `.swift` named, and a folder's `.swift` files.
        var sources: [(path: String, text: String)] = []
        for path in paths {
            let kind = Files.resolvedKind(at: path)
            var files: [String] = []
            if kind == .directory {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                files = Files.names(in: path).filter { $0.hasSuffix(".swift") }.map { base + "/" + $0 }
                if files.isEmpty {
                    return fail(
                        "\(path) is a folder with no .swift file in it (a folder loads as Swift code; a saved session is a file); nothing changed"
                    )
                }
            } else if path.hasSuffix(".swift") {
                files = [path]
            } else {
                return fail(
                    "\(path) is not Swift: `load` takes one saved session alone, or .swift files and folders")
            }
            for file in files {
                do {
                    sources.append((file, try Files.read(file)))
                } catch {
                    return fail("cannot read \(file): \(error.reason); nothing was loaded")
                }
            }
        }
        // 2. The rewrite, line for line.
        let analysed = AnalysedSources(sources.map(\.text))
        let rewritten = analysed.rewritten
        let refusals = zip(sources, rewritten).flatMap { source, r in
            r.refusals.map { "\(source.path):\($0.line):\($0.column): \($0.message)" }
        }
        if !refusals.isEmpty { return .failure(CodeLoadFailure(refusals)) }
        // 3. What to run.
        let all = analysed.candidates
        let candidates = Candidate.preferred(all)
        let shown = sources.count == 1 ? sources[0].path : "\(sources.count) files"
        let chosen: Candidate
        if let typeName {
            guard let c = analysed.candidate(named: typeName) else {
                if analysed.classNames.contains(typeName) {
                    return fail(
                        "\(typeName) is not something `load` can run: it runs a view controller with a method that presents, a transitioning delegate with an init(), a view controller that is its own transitioning delegate, or a UIPresentationController subclass"
                    )
                }
                return fail("no class \(typeName) in \(shown)")
            }
            chosen = c
        } else if candidates.isEmpty {
            return fail(analysed.nothingToRun(in: shown))
        } else if candidates.count > 1 {
            let names = candidates.map { "\($0.typeName) (\($0.kind.rawValue))" }.joined(separator: ", ")
            return fail(
                "several things to run in \(shown): \(names); pick one with `load … as \(candidates[0].typeName)`")
        } else {
            chosen = candidates[0]
        }
        // 4. The compiler and the library.
        let toolchain: StageToolchain
        switch StageToolchain.find() {
        case .success(let t): toolchain = t
        case .failure(let why): return fail(why.line)
        }
        // 5. The cache key: everything that decides the executable.
        var compiledNames: [String] = []
        for source in sources {
            var name = Files.baseName(source.path)
            if compiledNames.contains(name) || name == StageMainSource.fileName {
                name = "\(compiledNames.count)-\(name)"
            }
            compiledNames.append(name)
        }
        let main = StageMainSource.source(for: chosen)
        var keyText = "proscenium-load 1\n\(toolchain.compilerStamp)\n\(toolchain.libraryStamp)\n"
        keyText += Self.flags.joined(separator: " ") + "\n" + main
        for (name, r) in zip(compiledNames, rewritten) { keyText += "\n--- \(name)\n" + r.text }
        let key = String(SHA256.hex(keyText).prefix(32))
        let root = Self.cacheRoot()
        let folder = root + "/" + key
        let executable = folder + "/stage"
        var userPaths: [String: String] = [:]
        for (name, source) in zip(compiledNames, sources) { userPaths[name] = source.path }
        let built = Built(
            executable: executable, summary: "\(chosen.typeName) from \(shown)", userPaths: userPaths,
            errorPath: folder + "/stderr-\(getpid())")
        if Files.isFile(executable) { return .success(built) }

        // 6. Compile into a folder of its own, then rename it into place: a cache entry is whole or absent.
        progress?("compiling \(shown) with swiftc…")
        let scratch = root + "/" + key + ".tmp-\(getpid())"
        Files.removeTree(scratch)
        Files.makeDirectories(scratch + "/src", mode: 0o700)
        var compiled: [DiagnosticMapper.CompiledFile] = []
        for (name, (source, r)) in zip(compiledNames, zip(sources, rewritten)) {
            let path = scratch + "/src/" + name
            do { try Files.write(r.text, to: path) } catch { return fail("cannot write \(path): \(error.reason)") }
            compiled.append(.init(compiledPath: path, userPath: source.path, rewritten: r))
        }
        let mainPath = scratch + "/src/" + StageMainSource.fileName
        do { try Files.write(main, to: mainPath) } catch { return fail("cannot write \(mainPath): \(error.reason)") }
        let arguments =
            [toolchain.swiftc] + Self.flags + [
                "-I", toolchain.modules, "-L", toolchain.library, "-lProsceniumStage", "-Xlinker", "-rpath", "-Xlinker",
                toolchain.library,
            ] + compiled.map(\.compiledPath) + [mainPath, "-o", scratch + "/stage"]
        let log = scratch + "/compile.log"
        switch ChildProcess.run(arguments, outputPath: log) {
        case .failure(let why):
            Files.removeTree(scratch)
            return fail("cannot start \(toolchain.swiftc): \(why.line)")
        case .success(let status) where status != 0:
            let output = (try? Files.read(log)) ?? ""
            Files.removeTree(scratch)
            let errors = DiagnosticMapper.errors(in: output, files: compiled)
            if errors.isEmpty {
                let first = output.split(separator: "\n").first.map(String.init) ?? "no output"
                return fail("swiftc failed (status \(status)): \(first)")
            }
            return .failure(CodeLoadFailure(errors))
        case .success:
            if !Files.rename(scratch, to: folder) {
                // Another run cached the same code meanwhile: use that one.
                Files.removeTree(scratch)
            }
            Self.prune(root, keeping: key)
            return Files.isFile(executable) ? .success(built) : fail("the compiled stage is missing from \(folder)")
        }
    }

    /// `load-cache/` in the state folder, or a per-user folder under /tmp without one.
    static func cacheRoot() -> String {
        if let dir = StatePaths().directory { return dir + "/load-cache" }
        return "/tmp/proscenium-load-cache-\(getuid())"
    }

    /// The newest `keep` compiled stages stay; older ones go.
    static let keep = 12

    static func prune(_ root: String, keeping fresh: String) {
        var entries: [(name: String, time: Int)] = []
        for name in Files.names(in: root) where !name.contains(".") {
            var info = stat()
            guard stat(root + "/" + name, &info) == 0 else { continue }
            entries.append((name, Int(info.st_mtim.tv_sec)))
        }
        guard entries.count > keep else { return }
        for e in entries.sorted(by: { $0.time > $1.time }).dropFirst(keep) where e.name != fresh {
            Files.removeTree(root + "/" + e.name)
        }
    }
}

extension Files {
    /// The last part of a path.
    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Removes a folder the loader made (files and folders inside it, no links followed).
    static func removeTree(_ path: String) {
        if Files.kind(at: path) == .directory {
            for name in Files.names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
