import struct FoundationEssentials.URL

/// `UITextViewDelegate`: every method optional, as in UIKit (defaults below); it refines
/// `UIScrollViewDelegate` (and so `NSObjectProtocol`), as UITextView.h declares it.
public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// `textView(_:shouldChangeTextIn:replacementText:)`: asked before `insertText(_:)` or
    /// `deleteBackward()` changes the text (the model's only edits).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// `textView(_:editMenuForTextIn:suggestedActions:)` (iOS 16): kept for code that implements
    /// it; the model shows no edit menu, so it is never asked [?].
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// Writing Tools (iOS 18): kept for code that implements them; there are no Writing Tools
    /// here, so they are never asked or told [?].
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    /// `textView(_:willPresentEditMenuWith:)`, `textView(_:willDismissEditMenuWith:)` (iOS 16):
    /// kept for code that implements them; no edit menu shows here, so they are never called [?].
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textViewWritingToolsDidEnd(_ textView: UITextView)
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    /// `textView(_:shouldInteractWith:in:interaction:)` with a URL or an attachment (deprecated
    /// in iOS 17), and the item calls that replace them (`primaryActionFor`, `menuConfigurationFor`,
    /// `textItemMenuWillDisplayFor`, `textItemMenuWillEndFor`): kept for code that implements
    /// them; the model taps no links or attachments, so the text view never asks [?].
    func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Yes, as UIKit assumes when the delegate does not implement it.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// nil: the suggested menu, as UIKit reads a missing answer.
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    { nil }
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
    /// Yes: the default interaction happens, as UIKit assumes when the delegate does not say.
    public func textView(
        _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { true }
    /// The default action and the default menu, as UIKit uses without the delegate's answer.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
        -> UIAction?
    { defaultAction }
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    { UITextItem.MenuConfiguration(menu: defaultMenu) }
    public func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    public func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    /// None: Writing Tools may rewrite the whole text.
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    { [] }
}

