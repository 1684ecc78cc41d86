import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A diffable data source becomes its collection view's data source; each applied snapshot's
/// items are the cells the cell provider makes, reloaded at once.
@Suite struct UICollectionViewDiffableDataSourceTests {
    /// A cell of one label, as a grid's tile.
    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func eachAppliedSnapshotIsWhatTheCellsShow() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(NameCell.self, forCellWithReuseIdentifier: "name")
        var provided: [String] = []
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) {
            collection, indexPath, item in
            provided.append(item)
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) as? NameCell
            cell?.label.text = item.capitalized
            return cell
        }
        #expect(collection.dataSource === source)
        root.view.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        engine.perform { collection.layoutIfNeeded() }
        #expect(completed)
        #expect(collection.numberOfSections == 2)
        #expect(collection.visibleCells.map(\.text) == ["Apple", "Pear", "Leek"])
        #expect(collection.visibleCells.map(\.name) == ["item 0.0", "item 0.1", "item 1.0"])
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "leek")
        #expect(source.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
        #expect(source.indexPath(for: "pear") == IndexPath(item: 1, section: 0))
        #expect(source.sectionIdentifier(for: 1) == "veg")
        #expect(source.index(for: "veg") == 1)
        // A new snapshot without the pear: reloaded at once, the cells asked for again.
        var next = source.snapshot()
        next.deleteItems(["pear"])
        next.reconfigureItems(["apple"])
        provided = []
        source.applySnapshotUsingReloadData(next)
        #expect(provided == ["apple", "leek"])
        #expect(collection.visibleCells.map(\.text) == ["Apple", "Leek"])
        #expect(collection.visibleCells.map(\.frame.minY) == [0, 40])
        #expect(source.snapshot().reconfiguredItemIdentifiers == ["apple"])
    }
}
