/// `UITableView`: a scroll view of rows in sections. `reloadData()` asks the data source for the
/// sections and rows and the delegate for their heights, then makes a cell for each row inside the
/// table's bounds (`tableView(_:cellForRowAt:)`), lays the rows out top to bottom (the table's
/// header view, then each section's header, rows and footer, then the table's footer view) and
/// sets `contentSize`. Rows outside the bounds get no cell until the bounds take them in, as
/// UIKit makes cells only for the rows on screen; the model does not scroll, so the window is
/// `contentOffset.y` down by the table's height, and the drawing shows the cells at their
/// positions in the content [?]. `style` is kept: grouped sections get no spacing of their own
/// and inset-grouped rows span the table's width [?]. The table loads on its first layout if the
/// app has not, and again after a new data source, as UIKit loads on layout. Each cell it shows
/// is named after its row (`row 0.2`, section and row) and carries the text of its labels for
/// the drawing; a section title is a view named `header 0` (`footer 0`).
///
/// A tap on a cell selects its row and tells the delegate, through a tap recogniser the table
/// puts on each cell it shows (UIKit follows the touches itself; the model's taps reach
/// recognisers, so one stands for that [?]): `shouldHighlightRowAt`, the highlight calls,
/// `willSelectRowAt`, the deselection of the row selected before, then `didSelectRowAt`, each
/// traced. [?] UIKit sends the selection after the touch ends, from the run loop (crash
/// backtraces show it under the commit of the frame); the model sends it within the tap.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// `UITableView.RowAnimation`: kept; rows change at once (each change reloads the table).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// `UITableView.automaticDimension`: a height the table chooses (a self-sizing row's, a
    /// title's header). -1, as UIKit's constant [?].
    public static let automaticDimension: CGFloat = -1

    /// `style`.
    public let style: Style
    /// `dataSource`, held weakly as UIKit holds it; a new one reloads at the next layout.
    open weak var dataSource: UITableViewDataSource? {
        didSet { needsReload = true }
    }
    /// `delegate` is the scroll view's, of type `UIScrollViewDelegate?`: UIKit's Objective-C
    /// declaration narrows it to `UITableViewDelegate?`, which Swift cannot do when overriding a
    /// property, so `tableView.delegate = self` compiles as on iOS and the table asks the
    /// delegate as a `UITableViewDelegate` when it is one. Reading `tableView.delegate?` as a
    /// table delegate needs a cast here [?].
    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// `rowHeight`: `automaticDimension` by default, as UIKit's (Apple's reference): a row then
    /// takes its cell's fitting height (its content view's constraints, else 44 points for a
    /// standard cell's one line [?]).
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// `estimatedRowHeight`: what a self-sizing row counts for before its cell is made (44 while
    /// it is `automaticDimension` or 0 [?]).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// `sectionHeaderHeight`: `automaticDimension` by default, which is a header view's own
    /// height, 28 points for a title [?], nothing when the section has neither.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// `sectionFooterHeight`: the same, for footers.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// `estimatedSectionHeaderHeight`: kept; headers are measured when the table loads.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// `estimatedSectionFooterHeight`: kept, as the header's.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// `sectionHeaderTopPadding` (iOS 15): kept; the model adds no padding above a header.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// `separatorStyle`: kept; no separators are drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// `separatorColor`: kept, UIKit's separator colour by default.
    open var separatorColor: UIColor? = .separator
    /// `separatorInset`: kept, 16 points from the leading edge by default [?].
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// `separatorInsetReference` (iOS 11), `separatorEffect`: kept; no separators are drawn.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var separatorEffect: UIVisualEffect?
    /// `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    /// `cellLayoutMarginsFollowReadableWidth`: false, UIKit's default since iOS 12 (Apple's
    /// reference); kept, and the cells' margins do not follow a readable width either way [?].
    open var cellLayoutMarginsFollowReadableWidth = false
    /// `insetsContentViewsToSafeArea` (iOS 11): true by default (Apple's reference); kept.
    open var insetsContentViewsToSafeArea = true
    /// `fillerRowHeight` (iOS 15): kept; a plain table draws no filler rows here.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    /// `sectionIndexColor`, `sectionIndexBackgroundColor`, `sectionIndexTrackingBackgroundColor`,
    /// `sectionIndexMinimumDisplayRowCount`: kept; the section index is not drawn.
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0
    /// `prefetchDataSource`, `isPrefetchingEnabled` (iOS 10, 15): kept; nothing is prefetched.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// `dragInteractionEnabled`, `hasUncommittedUpdates` (iOS 11): no drag and drop in the model.
    open var dragInteractionEnabled = false
    open var hasUncommittedUpdates: Bool { false }
    /// `allowsFocus`, `allowsFocusDuringEditing`, `selectionFollowsFocus` (iOS 15, 14),
    /// `remembersLastFocusedIndexPath`: kept; nothing takes focus.
    open var allowsFocus = true
    open var allowsFocusDuringEditing = false
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    /// `allowsSelection`: false makes a tap on a row do nothing.
    open var allowsSelection = true
    /// `allowsMultipleSelection`: a tap adds a row to the selection, or takes a selected one out.
    open var allowsMultipleSelection = false
    /// `allowsSelectionDuringEditing`: `allowsSelection` while editing (false by default).
    open var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelectionDuringEditing`: `allowsMultipleSelection` while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// `isEditing`: kept, and it switches which selection settings apply; no editing controls are drawn.
    open var isEditing = false
    /// `setEditing(_:animated:)`: sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// `backgroundView`: behind the rows, at the table's bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }
    /// `tableHeaderView`: above the first section at its own height, as wide as the table.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            relayOutIfLoaded()
        }
    }
    /// `tableFooterView`: below the last section at its own height (an empty `UIView()` is the
    /// idiom that hides the separators after the last row; none are drawn here anyway).
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            relayOutIfLoaded()
        }
    }

    /// `init(frame:style:)`, the designated initialiser: the table loads when first laid out.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// `init(frame:)`: a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: What the table knows

    /// A section's rows and the heights of its parts, as the last reload asked for them.
    private struct Section {
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        var header: UIView?
        var footer: UIView?
        var rowHeights: [CGFloat] = []
        /// Rows whose height is their cell's, measured once the cell is made.
        var unmeasured: Set<Int> = []
        /// Where the section starts in the content (set by the layout).
        var top: CGFloat = 0
        var height: CGFloat { headerHeight + rowHeights.reduce(0, +) + footerHeight }
    }
    private var sections: [Section] = []
    private var hasLoaded = false
    private var needsReload = false
    /// The size the rows were last laid out for.
    private var laidOutSize: CGSize?
    /// The cells on screen, by row.
    private var shown: [IndexPath: UITableViewCell] = [:]
    /// The classes registered for identifiers, and the cells waiting to be reused.
    private var cells = ReuseQueue<UITableViewCell>()
    /// The same for header and footer views.
    private var headerFooters = ReuseQueue<UITableViewHeaderFooterView>()
    /// The selected rows, first selected first.
    private var selectedRows: [IndexPath] = []
    private var updateDepth = 0

    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)`: the class `dequeueReusableCell` makes cells of for
    /// that identifier (through `init(registeredClassWithReuseIdentifier:)`, which calls
    /// `init(style: .default, reuseIdentifier:)` as UIKit does); nil forgets it. A class that is
    /// not a cell is noted and not registered (UIKit asserts).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cells.register(class: cellClass, for: identifier, method: "UITableView: register(_:forCellReuseIdentifier:)")
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib: the model has no nibs, so the identifier
    /// dequeues default `UITableViewCell`s [?] (said once); nil forgets it.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cells.register(nib: nib, for: identifier, owner: "UITableView")
    }

    /// `dequeueReusableCell(withIdentifier:)`: a cell the table no longer shows with that
    /// identifier (`prepareForReuse()` called), else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cells.dequeue(identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: as `dequeueReusableCell(withIdentifier:)`, for
    /// an identifier that is registered. UIKit raises for one that is not ("unable to dequeue a
    /// cell with identifier …"); the model says so once and hands out a default cell [?].
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        Engine.running?.noteOnce(
            "UITableView: no class is registered for the identifier \"\(identifier)\"; UIKit raises here "
                + "(unable to dequeue a cell), the model hands out a default cell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: the class
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` makes views of (through
    /// `init(registeredClassWithReuseIdentifier:)`, which calls `init(reuseIdentifier:)`); nil
    /// forgets it. A class that is not one is noted and not registered.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooters.register(
            class: aClass, for: identifier, method: "UITableView: register(_:forHeaderFooterViewReuseIdentifier:)")
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: plain header-footer views [?].
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooters.register(nib: nib, for: identifier)
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a header or footer the table no longer
    /// shows with that identifier (`prepareForReuse()` called), else a new one of the registered
    /// class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooters.dequeue(identifier)
    }

    /// `headerView(forSection:)`: the section's header, when it is a header-footer view (a
    /// title's is one), nil otherwise.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].header as? UITableViewHeaderFooterView : nil
    }

    /// `footerView(forSection:)`: the section's footer, as `headerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        sections.indices.contains(section) ? sections[section].footer as? UITableViewHeaderFooterView : nil
    }

    /// `cellForRow(at:)`: the cell shown for that row, nil for a row with no cell on screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }

    /// `indexPath(for:)`: the row a cell on screen shows, nil for any other cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        shown.first { $0.value === cell }?.key
    }

    /// `indexPathForRow(at:)`: the row whose rectangle holds the point (in the table's coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for s in sections.indices {
            for r in sections[s].rowHeights.indices where rectForRow(at: IndexPath(row: r, section: s)).contains(point)
            {
                return IndexPath(row: r, section: s)
            }
        }
        return nil
    }

    /// `visibleCells`: the cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { shown.sorted { $0.key < $1.key }.map(\.value) }

    /// `indexPathsForVisibleRows`: their rows, top to bottom; nil when none is on screen (Apple's reference).
    open var indexPathsForVisibleRows: [IndexPath]? {
        shown.isEmpty ? nil : shown.keys.sorted()
    }

    // MARK: Sections and rows

    /// `numberOfSections`: as the data source last said.
    open var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    /// `numberOfRows(inSection:)`: as the data source last said (0 for a section that is not there).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rowHeights.count : 0
    }

    /// `rect(forSection:)`: the section's header, rows and footer, in the content.
    open func rect(forSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.height)
    }

    /// `rectForRow(at:)`: the row's rectangle in the content (zero for a row that is not there).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard sections.indices.contains(indexPath.section) else { return .zero }
        let s = sections[indexPath.section]
        guard s.rowHeights.indices.contains(indexPath.row) else { return .zero }
        let y = s.top + s.headerHeight + s.rowHeights[..<indexPath.row].reduce(0, +)
        return CGRect(x: 0, y: y, width: bounds.width, height: s.rowHeights[indexPath.row])
    }

    /// `rectForHeader(inSection:)`: the section's header in the content.
    open func rectForHeader(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.headerHeight)
    }
    /// `rectForFooter(inSection:)`: the section's footer in the content.
    open func rectForFooter(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top + s.height - s.footerHeight, width: bounds.width, height: s.footerHeight)
    }

    // MARK: Loading

    /// `reloadData()`: forgets the rows, the cells on screen (back in their queues, the delegate
    /// told `didEndDisplaying`) and the selection (UIKit's reload clears it [O]), asks again and
    /// lays the rows out. [?] UIKit asks for the cells at its next layout; the model asks now, so
    /// `cellForRow(at:)` answers right after.
    open func reloadData() {
        hasLoaded = true
        needsReload = false
        selectedRows = []
        for (indexPath, cell) in shown { retire(cell, at: indexPath) }
        shown = [:]
        for section in sections {
            for case let view? in [section.header, section.footer] where view.superview === self {
                view.removeFromSuperview()
                if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                    headerFooters.enqueue(reusable, for: identifier)
                }
            }
        }
        sections = measuredSections()
        layOutRows()
    }

    /// The table loads on its first layout (and after a new data source), as UIKit does; a change
    /// of size lays the rows out again, making cells for rows it brings into the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        if !hasLoaded || needsReload {
            reloadData()
        } else if laidOutSize != bounds.size {
            layOutRows()
        }
    }

    /// `beginUpdates()`: the changes until `endUpdates()` reload the table once, at the end.
    open func beginUpdates() { updateDepth += 1 }
    /// `endUpdates()`: reloads the table when the outermost update ends (nothing animates [?]).
    open func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { reloadData() }
    }

    /// `performBatchUpdates(_:completion:)`: runs the updates, reloads, then calls the completion
    /// with true (nothing animates).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// `insertRows(at:with:)`: the data source has already changed, so the table reloads (at
    /// once, or at `endUpdates()` inside an update); no row animates [?].
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadUnlessUpdating() }
    /// `deleteRows(at:with:)`: reloads, as `insertRows(at:with:)` does.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadUnlessUpdating() }
    /// `reloadRows(at:with:)`: reloads the table, as `insertRows(at:with:)` does.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadUnlessUpdating() }
    /// `moveRow(at:to:)`: reloads, as `insertRows(at:with:)` does.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadUnlessUpdating() }

    private func reloadUnlessUpdating() {
        if updateDepth == 0 { reloadData() }
    }

    /// Loads once when asked about rows before any layout, as UIKit's table does.
    private func loadIfNeeded() {
        if !hasLoaded { reloadData() }
    }

    private func relayOutIfLoaded() {
        if hasLoaded { layOutRows() }
    }

    /// Asks the data source and the delegate for the sections, their rows and heights.
    private func measuredSections() -> [Section] {
        guard let dataSource else { return [] }
        let delegate = tableDelegate
        return (0..<max(0, dataSource.numberOfSections(in: self))).map { s in
            var section = Section()
            section.header = delegate?.tableView(self, viewForHeaderInSection: s)
            section.footer = delegate?.tableView(self, viewForFooterInSection: s)
            if section.header == nil, let title = dataSource.tableView(self, titleForHeaderInSection: s) {
                section.header = titleView(title)
            }
            if section.footer == nil, let title = dataSource.tableView(self, titleForFooterInSection: s) {
                section.footer = titleView(title)
            }
            Self.name(section.header, "header", s)
            Self.name(section.footer, "footer", s)
            section.headerHeight = Self.height(
                delegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight, of: section.header)
            section.footerHeight = Self.height(
                delegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight, of: section.footer)
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
            section.rowHeights = (0..<rows).map { r in
                let indexPath = IndexPath(row: r, section: s)
                let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height >= 0 { return height }
                section.unmeasured.insert(r)
                let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
                return estimate > 0 ? estimate : 44
            }
            return section
        }
    }

    /// A header or footer's height: what the delegate or the table says, or for
    /// `automaticDimension` the view's own height (28 points for a title's [?]), 0 with none.
    private static func height(_ asked: CGFloat, of view: UIView?) -> CGFloat {
        if asked >= 0 { return asked }
        guard let view else { return 0 }
        return view.bounds.height > 0 ? view.bounds.height : 28
    }

    /// Names a section's header or footer for its section (`header 0`), unless it has a name of
    /// its own (a reused one takes its new section's).
    private static func name(_ view: UIView?, _ kind: String, _ section: Int) {
        guard let view, view.name == nil || view.name?.hasPrefix(kind + " ") == true else { return }
        view.name = "\(kind) \(section)"
    }

    /// The view the table makes for a section's title: a header-footer view whose label says it.
    private func titleView(_ title: String) -> UIView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    // MARK: Laying the rows out

    /// Places the table's header, each section (header, rows, footer) and the table's footer top
    /// to bottom; makes a cell for each row inside the bounds that has none (measuring a
    /// self-sizing one), lets go of the cells of rows now outside, and sets `contentSize`.
    private func layOutRows() {
        let width = bounds.width
        let visibleTop = contentOffset.y
        let visibleBottom = contentOffset.y + bounds.height
        func isVisible(_ y: CGFloat, _ height: CGFloat) -> Bool {
            width > 0 && height > 0 && y < visibleBottom && y + height > visibleTop
        }
        var y: CGFloat = 0
        if let header = tableHeaderView {
            place(header, CGRect(x: 0, y: 0, width: width, height: header.bounds.height))
            y = header.bounds.height
        }
        var onScreen: [IndexPath: UITableViewCell] = [:]
        var appeared: [(IndexPath, UITableViewCell)] = []
        for s in sections.indices {
            sections[s].top = y
            if let header = sections[s].header {
                place(header, CGRect(x: 0, y: y, width: width, height: sections[s].headerHeight))
            }
            y += sections[s].headerHeight
            for r in sections[s].rowHeights.indices {
                let indexPath = IndexPath(row: r, section: s)
                var height = sections[s].rowHeights[r]
                if isVisible(y, height) || (sections[s].unmeasured.contains(r) && isVisible(y, 1)) {
                    let existing = shown[indexPath]
                    let cell = existing ?? makeCell(at: indexPath)
                    if sections[s].unmeasured.contains(r) {
                        height = fittingHeight(of: cell, width: width)
                        sections[s].rowHeights[r] = height
                        sections[s].unmeasured.remove(r)
                    }
                    let frame = CGRect(x: 0, y: y, width: width, height: height)
                    if existing == nil {
                        UIView.performWithoutAnimation { cell.frame = frame }
                        appeared.append((indexPath, cell))
                    } else {
                        cell.frame = frame
                    }
                    onScreen[indexPath] = cell
                }
                y += height
            }
            if let footer = sections[s].footer {
                place(footer, CGRect(x: 0, y: y, width: width, height: sections[s].footerHeight))
            }
            y += sections[s].footerHeight
        }
        if let footer = tableFooterView {
            place(footer, CGRect(x: 0, y: y, width: width, height: footer.bounds.height))
            y += footer.bounds.height
        }
        for (indexPath, cell) in shown where onScreen[indexPath] !== cell { retire(cell, at: indexPath) }
        shown = onScreen
        for (indexPath, cell) in appeared { show(cell, at: indexPath) }
        for (indexPath, cell) in shown { label(cell, at: indexPath) }
        laidOutSize = bounds.size
        let size = CGSize(width: width, height: y)
        if contentSize != size { contentSize = size }
    }

    /// Asks the data source for a row's cell.
    private func makeCell(at indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// A self-sizing cell's height at this width: what its content view's constraints need, else
    /// the standard cell's (`standardFittingHeight`).
    private func fittingHeight(of cell: UITableViewCell, width: CGFloat) -> CGFloat {
        UIView.performWithoutAnimation {
            cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.bounds.height)
            cell.layoutIfNeeded()
        }
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        return fitted > 0 ? fitted : cell.standardFittingHeight
    }

    /// Puts a header or footer in the table at `frame`, above the cells; a section's draws its
    /// labels' text (a text view keeps its own).
    private func place(_ view: UIView, _ frame: CGRect) {
        if view.superview !== self {
            UIView.performWithoutAnimation { view.frame = frame }
            addSubview(view)
        } else {
            view.frame = frame
        }
        if view !== tableHeaderView, view !== tableFooterView, !(view is TextView), !(view is UITextView) {
            UIView.performWithoutAnimation { view.layoutIfNeeded() }
            let texts = labelTexts(in: view)
            view.text = texts.isEmpty ? nil : texts.joined(separator: "\n")
        }
    }

    /// A new cell on screen: in the table under the headers and footers, laid out, selected as its
    /// row is, with the table's tap recogniser; the delegate is told `willDisplay`.
    private func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if cell.superview !== self {
            let firstHeader = subviews.firstIndex { view in
                view === tableHeaderView || view === tableFooterView
                    || sections.contains { $0.header === view || $0.footer === view }
            }
            insertSubview(cell, at: firstHeader ?? subviews.count)
        }
        if cell.selectionTap == nil {
            let tap = UITapGestureRecognizer(
                targetRole: .target, targetType: traceTypeName(of: self), actionCall: "selectTappedRow(_:)",
                target: self
            ) { table, recognizer in
                guard let table = table as? UITableView, let cell = recognizer.view as? UITableViewCell else { return }
                table.selectTappedRow(cell)
            }
            cell.addGestureRecognizer(tap)
            cell.selectionTap = tap
        }
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        UIView.performWithoutAnimation { cell.layoutIfNeeded() }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Names a cell on screen after its row (unless it has a name of its own) and gives the
    /// drawing its text.
    private func label(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if cell.name == nil || cell.name?.hasPrefix("row ") == true {
            cell.name = "row \(indexPath.section).\(indexPath.row)"
        }
        cell.text = cell.rowLabel
    }

    /// A cell off screen: out of the table, into its identifier's queue; the delegate is told.
    private func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cells.enqueue(cell, for: identifier) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: Selection

    /// `indexPathForSelectedRow`: the first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// `indexPathsForSelectedRows`: the selected rows, nil when none is (Apple's reference).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// `selectRow(at:animated:scrollPosition:)`: selects the row (only it, unless the table
    /// allows several) without telling the delegate, as UIKit does not; nil clears the
    /// selection. Nothing scrolls.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setSelected(false, at: row) }
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setSelected(false, at: row) }
        }
        setSelected(true, at: indexPath)
    }

    /// `deselectRow(at:animated:)`: deselects the row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    /// `scrollToRow(at:at:animated:)`: kept; the model does not scroll.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        if let cell = shown[indexPath], cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    }

    /// A tap on a cell on screen: the selection UIKit makes from a touch, each delegate call traced.
    func selectTappedRow(_ cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell), isEditing ? allowsSelectionDuringEditing : allowsSelection
        else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let highlights = ask("shouldHighlightRowAt", indexPath, result: { .bool($0) }) {
            $0.tableView(self, shouldHighlightRowAt: indexPath)
        }
        guard highlights ?? true else { return }
        cell.setHighlighted(true, animated: false)
        tell("didHighlightRowAt", indexPath) { $0.tableView(self, didHighlightRowAt: indexPath) }
        cell.setHighlighted(false, animated: false)
        tell("didUnhighlightRowAt", indexPath) { $0.tableView(self, didUnhighlightRowAt: indexPath) }
        if multiple, selectedRows.contains(indexPath) {
            deselectTapped(indexPath)
            return
        }
        // A delegate that does not answer selects the row; one that answers nil selects nothing.
        let answer = ask("willSelectRowAt", indexPath, result: Self.traced) {
            $0.tableView(self, willSelectRowAt: indexPath)
        }
        guard let target = answer ?? indexPath else { return }
        if !multiple {
            for row in selectedRows where row != target { deselectTapped(row) }
        }
        setSelected(true, at: target)
        tell("didSelectRowAt", target) { $0.tableView(self, didSelectRowAt: target) }
    }

    /// Deselects a row as a tap does: `willDeselectRowAt` may keep it, `didDeselectRowAt` follows.
    private func deselectTapped(_ indexPath: IndexPath) {
        let answer = ask("willDeselectRowAt", indexPath, result: Self.traced) {
            $0.tableView(self, willDeselectRowAt: indexPath)
        }
        guard let target = answer ?? indexPath else { return }
        setSelected(false, at: target)
        tell("didDeselectRowAt", target) { $0.tableView(self, didDeselectRowAt: target) }
    }

    /// A delegate call UIKit makes only when the delegate implements it, traced as UIKit making it
    /// (`tableView(_:didSelectRowAt:)` to the app's delegate): nil without a delegate, or when
    /// the delegate leaves it to its default (`Engine.callOptional`).
    private func ask<R>(
        _ label: String, _ indexPath: IndexPath, result: ((R) -> TraceValue?)? = nil,
        _ call: (UITableViewDelegate) -> R
    ) -> R? {
        guard let delegate = tableDelegate else { return nil }
        guard let engine = Engine.running else { return call(delegate) }
        let args: [TraceArgument] = [
            .init(label: "_", name: "tableView", value: .object(name ?? traceTypeName(of: self))),
            .init(label: label, name: "indexPath", value: Self.traced(indexPath)),
        ]
        return engine.callOptional(
            .app, traceTypeName(of: delegate), call: "tableView(_:\(label):)", args, result: result
        ) { call(delegate) }
    }

    private func tell(_ label: String, _ indexPath: IndexPath, _ call: (UITableViewDelegate) -> Void) {
        _ = ask(label, indexPath, call)
    }

    /// An index path as the trace writes it, `[section, row]` as Foundation prints one.
    private static func traced(_ indexPath: IndexPath?) -> TraceValue {
        guard let indexPath else { return .none }
        return .string("[\(indexPath.section), \(indexPath.row)]")
    }
}
