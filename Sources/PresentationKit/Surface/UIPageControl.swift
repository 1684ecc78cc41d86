/// `UIPageControl` (UIPageControl.h, iOS 2): a row of page dots, one for the current page. The
/// model keeps its pages and settings and draws it as a plain control: no dots are drawn, and a
/// tap on it turns no page (said once) [?]; code sets `currentPage`, which UIKit pins to the
/// pages there are, and so does this.
open class UIPageControl: UIControl {
    /// `UIPageControl.BackgroundStyle` (iOS 14).
    public enum BackgroundStyle: Int, @unchecked Sendable { case automatic, prominent, minimal }
    /// `UIPageControl.InteractionState` (iOS 14): how the user is moving through the pages.
    public enum InteractionState: Int, @unchecked Sendable { case none, discrete, continuous }
    /// `UIPageControl.Direction` (iOS 16): the way the dots run.
    public enum Direction: Int, @unchecked Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    /// `numberOfPages`: 0 by default; fewer pages pin `currentPage` to the last.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = keptCurrentPage
        }
    }
    /// `currentPage`: 0 by default, pinned to `0..<numberOfPages` (UIPageControl.h: "value pinned
    /// to 0..numberOfPages-1"). Setting it sends nothing, as in UIKit.
    open var currentPage: Int {
        get { keptCurrentPage }
        set { keptCurrentPage = max(0, min(newValue, numberOfPages - 1)) }
    }
    private var keptCurrentPage = 0
    /// `hidesForSinglePage`: false by default; kept (the control is not hidden here).
    open var hidesForSinglePage = false
    /// `pageIndicatorTintColor`, `currentPageIndicatorTintColor` (iOS 6): kept, not drawn.
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    /// `backgroundStyle` (iOS 14), `direction` (iOS 16), `allowsContinuousInteraction` (iOS 14,
    /// true by default): kept.
    open var backgroundStyle: BackgroundStyle = .automatic
    open var direction: Direction = .natural
    open var allowsContinuousInteraction = true
    /// `interactionState` (iOS 14): `.none`, as nobody touches the control here.
    open var interactionState: InteractionState { .none }
    /// `preferredIndicatorImage` (iOS 14), `preferredCurrentPageIndicatorImage` (iOS 16), and the
    /// per-page images: kept and read back; a page with none of its own reads the preferred one.
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentPageIndicatorImages: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Engine.running?.noteOnce("UIPageControl: kept; no page dots are drawn and a tap turns no page")
    }
    public required init?(coder: NSCoder) { return nil }

    /// A tap turns the page in UIKit; the model does not, so a tap sends nothing.
    override package var takesTaps: Bool { false }

    /// `indicatorImage(forPage:)`, `setIndicatorImage(_:forPage:)` (iOS 14).
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] ?? preferredIndicatorImage }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    /// `currentPageIndicatorImage(forPage:)`, `setCurrentPageIndicatorImage(_:forPage:)` (iOS 16).
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageIndicatorImages[page] = image
    }

    /// `size(forNumberOfPages:)`: the size the dots need. The model lays out no dots, so it has
    /// no size to give: zero, said once.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        Engine.running?.noteOnce("UIPageControl.size(forNumberOfPages:): the dots are not laid out; zero")
        return .zero
    }
}
