import PresentationKit

/// `UICollectionViewLayout`: what sizes a collection view's content. The model lays out no items:
/// `collectionViewContentSize` is zero unless a subclass says otherwise.
open class UICollectionViewLayout {
    public init() {}
    /// `collectionViewContentSize`.
    open var collectionViewContentSize: CGSize { .zero }
    /// `invalidateLayout()`: nothing is laid out, so nothing to invalidate.
    open func invalidateLayout() {}
}

/// `UICollectionViewFlowLayout`: its settings kept; the model lays out no items, so its content
/// size is zero.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    public override init() { super.init() }
}

/// `UICollectionView`: a scroll view whose content its layout sizes. No items are modelled
/// (`reloadData()` says so once).
open class UICollectionView: UIScrollView {
    /// `collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A proxy for `appearance()` (UIView.swift's `init(appearanceProxy:)`): a flow layout's.
    public required convenience init(appearanceProxy: Void) {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// `reloadData()`: the model has no items to load.
    open func reloadData() {
        Engine.running?.noteOnce("UICollectionView: items and cells are not modelled; its content size is its layout's")
    }
}
