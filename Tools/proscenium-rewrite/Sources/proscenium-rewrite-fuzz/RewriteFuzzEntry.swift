import ProsceniumRewriter

// `proscenium-rewrite-fuzz`: `RewriteFuzzCheck` two ways, as the main package's `proscenium-fuzz`
// runs its targets. Built with `-DFUZZING` and the fuzzer and address sanitizers (`make fuzz`),
// libFuzzer's own `main` runs it over a corpus folder; built plainly, `proscenium-rewrite-fuzz
// FILE...` replays saved inputs and says what each found.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        // A problem the check sees is a crash to libFuzzer, so it saves the input.
        if let problem = RewriteFuzzCheck.problem(String(decoding: bytes, as: UTF8.self)) {
            fatalError("rewrite: \(problem)")
        }
        return 0
    }
#else
    @main enum RewriteFuzzReplay {
        static func main() {
            let paths = Array(CommandLine.arguments.dropFirst())
            guard !paths.isEmpty else {
                print("usage: proscenium-rewrite-fuzz FILE...")
                exit(64)
            }
            var failed = false
            for path in paths {
                guard let file = fopen(path, "rb") else {
                    print("\(path): cannot be read")
                    failed = true
                    continue
                }
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 65536)
                while case let n = fread(&buffer, 1, buffer.count, file), n > 0 { bytes += buffer[..<n] }
                fclose(file)
                let problem = RewriteFuzzCheck.problem(String(decoding: bytes, as: UTF8.self))
                print("\(path): \(problem ?? "ok")")
                failed = failed || problem != nil
            }
            exit(failed ? 1 : 0)
        }
    }
#endif
