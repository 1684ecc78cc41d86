import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A diffable data source becomes its table's data source; an applied snapshot's items are the
/// rows, their cells made by the cell provider and filled by a list content configuration.
@Suite struct UITableViewDiffableDataSourceTests {
    @Test func anAppliedSnapshotsItemsAreTheRowsFilledByTheirContentConfiguration() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "row \(indexPath.row)"
            cell.contentConfiguration = content
            return cell
        }
        #expect(table.dataSource === source)
        root.view.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Share", "Delete"])
        snapshot.insertItems(["Copy"], afterItem: "Share")
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        engine.perform { table.layoutIfNeeded() }
        #expect(completed)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.map(\.text) == ["Share\nrow 0", "Copy\nrow 1", "Delete\nrow 2"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Copy")
        #expect(source.indexPath(for: "Delete") == IndexPath(row: 2, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["Share", "Copy", "Delete"])
        // A second configuration of the same kind updates the content view in place.
        let cell = table.visibleCells[0]
        let shown = cell.contentView.subviews.count
        var again = cell.defaultContentConfiguration()
        again.text = "Send"
        cell.contentConfiguration = again
        #expect(cell.contentView.subviews.count == shown)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Send")
    }

    @Test func aSnapshotMovesAndDeletesByIdentifier() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        snapshot.moveItem(1, afterItem: 3)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: "a").isEmpty)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        #expect(snapshot.numberOfItems == 2 && snapshot.numberOfSections == 2)
    }
}
