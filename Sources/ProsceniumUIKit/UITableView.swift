import PresentationKit

/// `UITableView`: a scroll view of rows. The model has no cells, so a table is a scroll view whose
/// content size the app sets (or leaves at zero); `reloadData()` says so once in a note line. It is
/// here so sheet code that measures a table (`contentSize`) or names one compiles and runs.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// `style`.
    public let style: Style
    /// `rowHeight`, `estimatedRowHeight`, `separatorStyle`: kept, nothing is drawn from them.
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 0
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// `reloadData()`: the model has no cells to load.
    /// `scrollToRow(at:at:animated:)`, `selectRow(at:animated:scrollPosition:)`,
    /// `deselectRow(at:animated:)`: rows are not modelled, so nothing moves; the selection is kept.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }
    /// `indexPathForSelectedRow`.
    open private(set) var indexPathForSelectedRow: IndexPath?

    open func reloadData() {
        Engine.running?.noteOnce("UITableView: rows and cells are not modelled; its content size is what the app sets")
    }
}
