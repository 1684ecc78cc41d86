import Foundation

/// Reads the `public` and `open` declarations out of Swift source as text: each one's head (up to
/// its body or the end of its line, a signature over several lines joined), spaces collapsed.
/// Text, not the compiler's view: enough to show a new or changed public declaration in a diff.
enum PublicDeclarations {
    /// `FILE: DECLARATION` for every Swift file under `folder`, by file then line.
    static func list(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
        return files.flatMap { file -> [String] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return declarations(in: text).map { "\(file): \($0)" }
        }
    }

    private static let head = try! NSRegularExpression(
        pattern: #"^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\b(?!\()"#)

    static func declarations(in text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var found: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            let range = NSRange(line.startIndex..., in: line)
            guard head.firstMatch(in: line, range: range) != nil else { continue }
            var declaration = line
            // A signature over several lines: join until its parentheses close.
            while depth(declaration) > 0, index < lines.count {
                declaration += " " + lines[index]
                index += 1
            }
            found.append(cut(declaration))
        }
        return found
    }

    /// How many `(` and `[` are still open.
    private static func depth(_ s: String) -> Int {
        s.reduce(0) { n, c in "([".contains(c) ? n + 1 : ")]".contains(c) ? n - 1 : n }
    }

    /// The declaration up to its body's brace, with spaces collapsed and no space inside brackets.
    private static func cut(_ s: String) -> String {
        var text = s
        if let brace = braceOutsideStrings(text) { text = String(text[..<brace]) }
        var collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        collapsed = collapsed.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
        collapsed = collapsed.replacingOccurrences(of: ", )", with: ")").replacingOccurrences(of: ",)", with: ")")
        return collapsed.trimmingCharacters(in: .whitespaces)
    }

    private static func braceOutsideStrings(_ s: String) -> String.Index? {
        var inString = false
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == "\\" && inString {
                i = s.index(after: i)
            } else if c == "\"" {
                inString.toggle()
            } else if c == "{" && !inString {
                return i
            } else if c == "/" && !inString, s[i...].hasPrefix("//") {
                return i
            }
            if i < s.endIndex { i = s.index(after: i) }
        }
        return nil
    }
}
