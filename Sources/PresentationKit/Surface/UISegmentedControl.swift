/// `UISegmentedControl`: a row of segments, one selected; kept with its titles and sent
/// `.valueChanged` when the app selects a segment, as a control is. The model draws it as a
/// plain control (no segments drawn).
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []
    /// `selectedSegmentIndex`: `UISegmentedControl.noSegment` (-1) when none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// `init(items:)`: strings become titles; images, untitled segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    /// `numberOfSegments`.
    open var numberOfSegments: Int { titles.count }
    /// `insertSegment(withTitle:at:animated:)`, `removeSegment(at:animated:)`, `removeAllSegments()`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: max(0, min(segment, titles.count)))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
    }
    open func removeAllSegments() { titles.removeAll() }
    /// `setTitle(_:forSegmentAt:)`, `titleForSegment(at:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
    }
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }
    /// `setEnabled(_:forSegmentAt:)`: kept as a whole control's.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}

    /// `insertSegment(with:at:animated:)`: an image segment, untitled here (images are not drawn).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insertSegment(withTitle: nil, at: segment, animated: animated)
        segmentImages[segment] = image
    }
    /// `insertSegment(action:at:animated:)` (iOS 14): the action's title, and the action sent
    /// when the segment is chosen (`selectSegment(at:)` below, or a tap).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
        addAction(action, for: .valueChanged)
    }
    /// `setImage(_:forSegmentAt:)`, `imageForSegment(at:)`: kept.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { segmentImages[segment] = image }
    open func imageForSegment(at segment: Int) -> UIImage? { segmentImages[segment] }
    /// `setWidth(_:forSegmentAt:)`, `widthForSegment(at:)`: kept; 0 means "sized automatically".
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { widths[segment] = width }
    open func widthForSegment(at segment: Int) -> CGFloat { widths[segment] ?? 0 }
    /// `setTitleTextAttributes(_:for:)`, `titleTextAttributes(for:)`: kept per state; the model
    /// draws no segment titles.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? nil
    }

    private var segmentImages: [Int: UIImage] = [:]
    private var widths: [Int: CGFloat] = [:]
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]?] = [:]
}
