import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Compositional layouts as iOS 13+ code builds them: a grid of fractional items in groups, and
/// a list of full-width rows filled by cell registrations through a diffable data source.
@Suite struct UICollectionViewCompositionalLayoutTests {
    /// Numbers as items, their cells made by a registration of list cells.
    private func collection(
        _ layout: UICollectionViewLayout, items: [String], checked: Set<String> = [], height: CGFloat = 400
    ) -> (Engine, UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 320, height: height), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = checked.contains(item) ? [.checkmark()] : [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        root.view.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        source.apply(snapshot, animatingDifferences: false)
        engine.perform { collection.layoutIfNeeded() }
        return (engine, collection, source)
    }

    @Test func aGridOfHalfWidthItemsPutsTwoInEachRow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let (_, collection, _) = collection(
            UICollectionViewCompositionalLayout(section: section), items: ["a", "b", "c"])
        #expect(
            collection.visibleCells.map(\.frame) == [
                CGRect(x: 12, y: 2, width: 146, height: 96), CGRect(x: 162, y: 2, width: 146, height: 96),
                CGRect(x: 12, y: 112, width: 146, height: 96),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 210))
    }

    @Test func aGroupOfACountSharesItsWidth() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout { _, _ in NSCollectionLayoutSection(group: group) }
        let (_, collection, _) = collection(layout, items: ["a", "b", "c", "d"])
        #expect(collection.visibleCells.map(\.frame.minX) == [0, 110, 220, 0])
        #expect(collection.visibleCells.map(\.frame.width) == [100, 100, 100, 100])
        #expect(collection.visibleCells.map(\.frame.minY) == [0, 0, 0, 50])
    }

    @Test func aListLayoutIsFullWidthRowsOf44PointsWithTheirAccessories() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = false
        let (engine, collection, source) = collection(
            UICollectionViewCompositionalLayout.list(using: configuration), items: ["English", "Español", "Français"],
            checked: ["Español"])
        #expect(
            collection.visibleCells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 320, height: 44) })
        #expect(collection.visibleCells.map(\.text) == ["English ›", "Español ✓", "Français ›"])
        #expect(collection.visibleCells.allSatisfy { $0 is UICollectionViewListCell })
        #expect(collection.contentSize == CGSize(width: 320, height: 132))
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Français")
        #expect(source.indexPath(for: "Español") == IndexPath(item: 1, section: 0))
        #expect(source.sectionIdentifier(for: 0) == 0)
        // A tap on a row, found by its item's name, selects it.
        #expect(
            engine.tap(viewNamed: "item 0.2")
                == .delivered(view: "item 0.2", action: "selectTappedItem(_:)", hit: "view"))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func aListHeaderIsASupplementaryViewNamedForItsSection() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collection, _, indexPath in
            collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        root.view.addSubview(collection)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a"], toSection: 0)
        snapshot.appendItems(["b", "c"], toSection: 1)
        source.apply(snapshot)
        engine.perform { collection.layoutIfNeeded() }
        let header = collection.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.name == "header 1")
        #expect(header?.text == "Section 1")
        // Section 0: header 0–28, a row 28–72; section 1: header 72–100, rows from 100.
        #expect(header?.frame == CGRect(x: 0, y: 72, width: 320, height: 28))
        #expect(collection.visibleCells.map(\.frame.minY) == [28, 100, 144])
        #expect(collection.numberOfSections == 2)
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }
}
