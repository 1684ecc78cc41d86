import Playground
import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a script may write (issue 38): `run`, `check` and `demo` carry out the `save`, `record`,
/// `export`, `code --file` and `progress export` lines of a file that may be someone else's, so
/// those writes land only under `root` (the current folder, or `--write-dir`), never through a
/// link that leads out of it, and never over an existing file that Proscenium did not make
/// (`ProsceniumMade`) unless the user said `--overwrite`. The interactive prompt has no fence: what
/// a person types there is theirs. `lesson lint` keeps its own, stricter rule (no writes at all).
package struct WriteFence: Equatable, Sendable {
    /// The folder writes stay under, absolute and with its links resolved.
    package let root: String
    /// Whether an existing file Proscenium did not make may be replaced.
    package let overwrite: Bool
    /// Proscenium's own working folders (the exercises'), written freely: `exercise restart`
    /// keeps the learner's file as `.bak` and writes the starter in its place, whoever's script
    /// asked, and nothing outside them is reachable through them.
    package private(set) var ownFolders: [String] = []

    /// A fence at `folder` (relative to the current folder), or nil when it does not lead to a folder.
    package init?(folder: String, overwrite: Bool) {
        guard let real = Files.resolved(folder), Files.resolvedKind(at: real) == .directory else { return nil }
        root = real
        self.overwrite = overwrite
    }

    /// This fence, with `folder` (which need not exist yet) written freely as Proscenium's own.
    package func allowing(ownFolder folder: String?) -> WriteFence {
        guard let folder, let real = landing(of: folder) else { return self }
        var wider = self
        wider.ownFolders.append(real)
        return wider
    }

    /// The environment variable that hands the fence to the stage running loaded code, which
    /// writes with the same rules: `fence:ROOT` or `overwrite:ROOT`.
    package static let variable = "PROSCENIUM_WRITE_FENCE"

    package var environmentValue: String { (overwrite ? "overwrite:" : "fence:") + root }

    /// The fence an environment value describes, or nil.
    package init?(environmentValue value: String) {
        let overwrite: Bool
        let folder: Substring
        if value.hasPrefix("overwrite:") {
            overwrite = true
            folder = value.dropFirst("overwrite:".count)
        } else if value.hasPrefix("fence:") {
            overwrite = false
            folder = value.dropFirst("fence:".count)
        } else {
            return nil
        }
        self.init(folder: String(folder), overwrite: overwrite)
    }

    /// Why writing the file at `path` is refused, or nil when it may be written.
    package func refusal(writing path: String) -> String? {
        guard let landing = landing(of: path) else {
            return "cannot tell where \(path) leads; a script writes only under \(root)"
        }
        if ownFolders.contains(where: { Self.isInside(landing, $0) }) { return nil }
        guard inside(landing) else {
            return "a script writes only under \(root) (this folder, or `--write-dir DIR`); \(path) is outside it"
        }
        guard !overwrite, Files.kind(at: landing) == .regular else { return nil }
        if ProsceniumMade.recognizes(Self.head(of: landing)) { return nil }
        return
            "\(path) exists and Proscenium did not write it; a script replaces only its own files (`--overwrite` allows it)"
    }

    /// Why making the folder at `path` is refused, or nil.
    package func refusal(makingFolder path: String) -> String? {
        if let landing = landing(of: path), ownFolders.contains(where: { Self.isInside(landing, $0) }) { return nil }
        guard let landing = landing(of: path), inside(landing) else {
            return "a script makes folders only under \(root); \(path) is outside it"
        }
        return nil
    }

    private func inside(_ path: String) -> Bool { Self.isInside(path, root) }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// Where a write to `path` would land: each part taken in order as the kernel takes it, links
    /// resolved while the path exists (so `link/../x` is the link's target's parent, never this
    /// folder's `x`), the missing rest as written. Nil for a dangling link on the way.
    private func landing(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        var resolved = path.hasPrefix("/") ? "/" : (Self.currentFolder() ?? root)
        var missing: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                // Past a missing part the kernel fails anyway; before it, `resolved` has no links.
                if !missing.isEmpty {
                    missing.removeLast()
                } else {
                    resolved = Files.directory(of: resolved)
                }
                continue
            }
            let candidate = (resolved == "/" ? "/" : resolved + "/") + part
            guard missing.isEmpty, Files.kind(at: candidate) != .missing else {
                missing.append(part)
                continue
            }
            // A dangling link: the write would create its target, wherever it says.
            guard let real = Files.resolved(candidate) else { return nil }
            resolved = real
        }
        let tail = missing.joined(separator: "/")
        return tail.isEmpty ? resolved : (resolved == "/" ? "/" : resolved + "/") + tail
    }

    /// The first `ProsceniumMade.headLimit` bytes of the file at `path` (empty when unreadable).
    private static func head(of path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: ProsceniumMade.headLimit)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            count += n
        }
        return Array(bytes[..<count])
    }

    private static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension FileAccess {
    /// This access with `fence`'s rules on every write, append and new folder.
    package func fenced(by fence: WriteFence) -> FileAccess {
        let plain = self
        var access = FileAccess(
            read: plain.read,
            write: { text, path in fence.refusal(writing: path) ?? plain.write(text, path) },
            append: { text, path in fence.refusal(writing: path) ?? plain.append(text, path) })
        access.makeFolder = { path in fence.refusal(makingFolder: path) ?? plain.makeFolder(path) }
        return access
    }
}
