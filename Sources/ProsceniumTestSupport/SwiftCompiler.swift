import Foundation

/// The Swift compiler, found on PATH or in the toolchain the tests run from, used to check that
/// generated code parses.
public struct SwiftCompiler {
    public let path: String

    public static func find() -> SwiftCompiler? {
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
    public func parse(_ code: String, name: String, swiftVersion: String) throws -> (status: Int32, output: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("\(name).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-parse", "-swift-version", swiftVersion, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
