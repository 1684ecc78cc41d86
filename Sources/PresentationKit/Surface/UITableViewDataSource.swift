/// `UITableViewDataSource`: what a table shows. The two row requirements are required, as in
/// UIKit; the others are optional there, so each has UIKit's answer for a data source that does
/// not implement it as its default here.
public protocol UITableViewDataSource: NSObjectProtocol {
    /// `tableView(_:numberOfRowsInSection:)`: asked for each section at each reload.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// `tableView(_:cellForRowAt:)`: asked for each row the table shows.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// `numberOfSections(in:)`: one by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// `tableView(_:titleForHeaderInSection:)`: nil by default; a title is drawn as the section's header.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// `tableView(_:titleForFooterInSection:)`: nil by default; a title is drawn as the section's footer.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// `tableView(_:canEditRowAt:)`: yes by default ("all rows are assumed to be editable"); kept.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:canMoveRowAt:)`: no by default; kept (the model's table does not edit).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// `sectionIndexTitles(for:)`: nil by default; kept, no index is drawn.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// `tableView(_:commit:forRowAt:)`: kept for code that implements it; the model never swipes to delete.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// `tableView(_:moveRowAt:to:)`: kept; the model never reorders.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// `UITableViewDelegate`: how a table lays out and answers selection, a scroll view's delegate
/// too. Every requirement is optional in UIKit; each default here is what UIKit does for a
/// delegate that does not implement it (a height is the table's own property). The table asks
/// through `delegate` cast to this protocol: its `delegate` is the scroll view's (see `UITableView`).
public protocol UITableViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    /// `tableView(_:willDisplay:forRowAt:)`: told as a cell is put on screen.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:didEndDisplaying:forRowAt:)`: told as a cell leaves the screen (a reload, a resize).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:heightForRowAt:)`: the table's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:estimatedHeightForRowAt:)`: the table's `estimatedRowHeight` by default; a
    /// self-sizing row takes it until its cell is made.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:heightForHeaderInSection:)`: the table's `sectionHeaderHeight` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// `tableView(_:heightForFooterInSection:)`: the table's `sectionFooterHeight` by default.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `tableView(_:viewForHeaderInSection:)`: nil by default (a title, if any, is drawn instead).
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// `tableView(_:viewForFooterInSection:)`: nil by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// `tableView(_:shouldHighlightRowAt:)`: yes by default; no makes a tap on the row do nothing.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// `tableView(_:didHighlightRowAt:)`: told as a tapped row lights up.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// `tableView(_:didUnhighlightRowAt:)`: told as it goes out again, before the selection.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `tableView(_:willSelectRowAt:)`: the row itself by default; another index path selects
    /// that row instead, nil selects nothing.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:willDeselectRowAt:)`: the row itself by default; nil keeps it selected.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:didSelectRowAt:)`: told after a tap selects a row (not after `selectRow(at:…)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// `tableView(_:didDeselectRowAt:)`: told after a tap deselects a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// `tableView(_:accessoryButtonTappedForRowWith:)`: kept; the model's accessory takes no taps.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    // The calls a tap makes: UIKit makes them only to a delegate that implements them, so each
    // default says it is not implemented (`Engine.notImplemented()`) and the trace leaves it out.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        Engine.notImplemented()
        return indexPath
    }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        Engine.notImplemented()
        return indexPath
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        Engine.notImplemented()
    }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// `UITableViewDataSourcePrefetching` (iOS 10): told which rows will be needed soon. The model
/// never prefetches, so it is kept and never told [?].
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
