/// `UIScrollView`: a view with a content offset, size and insets, and the pan recogniser that
/// scrolls it. The model does not scroll by itself (a pan on it reaches the app's recognisers,
/// not the offset) [?]; code that sets the offset moves it, tells the delegate
/// (`scrollViewDidScroll(_:)`) and key-value observers, as UIKit does.
open class UIScrollView: View {
    /// `contentOffset`: the origin of the visible content.
    open var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            KeyValueObservations.changed(self, \UIScrollView.contentOffset)
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// `contentSize`.
    open var contentSize: CGSize = .zero {
        didSet { KeyValueObservations.changed(self, \UIScrollView.contentSize) }
    }
    /// `contentInset`.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { KeyValueObservations.changed(self, \UIScrollView.contentInset) }
    }
    /// `adjustedContentInset`: the content inset plus the safe area, as with `.automatic`.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }
    /// `contentInsetAdjustmentBehavior`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// `scrollIndicatorInsets` and the per-axis ones: kept, not drawn.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Scrolling switches: kept; the model does not scroll by itself.
    open var isScrollEnabled = true
    /// `bounces`: setting it sets both `bouncesHorizontally` and `bouncesVertically` (iOS 17.4,
    /// Apple's pages for them); reading it answers true while either axis bounces [?]. Kept;
    /// nothing bounces here.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// `bouncesHorizontally`, `bouncesVertically` (iOS 17.4): true by default; kept.
    open var bouncesHorizontally = true
    open var bouncesVertically = true
    /// `transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent` (iOS 17.4):
    /// whether scrolling past an edge passes to an enclosing scroll view; true by default [?].
    /// Kept; the model does not scroll by itself.
    open var transfersHorizontalScrollingToParent = true
    open var transfersVerticalScrollingToParent = true
    /// `allowsKeyboardScrolling` (iOS 17, UIScrollView.h): true by default; kept (no hardware
    /// keyboard here).
    open var allowsKeyboardScrolling = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isPagingEnabled = false
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    open var delaysContentTouches = true
    open var decelerationRate = DecelerationRate.normal
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    /// `UIScrollView.KeyboardDismissMode`.
    /// `.onDragWithAccessory` and `.interactiveWithAccessory` (iOS 16) also dismiss the input
    /// accessory view. Kept; no keyboard shows here.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// `isTracking`, `isDragging`, `isDecelerating`: the model's scroll view never moves by itself.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    /// `delegate`, held weakly.
    open weak var delegate: UIScrollViewDelegate?
    /// The scroll view's own pan, made with it.
    private let ownPan = UIPanGestureRecognizer()

    /// `panGestureRecognizer` (open, get-only): the scroll view's own pan, attached to it, with
    /// no action of its own in the model.
    open var panGestureRecognizer: UIPanGestureRecognizer { ownPan }

    /// The pinch made the first time zooming is possible.
    private var ownPinch: UIPinchGestureRecognizer?

    /// `pinchGestureRecognizer` (iOS 5, open, get-only): nil while zooming is off (the minimum
    /// and maximum zoom scales are equal, UIScrollView.h); otherwise the scroll view's pinch,
    /// made and attached on first ask. It never recognises here (pinches are not modelled).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard minimumZoomScale != maximumZoomScale else { return nil }
        if let ownPinch { return ownPinch }
        let pinch = UIPinchGestureRecognizer()
        ownPinch = pinch
        addGestureRecognizer(pinch)
        return pinch
    }

    /// `refreshControl` (iOS 10): kept, and added as a subview while set (UIKit shows it above
    /// the content); the model neither pulls nor refreshes by itself.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(ownPan)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// `contentLayoutGuide` (iOS 11): the content area (Apple: "use this layout guide when you
    /// want to create Auto Layout constraints related to the content area of a scroll view"). Its
    /// top and leading are the scroll view's, the content laid out at offset zero [?]; its size
    /// is what the app's constraints make it, and each layout pass makes that size the
    /// `contentSize`, as Auto Layout sizes a scroll view's content from it.
    open var contentLayoutGuide: UILayoutGuide { guides.content }
    /// `frameLayoutGuide` (iOS 11): the scroll view's own frame, untransformed (Apple: "use this
    /// layout guide when you want to create Auto Layout constraints that explicitly involve the
    /// frame rectangle of the scroll view itself"): pinned to its four edges.
    open var frameLayoutGuide: UILayoutGuide { guides.frame }

    /// The two guides, made and pinned on first use (most scroll views never ask for them).
    private lazy var guides: (content: UILayoutGuide, frame: UILayoutGuide) = {
        let content = UILayoutGuide()
        content.identifier = "UIScrollView-contentLayoutGuide"
        let frame = UILayoutGuide()
        frame.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(content)
        addLayoutGuide(frame)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: topAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            frame.topAnchor.constraint(equalTo: topAnchor),
            frame.leadingAnchor.constraint(equalTo: leadingAnchor),
            frame.trailingAnchor.constraint(equalTo: trailingAnchor),
            frame.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        madeGuides = true
        return (content, frame)
    }()
    private var madeGuides = false

    /// After the subtree is laid out, the content guide's size is the content size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard madeGuides else { return }
        let size = guides.content.layoutFrame.size
        if size.width > 0 || size.height > 0, size != contentSize { contentSize = size }
    }

    /// `setContentOffset(_:animated:)`: set at once (the model does not animate scrolling [?]).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    /// `scrollRectToVisible(_:animated:)`: kept; nothing scrolls.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
    /// `flashScrollIndicators()`.
    open func flashScrollIndicators() {}

    /// Zooming: the scale is kept and read back (`zoomScale`, set at once by
    /// `setZoomScale(_:animated:)` within the minimum and maximum); the model draws no zoom [?].
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var bouncesZoom = true
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open var isZoomAnimating: Bool { false }
    open var isScrollAnimating: Bool { false }
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }
    /// `zoom(to:animated:)`: the scale that fits the rectangle in the bounds, within the limits.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    }
    /// `indicatorStyle`, `indexDisplayMode`, `canCancelContentTouches`,
    /// `automaticallyAdjustsScrollIndicatorInsets`: kept.
    open var indicatorStyle = IndicatorStyle.default
    open var indexDisplayMode = IndexDisplayMode.automatic
    open var canCancelContentTouches = true
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// `UIScrollView.IndicatorStyle`, `UIScrollView.IndexDisplayMode`.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum IndexDisplayMode: Int, Sendable { case automatic, alwaysHidden }
    /// `touchesShouldBegin(_:with:in:)` (UIScrollView.h): true, UIKit's default; a subclass
    /// overrides it to keep touches from content views.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// `touchesShouldCancel(in:)`: true unless the view is a control, as UIKit's default.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// `stopScrollingAndZooming()` (iOS 17): the model's scroll view never moves by itself.
    open func stopScrollingAndZooming() {}
    /// `adjustedContentInsetDidChange()`: overridable; the model does not call it [?].
    open func adjustedContentInsetDidChange() {}

    // MARK: Focus (UIFocus.h)

    /// `visibleSize` (`UIFocusItemScrollableContainer`, iOS 12): the size of the content that
    /// shows, the scroll view's bounds.
    open var visibleSize: CGSize { bounds.size }
}

/// `UIScrollViewDelegate`: every requirement optional (defaults below), refining `NSObjectProtocol`
/// as UIKit's does. The model sends `scrollViewDidScroll(_:)` when code moves the offset; it
/// neither drags, decelerates nor zooms, so the other calls are kept for code that implements
/// them and never sent [?].
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms unless the delegate names one (Apple's `viewForZooming(in:)`: nil means no zooming).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Yes, as UIKit assumes when the delegate does not implement it.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
