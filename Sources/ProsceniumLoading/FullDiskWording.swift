/// The one line `load` shows when the compile failed because the disk filled up (ENOSPC), not
/// because of the user's code: the linker (or swiftc) could not write the stage, and its raw
/// output ("fatal error: …: No space left on device", "link command failed with exit code 1")
/// would send the user looking in their own file.
public enum FullDiskWording {
    /// What the C library says for ENOSPC (`strerror`), as compilers and linkers print it.
    public static let noSpace = "No space left on device"

    /// Below this many free bytes a failed compile is taken for a full disk even when its output
    /// says nothing (a full disk can keep the compiler's log itself from being written).
    public static let nearlyFull: UInt64 = 1 << 20

    /// The line for a compile into `folder` that failed with `output`, or nil when the disk is not
    /// what stopped it. `bytesFree` is what the folder's file system has left, when known.
    public static func line(compilerOutput output: String, folder: String, bytesFree: UInt64?) -> String? {
        let lines = output.split(separator: "\n").map(String.init)
        let said = lines.first { $0.contains(noSpace) || $0.contains("ENOSPC") }
        guard said != nil || (bytesFree.map { $0 < nearlyFull } ?? false) else { return nil }
        let who = said.map(tool(in:)) ?? "swiftc"
        return
            "the disk is full: \(who) could not write the compiled stage in \(folder) (\(noSpace)); free some space on that disk and load again (nothing was loaded)"
    }

    /// Which tool a line came from: the linker's lines name it (`ld`, `ld.gold`, `ld.lld`,
    /// `clang: error: linker command failed`), the rest are swiftc's.
    static func tool(in line: String) -> String {
        let first = line.split(separator: ":").first.map { String($0.split(separator: "/").last ?? "") } ?? ""
        if first == "ld" || first.hasPrefix("ld.") || first.hasPrefix("ld64") || line.contains("linker") {
            return "the linker"
        }
        return "swiftc"
    }
}
