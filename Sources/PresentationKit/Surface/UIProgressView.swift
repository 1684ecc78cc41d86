/// `UIProgressView`: how far a task has come, 0 to 1 (clamped, as UIKit's `progress` is). Kept and
/// drawn as a plain view; `setProgress(_:animated:)` sets it at once (the model animates no
/// progress bar) [?]. A view following an `observedProgress` reads its fraction when asked.
open class UIProgressView: UIView {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar
    }

    open var progressViewStyle: Style = .default
    /// `progress`: within 0 and 1.
    open var progress: Float {
        get { observedProgress.map { Float($0.fractionCompleted) } ?? stored }
        set { stored = min(max(newValue, 0), 1) }
    }
    private var stored: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    /// `observedProgress` (iOS 9): the progress object whose fraction the view shows.
    open var observedProgress: Progress?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// `init(progressViewStyle:)`: a convenience initialiser, as imported.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// `setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// A bar's natural height (2 points, 2.5 for `.bar` [?]), its width the container's.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 2)
    }
}
