import PresentationKit

/// `UITextViewDelegate`: every method optional, as in UIKit (defaults below).
public protocol UITextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// `UITextView`: a view of text that scrolls. Its text, font and colours are kept; the model does
/// not edit it (no keyboard) or scroll it, which its first use in a session says once in a note
/// line. [?] It is a text view of the model's (as `UILabel` is), not a `UIScrollView` subclass:
/// the model's scroll view holds no text; `contentOffset`, `contentInset` and
/// `isScrollEnabled` are kept here as on a scroll view.
open class UITextView: TextView {
    /// `text`: setting it tells the delegate nothing, as on iOS (only the user's edits do).
    open override var text: String! {
        get { super.text ?? "" }
        set {
            super.text = newValue ?? ""
            Engine.running?.noteOnce("UITextView: its text is kept and drawn, not edited or scrolled")
        }
    }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text) }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var adjustsFontForContentSizeCategory = false
    open var selectedRange = NSRange(location: 0, length: 0)
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    /// `delegate`: kept; the model sends it nothing (no editing).
    open weak var delegate: UITextViewDelegate?
    /// `textContainer`: where the text is laid out, kept; the model lays text out by its own rules.
    open private(set) var textContainer: NSTextContainer
    /// `linkTextAttributes`: how links are styled, kept (links are drawn as plain text) [?].
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// `typingAttributes`: kept (nothing is typed).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    /// `init(frame:textContainer:)`, the designated initialiser (UITextView.h): a container of
    /// its own when given none.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        self.textContainer.textView = self
    }

    /// `init(frame:)`: a convenience initialiser, as imported.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// `init?(coder:)`: required, as UIKit's; nothing is decoded here.
    public required init?(coder: NSCoder) { return nil }

    // UITextInputTraits (UITextInputTraits.h), with its defaults: kept; no keyboard reads them [?].
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
}

/// `NSTextContainer`: the region a text view lays its text out in, its settings kept with
/// TextKit's defaults (NSTextContainer.h: a padding of 5 points, any number of lines, the width
/// tracking the text view's); the model lays text out by its own rules [?].
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var exclusionPaths: [UIBezierPath] = []
    /// `textView`: the text view it lays out for.
    open weak var textView: UITextView?

    /// `init(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// `init()`: a container of no size.
    public convenience override init() { self.init(size: .zero) }
}
