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

    /// `init()`: a cell's attributes with a zero frame. Designated, as Swift imports NSObject's
    /// `init` into a class that declares no initialiser of its own (UICollectionViewLayout.h makes
    /// attributes through class methods only), so a subclass of the app's writes `override init()`.
    /// UIKit's index path is then empty; this module's `IndexPath` always has a section and an
    /// item, so it is item 0 of section 0 until the layout sets one [?].
    public override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        super.init()
    }
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
