/// `UICollectionLayoutListConfiguration` (iOS 14): how a list layout looks. The model lays every
/// appearance out as full-width rows (see `NSCollectionLayoutSection.list`); the appearance,
/// separators, colours and swipe actions are kept [?].
public struct UICollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// `appearance`.
    public private(set) var appearance: Appearance
    /// `headerMode`, `footerMode`: none by default.
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// `showsSeparators`: true by default.
    public var showsSeparators = true
    /// `backgroundColor`: nil, the appearance's own, by default.
    public var backgroundColor: UIColor?
    /// `headerTopPadding` (iOS 15): kept.
    public var headerTopPadding: CGFloat?
    /// `leadingSwipeActionsConfigurationProvider`, `trailingSwipeActionsConfigurationProvider`: kept.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// `init(appearance:)`.
    public init(appearance: Appearance) { self.appearance = appearance }
}
