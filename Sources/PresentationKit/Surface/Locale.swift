/// `Locale`: a locale by its identifier. The model runs in English (US); case changes take a
/// locale for the languages (Turkish, Lithuanian…) whose rules differ, which it does not model.
public struct Locale: Equatable, Hashable, Sendable {
    public let identifier: String
    public init(identifier: String) { self.identifier = identifier }
    /// `Locale.current`: English (US).
    public static let current = Locale(identifier: "en_US")
}

extension StringProtocol {
    /// `lowercased(with:)`.
    public func lowercased(with locale: Locale?) -> String { lowercased() }
    /// `uppercased(with:)`.
    public func uppercased(with locale: Locale?) -> String { uppercased() }
    /// `capitalized(with:)`.
    public func capitalized(with locale: Locale?) -> String { capitalized }
}
