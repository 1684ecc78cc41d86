/// `UITableViewHeaderFooterView`: a section's header or footer that a table can reuse, as
/// `tableView(_:viewForHeaderInSection:)` dequeues one. Its `textLabel` is made on first use and
/// laid out 16 points in, centred [?]; the table draws its labels' text in it, as a title's.
open class UITableViewHeaderFooterView: UIView {
    private let identifier: String?
    private let content = UIView()
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?

    /// `init(reuseIdentifier:)`, the designated initialiser.
    public init(reuseIdentifier: String?) {
        identifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(content)
    }

    /// `init(frame:)`: a convenience initialiser here, as UIKit's Swift interface has it.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What `register(_:forHeaderFooterViewReuseIdentifier:)` makes a registered class's views
    /// with: `init(reuseIdentifier:)`, as UIKit calls it (required, as Swift calls only a
    /// required initialiser on a class value: see `UITableViewCell`'s).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// `reuseIdentifier`: the identifier it was made with.
    open var reuseIdentifier: String? { identifier }
    /// `contentView`: where the label goes, and an app's own views.
    open var contentView: UIView { content }
    /// `textLabel`: made on first use, in the content view.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        content.addSubview(label)
        madeTextLabel = label
        return label
    }
    /// `detailTextLabel`: made on first use, under the text label [?].
    open var detailTextLabel: UILabel? {
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        content.addSubview(label)
        madeDetailTextLabel = label
        return label
    }
    /// `backgroundView`: behind the content, at the view's bounds.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// `prepareForReuse()`: called as the table hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// `layoutSubviews()`: the content view at the bounds, the labels inside it 16 points in, the
    /// text centred (with the detail under it); then the default layout, for an app's constraints.
    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        content.frame = bounds
        let inset = UITableViewCell.inset
        let width = max(0, bounds.width - 2 * inset)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text?.isEmpty == false else { return 0 }
            return label.intrinsicContentSize.height
        }
        let text = height(madeTextLabel)
        let detail = height(madeDetailTextLabel)
        let top = ((bounds.height - text - detail) / 2).rounded()
        madeTextLabel?.frame = CGRect(x: inset, y: top, width: width, height: text)
        madeDetailTextLabel?.frame = CGRect(x: inset, y: top + text, width: width, height: detail)
        super.layoutSubviews()
    }
}
