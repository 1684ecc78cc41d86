import Foundation
import ProsceniumLoading

/// The Swift compiler, found on PATH or in the toolchain the tests run from, used to check that
/// generated code parses.
package struct SwiftCompiler {
    package let path: String

    package static func find() -> SwiftCompiler? {
        var candidates: [String] = []
        if let path = ProcessInfo.processInfo.environment["PATH"] {
            candidates += path.split(separator: ":").map { "\($0)/swiftc" }
        }
        // The test runner (xctest or swiftpm-testing-helper) often lives in the toolchain's bin.
        if let runner = ProcessInfo.processInfo.arguments.first {
            candidates.append(
                URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("swiftc").path)
        }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(SwiftCompiler.init)
    }

    /// Runs `swiftc -parse` on `code` saved as `name.swift` in a fresh temporary folder.
    package func parse(_ code: String, name: String, swiftVersion: String) throws -> (status: Int32, output: String) {
        try run(code, name: name) { ["-parse", "-swift-version", swiftVersion, $0] }
    }

    /// Saves `code` as `name.swift` in a fresh temporary folder and runs swiftc with the
    /// arguments `arguments` gives for that file's path; its status and everything it printed.
    func run(_ code: String, name: String, arguments: (String) -> [String]) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("\(name).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments(file.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension SwiftCompiler {
    /// Runs `swiftc -typecheck` on `code` against the modules in `modules` (the build's
    /// `Modules` folder), as `load` compiles a user's files: Swift 5 mode. Returns swiftc's status
    /// and its diagnostics in the one-line `FILE:LINE:COL: error: …` form.
    package func typecheck(_ code: String, name: String, modules: URL) throws -> (status: Int32, output: String) {
        try run(code, name: name) {
            ["-typecheck", "-swift-version", "5", "-diagnostic-style=llvm", "-I", modules.path]
                + StageClangModules.flags(modules: modules.path) + [$0]
        }
    }

    /// The build's `Modules` folder for a test target whose file is at `filePath`: beside the
    /// running test bundle when it is in a build folder, else `.build/debug/Modules` of the package.
    package static func modulesFolder(testFile filePath: String) -> URL {
        for argument in ProcessInfo.processInfo.arguments where argument.contains(".xctest") {
            var url = URL(fileURLWithPath: argument)
            while url.path != "/" && !url.lastPathComponent.hasSuffix(".xctest") { url.deleteLastPathComponent() }
            let modules = url.deletingLastPathComponent().appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.path) { return modules }
        }
        return GoldenFile.packageRoot(from: filePath).appendingPathComponent(".build/debug/Modules")
    }
}
