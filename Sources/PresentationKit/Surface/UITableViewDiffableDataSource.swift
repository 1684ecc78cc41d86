/// `UITableViewDiffableDataSource`: a table's data source made from snapshots. Made with a
/// table, it becomes the table's data source (Apple's reference); `apply(_:animatingDifferences:)`
/// keeps the snapshot and reloads the table, whose cells the cell provider makes. The model
/// reloads every row rather than animating the difference (the rows' insertions and deletions
/// are not drawn as moving).
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource
{
    /// `CellProvider`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private let cellProvider: CellProvider
    private weak var tableView: UITableView?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// `defaultRowAnimation`: kept.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.tableView = tableView
        super.init()
        tableView.dataSource = self
    }

    /// `snapshot()`: what was last applied.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// `apply(_:animatingDifferences:completion:)`: the table reloads at once; the completion runs
    /// after.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    /// `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// `itemIdentifier(for:)`, `indexPath(for:)`, `sectionIdentifier(for:)`, `index(for:)`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // UITableViewDataSource, from the snapshot; open so a subclass can add titles and editing.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
