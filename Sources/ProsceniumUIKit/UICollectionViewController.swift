import PresentationKit

/// `UICollectionViewController`: a controller whose view is a collection view with its layout.
open class UICollectionViewController: UIViewController {
    private let layout: UICollectionViewLayout

    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    /// `collectionView`: the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// `collectionViewLayout`.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = true

    open override func loadView() {
        let made = UICollectionView(frame: .zero, collectionViewLayout: layout)
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = made
    }
}
