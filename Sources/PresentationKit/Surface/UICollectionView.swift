/// `UICollectionView`: a scroll view of items in sections, placed by its layout. `reloadData()`
/// asks the data source for the sections and items, runs the layout's cycle (see
/// `UICollectionViewLayout`), then makes a cell for each item whose frame meets the bounds
/// (`collectionView(_:cellForItemAt:)`) and a view for each supplementary element there, and
/// sets `contentSize` to the layout's. Items outside the bounds get no cell, as UIKit makes
/// cells only for what is on screen; the model does not scroll, so the window is the bounds at
/// `contentOffset` [?]. It loads on its first layout if the app has not, and again after a new
/// data source or layout, as UIKit loads on layout. Each cell it shows is named after its item
/// (`item 0.2`, section and item) and carries the text of its labels for the drawing; a section
/// header is named `header 0` (`footer 0`, another kind `kind 0.0`).
///
/// A tap on a cell selects its item and tells the delegate, through a tap recogniser on each
/// cell shown, as `UITableView` does [?]: `shouldHighlightItemAt`, the highlight calls,
/// `shouldSelectItemAt`, the deselection of the item selected before, then `didSelectItemAt`,
/// each traced. [?] UIKit sends them as the touch ends; the model sends them within the tap.
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
        /// `none`: no options, the empty set, for code that spells UIKit's zero value by name [?].
        public static let none: ScrollPosition = []
    }

    /// `UICollectionView.elementKindSectionHeader`, `elementKindSectionFooter`: the flow and list
    /// layouts' kinds ("UICollectionElementKindSectionHeader", as UIKit's constant spells it).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `collectionViewLayout`: a new one lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            relayOutIfLoaded()
        }
    }
    /// `setCollectionViewLayout(_:animated:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }
    /// `dataSource`, held weakly as UIKit holds it; a new one reloads at the next layout.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { needsReload = true }
    }
    /// `delegate` is the scroll view's, as `UITableView`'s is: the collection view asks it as a
    /// `UICollectionViewDelegate` (and a flow layout as a `UICollectionViewDelegateFlowLayout`)
    /// when it is one [?].
    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// `prefetchDataSource`, `isPrefetchingEnabled`: kept (nothing is prefetched).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled = true
    /// `allowsSelection`: false makes a tap on an item do nothing.
    open var allowsSelection = true
    /// `allowsMultipleSelection`: a tap adds an item to the selection, or takes a selected one out.
    open var allowsMultipleSelection = false
    /// `allowsMultipleSelectionDuringEditing` (iOS 14): kept.
    open var allowsMultipleSelectionDuringEditing = false
    /// `dragInteractionEnabled`, `remembersLastFocusedIndexPath`: kept.
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false
    /// `selectionFollowsFocus`, `allowsFocus`: kept.
    open var selectionFollowsFocus = false
    /// `isEditing` (iOS 14): kept.
    open var isEditing = false
    /// `backgroundView`: behind the items, at the collection view's bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// `init(frame:collectionViewLayout:)`, the designated initialiser.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// `init(frame:)`, and `init()` through it: UIView's, imported as convenience initialisers here
    /// (UICollectionView.h marks `initWithFrame:collectionViewLayout:` and `initWithCoder:`
    /// designated), so both compile as on iOS; there, the collection view has no layout and UIKit
    /// raises "UICollectionView must be initialized with a non-nil layout parameter" (its text, as
    /// published crash reports quote it), and so does this.
    public override convenience init(frame: CGRect) {
        NSException(
            name: .invalidArgumentException,
            reason: "UICollectionView must be initialized with a non-nil layout parameter"
        ).raise()
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A proxy for `appearance()` (UIView.swift's `init(appearanceProxy:)`): a flow layout's.
    public required convenience init(appearanceProxy: Void) {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    // MARK: What the collection view knows

    /// Each section's item count, as the last reload asked for them.
    private(set) var itemCounts: [Int] = []
    private var placement = CollectionPlacement()
    private var hasLoaded = false
    private var needsReload = false
    private var laidOutSize: CGSize?
    /// The cells on screen, by item.
    private var shown: [IndexPath: UICollectionViewCell] = [:]
    /// The supplementary views on screen.
    private var shownSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    private var cells = ReuseQueue<UICollectionViewCell>()
    private var supplementaryQueues: [String: ReuseQueue<UICollectionReusableView>] = [:]
    private var selectedItems: [IndexPath] = []
    private var updateDepth = 0

    // MARK: Registering and dequeuing

    /// `register(_:forCellWithReuseIdentifier:)`: the class `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes cells of (with `init(frame:)`); nil forgets it. A class that is not a cell is noted
    /// and not registered (UIKit asserts).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cells.register(
            class: cellClass, for: identifier, method: "UICollectionView: register(_:forCellWithReuseIdentifier:)")
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib: the model has no nibs, so the
    /// identifier dequeues plain `UICollectionViewCell`s [?] (said once).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cells.register(nib: nib, for: identifier, owner: "UICollectionView")
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: the class header and footer
    /// views of that kind are made of; nil forgets it.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryQueues[elementKind, default: ReuseQueue()].register(
            class: viewClass, for: identifier,
            method: "UICollectionView: register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: plain reusable views [?].
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryQueues[kind, default: ReuseQueue()].register(nib: nib, for: identifier)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a cell the collection view no longer shows
    /// with that identifier (`prepareForReuse()` called), else a new one of the registered class.
    /// UIKit raises for an identifier that is not registered; the model says so once and hands
    /// out a plain cell [?].
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = cells.dequeue(identifier) { return cell }
        Engine.running?.noteOnce(
            "UICollectionView: no class is registered for the identifier \"\(identifier)\"; UIKit raises here "
                + "(could not dequeue a view), the model hands out a plain cell")
        return UICollectionViewCell(registeredClassWithReuseIdentifier: identifier)
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: as for cells, per kind.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryQueues[elementKind]?.dequeue(identifier) { return view }
        Engine.running?.noteOnce(
            "UICollectionView: no class is registered for the \(elementKind) identifier \"\(identifier)\"; UIKit "
                + "raises here, the model hands out a plain view")
        return UICollectionReusableView(registeredClassWithReuseIdentifier: identifier)
    }

    // MARK: Cells and items

    /// `numberOfSections`: as the data source last said.
    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }
    /// `numberOfItems(inSection:)`: as the data source last said (0 for a section that is not there).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
    /// `cellForItem(at:)`: the cell shown for that item, nil for one with no cell on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }
    /// `indexPath(for:)`: the item a cell on screen shows, nil for any other cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        shown.first { $0.value === cell }?.key
    }
    /// `indexPathForItem(at:)`: the item whose frame holds the point (in the content).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for (s, frames) in placement.items.enumerated() {
            if let i = frames.firstIndex(where: { $0.contains(point) }) { return IndexPath(item: i, section: s) }
        }
        return nil
    }
    /// `visibleCells`: the cells on screen, in item order.
    open var visibleCells: [UICollectionViewCell] { shown.sorted { $0.key < $1.key }.map(\.value) }
    /// `indexPathsForVisibleItems`: their items, in order.
    open var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted() }
    /// `supplementaryView(forElementKind:at:)`: the view shown for that element, if on screen.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        shownSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
    /// `visibleSupplementaryViews(ofKind:)`: the views of that kind on screen, in order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        shownSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }
    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`: their index paths, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        shownSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`: the layout's frame for the view.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let frame = placement.supplementary[SupplementaryKey(kind: kind, indexPath: indexPath)] else {
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        return attributes
    }
    /// `layoutAttributesForItem(at:)`: the layout's frame for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placement.items.indices.contains(indexPath.section),
            placement.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = placement.items[indexPath.section][indexPath.item]
        return attributes
    }

    // MARK: Loading

    /// `reloadData()`: forgets the cells on screen (back in their queues, the delegate told
    /// `didEndDisplaying`) and the selection, asks the data source again and lays the items out.
    /// [?] UIKit asks for the cells at its next layout; the model asks now, so
    /// `cellForItem(at:)` answers right after.
    open func reloadData() {
        hasLoaded = true
        needsReload = false
        selectedItems = []
        for (indexPath, cell) in shown { retire(cell, at: indexPath) }
        shown = [:]
        for (key, view) in shownSupplementary { retire(view, key) }
        shownSupplementary = [:]
        if let dataSource {
            itemCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
            }
        } else {
            itemCounts = []
        }
        layOutItems()
    }

    /// The collection view loads on its first layout (and after a new data source), as UIKit
    /// does; a change of size lays the items out again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        if !hasLoaded || needsReload {
            reloadData()
        } else if laidOutSize != bounds.size || collectionViewLayout.placement == nil {
            layOutItems()
        }
    }

    /// `performBatchUpdates(_:completion:)`: runs the updates, reloads once, then calls the
    /// completion with true (nothing animates [?]).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { reloadData() }
        completion?(true)
    }
    /// `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)`, `moveItem(at:to:)`,
    /// `insertSections(_:)`, `deleteSections(_:)`, `reloadSections(_:)`, `moveSection(_:toSection:)`:
    /// the data source has already changed, so the collection view reloads (at once, or at the
    /// end of `performBatchUpdates`); nothing animates [?].
    open func insertItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadUnlessUpdating() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadUnlessUpdating() }
    open func insertSections(_ sections: IndexSet) { reloadUnlessUpdating() }
    open func deleteSections(_ sections: IndexSet) { reloadUnlessUpdating() }
    open func reloadSections(_ sections: IndexSet) { reloadUnlessUpdating() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadUnlessUpdating() }

    private func reloadUnlessUpdating() {
        if updateDepth == 0 { reloadData() }
    }
    private func loadIfNeeded() {
        if !hasLoaded { reloadData() }
    }
    private func relayOutIfLoaded() {
        if hasLoaded { layOutItems() }
    }

    // MARK: Laying the items out

    /// Runs the layout, makes a cell for each item inside the bounds that has none and a view
    /// for each supplementary element there, lets go of those now outside, and sets `contentSize`.
    private func layOutItems() {
        placement = collectionViewLayout.laidOut(for: self, counts: itemCounts)
        let window = CGRect(origin: contentOffset, size: bounds.size)
        func isVisible(_ frame: CGRect) -> Bool {
            frame.width > 0 && frame.height > 0 && window.width > 0 && window.height > 0 && frame.intersects(window)
        }
        var onScreen: [IndexPath: UICollectionViewCell] = [:]
        var appeared: [(IndexPath, UICollectionViewCell)] = []
        for (s, frames) in placement.items.enumerated() {
            for (i, frame) in frames.enumerated() where isVisible(frame) {
                let indexPath = IndexPath(item: i, section: s)
                if let cell = shown[indexPath] {
                    cell.frame = frame
                    onScreen[indexPath] = cell
                } else {
                    let cell = makeCell(at: indexPath)
                    UIView.performWithoutAnimation { cell.frame = frame }
                    onScreen[indexPath] = cell
                    appeared.append((indexPath, cell))
                }
            }
        }
        for (indexPath, cell) in shown where onScreen[indexPath] !== cell { retire(cell, at: indexPath) }
        shown = onScreen
        for (indexPath, cell) in appeared { show(cell, at: indexPath) }
        for (indexPath, cell) in shown { label(cell, at: indexPath) }

        var supplementaryOnScreen: [SupplementaryKey: UICollectionReusableView] = [:]
        for (key, frame) in placement.supplementary.sorted(by: { $0.key < $1.key }) where isVisible(frame) {
            let view = shownSupplementary[key] ?? makeSupplementary(key)
            if view.superview !== self {
                UIView.performWithoutAnimation { view.frame = frame }
                addSubview(view)
            } else {
                view.frame = frame
            }
            Self.name(view, key)
            UIView.performWithoutAnimation { view.layoutIfNeeded() }
            let texts = labelTexts(in: view)
            view.text = texts.isEmpty ? nil : texts.joined(separator: "\n")
            supplementaryOnScreen[key] = view
            if shownSupplementary[key] !== view {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
        for (key, view) in shownSupplementary where supplementaryOnScreen[key] !== view { retire(view, key) }
        shownSupplementary = supplementaryOnScreen
        laidOutSize = bounds.size
        if contentSize != placement.contentSize { contentSize = placement.contentSize }
    }

    /// Asks the data source for an item's cell.
    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
        guard let dataSource else { return UICollectionViewCell(frame: .zero) }
        return dataSource.collectionView(self, cellForItemAt: indexPath)
    }

    /// Asks the data source for a supplementary view.
    private func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        guard let dataSource else { return UICollectionReusableView(frame: .zero) }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    }

    /// Names a supplementary view for its element (`header 0`), unless it has a name of its own.
    private static func name(_ view: UIView, _ key: SupplementaryKey) {
        let name: String =
            switch key.kind {
            case elementKindSectionHeader: "header \(key.indexPath.section)"
            case elementKindSectionFooter: "footer \(key.indexPath.section)"
            default: "\(key.kind) \(key.indexPath.section).\(key.indexPath.item)"
            }
        if view.name == nil || view.name?.hasPrefix("header ") == true || view.name?.hasPrefix("footer ") == true
            || view.name?.hasPrefix(key.kind + " ") == true
        {
            view.name = name
        }
    }

    /// A new cell on screen: in the collection view under the supplementary views, with the tap
    /// recogniser, selected as its item is; the delegate is told `willDisplay`.
    private func show(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if cell.superview !== self {
            let firstSupplementary = subviews.firstIndex { view in shownSupplementary.values.contains { $0 === view } }
            insertSubview(cell, at: firstSupplementary ?? subviews.count)
        }
        if cell.selectionTap == nil {
            let tap = UITapGestureRecognizer(
                targetRole: .target, targetType: traceTypeName(of: self), actionCall: "selectTappedItem(_:)",
                target: self
            ) { collection, recognizer in
                guard let collection = collection as? UICollectionView,
                    let cell = recognizer.view as? UICollectionViewCell
                else { return }
                collection.selectTappedItem(cell)
            }
            cell.addGestureRecognizer(tap)
            cell.selectionTap = tap
        }
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        UIView.performWithoutAnimation { cell.layoutIfNeeded() }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Names a cell on screen after its item (unless it has a name of its own) and gives the
    /// drawing its text.
    private func label(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if cell.name == nil || cell.name?.hasPrefix("item ") == true {
            cell.name = "item \(indexPath.section).\(indexPath.item)"
        }
        cell.text = cell.itemLabel
    }

    /// A cell off screen: out of the collection view, into its identifier's queue; the delegate is told.
    private func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cells.enqueue(cell, for: identifier) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    private func retire(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { supplementaryQueues[key.kind]?.enqueue(view, for: identifier) }
    }

    // MARK: Selection and scrolling

    /// `indexPathsForSelectedItems`: the selected items, first selected first (empty when none).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

    /// `selectItem(at:animated:scrollPosition:)`: selects the item (only it, unless several are
    /// allowed) without telling the delegate, as UIKit does not; nil clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { setSelected(false, at: item) }
            return
        }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { setSelected(false, at: item) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`: deselects the item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    /// `scrollToItem(at:at:animated:)`: moves `contentOffset` so the item's frame sits at the
    /// position (top, centre or bottom; left, centre or right), within the content, and lays the
    /// items out for the new window; nothing animates [?].
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        offset.x = max(0, min(offset.x, contentSize.width - bounds.width))
        offset.y = max(0, min(offset.y, contentSize.height - bounds.height))
        guard offset != contentOffset else { return }
        contentOffset = offset
        layOutItems()
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        if let cell = shown[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    /// A tap on a cell on screen: the selection UIKit makes from a touch, each delegate call traced.
    func selectTappedItem(_ cell: UICollectionViewCell) {
        guard let indexPath = indexPath(for: cell), allowsSelection else { return }
        let highlights = ask("shouldHighlightItemAt", indexPath, result: { .bool($0) }) {
            $0.collectionView(self, shouldHighlightItemAt: indexPath)
        }
        guard highlights ?? true else { return }
        cell.isHighlighted = true
        tell("didHighlightItemAt", indexPath) { $0.collectionView(self, didHighlightItemAt: indexPath) }
        cell.isHighlighted = false
        tell("didUnhighlightItemAt", indexPath) { $0.collectionView(self, didUnhighlightItemAt: indexPath) }
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            deselectTapped(indexPath)
            return
        }
        let selects = ask("shouldSelectItemAt", indexPath, result: { .bool($0) }) {
            $0.collectionView(self, shouldSelectItemAt: indexPath)
        }
        guard selects ?? true else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectTapped(item) }
        }
        setSelected(true, at: indexPath)
        tell("didSelectItemAt", indexPath) { $0.collectionView(self, didSelectItemAt: indexPath) }
    }

    /// Deselects an item as a tap does: `shouldDeselectItemAt` may keep it, `didDeselectItemAt` follows.
    private func deselectTapped(_ indexPath: IndexPath) {
        let deselects = ask("shouldDeselectItemAt", indexPath, result: { .bool($0) }) {
            $0.collectionView(self, shouldDeselectItemAt: indexPath)
        }
        guard deselects ?? true else { return }
        setSelected(false, at: indexPath)
        tell("didDeselectItemAt", indexPath) { $0.collectionView(self, didDeselectItemAt: indexPath) }
    }

    /// A delegate call UIKit makes only when the delegate implements it, traced as UIKit making
    /// it (`collectionView(_:didSelectItemAt:)` to the app's delegate): nil without a delegate,
    /// or when the delegate leaves it to its default (`Engine.callOptional`).
    private func ask<R>(
        _ label: String, _ indexPath: IndexPath, result: ((R) -> TraceValue?)? = nil,
        _ call: (UICollectionViewDelegate) -> R
    ) -> R? {
        guard let delegate = collectionDelegate else { return nil }
        guard let engine = Engine.running else { return call(delegate) }
        let args: [TraceArgument] = [
            .init(label: "_", name: "collectionView", value: .object(name ?? traceTypeName(of: self))),
            .init(label: label, name: "indexPath", value: .string("[\(indexPath.section), \(indexPath.item)]")),
        ]
        return engine.callOptional(
            .app, traceTypeName(of: delegate), call: "collectionView(_:\(label):)", args, result: result
        ) { call(delegate) }
    }

    private func tell(_ label: String, _ indexPath: IndexPath, _ call: (UICollectionViewDelegate) -> Void) {
        _ = ask(label, indexPath, call)
    }
}
