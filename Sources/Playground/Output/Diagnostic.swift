/// The compilers' diagnostic form, `FILE:LINE:COL: error: message` (and `warning:`, `note:`), as
/// swiftc, clang and gcc print it: vim's quickfix, Emacs's compilation mode and CI problem
/// matchers take the file, line and column from it. Every located line a script, a demo or a
/// lesson check prints is made here, so the form is declared once (issue 37).
package enum Diagnostic {
    /// How bad: the word after the location.
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// `LOCATION: SEVERITY: message`; `location` is `FILE:LINE:COL`.
    package static func line(at location: String, _ message: String, as severity: Severity = .error) -> String {
        "\(location): \(severity.rawValue): \(message)"
    }

    /// `line`'s message alone, when `text` was made by `line(at: location, …, as: severity)`; else `text`.
    package static func message(of text: String, at location: String, as severity: Severity = .error) -> String {
        let lead = "\(location): \(severity.rawValue): "
        return text.hasPrefix(lead) ? String(text.dropFirst(lead.count)) : text
    }
}
