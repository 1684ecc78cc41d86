/// `UIContentUnavailableConfigurationState` (iOS 17): what a controller's empty state is updated
/// for, handed to `updateContentUnavailableConfiguration(using:)`.
public struct ContentUnavailableConfigurationState: Hashable, Sendable {
    public var traitCollection: TraitCollection
    /// `searchText`: the search controller's text, nil without one.
    public var searchText: String?
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
    public static func == (a: Self, b: Self) -> Bool { a.searchText == b.searchText }
    public func hash(into hasher: inout Hasher) { hasher.combine(searchText) }
}
