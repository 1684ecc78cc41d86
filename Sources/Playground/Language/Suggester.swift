/// Finds the valid command nearest to a line that did not parse: first by correcting the word
/// that failed to its closest keyword (and again, up to three words), then by the nearest
/// example from `help`.
package enum Suggester {
    package static func suggest(for line: String, error: ParseError, table: CommandTable = .standard) -> String? {
        var partial = line
        if let fixed = correct(line, error: error, depth: 0, partial: &partial, table: table) { return fixed }
        return nearestExample(to: partial, in: table).flatMap { isValid($0, table: table) ? $0 : nil }
    }

    /// Whether `line` may be offered: it parses, and a `help` names a topic that exists. A
    /// suggestion that is itself an error (`help 0x10`: "no help for `0x10`") is worse than none.
    package static func isValid(_ line: String, table: CommandTable = .standard) -> Bool {
        guard let command = try? Parser.parse(line, table: table) else { return false }
        if case .help(let topic?) = command {
            let word = topic.split(separator: " ").first.map(String.init) ?? topic
            return table.helpEntry(named: word) != nil
        }
        return true
    }

    /// Replaces the failing word by its nearest keyword and parses again (up to three times);
    /// `partial` keeps the line with the corrections made so far when it still does not parse.
    private static func correct(
        _ line: String, error: ParseError, depth: Int, partial: inout String, table: CommandTable
    ) -> String? {
        guard depth < 3, case .unexpectedWord(let word) = error.problem, !error.expected.isEmpty else { return nil }
        let candidates = error.expected.filter { !$0.hasPrefix("<") }
        let lowered = word.lowercased()
        // The first of the nearest wins; a candidate is measured only as far as it could still win.
        let pattern = Pattern(Codes(lowered))
        var nearest: (word: String, distance: Int)?
        for candidate in candidates {
            let limit = nearest.map { $0.distance - 1 } ?? Int.max
            // Keywords are ASCII, so bytes are characters: skip the hopeless before preparing them.
            guard abs(min(candidate.utf8.count, 64) - pattern.count) <= limit else { continue }
            if let d = distance(pattern, Codes(candidate.lowercased()), limit: limit) { nearest = (candidate, d) }
        }
        let best: String
        if let (keyword, d) = nearest, isNear(d, to: word) {
            best = keyword
        } else if error.expected.contains(where: { $0.hasPrefix("<\"") }) {
            // A form that also takes any name in quotes (`tap "Delete"`): the word itself, quoted.
            best = CommandSpelling.quoted(word)
        } else {
            return nil
        }
        let chars = Array(line)
        let start = error.column - 1
        guard start >= 0, start + word.count <= chars.count else { return nil }
        let fixed = String(chars[..<start]) + best + String(chars[(start + word.count)...])
        partial = fixed
        do {
            _ = try Parser.parse(fixed, table: table)
            // A correction that parses but is still an error (`help 0x10`) is not offered.
            guard isValid(fixed, table: table) else { return nil }
            // The line to type: an indented line in a file (a demo's, a scene's) is suggested without its indent.
            return String(fixed.trimmingTrailingSpace().drop { $0 == " " || $0 == "\t" })
        } catch {
            return correct(fixed, error: error, depth: depth + 1, partial: &partial, table: table)
        }
    }

    /// The example closest to `line`, preferring one that starts with the same words.
    package static func nearestExample(to line: String, in table: CommandTable = .standard) -> String? {
        let index = table.exampleIndex
        let lowered = line.lowercased()
        let words = lowered.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        // A line sharing nothing with any example is better answered by `help` (checked last,
        // below). When no example's first word could pass that check, whichever example is nearest
        // the answer is nil: say so without measuring them all (most random input ends here).
        let firstPattern = Pattern(Codes(first))
        let tolerance = max(2, first.count / 2)
        func answerable(_ firstOfExample: String, _ codes: Codes) -> Bool {
            distance(firstPattern, codes, limit: tolerance) != nil || words.contains(firstOfExample)
        }
        guard index.firstWords.contains(where: { answerable($0.word, $0.codes) }) else { return nil }
        let linePattern = Pattern(Codes(lowered))
        // Whether any word from index k on is a number, for every k: one pass instead of one per example.
        var numberFrom = Array(repeating: false, count: words.count + 1)
        for k in stride(from: words.count - 1, through: 0, by: -1) {
            numberFrom[k] = numberFrom[k + 1] || NumberParser.parse(words[k]) != nil
        }
        var best: (score: Int, example: String)?
        for example in index.all {
            var shared = 0
            while shared < min(words.count, example.words.count), words[shared] == example.words[shared] { shared += 1 }
            // Numbers the user typed suggest a form that takes numbers.
            let bonus = shared * 20 + (numberFrom[shared] && example.numberFrom[shared] ? 10 : 0)
            // The distance is at least the difference in length, so an example that cannot beat
            // the best so far (ties keep the earlier one) is not measured; the measurement itself
            // stops as soon as it cannot win. Same answer as measuring every example, far faster.
            let limit = best.map { $0.score + bonus - 1 } ?? Int.max
            guard let d = distance(linePattern, example.codes, limit: limit) else { continue }
            best = (d - bonus, example.text)
        }
        guard let found = best else { return nil }
        let firstOfExample = ExampleIndex.firstWord(of: found.example)
        guard answerable(firstOfExample, Codes(firstOfExample)) else { return nil }
        return found.example
    }

    /// The examples of a table, prepared once when the table is made.
    struct ExampleIndex: Sendable {
        let all: [Example]
        /// Every example's first word, once each.
        let firstWords: [(word: String, codes: Codes)]

        init(_ examples: [String]) {
            all = examples.map(Example.init)
            var seen = Set<String>()
            firstWords = examples.map(Self.firstWord).filter { seen.insert($0).inserted }.map { ($0, Codes($0)) }
        }

        /// The first word as written (not lower-cased).
        static func firstWord(of text: String) -> String { text.split(separator: " ").first.map(String.init) ?? "" }
    }

    /// An example from `help`, prepared once: lower-cased, its words, where numbers follow.
    struct Example: Sendable {
        let text: String
        let words: [String]
        let codes: Codes
        let numberFrom: [Bool]

        init(_ text: String) {
            let lowered = text.lowercased()
            let words = lowered.split(separator: " ").map(String.init)
            var numberFrom = Array(repeating: false, count: words.count + 1)
            for k in stride(from: words.count - 1, through: 0, by: -1) {
                numberFrom[k] = numberFrom[k + 1] || NumberParser.parse(words[k]) != nil
            }
            self.text = text
            self.words = words
            self.codes = Codes(lowered)
            self.numberFrom = numberFrom
        }
    }

    /// The first 64 characters of a string as numbers, equal where the characters are equal:
    /// an ASCII character is its byte, any other its hash (equal characters hash alike; two
    /// different ones colliding is a one-in-2⁶³ chance, and would only bend a suggestion).
    /// Worked out once per string, never per pair.
    struct Codes: Sendable {
        let values: [Int]
        var count: Int { values.count }

        init(_ s: String) {
            var bytes: [Int] = []
            bytes.reserveCapacity(64)
            var previous: UInt8 = 0
            for b in s.utf8.prefix(65) {
                // A byte past the 64th still matters when it would join the 64th character
                // (`\r\n`, a combining mark): then the slow path counts characters.
                if b >= 0x80 || (previous == 0x0D && b == 0x0A) {
                    values = s.prefix(64).map { c in
                        c.utf8.count == 1 ? Int(c.utf8.first!) : c.hashValue | (1 << 62)
                    }
                    return
                }
                if bytes.count == 64 { break }
                bytes.append(Int(b))
                previous = b
            }
            values = bytes
        }
    }

    /// Whether a candidate `distance` edits from `word` is near enough to suggest: a third of the
    /// word, at least two edits, and never the whole word.
    static func isNear(_ distance: Int, to word: String) -> Bool {
        distance <= max(2, word.count / 3) && distance < word.count
    }

    /// Optimal-string-alignment distance (a transposition counts as one edit) between the first
    /// 64 characters of each.
    package static func distance(_ a: String, _ b: String) -> Int {
        distance(Pattern(Codes(a)), Codes(b), limit: Int.max) ?? Int.max
    }

    /// For each character of a string (of at most 64), the bit mask of where it occurs: what the
    /// bit-parallel distance below reads for each character of the other string.
    private struct Pattern {
        let count: Int
        /// Masks of the ASCII characters, by byte; `other` has the rest.
        var ascii = [UInt64](repeating: 0, count: 128)
        var other: [Int: UInt64] = [:]

        init(_ codes: Codes) {
            count = codes.count
            for (i, code) in codes.values.enumerated() {
                if code >= 0, code < 128 {
                    ascii[code] |= 1 << UInt64(i)
                } else {
                    other[code, default: 0] |= 1 << UInt64(i)
                }
            }
        }
    }

    /// The distance, or nil once it is sure to exceed `limit`. Hyyrö's bit-vector algorithm
    /// ("A bit-vector algorithm for computing Levenshtein and Damerau edit distances", 2003):
    /// one column of the dynamic programme per character of `text`, as a few operations on 64-bit
    /// words, because this runs for every example on every mistyped line (and debug builds, which
    /// the tests use, are slow at the cell-by-cell version). `SuggesterTests` checks it against
    /// the cell-by-cell programme.
    private static func distance(_ pattern: Pattern, _ text: Codes, limit: Int) -> Int? {
        let m = pattern.count
        let n = text.count
        // The distance is at least the difference in length.
        if abs(m - n) > limit { return nil }
        if m == 0 { return n }
        let last: UInt64 = 1 << UInt64(m - 1)
        // Plain indices over raw buffers: debug builds do not specialise `enumerated()` and the like.
        return text.values.withUnsafeBufferPointer { codes in
            pattern.ascii.withUnsafeBufferPointer { ascii in
                var vp = UInt64.max
                var vn: UInt64 = 0
                var d0: UInt64 = 0
                var previousMask: UInt64 = 0
                var score = m
                for j in 0..<n {
                    let code = codes[j]
                    let pm = code >= 0 && code < 128 ? ascii[code] : pattern.other[code] ?? 0
                    // Transpositions: a match here one row down from a match in the previous column.
                    let transposed = ((~d0 & pm) << 1) & previousMask
                    d0 = (((pm & vp) &+ vp) ^ vp) | pm | vn | transposed
                    let hp = vn | ~(d0 | vp)
                    let hn = vp & d0
                    if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
                    let shifted = (hp << 1) | 1
                    vp = (hn << 1) | ~(d0 | shifted)
                    vn = d0 & shifted
                    previousMask = pm
                    // Each remaining character lowers the distance by one at most.
                    if score - (n - j - 1) > limit { return nil }
                }
                return score <= limit ? score : nil
            }
        }
    }
}
