import PresentationKit

/// The calls a speaker's note names (`#say Look for deinit just after present returns`), so the
/// short trace keeps them on screen. A word names a call when it reads as one: written with its
/// parentheses (`present(_:animated:completion:)`), camel-cased (`shouldRemovePresentersView`),
/// or `deinit`, and it is a call the trace records (`Hook`); a plain English word (`present`,
/// `dismiss`) does not, nor does a type (`UIView()`) or a size class (`hR`).
package enum NoteCalls {
    /// The base names of every call the trace records.
    package static let vocabulary = Set(Hook.allCases.map { String(baseName($0.rawValue)) })

    /// The base names (before any `(`) a note names, in the order it names them, each once.
    /// `declared`: more calls the trace may record, beyond UIKit's (the methods of loaded code,
    /// which the trace shows when UIKit calls them: a gesture's action, a delegate's method).
    package static func named(in note: String, also declared: Set<String> = []) -> [String] {
        var names: [String] = []
        let scalars = Array(note.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard isWordStart(scalars[i]), i == 0 || !isWord(scalars[i - 1]) else {
                i += 1
                continue
            }
            var j = i
            while j < scalars.count, isWord(scalars[j]) { j += 1 }
            let word = String(String.UnicodeScalarView(scalars[i..<j]))
            let called = j < scalars.count && scalars[j] == "("
            let camel =
                word.unicodeScalars.dropFirst().contains { $0.properties.isUppercase }
                && word.unicodeScalars.first?.properties.isLowercase == true
            if called || camel || word == "deinit", vocabulary.contains(word) || declared.contains(word),
                !names.contains(word)
            {
                names.append(word)
            }
            i = j
        }
        return names
    }

    /// The base name of a trace call (`present(_:animated:completion:) returned` → `present`).
    package static func baseName(_ call: String) -> Substring {
        call.prefix { $0 != "(" && $0 != " " }
    }

    private static func isWordStart(_ s: Unicode.Scalar) -> Bool { s.properties.isAlphabetic && s.isASCII }
    private static func isWord(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_")
    }
}
