import Playground
import ProsceniumFiles
import ProsceniumFrontEnd
import ProsceniumLoading
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
package final class SwiftLoader: CodeLoader {
    /// How the stage draws: the front end's options (the prompt updates the width each line).
    package var options: RenderOptions
    /// Told before a compile starts, on a terminal ("compiling …"); nil in scripts, which stay deterministic.
    package let progress: ((String) -> Void)?

    package init(options: RenderOptions, progress: ((String) -> Void)? = nil) {
        self.options = options
        self.progress = progress
    }

    package static let flags = [
        "-swift-version", "5", "-Onone", "-gline-tables-only", "-diagnostic-style=llvm", "-module-name", "UserCode",
    ]

    package func isCode(_ path: String) -> Bool {
        path.hasSuffix(".swift") || Files.resolvedKind(at: path) == .directory
    }

    package func load(paths: [String], typeName: String?) -> Result<any LoadedCode, CodeLoadFailure> {
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
    package struct Built {
        package var executable: String
        package var summary: String
        /// Base name as compiled → the user's path, for the runtime's `file:line` of a crash.
        package var userPaths: [String: String]
        package var errorPath: String
        /// Held while the stage runs, so another process's pruning leaves this entry alone.
        package var lease: CacheLease?

        /// Where what the user's code prints past a screenful in one command is kept
        /// (`stdout-PID`, beside the error file, removed with it).
        package var keptOutputPath: String {
            let name = "stdout-\(getpid())"
            guard let slash = errorPath.lastIndex(of: "/") else { return name }
            return errorPath[..<slash] + "/" + name
        }
    }

    package func prepare(paths: [String], typeName: String?) -> Result<Built, CodeLoadFailure> {
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
        // 2. The compiler, the rewriter and the library.
        let toolchain: StageToolchain
        switch StageToolchain.find() {
        case .success(let t): toolchain = t
        case .failure(let why): return fail(why.line)
        }
        var compiledNames: [String] = []
        for source in sources {
            var name = Files.baseName(source.path)
            if compiledNames.contains(name) || name == StageMainSource.fileName {
                name = "\(compiledNames.count)-\(name)"
            }
            compiledNames.append(name)
        }
        // 3. The cache key: everything that decides the executable, the user included, from the
        // files as written, so a cached load runs neither the rewriter nor the compiler.
        var keyText = "proscenium-load 2\nuid \(getuid())\n\(toolchain.compilerStamp)\n\(toolchain.libraryStamp)\n"
        keyText += "\(toolchain.rewriterStamp)\n" + Self.flags.joined(separator: " ") + "\nas \(typeName ?? "-")\n"
        for (name, source) in zip(compiledNames, sources) { keyText += "\n--- \(name)\n" + source.text }
        let key = String(SHA256.hex(keyText).prefix(32))
        let cache: LoadCache
        switch LoadCache.located() {
        case .success(let c): cache = c
        case .failure(let why): return fail(why.line)
        }
        let folder = cache.folder(key)
        var userPaths: [String: String] = [:]
        for (name, source) in zip(compiledNames, sources) { userPaths[name] = source.path }
        func built(summary: String, lease: CacheLease?) -> Built {
            Built(
                executable: folder + "/stage", summary: summary, userPaths: userPaths,
                errorPath: folder + "/stderr-\(getpid())", lease: lease)
        }
        let shown = sources.count == 1 ? sources[0].path : "\(sources.count) files"
        // The lease first, so a pruning process cannot take the entry between the check and the run.
        let lease = CacheLease(folder: folder)
        switch cache.lookup(key) {
        case .ready(let summary):
            // The entry is keyed by the files' names and text, not their folders: the same file
            // loaded from elsewhere hits it, and is named as loaded now, not as first compiled.
            let typeName = summary.firstRange(of: " from ").map { String(summary[..<$0.lowerBound]) } ?? summary
            LoadCache.removeStaleErrorFiles(in: folder)
            return .success(built(summary: "\(typeName) from \(shown)", lease: lease))
        case .foreign(let why): return fail(why)
        case .absent, .broken: break
        }

        // 4. A miss: rewrite and compile in a scratch folder of its own, then rename it into
        // place, so a cache entry is whole or absent.
        cache.prune(keeping: key)
        let scratch = folder + ".tmp-\(getpid())"
        Files.removeTree(scratch)
        Files.makeDirectories(scratch + "/src", mode: 0o700)
        Files.makeDirectories(scratch + "/in", mode: 0o700)
        Files.makeDirectories(scratch + "/tmp", mode: 0o700)
        defer { Files.removeTree(scratch) }
        var inputs: [String] = []
        for (name, source) in zip(compiledNames, sources) {
            let path = scratch + "/in/" + name
            do { try Files.write(source.text, to: path) } catch { return fail("cannot write \(path): \(error.reason)") }
            inputs.append(path)
        }
        // 5. The rewrite, line for line, in the rewriter's process.
        let analysed: RewriteReply
        switch Self.rewrite(inputs, with: toolchain.rewriter, log: scratch + "/rewrite.json") {
        case .success(let r): analysed = r
        case .failure(let why): return fail(why.line)
        }
        let refusals = zip(sources, analysed.rewritten).flatMap { source, r in
            r.refusals.map { "\(source.path):\($0.line):\($0.column): \($0.message)" }
        }
        if !refusals.isEmpty { return .failure(CodeLoadFailure(refusals)) }
        // 6. What to run.
        let chosen: Candidate
        switch Self.choose(typeName, in: analysed, shown: shown) {
        case .success(let c): chosen = c
        case .failure(let f): return .failure(f)
        }
        // Said only now: a file refused or with nothing to run never reaches the compiler.
        progress?(
            options.language == .chinese ? "正在用 swiftc 编译 \(shown)…" : "compiling \(shown) with swiftc…")
        let main = StageMainSource.source(for: chosen)
        var compiled: [DiagnosticMapper.CompiledFile] = []
        for (name, (source, r)) in zip(compiledNames, zip(sources, analysed.rewritten)) {
            let path = scratch + "/src/" + name
            do { try Files.write(r.text, to: path) } catch { return fail("cannot write \(path): \(error.reason)") }
            compiled.append(.init(compiledPath: path, userPath: source.path, rewritten: r))
        }
        let mainPath = scratch + "/src/" + StageMainSource.fileName
        do { try Files.write(main, to: mainPath) } catch { return fail("cannot write \(mainPath): \(error.reason)") }
        // 7. The compile.
        let arguments =
            [toolchain.swiftc] + Self.flags + [
                "-I", toolchain.modules, "-L", toolchain.library, "-lProsceniumStage", "-Xlinker", "-rpath", "-Xlinker",
                toolchain.library,
            ] + StageClangModules.flags(modules: toolchain.modules) + compiled.map(\.compiledPath) + [
                mainPath, "-o", scratch + "/stage",
            ]
        let log = scratch + "/compile.log"
        // swiftc keeps its object files in `$TMPDIR/TemporaryDirectory.*` and removes them only when
        // it ends by itself: stopped at a time limit or Ctrl-C, or with the prompt killed, it would
        // leave them. In the scratch folder they go with it (this defer, or the next load's prune).
        let temporaries = "TMPDIR=" + scratch + "/tmp"
        switch ChildProcess.run(
            arguments, outputPath: log, timeLimit: ChildProcess.compileTimeLimit, environment: temporaries)
        {
        case .failure(let why):
            return fail("cannot start \(toolchain.swiftc): \(why.line)")
        case .success(let end) where end != .exited(0):
            // Past the time limit or at Ctrl-C the compiler was ended with its group.
            if let words = end.wording("the compiler") { return fail(words + "; nothing was loaded") }
            guard case .exited(let status) = end else { return fail("the compiler stopped; nothing was loaded") }
            let output = (try? Files.read(log)) ?? ""
            // A full disk first: its raw output ("link command failed") would read as the user's error.
            if let full = FullDiskWording.line(
                compilerOutput: output, folder: folder, bytesFree: Files.bytesFree(scratch))
            {
                return fail(full)
            }
            if ["out of memory", "failed to allocate", "bad_alloc", "Cannot allocate memory"].contains(where: {
                output.contains($0)
            }) {
                return fail(
                    "the compiler ran out of memory: it may use at most \(ChildProcess.memoryLimitWords); nothing was loaded"
                )
            }
            let declared = DiagnosticMapper.declaredTypeNames(in: analysed.rewritten.map(\.text))
            let errors = DiagnosticMapper.errors(in: output, files: compiled, declared: declared)
            if errors.isEmpty {
                let first = output.split(separator: "\n").first.map(String.init) ?? "no output"
                return fail("swiftc failed (status \(status)): \(first)")
            }
            return .failure(CodeLoadFailure(errors))
        case .success:
            let summary = "\(chosen.typeName) from \(shown)"
            if let why = cache.seal(scratch: scratch, summary: summary) { return fail(why.line) }
            if !Files.rename(scratch, to: folder) {
                // Another run cached the same code meanwhile: that one is used if it checks out.
                if case .ready = cache.lookup(key) {
                } else {
                    return fail("the compiled stage could not be put in \(folder)")
                }
            }
            return .success(built(summary: summary, lease: CacheLease(folder: folder)))
        }
    }

    /// Runs the rewriter on `files`: its reply, or why there is none in one line.
    package static func rewrite(_ files: [String], with rewriter: String, log: String) -> Result<
        RewriteReply, LoadProblem
    > {
        switch ChildProcess.run([rewriter] + files, outputPath: log, timeLimit: ChildProcess.compileTimeLimit) {
        case .failure(let why): return .failure(LoadProblem("cannot start \(rewriter): \(why.line)"))
        case .success(let end):
            if let words = end.wording("the Swift rewriter") {
                return .failure(LoadProblem(words + "; nothing was loaded"))
            }
            guard case .exited(let status) = end else { return .failure(LoadProblem("the Swift rewriter stopped")) }
            let output = (try? Files.read(log)) ?? ""
            guard status == 0 else {
                let first = output.split(separator: "\n").first.map(String.init) ?? "no output"
                return .failure(LoadProblem("the Swift rewriter failed (status \(status)): \(first)"))
            }
            do { return .success(try RewriteReply(json: output)) } catch {
                return .failure(LoadProblem("the Swift rewriter's reply cannot be read: \(error.reason)"))
            }
        }
    }

    /// The candidate `load … as typeName` names, or the one the files offer, or why not.
    package static func choose(_ typeName: String?, in analysed: RewriteReply, shown: String) -> Result<
        Candidate, CodeLoadFailure
    > {
        func fail(_ line: String) -> Result<Candidate, CodeLoadFailure> { .failure(CodeLoadFailure([line])) }
        let all = analysed.candidates
        let candidates = Candidate.preferred(all)
        if let typeName {
            guard let c = analysed.candidate(named: typeName) else {
                if analysed.classNames.contains(typeName) {
                    return fail(
                        "\(typeName) is not something `load` can run: it runs a view controller with a method that presents, a transitioning delegate with an init(), a view controller that is its own transitioning delegate, or a UIPresentationController subclass"
                    )
                }
                return fail("no class \(typeName) in \(shown)")
            }
            return .success(c)
        }
        if candidates.isEmpty {
            return fail(analysed.nothingToRun(in: shown))
        }
        if candidates.count > 1 {
            let names = candidates.map { "\($0.typeName) (\($0.kind.rawValue))" }.joined(separator: ", ")
            return fail(
                "several things to run in \(shown): \(names); pick one with `load … as \(candidates[0].typeName)`")
        }
        return .success(candidates[0])
    }
}

extension Files {
    /// The bytes an unprivileged user can still write on the file system holding `path`, or nil
    /// when it cannot be asked.
    package static func bytesFree(_ path: String) -> UInt64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize)
    }

    /// The last part of a path.
    package static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Removes a folder the loader made (files and folders inside it, no links followed).
    package static func removeTree(_ path: String) {
        if Files.kind(at: path) == .directory {
            for name in Files.names(in: path) { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
