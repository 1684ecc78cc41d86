/// `UILabel`: a view that shows `text` (the engine's own `text`, drawn inside its box) and sizes
/// itself to it. Its intrinsic content size is the text's size in its font (`TextMetrics`, a model
/// marked [?]): one line as wide as the text when `numberOfLines` is 1; wrapped at the width
/// Auto Layout gives it otherwise, as UIKit lays out a multi-line label (Apple's UILabel
/// reference, `preferredMaxLayoutWidth` and `numberOfLines`: 0 means as many lines as needed).
/// The defaults are UIKit's: the 17-point system font, one line, natural alignment, clear
/// background.
open class UILabel: TextView, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
    /// `font`: the 17-point system font unless set (a nil assignment restores it, as on iOS).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            appearanceSet("font", \UILabel.font)
        }
    }
    /// `textColor`: kept, not drawn.
    open var textColor: UIColor! = .label {
        didSet { appearanceSet("textColor", \UILabel.textColor) }
    }
    /// `textAlignment`: kept, not drawn.
    open var textAlignment: NSTextAlignment = .natural
    /// `numberOfLines`: 1 by default; 0 for as many as the text needs.
    open var numberOfLines = 1
    /// `lineBreakMode`: kept, not modelled (lines break after as many characters as fit).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// `lineBreakStrategy` (iOS 14): the standard strategy by default (UILabel.h); kept, as the
    /// model breaks lines by its own rules [?].
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// `preferredVibrancy` (iOS 17): `.none` by default; kept, as no vibrancy is drawn.
    open var preferredVibrancy: UILabelVibrancy = .none
    /// `sizingRule` (iOS 17, UILetterformAwareAdjusting.h): `.typographic` by default; kept.
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// `adjustsFontForContentSizeCategory`: kept; the model's content size category is the default.
    open var adjustsFontForContentSizeCategory = false
    /// `preferredMaxLayoutWidth`: when set (above 0), the width a multi-line label wraps at for
    /// its intrinsic size.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// `adjustsFontSizeToFitWidth`, `minimumScaleFactor`, `allowsDefaultTighteningForTruncation`:
    /// kept; the model measures the text at its font's size whatever they say [?].
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    /// `baselineAdjustment`: kept.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// `highlightedTextColor`, `isHighlighted`, `isEnabled`, `shadowColor`, `shadowOffset`: kept,
    /// not drawn (UIKit's defaults: not highlighted, enabled, no shadow, offset (0, -1)).
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// `textRect(forBounds:limitedToNumberOfLines:)`: the rectangle the text takes in `bounds`,
    /// at most that many lines (0: as many as it needs), from the top left, as the label
    /// measures its own size.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let lines = self.numberOfLines
        self.numberOfLines = numberOfLines
        defer { self.numberOfLines = lines }
        let size = intrinsicContentSize(forLayoutWidth: bounds.width)
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width),
            height: min(size.height, bounds.height))
    }
    /// `drawText(in:)`: overridable; the model draws a label's text itself, and never calls it [?].
    open func drawText(in rect: CGRect) {}
    /// The attributed string last set, while `text` is still its string.
    private var attributed: NSAttributedString?
    /// `attributedText`: setting it sets `text` to its string, attributes aside (Apple's UILabel
    /// reference); reading it gives what was set, or `text` without attributes.
    open var attributedText: NSAttributedString? {
        // The label's own storage (`super.text`), not the overridable `text`: UIKit's setter does
        // not call `text`'s, and a subclass that restyles in both (as typography labels do) would
        // recurse without end.
        get {
            if let attributed, attributed.string == super.text { return attributed }
            return super.text.map { NSAttributedString(string: $0) }
        }
        set {
            attributed = newValue
            super.text = newValue?.string
        }
    }

    /// `init(frame:)`: user interaction off, as a label's is (Apple's `UILabel` reference:
    /// `isUserInteractionEnabled` "default value of this property is false"), so a tap on it goes
    /// to the view behind until the app turns it on.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    private var lineLimit: Int { max(0, numberOfLines) }

    private func measured(width: CGFloat?) -> CGSize {
        TextMetrics.size(of: text ?? "", pointSize: font.pointSize, width: width, maxLines: lineLimit)
    }

    /// The text's size: one line, or wrapped at `preferredMaxLayoutWidth` when that is set.
    open override var intrinsicContentSize: CGSize {
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return measured(width: wraps ? preferredMaxLayoutWidth : nil)
    }

    /// At the width the layout gives: a multi-line label wraps there (one line stays one line).
    open override func intrinsicContentSize(forLayoutWidth width: Double) -> CGSize {
        numberOfLines == 1 ? intrinsicContentSize : measured(width: width)
    }

    /// `sizeThatFits(_:)`: the text's size, wrapped at `size.width` when more than one line is
    /// allowed and the width is above 0.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measured(width: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable { case alignBaselines, alignCenters, none }
