/// Why a file could not be read or written, as data. `description` is the wording a person sees:
/// it names the path and says what was found there, so the one line is enough to act on.
package enum FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing at the path.
    case notFound(path: String)
    /// Something that is not a regular file: a directory, a FIFO, a device, a socket.
    case notAFile(path: String, kind: FileKind)
    /// A symbolic link whose end is not a regular file (`/dev/null`, a FIFO, nothing at all).
    /// For state files this means "do not save", by the user's choice.
    case linkToNonFile(path: String, target: String, kind: FileKind)
    /// Bigger than the reader accepts: refused, not read to exhaustion.
    case tooLarge(path: String, limit: Int)
    /// The system refused (permissions, a full disk, …): its reason in words.
    case failed(path: String, verb: Verb, reason: String)

    package enum Verb: String, Sendable { case read, write }

    package var path: String {
        switch self {
        case .notFound(let p), .notAFile(let p, _), .linkToNonFile(let p, _, _), .tooLarge(let p, _),
            .failed(let p, _, _):
            return p
        }
    }

    /// The reason alone, for a sentence that already names the path ("cannot read PATH: REASON").
    package var reason: String {
        switch self {
        case .notFound: return "no such file"
        case .notAFile(_, let kind): return "it is \(kind.phrase), not a file"
        case .linkToNonFile(_, let target, let kind):
            return
                "it links to \(kind == .missing ? "nothing" : FileText.shown(target) + ", " + kind.phrase), not a file"
        case .tooLarge(_, let limit):
            return "it is larger than \(FileText.size(limit)), more than a Proscenium file ever needs"
        case .failed(_, _, let reason): return reason
        }
    }

    package var description: String {
        let shown = FileText.shown(path)
        switch self {
        case .notFound:
            return "\(shown): no such file"
        case .notAFile(_, let kind):
            return "\(shown) is \(kind.phrase), not a file"
        case .linkToNonFile(_, let target, let kind):
            return
                "\(shown) links to \(kind == .missing ? "nothing" : FileText.shown(target) + ", " + kind.phrase), not a file"
        case .tooLarge(_, let limit):
            return "\(shown) is larger than \(FileText.size(limit)), more than a Proscenium file ever needs"
        case .failed(_, let verb, let reason):
            return "cannot \(verb.rawValue) \(shown): \(reason)"
        }
    }
}

/// What a path names, as `lstat`/`stat` tell.
package enum FileKind: String, Sendable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symlink, missing, other

    /// "a directory", "a named pipe (FIFO)", … for sentences.
    package var phrase: String {
        switch self {
        case .regular: return "a file"
        case .directory: return "a directory"
        case .fifo: return "a named pipe (FIFO)"
        case .characterDevice, .blockDevice: return "a device"
        case .socket: return "a socket"
        case .symlink: return "a symbolic link"
        case .missing: return "missing"
        case .other: return "something other than a file"
        }
    }
}

/// Wording helpers for paths and sizes in messages.
enum FileText {
    /// A path as printed in one line: controls shown as `?` (a file name may hold an escape
    /// sequence), at most 160 characters.
    static func shown(_ path: String) -> String {
        var out = ""
        for (i, scalar) in path.unicodeScalars.enumerated() {
            if i == 160 { return out + "…" }
            let v = scalar.value
            out.unicodeScalars.append(
                v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029 ? "?" : scalar)
        }
        return out
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

extension FileProblem {
    /// A path as it appears in messages (controls shown as `?`, at most 160 characters).
    package static func shownPath(_ path: String) -> String { FileText.shown(path) }
}
