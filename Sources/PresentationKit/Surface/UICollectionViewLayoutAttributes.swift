/// `UICollectionViewLayoutAttributes`: where a layout puts one element (a cell or a
/// supplementary view) of a collection view.
open class UICollectionViewLayoutAttributes: NSObject {
    /// `UICollectionView.ElementCategory`, as `representedElementCategory` says it.
    public typealias ElementCategory = UICollectionView.ElementCategory

    /// `indexPath`.
    open var indexPath: IndexPath
    /// `representedElementCategory`: a cell or a supplementary view.
    open private(set) var representedElementCategory: ElementCategory
    /// `representedElementKind`: a supplementary view's kind, nil for a cell.
    open private(set) var representedElementKind: String?
    /// `frame`.
    open var frame: CGRect = .zero
    /// `size`: the frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// `center`: the frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// `bounds`: the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// `alpha`, `zIndex`, `isHidden`, `transform`: kept.
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var transform: CGAffineTransform = .identity

    /// `init(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        super.init()
    }
    /// `init(forDecorationViewOfKind:with:)`.
    public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        super.init()
    }
    /// `init(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}
