/// Turns swiftc's `-diagnostic-style=llvm` output about the rewritten files into one line per
/// error on the user's own file, line and column (`Card.swift:12:5: cannot find 'x' in scope`).
public enum DiagnosticMapper {
    /// A compiled file: where swiftc saw it, what the user calls it, and its column map.
    public struct CompiledFile: Sendable {
        public var compiledPath: String
        public var userPath: String
        public var rewritten: RewrittenSource?

        public init(compiledPath: String, userPath: String, rewritten: RewrittenSource?) {
            self.compiledPath = compiledPath
            self.userPath = userPath
            self.rewritten = rewritten
        }
    }

    /// The error lines in `output`, mapped, each said once; at most `limit`, then a line saying
    /// how many more. `files` are in the order they were rewritten (a place a column span stands
    /// for names its file by that index). `declared`: the type names the user's files declare,
    /// which keep their spelling.
    public static func errors(
        in output: String, files: [CompiledFile], declared: Set<String> = [], limit: Int = 10
    ) -> [String] {
        var lines: [String] = []
        var count = 0
        // A forwarder repeats its member's signature: a type missing there is reported in both,
        // and both map to the user's one place.
        var said: Set<String> = []
        for raw in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let mapped = map(String(raw), files: files, declared: declared), said.insert(mapped).inserted
            else { continue }
            count += 1
            if lines.count < limit { lines.append(mapped) }
        }
        if count > limit { lines.append("… \(count - limit) more errors") }
        return lines
    }

    /// One `PATH:LINE:COL: error: MESSAGE` line mapped, or nil for anything else.
    static func map(_ line: String, files: [CompiledFile], declared: Set<String> = []) -> String? {
        if line.hasPrefix("error: ") {
            return EngineNames.respelled(String(line.dropFirst("error: ".count)), declared: declared)
        }
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound]
        let message = EngineNames.respelled(String(line[marker.upperBound...]), declared: declared)
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]) {
            let path = parts.dropLast(2).joined(separator: ":")
            if let file = files.first(where: { $0.compiledPath == path }) {
                // Inside code the rewrite wrote for a member elsewhere: the member's place.
                if let place = file.rewritten?.place(line: l, column: c), files.indices.contains(place.file) {
                    return "\(files[place.file].userPath):\(place.line):\(place.column): \(message)"
                }
                let column = file.rewritten?.userColumn(line: l, column: c) ?? c
                return "\(file.userPath):\(l):\(column): \(message)"
            }
            if path.hasSuffix("/src/" + StageMainSource.fileName) { return "starting your code: \(message)" }
        }
        // An error with no place (a linker's, say): the message alone.
        return String(location.hasPrefix("error") ? message : line)
    }
}

extension DiagnosticMapper {
    /// The names of the types `sources` declare (`class`, `struct`, `enum`, `protocol`, `actor`,
    /// `typealias`): a name of the user's that an engine type also has stays the user's.
    public static func declaredTypeNames(in sources: [String]) -> Set<String> {
        var names: Set<String> = []
        let declaration =
            /(?:^|[^A-Za-z0-9_.])(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        for source in sources {
            for match in source.matches(of: declaration) { names.insert(String(match.1)) }
        }
        return names
    }
}

extension String {
    /// The first occurrence of `needle`, without Foundation.
    func range(of needle: String) -> Range<String.Index>? {
        guard !needle.isEmpty else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}
