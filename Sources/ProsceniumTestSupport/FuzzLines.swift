import Foundation

/// Scales the fuzz tests' line counts: `PROSCENIUM_FUZZ_SCALE=10 swift test --filter Fuzz` runs ten
/// times as many lines (same seeds, so the first lines are the same ones); the default is 1.
package enum FuzzScale {
    package static func lines(_ n: Int) -> Int {
        let factor = ProcessInfo.processInfo.environment["PROSCENIUM_FUZZ_SCALE"].flatMap(Double.init) ?? 1
        return max(1, Int(Double(n) * factor))
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator that gives the same numbers on
/// every platform, so a fuzz failure names a seed and a line index and replays exactly.
package struct FuzzRandom: Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0).
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    package mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

/// Makes hostile input lines, as raw bytes, from a corpus of valid lines: the lines themselves,
/// mutations of them (characters and words dropped, doubled, swapped, replaced; numbers replaced
/// by `NaN`, `1/0`, `1e309`, `-0`, hundreds of digits), random words and numbers, random bytes
/// (invalid UTF-8 included), control characters, NUL bytes, unbalanced quotes, long lines, and on
/// request lines of a megabyte. Nothing here knows the command language beyond the corpus, so
/// the same maker serves the session, the tutor and the real binary.
///
/// Bytes rather than `String`s, because the binary reads bytes: in-process callers decode them
/// with `String(decoding:as: UTF8.self)`, which repairs invalid UTF-8 exactly as `readLine` does.
package struct FuzzLineMaker: Sendable {
    /// Where a line came from, for the figures a test prints.
    package enum Kind: String, CaseIterable, Sendable {
        case valid, mutated, numbers, words, bytes, controls, long, huge
    }

    package private(set) var rng: FuzzRandom
    package let corpus: [[UInt8]]
    /// Whether a line may contain `\n`: yes in-process (the lexer treats it as space), no for a
    /// stream on standard input, where it would end the line.
    package let newlines: Bool
    package private(set) var counts: [Kind: Int] = [:]

    package init(seed: UInt64, corpus: [String], newlines: Bool) {
        rng = FuzzRandom(seed: seed)
        self.corpus = corpus.map { Array($0.utf8) }
        self.newlines = newlines
    }

    /// Numbers where a careful parser has to say no (or, for a few, yes).
    package static let weirdNumbers = [
        "-1", "-0", "0", "-0.0", "+5", "1e309", "-1e309", "1e308", "5e-324", "1e-400", "NaN", "nan", "-nan", "inf",
        "-inf", "Infinity", "1/0", "0/0", "-1/0", "1/-0", "0/1", "1/3", "1/1e-300", "1e300/1e-300",
        "99999999999999999999",
        "0x10", "1_000", "1,5", "١٢", "１２", "½", "1..2", "1/2/3", "1s", "1ss", "s", "0.8S", "/", "1/", "/1", "+.5",
        "-.5", ".", "-", "+", "--1", "1e", "1e+", "1e5", "10000", "10001", "-10001", "2147483648",
        "9223372036854775808",
        "0.00000000000000000000001", "1.7976931348623157e308", String(repeating: "9", count: 400),
        "0." + String(repeating: "0", count: 300) + "1", String(repeating: "1", count: 33),
        "1" + String(repeating: "0", count: 31),
    ]

    /// Words: some keywords, some near misses, some from other scripts, some that are not words at all.
    package static let weirdWords = [
        "present", "dismiss", "set", "frame", "inset", "rect", "size", "at", "from", "duration", "damping", "velocity",
        "spring", "curve", "on", "off", "--json", "--at", "--speed", "--loop", "--file", "--animated", "lesson", "next",
        "solution", "expect", "==", "<", "trace", "has", "count", "presented.frame", "phase", "zh", "en", "centered",
        "presnt", "PRESENT", "Set", "fRaMe", "dimmming", "x", "", "-", "--", "#", "\\", "\\\"", "'", "`", "$(rm -rf /)",
        "%s%n", "{}", "[]", "null", "true", "∞", "é", "e\u{301}", "🇫🇷", "👩‍👩‍👧", "שלום", "\u{202E}evil", "\u{FEFF}",
        "\u{200B}", "\u{00A0}", "\u{3000}", "漢字", "Ω", "ﬁ", "İ", "ß",
    ]

    /// Characters a terminal or a parser may choke on.
    static let nasty: [[UInt8]] = [
        [0], [0x1B], Array("\u{1B}[31m".utf8), Array("\u{1B}]0;title\u{07}".utf8), Array("\u{1B}[2J".utf8), [0x7F],
        [0x08],
        [0x07], [0x0D], [0x09], [0x0B], [0x0C], Array("\r\n".utf8), Array("\u{9B}".utf8), Array("\u{85}".utf8),
        [0x22], [0x22, 0x22], [0x5C], [0x5C, 0x22], [0x23], [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80],
        [0xC0, 0x80], [0xEF, 0xBB, 0xBF], Array("\u{2028}".utf8), Array("\u{301}".utf8), Array("\u{FFFD}".utf8),
    ]

    /// The next line and where it came from.
    package mutating func next() -> (bytes: [UInt8], kind: Kind) {
        let roll = rng.below(100)
        let kind: Kind
        var line: [UInt8]
        switch roll {
        case 0..<25:
            kind = .valid
            line = rng.pick(corpus)
        case 25..<62:
            kind = .mutated
            line = mutated(rng.pick(corpus), times: 1 + rng.below(3))
        case 62..<72:
            kind = .numbers
            line = withWeirdNumbers(rng.pick(corpus))
        case 72..<82:
            kind = .words
            line = randomWords()
        case 82..<91:
            kind = .bytes
            line = randomBytes(count: rng.below(120))
        case 91..<98:
            kind = .controls
            line = controlSoup()
        default:
            kind = .long
            line = longLine()
        }
        if !newlines { line = line.map { $0 == 0x0A ? 0x20 : $0 } }
        counts[kind, default: 0] += 1
        return (line, kind)
    }

    /// A line of about a megabyte: a number, a word, a quoted string, spaces, quotes or NULs.
    package mutating func huge() -> [UInt8] {
        counts[.huge, default: 0] += 1
        let n = 1 << 20
        switch rng.below(8) {
        case 0: return Array("resize ".utf8) + [UInt8](repeating: 0x39, count: n) + Array(" 1".utf8)
        case 1: return [UInt8](repeating: 0x61, count: n)
        case 2: return Array("help ".utf8) + [UInt8](repeating: 0x7A, count: n)
        case 3: return Array("set content \"".utf8) + [UInt8](repeating: 0x22, count: n)
        case 4: return Array("present".utf8) + [UInt8](repeating: 0x20, count: n) + Array("x".utf8)
        case 5: return Array("set frame inset ".utf8) + [UInt8](repeating: 0, count: n)
        case 6: return Array("expect trace has ".utf8) + [UInt8](repeating: 0x28, count: n)
        default: return (0..<n).map { _ in rng.byte() }.map { $0 == 0x0A ? 0x20 : $0 }
        }
    }

    // MARK: Makers

    mutating func mutated(_ line: [UInt8], times: Int) -> [UInt8] {
        var bytes = line
        for _ in 0..<times {
            var words = split(bytes)
            switch rng.below(14) {
            case 0 where !bytes.isEmpty: bytes.remove(at: rng.below(bytes.count))
            case 1: bytes.insert(contentsOf: rng.pick(Self.nasty), at: rng.below(bytes.count + 1))
            case 2 where !words.isEmpty:
                words[rng.below(words.count)] = token()
                bytes = join(words)
            case 3 where !words.isEmpty:
                let i = rng.below(words.count)
                words.insert(words[i], at: i)
                bytes = join(words)
            case 4 where !words.isEmpty:
                words.remove(at: rng.below(words.count))
                bytes = join(words)
            case 5 where words.count > 1:
                words.swapAt(rng.below(words.count), rng.below(words.count))
                bytes = join(words)
            case 6: bytes = Array(bytes.prefix(rng.below(bytes.count + 1)))
            case 7:
                words.append(token())
                bytes = join(words)
            case 8 where !bytes.isEmpty:
                let i = rng.below(bytes.count)
                let b = bytes[i]
                if b >= 0x61 && b <= 0x7A { bytes[i] = b - 32 } else if b >= 0x41 && b <= 0x5A { bytes[i] = b + 32 }
            case 9: bytes.insert(0x22, at: rng.below(bytes.count + 1))
            case 10: bytes = withWeirdNumbers(bytes)
            case 11: bytes = bytes + [0x20] + rng.pick(corpus)
            case 12: bytes.insert(contentsOf: randomBytes(count: 1 + rng.below(6)), at: rng.below(bytes.count + 1))
            default:
                let separator = rng.pick(
                    [[0x09], [0x0D], [0], [0x0A], [0xC2, 0xA0], [0xE3, 0x80, 0x80], [0x20, 0x20, 0x20]] as [[UInt8]])
                bytes = Array(words.joined(separator: separator))
            }
        }
        return bytes
    }

    /// Every word that reads as a number replaced by a weird one.
    mutating func withWeirdNumbers(_ line: [UInt8]) -> [UInt8] {
        let words = split(line).map { word -> [UInt8] in
            guard let first = word.first, (0x30...0x39).contains(first) || first == 0x2D || first == 0x2E else {
                return word
            }
            return Array(rng.pick(Self.weirdNumbers).utf8)
        }
        return join(words.isEmpty ? [Array(rng.pick(Self.weirdNumbers).utf8)] : words)
    }

    mutating func token() -> [UInt8] {
        switch rng.below(4) {
        case 0: return Array(rng.pick(Self.weirdNumbers).utf8)
        case 1: return Array(rng.pick(Self.weirdWords).utf8)
        case 2: return split(rng.pick(corpus)).first ?? []
        default: return (0..<(1 + rng.below(10))).map { _ in UInt8(0x61 + rng.below(26)) }
        }
    }

    mutating func randomWords() -> [UInt8] {
        join((0..<(1 + rng.below(6))).map { _ in token() })
    }

    mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in
            // Mostly printable ASCII so that some random lines get past the first word.
            rng.chance(0.5) ? UInt8(0x20 + rng.below(0x5F)) : rng.byte()
        }
    }

    mutating func controlSoup() -> [UInt8] {
        var bytes = rng.chance(0.5) ? rng.pick(corpus) : []
        for _ in 0..<(1 + rng.below(5)) {
            bytes.insert(contentsOf: rng.pick(Self.nasty), at: rng.below(bytes.count + 1))
        }
        return bytes
    }

    mutating func longLine() -> [UInt8] {
        // Long enough to overflow anything sized for a line of typing; megabytes come from `huge`.
        let n = 500 + rng.below(2_500)
        switch rng.below(5) {
        case 0: return Array("set frame inset ".utf8) + [UInt8](repeating: 0x31, count: n)
        case 1: return join((0..<(n / 8)).map { _ in token() })
        case 2: return Array("set content \"".utf8) + (0..<n).map { _ in UInt8(0x20 + rng.below(0x5F)) } + [0x22]
        case 3:
            return rng.pick(corpus) + [UInt8](repeating: 0x20, count: n) + Array("#".utf8)
                + [UInt8](repeating: 0x78, count: n)
        default: return [UInt8](repeating: 0x22, count: n)
        }
    }

    func split(_ line: [UInt8]) -> [[UInt8]] { line.split(separator: 0x20).map(Array.init) }
    func join(_ words: [[UInt8]]) -> [UInt8] { Array(words.joined(separator: [0x20])) }
}
