/// `UICollectionViewDataSource`: what a collection view shows. The item count and the cell are
/// required, as in UIKit; the others are optional there, so each has UIKit's answer for a data
/// source that does not implement it as its default here.
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// `collectionView(_:numberOfItemsInSection:)`: asked for each section at each reload.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// `collectionView(_:cellForItemAt:)`: asked for each item the collection view shows.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// `numberOfSections(in:)`: one by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: asked for each header or footer
    /// the layout places. UIKit requires an answer then; the default here is an empty view [?].
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// `collectionView(_:canMoveItemAt:)`: no by default; kept.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:moveItemAt:to:)`: kept; the model never reorders.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        Engine.running?.noteOnce(
            "UICollectionView: the layout places a \(kind) view and the data source makes none; UIKit raises here, "
                + "the model shows an empty view")
        return UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// `UICollectionViewDelegate`: how a collection view answers selection, a scroll view's delegate
/// too. Every requirement is optional in UIKit; each default here is what UIKit does for a
/// delegate that does not implement it. The collection view asks through `delegate` cast to
/// this protocol (see `UICollectionView`).
public protocol UICollectionViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    /// `collectionView(_:willDisplay:forItemAt:)`: told as a cell is put on screen.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `collectionView(_:didEndDisplaying:forItemAt:)`: told as a cell leaves the screen.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldHighlightItemAt:)`: yes by default; no makes a tap on the item do nothing.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:didHighlightItemAt:)`: told as a tapped item lights up.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)`: told as it goes out again, before the selection.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)`: yes by default; no leaves the item unselected.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:shouldDeselectItemAt:)`: yes by default; no keeps it selected.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// `collectionView(_:didSelectItemAt:)`: told after a tap selects an item (not after `selectItem(at:…)`).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// `collectionView(_:didDeselectItemAt:)`: told after a tap deselects an item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16): kept; the model
    /// never long-presses, so it is not asked.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13–15): kept, not asked.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`: told as a header,
    /// footer or other supplementary view is put on screen.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    // The calls a tap makes: UIKit makes them only to a delegate that implements them, so each
    // default says it is not implemented (`Engine.notImplemented()`) and the trace leaves it out.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
}

/// `UICollectionViewDataSourcePrefetching`: told which items are coming so their data can be
/// loaded early. Kept: the model does not scroll, so nothing is prefetched and it is not told [?].
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// `collectionView(_:prefetchItemsAt:)`: required, as in UIKit.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// `collectionView(_:cancelPrefetchingForItemsAt:)`: optional; nothing by default.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

/// `UICollectionViewDelegateFlowLayout`: a flow layout's sizes and spacings per item and
/// section. Each default is the layout's property, as Apple's reference says a flow layout
/// uses its property when the delegate does not implement the method.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout {
        layout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let layout = flow(collectionViewLayout)
        let estimate = layout.estimatedItemSize
        return estimate != .zero && estimate != UICollectionViewFlowLayout.automaticSize ? estimate : layout.itemSize
    }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { flow(collectionViewLayout).sectionInset }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumLineSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { flow(collectionViewLayout).minimumInteritemSpacing }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).headerReferenceSize }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { flow(collectionViewLayout).footerReferenceSize }
}
