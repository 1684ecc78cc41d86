/// `--color=auto|always|never`: whether output carries colour escapes.
package enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless the environment says otherwise (`ColorPolicy`).
    case auto
    /// Colour even into a pipe or a file (for `less -R`, a CI log that renders escapes).
    case always
    /// No colour anywhere.
    case never
}

/// The one decision on colour, from the flag, the environment and the terminal, in the order
/// the conventions give it precedence: an explicit `--color=always|never` (or `--no-color`);
/// then `NO_COLOR` (https://no-color.org: any non-empty value turns colour off); then
/// `CLICOLOR_FORCE` (not "0") or `FORCE_COLOR` (any non-empty value) turning it on even without
/// a terminal; then `TERM=dumb`, which cannot show it; then whether standard output is a terminal.
package enum ColorPolicy {
    package static func colorOn(
        choice: ColorChoice, noColorFlag: Bool = false, environment: (String) -> String?, isTerminal: Bool
    ) -> Bool {
        if noColorFlag { return false }
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if let value = environment("NO_COLOR"), !value.isEmpty { return false }
        if let value = environment("CLICOLOR_FORCE"), !value.isEmpty, value != "0" { return true }
        if let value = environment("FORCE_COLOR"), !value.isEmpty { return true }
        if environment("TERM") == "dumb" { return false }
        return isTerminal
    }
}
