import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A collection view as grid code writes it for iOS: a data source of registered cells, a flow
/// layout, the delegate's sizes, only the items on screen made, a tap that selects an item.
@Suite struct UICollectionViewTests {
    /// A grid of numbered tiles, its selections heard; sizes from the delegate when `sizes` is set.
    final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 3
        var sizes: [CGSize]?
        var heard: [String] = []
        var made = 0

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            made += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
            cell.label.text = "Tile \(indexPath.item)"
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes?[indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            heard.append("select \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            heard.append("deselect \(indexPath.item)")
        }
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            heard.append("show \(view.name ?? "?")")
        }
    }

    /// A cell subclass as Xcode writes one: a label in the content view, the two initialisers.
    final class TileCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A collection view of `tiles` with `layout` in the root view of a fresh engine, laid out once.
    private func grid(
        _ tiles: Tiles, _ layout: UICollectionViewFlowLayout, size: CGSize = CGSize(width: 320, height: 400)
    ) -> (Engine, UICollectionView) {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let collection = UICollectionView(
            frame: CGRect(origin: CGPoint(x: 0, y: 100), size: size), collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        collection.delegate = tiles
        root.view.addSubview(collection)
        engine.perform { collection.layoutIfNeeded() }
        return (engine, collection)
    }

    /// 100 × 50 items, 10-point insets and no spacing: three to a row in 320 points.
    private func gridLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 5
        return layout
    }

    @Test func aVerticalFlowLayoutFillsRowsLeftToRightAndWraps() {
        let tiles = Tiles()
        tiles.count = 5
        let (_, collection) = grid(tiles, gridLayout())
        let frames = collection.visibleCells.map(\.frame)
        #expect(
            frames == [
                CGRect(x: 10, y: 20, width: 100, height: 50), CGRect(x: 110, y: 20, width: 100, height: 50),
                CGRect(x: 210, y: 20, width: 100, height: 50), CGRect(x: 10, y: 75, width: 100, height: 50),
                CGRect(x: 210, y: 75, width: 100, height: 50),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 135))
        #expect(collection.visibleCells.map(\.name) == ["item 0.0", "item 0.1", "item 0.2", "item 0.3", "item 0.4"])
        #expect(collection.visibleCells.map(\.text) == ["Tile 0", "Tile 1", "Tile 2", "Tile 3", "Tile 4"])
        #expect(collection.numberOfItems(inSection: 0) == 5)
        #expect(collection.collectionViewLayout.collectionViewContentSize == collection.contentSize)
    }

    @Test func aLineWithRoomLeftSpreadsItsItemsAndAHeaderComesFirst() {
        let tiles = Tiles()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (_, collection) = grid(tiles, layout)
        // 300 points of room: two items and the minimum 10 fit, the third wraps; the first line's
        // two items go to its edges, the lone item of the second is centred.
        #expect(
            collection.visibleCells.map(\.frame) == [
                CGRect(x: 10, y: 40, width: 100, height: 50), CGRect(x: 210, y: 40, width: 100, height: 50),
                CGRect(x: 110, y: 100, width: 100, height: 50),
            ])
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(collection.contentSize.height == 160)
        // The data source makes no header, so an empty view stands in, named and shown.
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(tiles.heard == ["show header 0"])
        #expect(
            collection.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == header?.frame)
    }

    @Test func theDelegatesSizeForItemOverridesTheItemSize() {
        let tiles = Tiles()
        tiles.sizes = [CGSize(width: 300, height: 80), CGSize(width: 100, height: 40), CGSize(width: 100, height: 40)]
        let (_, collection) = grid(tiles, gridLayout())
        #expect(collection.visibleCells.map(\.frame.size) == tiles.sizes)
        #expect(collection.visibleCells.map(\.frame.minY) == [20, 105, 105])
        #expect(collection.contentSize.height == 155)
    }

    @Test func aHorizontalFlowLayoutFillsColumnsTopToBottom() {
        let tiles = Tiles()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 10
        let (_, collection) = grid(tiles, layout, size: CGSize(width: 320, height: 100))
        // Two 50-point items fill the first column; the third, alone in the second, is centred in it.
        #expect(
            collection.visibleCells.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 90, y: 25),
            ])
        #expect(collection.contentSize == CGSize(width: 170, height: 100))
    }

    @Test func onlyTheItemsInsideTheBoundsGetCells() {
        let tiles = Tiles()
        tiles.count = 100
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 50)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let (_, collection) = grid(tiles, layout, size: CGSize(width: 320, height: 200))
        #expect(collection.indexPathsForVisibleItems == (0..<8).map { IndexPath(item: $0, section: 0) })
        #expect(tiles.made == 8)
        #expect(collection.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
        #expect(collection.contentSize.height == 2500)
        // Scrolling an item to the top makes the cells of the rows it brings in.
        collection.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 500))
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 20, section: 0))
        #expect(collection.indexPathsForVisibleItems.count == 8)
    }

    @Test func aTapOnACellSelectsItsItemAndTellsTheDelegate() {
        let tiles = Tiles()
        let (engine, collection) = grid(tiles, gridLayout())
        #expect(
            engine.tap(viewNamed: "item 0.1")
                == .delivered(view: "item 0.1", action: "selectTappedItem(_:)", hit: "view"))
        #expect(tiles.heard == ["select 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(
            engine.trace.contains {
                $0.call == "collectionView(_:didSelectItemAt:)" && $0.type == "Tiles"
                    && $0.arguments.contains { $0.value == .string("[0, 1]") }
            })
        // Another item: the first is deselected, then the new one selected.
        _ = engine.tap(viewNamed: "item 0.2")
        #expect(tiles.heard == ["select 1", "deselect 1", "select 2"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        // No selection allowed: a tap does nothing.
        collection.allowsSelection = false
        _ = engine.tap(viewNamed: "item 0.0")
        #expect(tiles.heard.count == 3)
    }

    @Test func aCustomLayoutPlacesItemsThroughItsAttributes() {
        /// A layout as a subclass writes one: frames made in `prepare()`, answered per item.
        final class Diagonal: UICollectionViewLayout {
            var frames: [CGRect] = []
            override func prepare() {
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                frames = (0..<count).map { CGRect(x: CGFloat($0) * 40, y: CGFloat($0) * 30, width: 40, height: 30) }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(frames.count) * 30) }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frames[indexPath.item]
                return attributes
            }
        }
        let tiles = Tiles()
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: Diagonal())
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        root.view.addSubview(collection)
        engine.perform { collection.layoutIfNeeded() }
        #expect(
            collection.visibleCells.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30), CGPoint(x: 80, y: 60),
            ])
        #expect(collection.contentSize == CGSize(width: 320, height: 90))
        #expect(collection.collectionViewLayout.collectionView === collection)
    }

    @Test func aFlowLayoutSubclassAddingDecorationsKeepsItsItemsFrames() {
        /// Separators as alert code adds them: a decoration per item, above it, in the elements.
        final class Separated: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                return attributes
                    + attributes.compactMap { layoutAttributesForDecorationView(ofKind: "line", at: $0.indexPath) }
            }
            override func layoutAttributesForDecorationView(
                ofKind elementKind: String, at indexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                guard let item = layoutAttributesForItem(at: indexPath) else { return nil }
                let line = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
                line.frame = CGRect(x: item.frame.minX, y: item.frame.minY, width: item.frame.width, height: 1)
                return line
            }
        }
        let layout = Separated()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "line")
        let (_, collection) = grid(Tiles(), layout)
        #expect(collection.visibleCells.map(\.frame.minY) == [0, 44, 88])
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 132)) ?? []
        #expect(elements.filter { $0.representedElementCategory == .decorationView }.count == 3)
        #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == 3)
    }

    @Test func aNibRegisteredIdentifierDequeuesPlainCells() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UINib(nibName: "Tile", bundle: nil), forCellWithReuseIdentifier: "nib")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "nib", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(cell.reuseIdentifier == "nib")
    }

    @Test func anIndexPathBridgesToNSIndexPathAndBack() {
        let indexPath = IndexPath(item: 4, section: 2)
        #expect((indexPath as NSIndexPath).item == 4)
        #expect((indexPath as NSIndexPath).section == 2)
        let object: NSIndexPath = NSIndexPath(row: 1, section: 3)
        #expect(object as IndexPath == IndexPath(row: 1, section: 3))
    }
}
