/// `UITableViewController`: a controller whose view is a table it is the data source and delegate
/// of, as menus in popovers and settings sheets are written. UIKit's Swift interface shows the
/// protocols' methods as the class's own (the importer mirrors an Objective-C class's adopted
/// protocols into it), so a subclass writes `override func tableView(_:numberOfRowsInSection:)`
/// and the rest: each is declared here, with the protocol's default answer, for that `override`
/// to compile. A subclass's override that calls `super` on a selection call leaves the call out
/// of the trace, as a method it did not implement [?].
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// `init(style:)`: the table is made in that style when the view loads.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a plain table (there are no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `tableView`: the controller's view, as a table.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// `clearsSelectionOnViewWillAppear`: true, as UIKit's; the selection is cleared as the view appears.
    open var clearsSelectionOnViewWillAppear = true

    /// `loadView()`: a table of the controller's style, following its superview's size, with the
    /// controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// `viewWillAppear(_:)`: clears the selection when `clearsSelectionOnViewWillAppear` says so.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
        for row in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: row, animated: animated) }
    }

    // MARK: UITableViewDataSource, as the class's own

    /// `tableView(_:numberOfRowsInSection:)`: none until a subclass says.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// `tableView(_:cellForRowAt:)`: a default cell until a subclass makes its own [?] (UIKit's
    /// asserts when it has no cell to give).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// `numberOfSections(in:)`: one.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// `tableView(_:titleForHeaderInSection:)`: none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// `tableView(_:titleForFooterInSection:)`: none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `tableView(_:canEditRowAt:)`: yes, as the protocol assumes; kept.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// `tableView(_:canMoveRowAt:)`: no; kept.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// `sectionIndexTitles(for:)`: none; kept.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `tableView(_:commit:forRowAt:)`: kept; the model never swipes to delete.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// `tableView(_:moveRowAt:to:)`: kept; the model never reorders.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
    }

    // MARK: UITableViewDelegate, as the class's own

    /// `tableView(_:willDisplay:forRowAt:)`: nothing to do.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// `tableView(_:didEndDisplaying:forRowAt:)`: nothing to do.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// `tableView(_:heightForRowAt:)`: the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// `tableView(_:estimatedHeightForRowAt:)`: the table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// `tableView(_:heightForHeaderInSection:)`: the table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// `tableView(_:heightForFooterInSection:)`: the table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// `tableView(_:viewForHeaderInSection:)`: none (a title, if any, is drawn).
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// `tableView(_:viewForFooterInSection:)`: none.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    // The calls a tap makes say they are not implemented, so the trace leaves them out unless a
    // subclass overrides them (as UIKit makes them only to a delegate that implements them).

    /// `tableView(_:shouldHighlightRowAt:)`: yes.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    /// `tableView(_:didHighlightRowAt:)`: nothing to do.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { Engine.notImplemented() }
    /// `tableView(_:didUnhighlightRowAt:)`: nothing to do.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    /// `tableView(_:willSelectRowAt:)`: the row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        Engine.notImplemented()
        return indexPath
    }
    /// `tableView(_:willDeselectRowAt:)`: the row itself.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        Engine.notImplemented()
        return indexPath
    }
    /// `tableView(_:didSelectRowAt:)`: nothing to do.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { Engine.notImplemented() }
    /// `tableView(_:didDeselectRowAt:)`: nothing to do.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { Engine.notImplemented() }
    /// `tableView(_:accessoryButtonTappedForRowWith:)`: kept; the model's accessory takes no taps.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate, as the class's own (the model scrolls only when code moves the offset)

    /// `scrollViewDidScroll(_:)`: nothing to do.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// `scrollViewDidZoom(_:)`: kept; nothing zooms.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// `scrollViewWillBeginDragging(_:)`: kept; nothing drags.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: kept.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// `scrollViewDidEndDragging(_:willDecelerate:)`: kept.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// `scrollViewWillBeginDecelerating(_:)`: kept.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndDecelerating(_:)`: kept.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// `scrollViewDidEndScrollingAnimation(_:)`: kept.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `viewForZooming(in:)`: none, so nothing zooms.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// `scrollViewWillBeginZooming(_:with:)`: kept.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// `scrollViewDidEndZooming(_:with:atScale:)`: kept.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// `scrollViewShouldScrollToTop(_:)`: yes.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// `scrollViewDidScrollToTop(_:)`: kept.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// `scrollViewDidChangeAdjustedContentInset(_:)`: kept.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
