/// `UICollectionReusableView`: a view a collection view reuses, the base of its cells and of
/// its supplementary views (section headers and footers). A registered class is made with
/// `init(frame:)`, as UIKit makes it (Apple's reference for
/// `dequeueReusableCell(withReuseIdentifier:for:)`: a new cell of a registered class is
/// initialised with its frame initialiser), and readied by `prepareForReuse()` when it is
/// handed out again.
open class UICollectionReusableView: UIView {
    private var identifier: String?

    /// `init(frame:)`, the designated initialiser.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`: required, as on iOS; nothing is decoded, so it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What a collection view makes a registered class's views with: UIKit calls `init(frame:)`
    /// on the class it was given, and so does this, so a subclass's override runs. Swift calls an
    /// initialiser on a class value only when it is `required`, which UIKit's `init(frame:)` is
    /// not; a required convenience initialiser is inherited by every subclass that has the two
    /// designated ones (as `UITableViewCell`'s does).
    public required convenience init(registeredClassWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        identifier = reuseIdentifier
    }

    /// `reuseIdentifier`: the identifier it was registered and dequeued with.
    open var reuseIdentifier: String? { identifier }

    /// `prepareForReuse()`: called as the collection view hands the view out again; does nothing.
    open func prepareForReuse() {}

    /// `preferredLayoutAttributesFitting(_:)`: the attributes as given (the model does not size
    /// items from their cells [?]).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// `apply(_:)`: the layout's attributes for the view; does nothing more here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

extension UICollectionReusableView: Reusable {}
