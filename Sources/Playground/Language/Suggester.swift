/// Finds the valid command nearest to a line that did not parse: first by correcting the word
/// that failed to its closest keyword (and again, up to three words), then by the nearest
/// example from `help`.
public enum Suggester {
    public static func suggest(for line: String, error: ParseError) -> String? {
        var partial = line
        if let fixed = correct(line, error: error, depth: 0, partial: &partial) { return fixed }
        return nearestExample(to: partial)
    }

    /// Replaces the failing word by its nearest keyword and parses again (up to three times);
    /// `partial` keeps the line with the corrections made so far when it still does not parse.
    private static func correct(_ line: String, error: ParseError, depth: Int, partial: inout String) -> String? {
        guard depth < 3, case .unexpectedWord(let word) = error.problem, !error.expected.isEmpty else { return nil }
        let candidates = error.expected.filter { !$0.hasPrefix("<") }
        let lowered = word.lowercased()
        guard let best = candidates.min(by: { distance(lowered, $0.lowercased()) < distance(lowered, $1.lowercased()) }) else { return nil }
        let d = distance(lowered, best.lowercased())
        guard d <= max(2, word.count / 3), d < word.count else { return nil }
        let chars = Array(line)
        let start = error.column - 1
        guard start >= 0, start + word.count <= chars.count else { return nil }
        let fixed = String(chars[..<start]) + best + String(chars[(start + word.count)...])
        partial = fixed
        do {
            _ = try Parser.parse(fixed)
            return fixed.trimmingTrailingSpace()
        } catch {
            return correct(fixed, error: error, depth: depth + 1, partial: &partial)
        }
    }

    /// The example closest to `line`, preferring one that starts with the same words.
    public static func nearestExample(to line: String) -> String? {
        let words = line.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        var best: (score: Int, example: String)?
        for example in HelpTopics.examples {
            let exWords = example.lowercased().split(separator: " ").map(String.init)
            var shared = 0
            while shared < min(words.count, exWords.count), words[shared] == exWords[shared] { shared += 1 }
            // Numbers the user typed suggest a form that takes numbers.
            let wantsNumber = words.dropFirst(shared).contains { NumberParser.parse($0) != nil }
            let offersNumber = exWords.dropFirst(shared).contains { NumberParser.parse($0) != nil }
            let score = distance(line.lowercased(), example.lowercased()) - shared * 20 - (wantsNumber && offersNumber ? 10 : 0)
            if best == nil || score < best!.score { best = (score, example) }
        }
        guard let found = best else { return nil }
        // A line sharing nothing with any example is better answered by `help`.
        let firstOfExample = found.example.split(separator: " ").first.map(String.init) ?? ""
        if distance(first, firstOfExample) > max(2, first.count / 2) && !words.contains(firstOfExample) { return nil }
        return found.example
    }

    /// Optimal-string-alignment distance (a transposition counts as one edit).
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(64)), y = Array(b.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var d = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
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
}
