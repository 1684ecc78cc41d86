/// `UIRefreshControl` (UIRefreshControl.h): the pull-to-refresh control a scroll view keeps in
/// `refreshControl`. There is no pull in the model, so it never starts by itself and sends no
/// `.valueChanged` of its own (its first use in a session says so once); `beginRefreshing()`
/// and `endRefreshing()` set `isRefreshing` as in UIKit, and code that sends the control's
/// events (`sendActions(for: .valueChanged)`) runs the app's refresh action.
open class UIRefreshControl: UIControl {
    /// `isRefreshing`: false until `beginRefreshing()`, false again after `endRefreshing()`.
    open private(set) var isRefreshing = false
    /// `attributedTitle`: kept; not drawn.
    open var attributedTitle: NSAttributedString?

    /// `init()` (designated, as UIKit's): the standard size is UIKit's to choose [?]; zero here.
    public init() {
        super.init(frame: .zero)
        Engine.running?.noteOnce("UIRefreshControl: no pull to refresh here; send .valueChanged to run its action")
    }

    public required init?(coder: NSCoder) { return nil }

    /// `init(frame:)` (UIView's, convenience here): the frame is set on the bare control.
    public override convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// `beginRefreshing()`: marks it refreshing; sends no event (UIKit's does not either).
    open func beginRefreshing() { isRefreshing = true }
    /// `endRefreshing()`: marks it no longer refreshing.
    open func endRefreshing() { isRefreshing = false }
}
