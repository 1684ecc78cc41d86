/// `UICollectionViewController`: a controller whose view is a collection view made with its
/// layout, which it is the data source and delegate of (Apple's reference). As with
/// `UITableViewController`, the protocols' methods are declared as the class's own, each with
/// the protocol's default answer, so a subclass writes `override func collectionView(…)`.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout

    /// `init(collectionViewLayout:)`: the collection view is made with the layout when the view loads.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }
    /// `init(nibName:bundle:)`: a flow layout (there are no nibs) [?].
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) { return nil }

    /// `collectionView`: the controller's view, as a collection view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    /// `collectionViewLayout`: the collection view's layout (the one given before it is made).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layout
    }
    /// `clearsSelectionOnViewWillAppear`: true, as UIKit's; the selection is cleared as the view appears.
    open var clearsSelectionOnViewWillAppear = true
    /// `installsStandardGestureForInteractiveMovement`: kept (nothing reorders).
    open var installsStandardGestureForInteractiveMovement = true

    /// `loadView()`: a collection view with the layout, following its superview's size, with the
    /// controller as its data source and delegate.
    open override func loadView() {
        let made = UICollectionView(frame: .zero, collectionViewLayout: layout)
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        made.dataSource = self
        made.delegate = self
        view = made
    }

    /// `viewWillAppear(_:)`: clears the selection when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView else { return }
        for item in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: item, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource, as the class's own

    /// `collectionView(_:numberOfItemsInSection:)`: none until a subclass says.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// `collectionView(_:cellForItemAt:)`: a plain cell until a subclass makes its own [?].
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
    /// `numberOfSections(in:)`: one.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: an empty view [?].
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate, as the class's own

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    // The calls a tap makes are left out of the trace unless a subclass overrides them.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
}
