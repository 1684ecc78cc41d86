/// A first argument that is neither an option nor a subcommand, as git and cargo treat it: the
/// nearest subcommand by edit distance, when one is near enough to be a slip of the keys.
package enum SubcommandSuggestion {
    /// The nearest of `names` to `word` (at most a third of its letters off), or nil.
    package static func nearest(to word: String, in names: [String]) -> String? {
        let lowered = word.lowercased()
        let scored = names.map { ($0, distance(lowered, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let allowed = max(1, (max(word.count, best.0.count) + 2) / 3)
        return best.1 <= allowed ? best.0 : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours each cost one (`rnu` is one swap from `run`).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in 1...x.count {
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    /// The line for a word that is no subcommand: what, and the nearest valid one.
    package static func message(for word: String, names: [String], program: String) -> String {
        if let near = nearest(to: word, in: names) {
            return "error: '\(word)' is not a \(program) subcommand; did you mean '\(near)'? (see '\(program) --help')"
        }
        return
            "error: '\(word)' is not a \(program) subcommand: the subcommands are \(names.joined(separator: ", ")) (see '\(program) --help')"
    }
}
