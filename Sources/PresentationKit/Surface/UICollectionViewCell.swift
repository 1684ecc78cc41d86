/// `UICollectionViewCell`: the view of one item. Its `contentView` fills it; `backgroundView`
/// sits behind everything and `selectedBackgroundView` between the two while the cell is
/// selected or highlighted (Apple's reference for both). Unlike a table cell it has no standard
/// labels and draws no selection of its own when the app sets no selected background (UIKit's
/// plain cell shows none). A collection view names a cell it shows after its item (`item 0.2`)
/// and draws in it the text of the labels in its content view (`itemLabel`).
open class UICollectionViewCell: UICollectionReusableView {
    private let content = UIView()
    /// The content view a `contentConfiguration` made.
    private var configuredContentView: UIView?
    private var selected = false
    private var highlighted = false
    /// The collection view's tap recogniser on this cell, once it has shown it.
    var selectionTap: UITapGestureRecognizer?

    /// `init(frame:)`, the designated initialiser: the content view fills the cell.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        content.frame = bounds
        addSubview(content)
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `contentView`: where an app's views go.
    open var contentView: UIView { content }

    /// `backgroundView`: behind everything, at the cell's bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }
    /// `selectedBackgroundView`: above the background and below the content while the cell is
    /// selected or highlighted; none by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            showSelectionBackground()
        }
    }

    // MARK: State

    /// `isSelected`: the collection view sets it as the item's selection changes.
    open var isSelected: Bool {
        get { selected }
        set {
            selected = newValue
            stateChanged()
        }
    }
    /// `isHighlighted`: set while a tap on the item is under way.
    open var isHighlighted: Bool {
        get { highlighted }
        set {
            highlighted = newValue
            stateChanged()
        }
    }

    /// `prepareForReuse()`: called as the collection view hands the cell out again; UIKit's
    /// default resets the selection and highlight [?], as this does.
    open override func prepareForReuse() {
        super.prepareForReuse()
        if selected || highlighted {
            selected = false
            highlighted = false
            stateChanged()
        }
    }

    // MARK: Configurations (iOS 14)

    /// `contentConfiguration`: setting one puts its content view in the cell's content view,
    /// filling it (one of the same kind updates that view), as UIKit does.
    open var contentConfiguration: UIContentConfiguration? {
        get { (configuredContentView as? UIContentView)?.configuration }
        set { configuredContentView = installed(newValue, in: contentView, replacing: configuredContentView) }
    }
    /// `backgroundConfiguration`: kept; its colour is the cell's background colour.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.backgroundColor }
    }
    /// `automaticallyUpdatesContentConfiguration`, `automaticallyUpdatesBackgroundConfiguration`: kept.
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// `UICollectionViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// `configurationUpdateHandler` (iOS 15): called with the cell's state as it changes (and at
    /// once when set), as `updateConfiguration(using:)` calls it.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// `configurationState`: the cell's selection and highlight, in its traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        return state
    }
    /// `setNeedsUpdateConfiguration()`: the update runs at once [?] (UIKit runs it before the
    /// next layout pass).
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    /// `updateConfiguration(using:)`: calls the `configurationUpdateHandler`; a subclass
    /// overrides it to restyle for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    private func stateChanged() {
        showSelectionBackground()
        setNeedsUpdateConfiguration()
    }

    /// The selected background, in or out of the cell with the selection.
    private func showSelectionBackground() {
        guard let view = selectedBackgroundView else { return }
        if selected || highlighted {
            if view.superview !== self {
                view.frame = bounds
                insertSubview(view, belowSubview: content)
            }
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    // MARK: Layout and drawing

    /// `layoutSubviews()`: the backgrounds and the content view at the bounds, then the default
    /// layout (an app's constraints in the content view).
    open override func layoutSubviews() {
        for view in [backgroundView, selectedBackgroundView] {
            if let view, view.superview === self { view.frame = bounds }
        }
        content.frame = CGRect(origin: .zero, size: bounds.size)
        super.layoutSubviews()
        if selectionTap != nil { text = itemLabel }
    }

    /// What the drawing writes in the cell: the text of the labels in its content view, a line each.
    var itemLabel: String? {
        let lines = labelTexts(in: content)
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
