import ProsceniumFuzzing

// `proscenium-fuzz`: the harnesses of `FuzzTarget`, two ways. Built with `-DFUZZING` and
// `--sanitize fuzzer --sanitize address` (`make fuzz`), it is a libFuzzer binary: libFuzzer's
// own `main` runs the target that PROSCENIUM_FUZZ_TARGET names over a corpus folder. Built
// plainly (every `swift build`), it replays files: `proscenium-fuzz TARGET FILE...` runs each
// through the harness and says what it found, which is how a crash libFuzzer saved is looked at.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` on standard error (the C `stderr` is a global Swift 6 will not share).
func complain(_ text: String) {
    var text = text
    _ = text.withUTF8 { write(2, $0.baseAddress, $0.count) }
}

#if FUZZING
    /// The target of this run, chosen once before the first input.
    nonisolated(unsafe) private var chosen = FuzzTarget.commands

    @_cdecl("LLVMFuzzerInitialize")
    public func fuzzerInitialize(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
    ) -> Int32 {
        let name = getenv("PROSCENIUM_FUZZ_TARGET").map { String(cString: $0) } ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            complain("proscenium-fuzz: set PROSCENIUM_FUZZ_TARGET to one of \(names)\n")
            exit(64)
        }
        chosen = target
        return 0
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        // A problem the harness sees is a crash to libFuzzer, so it saves the input.
        if let problem = chosen.problem(in: bytes) { fatalError("\(chosen.rawValue): \(problem)") }
        return 0
    }
#else
    @main enum FuzzReplay {
        static func main() {
            let arguments = Array(CommandLine.arguments.dropFirst())
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
            guard let first = arguments.first, let target = FuzzTarget(rawValue: first), arguments.count > 1 else {
                complain("usage: proscenium-fuzz \(names) FILE...\n")
                exit(64)
            }
            var failed = false
            for path in arguments.dropFirst() {
                guard let file = fopen(path, "rb") else {
                    complain("\(path): cannot be read\n")
                    failed = true
                    continue
                }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                while case let n = fread(&buffer, 1, buffer.count, file), n > 0 { bytes += buffer[..<n] }
                fclose(file)
                if let problem = target.problem(in: bytes) {
                    print("\(path): \(problem)")
                    failed = true
                } else {
                    print("\(path): ok")
                }
            }
            exit(failed ? 1 : 0)
        }
    }
#endif
