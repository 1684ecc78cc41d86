import ProsceniumLoading

/// What fuzzing the rewriter's input checks (issue 37 §4; `make fuzz`, the `proscenium-rewrite-fuzz`
/// executable): any text, Swift or not, is rewritten without a crash; every line stays where it
/// was (a diagnostic's line is the user's line, the rewrite's promise); a refusal, and a place a
/// span stands for, point into the file; and the reply `load` reads back is one it can read.
public enum RewriteFuzzCheck {
    /// What is wrong with how `text` was handled, or nil.
    public static func problem(_ text: String) -> String? {
        let lines = swiftLines(text)
        let rewritten = SourceRewriter.rewrite(text)
        let kept = swiftLines(rewritten.text)
        if kept < lines { return "the rewrite has \(kept) lines of the file's \(lines): a line moved" }
        for refusal in rewritten.refusals where !(1...lines + 1).contains(refusal.line) {
            return "a refusal at line \(refusal.line) of a \(lines)-line file: \(refusal.message)"
        }
        for span in rewritten.spans.values.joined() {
            guard let place = span.standsFor else { continue }
            if place.file != 0 || !(1...lines).contains(place.line) || place.column < 1 {
                return "a span stands for \(place.file):\(place.line):\(place.column), not in the \(lines)-line file"
            }
        }
        let reply = AnalysedSources([text]).reply.json.serialized
        do {
            _ = try RewriteReply(json: reply)
        } catch {
            return "`load` cannot read the reply: \(error)"
        }
        return nil
    }

    /// Lines as Swift counts them for a diagnostic: ended by `\n`, `\r\n` or `\r` (a form feed or a
    /// vertical tab is whitespace to Swift, not a line break; fuzzing found the difference).
    static func swiftLines(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\r" || (scalar == "\n" && previous != "\r") { count += 1 }
            previous = scalar
        }
        return count
    }
}
