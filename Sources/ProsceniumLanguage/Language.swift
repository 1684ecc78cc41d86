/// A language Proscenium's own words are written in: the lessons, help, errors, the drawings'
/// labels and the explanations. A closed set, so a place that words something in each cannot
/// leave one out; in files, on the stage's wire and in progress keys it is its raw value.
public enum Language: String, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case english = "en"
    /// Simplified Chinese.
    case chinese = "zh"

    /// The code, as a command, a file name or a progress key spells it (`lesson 1 zh`).
    public var description: String { rawValue }
    /// Ordered by code (English first), as lesson lists sort.
    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.rawValue < rhs.rawValue }
}
