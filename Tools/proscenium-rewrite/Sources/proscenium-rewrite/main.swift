import ProsceniumLoading
import ProsceniumRewriter

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `proscenium-rewrite FILE.swift…`: what `load` runs to rewrite iOS source for Linux and find
// what to run (docs/load-design.md). It prints one `RewriteReply` as JSON on standard output and
// exits 0; a file it cannot read is one line on standard error and exit status 2. It lives in a
// package of its own so that swift-syntax, most of what it links, stays out of `proscenium`.

/// A whole file's text, or nil with the reason printed.
func readFile(_ path: String) -> String? {
    guard let f = fopen(path, "rb") else {
        let line = "proscenium-rewrite: cannot read \(path): \(String(cString: strerror(errno)))\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        return nil
    }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
        if n < buffer.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
}

let paths = Array(CommandLine.arguments.dropFirst())
if paths.isEmpty || paths.contains("--help") || paths.contains("-h") {
    print("usage: proscenium-rewrite FILE.swift… (prints the rewrite of the files as JSON for `proscenium load`)")
    exit(paths.isEmpty ? 64 : 0)
}
var texts: [String] = []
for path in paths {
    guard let text = readFile(path) else { exit(2) }
    texts.append(text)
}
print(AnalysedSources(texts).reply.json.serialized)