/// `UITextView`: a scroll view of text, as UIKit's (`UITextView : UIScrollView`, UITextView.h).
/// Its text, font and colours are kept and its text drawn; the keyboard is not modelled, so it
/// is edited from code (`insertText(_:)`, `deleteBackward()`, `replace(_:withText:)`, the text
/// storage), which asks and tells the delegate as typing does. Its scroll view members are the
/// scroll view's: setting `contentOffset` tells the delegate `scrollViewDidScroll(_:)`; the
/// model lays no text out to scroll through, so nothing scrolls by itself [?].
///
/// `delegate` is the scroll view's, of type `UIScrollViewDelegate?`: Swift lets no subclass give
/// a settable property a narrower type, as UIKit's Objective-C redeclaration does, so
/// `textView.delegate = self` compiles as on iOS and the text view asks its delegate as a
/// `UITextViewDelegate` when it is one (as `UITableView` does). Reading `textView.delegate` as a
/// text view delegate needs a cast here [?].
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
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
    /// The scroll view's delegate as a text view's, when it is one.
    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
    /// `textContainer`: where the text is laid out, kept; the model lays text out by its own rules.
    open private(set) var textContainer: NSTextContainer
    /// `textStorage` (UITextView.h): the text as TextKit holds it; read, it has the view's
    /// current text, and editing it (`replaceCharacters(in:with:)`, `append(_:)`) changes the
    /// view's text (TextKit.swift).
    open var textStorage: NSTextStorage {
        if storage.string != (text ?? "") {
            syncingStorage = true
            storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: text ?? "")
            syncingStorage = false
        }
        return storage
    }
    private lazy var storage: NSTextStorage = {
        let storage = NSTextStorage(string: "")
        storage.textView = self
        return storage
    }()
    var syncingStorage = false
    /// `layoutManager` (UITextView.h): the TextKit 1 manager of the storage and the container.
    /// Reading it puts the view on TextKit 1, so `textLayoutManager` is nil from then on (Apple's
    /// `textLayoutManager` and "Using TextKit 2" pages).
    open var layoutManager: NSLayoutManager {
        usesTextKit2 = false
        return textKit1
    }
    private lazy var textKit1: NSLayoutManager = {
        let manager = NSLayoutManager()
        manager.addTextContainer(textContainer)
        textStorage.addLayoutManager(manager)
        return manager
    }()
    /// `textLayoutManager` (UITextView.h, iOS 16): the TextKit 2 manager of the container, nil
    /// for a view made with `init(usingTextLayoutManager: false)` or once `layoutManager` is read.
    open var textLayoutManager: NSTextLayoutManager? { usesTextKit2 ? textKit2 : nil }
    private lazy var textKit2: NSTextLayoutManager = {
        let manager = NSTextLayoutManager()
        manager.textContainer = textContainer
        return manager
    }()
    private lazy var usesTextKit2 = madeWithTextLayoutManager
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
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var passwordRules: UITextInputPasswordRules?
    open var inlinePredictionType: UITextInlinePredictionType = .default
    /// `writingToolsBehavior`, `allowedWritingToolsResultOptions` (iOS 18, UITextInputTraits.h):
    /// kept; there are no Writing Tools here, so `isWritingToolsActive` stays false.
    open var writingToolsBehavior: UIWritingToolsBehavior = .default
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    open var isWritingToolsActive: Bool { false }
    /// `textHighlightAttributes` (iOS 18): how highlighted text is styled; kept, not drawn.
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! = [:]
    /// `drawTextHighlightBackground(for:origin:)` (iOS 18): draws a highlight's background, for
    /// a subclass to override. The model draws no text highlights (said once).
    open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
        Engine.running?.noteOnce("UITextView: text highlights are not drawn")
    }

    /// `init(usingTextLayoutManager:)` (iOS 16, convenience): a text view with an empty frame;
    /// the model has one way of laying out text, TextKit 1 or 2 alike, so the choice is kept
    /// and changes nothing [?].
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        madeWithTextLayoutManager = usingTextLayoutManager
    }
    /// Which TextKit `init(usingTextLayoutManager:)` asked for.
    private(set) var madeWithTextLayoutManager = true

    /// `UITextView.BorderStyle` (iOS 17, UITextView.h; visionOS draws the rounded one).
    public enum BorderStyle: Int, @unchecked Sendable {
        case none
        /// `roundedRect` (visionOS only in UIKit's interface).
        case roundedRect
    }
    /// `borderStyle` (iOS 17): `.none` by default; kept, not drawn.
    open var borderStyle: BorderStyle = .none

    /// `dataDetectorTypes`: none by default; kept (no text is scanned for links here).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// `allowsEditingTextAttributes`, `clearsOnInsertion`: false by default, kept.
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    /// `usesStandardTextScaling` (iOS 13, Mac Catalyst's text scale): false by default, kept.
    open var usesStandardTextScaling = false
    /// `sizingRule` (iOS 17, UILetterformAwareAdjusting.h): `.typographic` by default, kept.
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// `isFindInteractionEnabled` (iOS 16): false by default, kept (no find panel here).
    open var isFindInteractionEnabled = false
    /// `findInteraction` (iOS 16, UITextView.h): the text view's own find interaction while
    /// `isFindInteractionEnabled` is set (the same one each time), nil otherwise [?]. Its find
    /// navigator is not modelled (`UIFindInteraction`).
    open var findInteraction: UIFindInteraction? {
        guard isFindInteractionEnabled else { return nil }
        if let ownFindInteraction { return ownFindInteraction }
        let made = UIFindInteraction(view: self)
        ownFindInteraction = made
        return made
    }
    private var ownFindInteraction: UIFindInteraction?
    /// `interactionState` (iOS 15): what `interactionState` was last set to (UIKit's is an opaque
    /// snapshot of selection and scroll position); the selected range when never set [?].
    open var interactionState: Any {
        get { keptInteractionState ?? selectedRange }
        set { keptInteractionState = newValue }
    }
    private var keptInteractionState: Any?

    /// `inputView`, `inputAccessoryView`: settable on a text view, as UITextView.h redeclares
    /// them; kept (no keyboard shows here).
    open override var inputView: View? {
        get { keptInputView }
        set { keptInputView = newValue }
    }
    open override var inputAccessoryView: View? {
        get { keptInputAccessoryView }
        set { keptInputAccessoryView = newValue }
    }
    private var keptInputView: View?
    private var keptInputAccessoryView: View?

    /// `hasText` (UIKeyInput): whether there is any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)` (UIKeyInput): what typing does, done from code: the delegate is asked
    /// (`textView(_:shouldChangeTextIn:replacementText:)`), the selection is replaced, the
    /// insertion point follows the new text, then `textViewDidChange(_:)` and
    /// `textDidChangeNotification`, as when the user types (Apple's UIKeyInput and
    /// UITextViewDelegate pages) [?].
    open func insertText(_ text: String) { replace(selectionClamped(), with: text) }

    /// `deleteBackward()` (UIKeyInput): deletes the selection, or the UTF-16 unit before the
    /// insertion point (a whole character when it is one of a surrogate pair), as the delete key
    /// does; nothing at the start.
    open func deleteBackward() {
        guard let range = backwardDeletion(in: text, selection: selectionClamped()) else { return }
        replace(range, with: "")
    }

    /// `scrollRangeToVisible(_:)`: kept; the model does not scroll a text view [?].
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// `selectedTextRange` (UITextInput): the selected range as text positions; setting it
    /// sets `selectedRange`, clamped to the text.
    open var selectedTextRange: UITextRange? {
        get {
            let range = selectionClamped()
            return UITextRange(
                start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.upperBound))
        }
        set {
            guard let newValue else { return }
            let count = (text ?? "").utf16.count
            let start = min(max(newValue.start.offset, 0), count)
            let end = min(max(newValue.end.offset, start), count)
            selectedRange = NSRange(location: start, length: end - start)
        }
    }

    /// The selection within the text (UIKit keeps it so).
    private func selectionClamped() -> NSRange {
        let count = (text ?? "").utf16.count
        let start = min(max(selectedRange.location, 0), count)
        return NSRange(location: start, length: min(max(selectedRange.length, 0), count - start))
    }

    /// An edit as typing makes it, asked of and told to the delegate.
    private func replace(_ range: NSRange, with replacement: String) {
        let delegate = textDelegate
        if let delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) { return }
        let units = Array((self.text ?? "").utf16)
        let before = String(decoding: units[..<range.location], as: UTF16.self)
        let after = String(decoding: units[range.upperBound...], as: UTF16.self)
        text = before + replacement + after
        selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// `textDidBeginEditingNotification`, `textDidChangeNotification`,
    /// `textDidEndEditingNotification` (UITextView.h). The model posts the change one after
    /// `insertText(_:)` and `deleteBackward()`; nothing begins or ends editing here.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")
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

/// `UIDataDetectorTypes` (UIDataDetectors.h): the kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, @unchecked Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var phoneNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 0) }
    public static var link: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 1) }
    public static var address: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 2) }
    public static var calendarEvent: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 3) }
    public static var shipmentTrackingNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 4) }
    public static var flightNumber: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 5) }
    public static var lookupSuggestion: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 6) }
    public static var money: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 7) }
    public static var physicalValue: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: 1 << 8) }
    public static var all: UIDataDetectorTypes { UIDataDetectorTypes(rawValue: .max) }
}

/// `UIEditMenuInteractionAnimating` (iOS 16, UIEditMenuInteraction.h): what an edit menu's
/// appearing or going hands the delegate, to animate beside it.
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
