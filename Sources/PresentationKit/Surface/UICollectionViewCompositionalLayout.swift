/// `UICollectionViewCompositionalLayout` (iOS 13): sections of repeated groups of items (see
/// `NSCollectionLayoutSection`), one section for all or one a provider makes per section, the
/// sections top to bottom. Simplified [?]: estimated dimensions are taken as their values (cells
/// are not measured), flexible spacing as its length, items' own supplementary items and
/// decorations are kept but not placed, orthogonal sections do not scroll, only vertical
/// scrolling is laid out, and the group factories return the group's class rather than `Self`.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = UICollectionViewCompositionalLayoutSectionProvider
    private let provider: SectionProvider
    /// `configuration`: kept.
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() {
        didSet { invalidateLayout() }
    }

    /// `init(section:)`: every section laid out as that one.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }
    /// `init(sectionProvider:)`: each section as the provider says.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }
    /// `init(section:configuration:)`, `init(sectionProvider:configuration:)`.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(section: section)
        self.configuration = configuration
    }
    public convenience init(
        sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: sectionProvider)
        self.configuration = configuration
    }
    public required init?(coder: NSCoder) { return nil }

    /// `list(using:)` (iOS 14): every section a list section of that configuration.
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    override func place(in collectionView: UICollectionView) -> CollectionPlacement? {
        let size = collectionView.bounds.size
        let environment = CollectionLayoutEnvironment(size: size, traitCollection: collectionView.traitCollection)
        var placement = CollectionPlacement()
        var y: CGFloat = 0
        for (s, count) in collectionView.itemCounts.enumerated() {
            if s > 0 { y += configuration.interSectionSpacing }
            guard let section = provider(s, environment) else {
                placement.items.append([CGRect](repeating: .zero, count: count))
                continue
            }
            y = section.place(count, section: s, from: y, in: size, into: &placement)
        }
        placement.contentSize = CGSize(width: size.width, height: y)
        return placement
    }
}

/// `UICollectionViewCompositionalLayoutSectionProvider`: the section for an index, in an environment.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// `UICollectionViewCompositionalLayoutConfiguration`: `interSectionSpacing` between sections
/// (0 by default) and the scroll direction (kept; vertical is laid out).
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var interSectionSpacing: CGFloat = 0
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    public override init() { super.init() }
}
