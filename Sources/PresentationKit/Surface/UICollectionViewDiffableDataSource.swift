/// `UICollectionViewDiffableDataSource` (iOS 13): a collection view's data source made from
/// snapshots. Made with a collection view, it becomes its data source (Apple's reference);
/// `apply(_:animatingDifferences:completion:)` keeps the snapshot and reloads the collection
/// view, whose cells the cell provider makes and whose headers and footers the
/// `supplementaryViewProvider` makes. The model reloads every item rather than animating the
/// difference, as the table's does.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UICollectionViewDataSource
{
    /// `CellProvider`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    private let cellProvider: CellProvider
    private weak var collectionView: UICollectionView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// `supplementaryViewProvider`: makes the headers and footers the layout places.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// `init(collectionView:cellProvider:)`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        super.init()
        collectionView.dataSource = self
    }

    /// `snapshot()`: what was last applied.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// `apply(_:animatingDifferences:completion:)`: the collection view reloads at once; the
    /// completion runs after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }
    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// `itemIdentifier(for:)`: the item at an index path, nil for one not in the snapshot.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// `indexPath(for:)`: where an item is, nil for one not in the snapshot.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// `sectionIdentifier(for:)` (iOS 15), `index(for:)` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // UICollectionViewDataSource, from the snapshot; open so a subclass can add to it.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
        }
        return cell
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Engine.running?.noteOnce(
            "UICollectionViewDiffableDataSource: the layout places a \(kind) view and no supplementaryViewProvider "
                + "makes one; UIKit raises here, the model shows an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
