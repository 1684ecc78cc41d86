/// `UITableViewCell`: the view of one row. Its standard views (`textLabel`, `detailTextLabel`,
/// `imageView`) are made when first asked for and put in `contentView`, as UIKit makes them; its
/// `layoutSubviews` gives `contentView` the cell's bounds (less an `accessoryView`) and lays the
/// labels out for the cell's style with 16-point insets, a simple model of UIKit's margins [?]
/// (UIKit's follow the layout margins and the text's fonts). The table names a cell it shows
/// after its row (`row 0.2`) and draws in it what its labels say (`rowLabel`).
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`: where the standard labels go.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    /// `UITableViewCell.AccessoryType`: the standard accessory, drawn as a mark after the cell's text.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// `UITableViewCell.SelectionStyle`: `.none` shows no selected background.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }
    /// `UITableViewCell.SeparatorStyle`, as `UITableView.separatorStyle` takes it: kept, no line is drawn.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
    /// `UITableViewCell.EditingStyle`, as `tableView(_:commit:forRowAt:)` passes it.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The insets the standard views keep from the content view's edges [?].
    static let inset: CGFloat = 16

    let cellStyle: CellStyle
    private let identifier: String?
    private let content = UIView()
    private var madeTextLabel: UILabel?
    /// The content view a `contentConfiguration` made (UIContentConfiguration.swift).
    var uikitContentView: UIView?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?
    /// The background UIKit shows behind a selected cell when the app sets none [?] (its colour).
    private lazy var standardSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }()
    private var selected = false
    private var highlighted = false
    /// The table's tap recogniser on this cell, once it has shown it (`UITableView`).
    var selectionTap: UITapGestureRecognizer?

    /// `init(style:reuseIdentifier:)`, the designated initialiser: a 320 × 44 cell as UIKit makes
    /// it [O], its content view filling it.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        identifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        content.frame = bounds
        addSubview(content)
    }

    /// `init(frame:)`: a convenience initialiser for a cell, as UIKit's Swift interface has it (a
    /// subclass overrides `init(style:reuseIdentifier:)` instead): a default cell of that frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded (no nibs or storyboards), so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What `register(_:forCellReuseIdentifier:)` makes a registered class's cells with: UIKit
    /// calls `init(style: .default, reuseIdentifier:)` on the class it was given, and so does this,
    /// so a subclass's override of it runs. Swift calls an initialiser on a class value
    /// (`AnyClass`) only when it is `required`, and UIKit's is not (a subclass writes `override
    /// init(style:reuseIdentifier:)`); a required convenience initialiser is inherited by every
    /// subclass that has UIKit's two designated ones, which a registered class needs anyway.
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    // MARK: What the cell shows

    /// `reuseIdentifier`: the identifier it was made with.
    open var reuseIdentifier: String? { identifier }
    /// `contentView`: where the standard views go, and an app's own.
    open var contentView: UIView { content }
    /// `textLabel`: made on first use and put in the content view.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        content.addSubview(label)
        madeTextLabel = label
        return label
    }
    /// `detailTextLabel`: nil in the default style, which has no second label (Apple's
    /// reference: made for the styles that have one); otherwise made on first use, in the
    /// secondary label colour, 12 points under a subtitle [?].
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        label.textColor = .secondaryLabel
        if cellStyle == .subtitle { label.font = .systemFont(ofSize: 12) }
        content.addSubview(label)
        madeDetailTextLabel = label
        return label
    }
    /// `imageView`: made on first use; laid out at the leading inset, a square as tall as the
    /// cell less 8 points above and below [?], only while it has an image.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let view = UIImageView()
        content.addSubview(view)
        madeImageView = view
        return view
    }
    /// `accessoryType`: kept, and drawn as a mark after the cell's text (`✓`, `›`, `ⓘ`).
    open var accessoryType: AccessoryType = .none
    /// `accessoryView`: put at the trailing edge, 16 points in, centred, at its own size; the
    /// content view ends where it begins.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    /// `editingAccessoryType`: kept (the model's table does not edit).
    open var editingAccessoryType: AccessoryType = .none
    /// `selectionStyle`: `.none` keeps a selected cell looking as it did.
    open var selectionStyle: SelectionStyle = .default
    /// `separatorInset`: kept; the model draws no separators.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// `indentationLevel`: moves the standard views in by this many `indentationWidth`s.
    open var indentationLevel = 0
    /// `indentationWidth`: 10 points, as UIKit's default.
    open var indentationWidth: CGFloat = 10
    /// `backgroundView`: behind everything, at the cell's bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    /// `selectedBackgroundView`: shown behind the content while the cell is selected or
    /// highlighted (a plain gray view when the app sets none [?]).
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            showSelectionBackground()
        }
    }
    /// `multipleSelectionBackgroundView`: kept; the selected background stands for it.
    open var multipleSelectionBackgroundView: UIView?

    // MARK: State

    /// `isSelected`: setting it calls `setSelected(_:animated:)`, as UIKit's setter does.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// `setSelected(_:animated:)`: the table calls it as the row's selection changes; an
    /// override calls `super`. The change shows at once (the model does not fade it [?]).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        showSelectionBackground()
    }
    /// `isHighlighted`: setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// `setHighlighted(_:animated:)`: shows the selected background while highlighted.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        showSelectionBackground()
    }
    /// `isEditing`: kept (the model's table does not edit).
    open var isEditing = false
    /// `setEditing(_:animated:)`: sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// `prepareForReuse()`: called as the table hands the cell out again from its queue, so a
    /// subclass can clear what it showed; the default does nothing, as UIKit's leaves content
    /// to `tableView(_:cellForRowAt:)`.
    open func prepareForReuse() {}

    /// The selected background, in or out of the cell with the selection.
    private func showSelectionBackground() {
        let chosen = selectedBackgroundView ?? standardSelectedBackground
        let shows = (selected || highlighted) && selectionStyle != .none
        for view in [standardSelectedBackground, selectedBackgroundView] {
            if let view, view.superview === self, !shows || view !== chosen { view.removeFromSuperview() }
        }
        if shows, chosen.superview !== self {
            chosen.frame = bounds
            insertSubview(chosen, belowSubview: content)
        }
    }

    // MARK: Layout

    /// `layoutSubviews()`: the backgrounds at the bounds, the accessory view at the trailing edge,
    /// the content view over the rest, the standard views inside it; then the default layout, so
    /// an app's constraints inside the content view are solved.
    open override func layoutSubviews() {
        let b = bounds
        for view in [backgroundView, selectedBackgroundView, standardSelectedBackground] {
            if let view, view.superview === self { view.frame = b }
        }
        var contentWidth = b.width
        if let accessory = accessoryView {
            let size = accessory.bounds.size
            accessory.frame = CGRect(
                x: b.width - Self.inset - size.width, y: ((b.height - size.height) / 2).rounded(),
                width: size.width, height: size.height)
            contentWidth = max(0, accessory.frame.minX)
        }
        content.frame = CGRect(x: 0, y: 0, width: contentWidth, height: b.height)
        layOutStandardViews(in: content.bounds.size)
        super.layoutSubviews()
        // A cell a table shows redraws what its labels say now (set since the table laid it out).
        if selectionTap != nil { text = rowLabel }
    }

    /// The image, then the labels as the style places them: one label centred; a subtitle under
    /// its title; `value1`'s detail at the trailing edge; `value2`'s title in a column of a
    /// third of the width [?], its detail after it.
    private func layOutStandardViews(in size: CGSize) {
        let inset = Self.inset
        var x = inset + CGFloat(indentationLevel) * indentationWidth
        if let image = madeImageView, image.image != nil {
            let side = max(0, size.height - 16)
            image.frame = CGRect(x: x, y: ((size.height - side) / 2).rounded(), width: side, height: side)
            x += side + inset
        }
        let width = max(0, size.width - x - inset)
        let text = measured(madeTextLabel)
        let detail = measured(madeDetailTextLabel)
        func middle(_ height: CGFloat) -> CGFloat { ((size.height - height) / 2).rounded() }
        switch cellStyle {
        case .default:
            madeTextLabel?.frame = CGRect(x: x, y: middle(text.height), width: width, height: text.height)
        case .subtitle:
            let top = middle(text.height + detail.height)
            madeTextLabel?.frame = CGRect(x: x, y: top, width: width, height: text.height)
            madeDetailTextLabel?.frame = CGRect(x: x, y: top + text.height, width: width, height: detail.height)
        case .value1:
            let detailWidth = min(detail.width, width)
            madeDetailTextLabel?.frame = CGRect(
                x: x + width - detailWidth, y: middle(detail.height), width: detailWidth, height: detail.height)
            let textWidth = max(0, width - detailWidth - (detailWidth > 0 ? 8 : 0))
            madeTextLabel?.frame = CGRect(x: x, y: middle(text.height), width: textWidth, height: text.height)
        case .value2:
            let column = (width / 3).rounded()
            madeTextLabel?.frame = CGRect(x: x, y: middle(text.height), width: column, height: text.height)
            madeDetailTextLabel?.frame = CGRect(
                x: x + column + 6, y: middle(detail.height), width: max(0, width - column - 6), height: detail.height)
        }
    }

    /// A standard label's size for its text (zero when it has none).
    private func measured(_ label: UILabel?) -> CGSize {
        guard let label, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    /// The standard height of a cell that sizes itself and holds no constraints: 44 points, or its
    /// labels' height (a subtitle's two stacked) with 11 points above and below when they need
    /// more [?].
    var standardFittingHeight: CGFloat {
        let text = measured(madeTextLabel).height
        let detail = measured(madeDetailTextLabel).height
        return max(44, (cellStyle == .subtitle ? text + detail : max(text, detail)) + 22)
    }

    // MARK: Drawing

    /// What the drawing writes in the cell: its standard labels' text, else the text of the labels
    /// in its content view, a line each, then the accessory's mark.
    var rowLabel: String? {
        var lines = [madeTextLabel, madeDetailTextLabel].compactMap { $0?.text }.filter { !$0.isEmpty }
        if lines.isEmpty { lines = labelTexts(in: content) }
        let mark: String? =
            switch accessoryView == nil ? accessoryType : .none {
            case .none: nil
            case .checkmark: "✓"
            case .disclosureIndicator: "›"
            case .detailButton: "ⓘ"
            case .detailDisclosureButton: "ⓘ ›"
            }
        if let mark {
            if lines.isEmpty { lines = [mark] } else { lines[0] += " " + mark }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}

/// The text of the labels shown in `view` and below it, front to back in the order added: what
/// the drawing writes in a row or a section's header, whose labels it does not draw apart.
func labelTexts(in view: UIView) -> [String] {
    var texts: [String] = []
    func visit(_ view: UIView) {
        guard !view.isHidden else { return }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
        for sub in view.subviews { visit(sub) }
    }
    visit(view)
    return texts
}
