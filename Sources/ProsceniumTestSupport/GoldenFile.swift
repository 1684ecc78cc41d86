import Foundation

/// Compares text with a file under version control, or records it when
/// `PROSCENIUM_RECORD_GOLDENS` is set (then review the diff before committing).
package enum GoldenFile {
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["PROSCENIUM_RECORD_GOLDENS"] != nil }

    /// The package's root, found from a test file's `#filePath` (`Tests/TARGET/FILE.swift`).
    package static func packageRoot(from filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// nil when `text` matches the golden (or was just recorded); otherwise a short description of the first difference.
    package static func check(_ text: String, against url: URL) throws -> String? {
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden at \(url.path): record it with PROSCENIUM_RECORD_GOLDENS=1"
        }
        guard expected != text else { return nil }
        let a = expected.components(separatedBy: "\n")
        let b = text.components(separatedBy: "\n")
        let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let was: String = line < a.count ? a[line] : "(end)"
        let now: String = line < b.count ? b[line] : "(end)"
        return "differs from \(url.lastPathComponent) at line \(line + 1):\n- \(was)\n+ \(now)"
    }
}
