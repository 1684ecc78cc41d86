/// `UISegmentedControl` (UISegmentedControl.h, iOS 2): a row of segments, one selected; kept
/// with each segment's title, image, action, width, content offset and enabled state, and drawn
/// as a plain control (no segments drawn). The model has no touches on segments, so code
/// selects them (`selectedSegmentIndex`, which sends nothing, as in UIKit).
open class UISegmentedControl: UIControl, UISpringLoadedInteractionSupporting {
    /// One segment's settings.
    private struct SegmentSettings {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var isEnabled = true
    }
    private var segments: [SegmentSettings] = []

    /// `selectedSegmentIndex`: `UISegmentedControl.noSegment` (-1) when none.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// `selectedSegmentTintColor` (iOS 13): kept, not drawn.
    open var selectedSegmentTintColor: UIColor?
    /// `isMomentary`, `apportionsSegmentWidthsByContent` (iOS 5): false by default; kept.
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    /// `isSpringLoaded` (UISpringLoadedInteractionSupporting): kept; there is no drag and drop here.
    open var isSpringLoaded = false
    /// `UISegmentedControl.noSegment` (`UISegmentedControlNoSegment`): the index of no segment.
    public static let noSegment = -1

    /// `UISegmentedControl.Segment` (`UISegmentedControlSegment`): which segments a content
    /// position adjustment is for.
    public enum Segment: Int, @unchecked Sendable { case any, left, center, right, alone }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// `init(items:)` (designated): strings become titled segments, images image segments and
    /// (iOS 14) actions action segments, as UISegmentedControl.h says.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let action = item as? UIAction { return Self.segment(for: action) }
            return SegmentSettings(title: item as? String, image: item as? UIImage)
        }
    }

    /// `init(frame:actions:)` (iOS 14): a segment for each action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    /// A segment made from an action: its title and image ("Segments will prefer images over
    /// titles when both are provided", which only the drawing would show).
    private static func segment(for action: UIAction) -> SegmentSettings {
        SegmentSettings(title: action.title, image: action.image, action: action)
    }

    /// `numberOfSegments`.
    open var numberOfSegments: Int { segments.count }

    /// The index an insertion goes to: "value pinned" to 0...count (UISegmentedControl.h).
    private func pinned(_ segment: Int) -> Int { max(0, min(segment, segments.count)) }

    /// `insertSegment(withTitle:at:animated:)`, `insertSegment(with:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(SegmentSettings(title: title), at: pinned(segment))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(SegmentSettings(image: image), at: pinned(segment))
    }
    /// `insertSegment(action:at:animated:)` (iOS 14): a segment for the action; a segment that
    /// already has an action with the same identifier is updated when at that index, removed
    /// otherwise (UISegmentedControl.h).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let existing = segmentIndex(identifiedBy: action.identifier)
        if existing != NSNotFound {
            if existing == segment {
                segments[existing] = Self.segment(for: action)
                return
            }
            segments.remove(at: existing)
        }
        segments.insert(Self.segment(for: action), at: pinned(segment))
    }
    /// `setAction(_:forSegmentAt:)`, `actionForSegment(at:)` (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segments[segment].image = action.image
    }
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }
    /// `segmentIndex(identifiedBy:)` (iOS 14): the segment with that action, or `NSNotFound`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? NSNotFound
    }

    /// `removeSegment(at:animated:)`, `removeAllSegments()`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
    }
    open func removeAllSegments() { segments.removeAll() }

    /// `setTitle(_:forSegmentAt:)`, `titleForSegment(at:)`: an index outside the segments is ignored.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    /// `setImage(_:forSegmentAt:)`, `imageForSegment(at:)`: kept, not drawn.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    /// `setWidth(_:forSegmentAt:)`, `widthForSegment(at:)`: kept; 0 means "sized automatically".
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }
    /// `setContentOffset(_:forSegmentAt:)`, `contentOffsetForSegment(at:)`: kept, not drawn.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }
    /// `setEnabled(_:forSegmentAt:)`, `isEnabledForSegment(at:)`: yes by default; kept.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // Appearance by state, bar metrics and segment type (iOS 5, UI_APPEARANCE_SELECTOR): kept and
    // read back for exactly what was set; no segment is drawn.
    private var looks = BarLooks()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var dividers: [String: UIImage] = [:]
    private var positionAdjustments: [String: UIOffset] = [:]

    /// `setBackgroundImage(_:for:barMetrics:)`, `backgroundImage(for:barMetrics:)`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue)] = backgroundImage
    }
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue)]
    }
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)` and its getter.
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
        rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
    ) {
        dividers["\(leftState.rawValue).\(rightState.rawValue).\(barMetrics.rawValue)"] = dividerImage
    }
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
        barMetrics: UIBarMetrics
    ) -> UIImage? {
        dividers["\(leftState.rawValue).\(rightState.rawValue).\(barMetrics.rawValue)"]
    }
    /// `setTitleTextAttributes(_:for:)`, `titleTextAttributes(for:)`: kept per state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    /// `setContentPositionAdjustment(_:forSegmentType:barMetrics:)` and its getter (zero unset).
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        positionAdjustments["\(leftCenterRightOrAlone.rawValue).\(barMetrics.rawValue)"] = adjustment
    }
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics)
        -> UIOffset
    {
        positionAdjustments["\(leftCenterRightOrAlone.rawValue).\(barMetrics.rawValue)"] ?? .zero
    }
}
