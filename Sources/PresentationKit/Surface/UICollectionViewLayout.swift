/// `UICollectionViewLayout`: where a collection view's items and supplementary views go, and its
/// content size. The collection view asks it at each layout: `prepare()`, then
/// `layoutAttributesForItem(at:)` for each item (else the item among
/// `layoutAttributesForElements(in:)`), the supplementary views among the elements, and
/// `collectionViewContentSize`, as Apple's reference describes the cycle; so a subclass that
/// overrides those places the items. The flow and compositional layouts compute their frames
/// before `prepare()` and answer from them.
open class UICollectionViewLayout: NSObject {
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `collectionView`: the collection view using the layout, held weakly; set when one takes it.
    open internal(set) weak var collectionView: UICollectionView?

    /// What the built-in layouts computed at the last layout.
    var placement: CollectionPlacement?

    /// The frames a built-in layout gives the collection view's items; nil for this base class.
    func place(in collectionView: UICollectionView) -> CollectionPlacement? { nil }

    /// `prepare()`: called before the collection view asks for the frames; does nothing.
    open func prepare() {}

    /// `collectionViewContentSize`: the content's size (zero for this base class, which places nothing).
    open var collectionViewContentSize: CGSize { placement?.contentSize ?? .zero }

    /// `layoutAttributesForElements(in:)`: the cells and supplementary views whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let placement else { return nil }
        var found: [UICollectionViewLayoutAttributes] = []
        for (s, frames) in placement.items.enumerated() {
            for (i, frame) in frames.enumerated() where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                attributes.frame = frame
                found.append(attributes)
            }
        }
        for (key, frame) in placement.supplementary.sorted(by: { $0.key < $1.key }) where frame.intersects(rect) {
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: key.kind, with: key.indexPath)
            attributes.frame = frame
            found.append(attributes)
        }
        return found
    }

    /// `layoutAttributesForItem(at:)`: the item's frame, nil for one the layout does not place.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let placement, placement.items.indices.contains(indexPath.section),
            placement.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = placement.items[indexPath.section][indexPath.item]
        return attributes
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: the view's frame, nil for one the layout does not place.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let frame = placement?.supplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`: nil, as the base class places no
    /// decoration views; a subclass's answer is kept but not drawn [?].
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// `register(_:forDecorationViewOfKind:)`: the class decoration views of that kind are made of;
    /// kept (the model draws no decoration views [?]).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }
    /// `register(_:forDecorationViewOfKind:)` with a nib: kept, as the class's.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nib == nil ? nil : UICollectionReusableView.self
    }
    /// The classes registered for decoration views, by kind.
    private var decorationClasses: [String: AnyClass] = [:]

    /// `invalidateLayout()`: the collection view lays its items out again at its next layout.
    open func invalidateLayout() {
        placement = nil
        collectionView?.setNeedsLayout()
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: no, as UIKit's base class answers; the model
    /// lays out again anyway when the collection view's size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// `layoutAttributesClass`.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The cycle the collection view runs: the built-in frames, `prepare()`, then the answers.
    func laidOut(for collectionView: UICollectionView, counts: [Int]) -> CollectionPlacement {
        self.collectionView = collectionView
        placement = place(in: collectionView)
        prepare()
        let size = collectionViewContentSize
        let all = CGRect(origin: .zero, size: CGSize(width: max(size.width, 1), height: max(size.height, 1)))
        let elements = layoutAttributesForElements(in: all) ?? []
        var result = CollectionPlacement()
        result.contentSize = size
        result.items = counts.enumerated().map { s, count in
            (0..<count).map { i in
                let indexPath = IndexPath(item: i, section: s)
                if let frame = layoutAttributesForItem(at: indexPath)?.frame { return frame }
                let element = elements.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
                return element?.frame ?? .zero
            }
        }
        for element in elements where element.representedElementCategory == .supplementaryView {
            guard let kind = element.representedElementKind else { continue }
            result.supplementary[SupplementaryKey(kind: kind, indexPath: element.indexPath)] = element.frame
        }
        return result
    }
}

/// Where a layout put a collection view's elements: each section's item frames, each
/// supplementary view's frame, and the content size.
struct CollectionPlacement {
    var items: [[CGRect]] = []
    var supplementary: [SupplementaryKey: CGRect] = [:]
    var contentSize: CGSize = .zero
}

/// A supplementary view's kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath
    static func < (a: Self, b: Self) -> Bool { (a.indexPath, a.kind) < (b.indexPath, b.kind) }
}
