/// `UIActivityIndicatorView`: the spinner. It is drawn as a plain view; what it keeps is what
/// code reads back, and `hidesWhenStopped` (on by default) hides it while it is stopped, as
/// Apple's reference says ("the receiver sets its isHidden property to true when receiver is not
/// animating").
open class UIActivityIndicatorView: View {
    /// `UIActivityIndicatorView.Style`: the iOS 13 sizes and the older ones, deprecated there.
    public enum Style: Int, @unchecked Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }
    open var style: Style = .medium
    open var color: UIColor!
    /// `isAnimating`.
    open private(set) var isAnimating = false
    /// `hidesWhenStopped`: true.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    /// `init(style:)`: stopped, so hidden.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style == .large ? 37 : 20, height: style == .large ? 37 : 20))
        isHidden = true
    }
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    public required init?(coder: NSCoder) { return nil }

    /// `startAnimating()`: shown.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    /// `stopAnimating()`: hidden when `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
