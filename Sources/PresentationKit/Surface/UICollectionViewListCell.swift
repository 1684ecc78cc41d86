/// `UICollectionViewListCell` (iOS 14): a cell of a list layout. `defaultContentConfiguration()`
/// gives the same list content configuration a table cell's does; `accessories` are kept and
/// drawn as marks after the cell's text (see `UICellAccessory`), those shown while editing only
/// when the cell is editing.
open class UICollectionViewListCell: UICollectionViewCell {
    /// `accessories`: drawn after the text, in order.
    open var accessories: [UICellAccessory] = [] {
        didSet { if selectionTap != nil { text = itemLabel } }
    }
    /// `indentationLevel`: kept (the content is not moved [?]).
    open var indentationLevel = 0
    /// `indentationWidth`: 10 points [?].
    open var indentationWidth: CGFloat = 10
    /// `indentsAccessories`: kept.
    open var indentsAccessories = true
    /// `isEditing`: whether the accessories shown while editing show.
    open var isEditing = false
    /// `separatorLayoutGuide`: kept, not placed (no separators are drawn).
    open var separatorLayoutGuide: UILayoutGuide { separatorGuide }
    private let separatorGuide = UILayoutGuide()

    /// `defaultContentConfiguration()`: a list cell configuration, as a table cell's default style gives.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The text of the content's labels, then a mark for each accessory that shows.
    override var itemLabel: String? {
        var lines = super.itemLabel.map { [$0] } ?? []
        let marks = accessories.filter { $0.shows(editing: isEditing) }.compactMap(\.mark)
        if !marks.isEmpty {
            let joined = marks.joined(separator: " ")
            if lines.isEmpty { lines = [joined] } else { lines[0] += " " + joined }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
