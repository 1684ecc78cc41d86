/// `UITextFieldDelegate` (UIKit/UITextField.h): every method optional, as in UIKit; the defaults
/// below answer as UIKit does when the delegate leaves a method out (yes to every `should`). The
/// model edits no text, so the field never calls it [?]: code that does is told its answers.
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// `textFieldDidEndEditing(_:reason:)`: UIKit calls `textFieldDidEndEditing(_:)` when the
    /// delegate does not implement this one (UITextField.h), so the default does that.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// `textField(_:editMenuForCharactersIn:suggestedActions:)` (iOS 16): nil, the system's menu,
    /// when left out (UITextField.h). The model shows no edit menu, so it is never asked [?].
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// `textField(_:willPresentEditMenuWith:)`, `textField(_:willDismissEditMenuWith:)` (iOS 16).
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
}

/// `UITextField` (UITextField.h, iOS 2): an editable line of text, as an alert's
/// `addTextField(configurationHandler:)` hands it out. The model has no keyboard and no editing
/// session (said once in a note line), so the field keeps what is set on it and is drawn as a
/// box showing its text; code can still edit it through `UIKeyInput` and `UITextInput`
/// (`insertText(_:)`, `deleteBackward()`, `replace(_:withText:)`), which asks the delegate and
/// sends `.editingChanged` and `textDidChangeNotification` as typing does. A `UIControl`, as
/// UITextField.h declares it, so `addTarget(_:action:for:)` and `addAction(_:for:)` keep their
/// targets and actions and `sendActions(for:)` sends them.
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
    /// `text`: the field's text, which the drawing writes in its box. Setting it puts the
    /// insertion point at its end, as UIKit does.
    open override var text: String? {
        get { super.text }
        set {
            super.text = newValue
            selection = nil
        }
    }
    /// A tap on a field begins editing in UIKit (its editing events, not `touchUpInside`); the
    /// model has no editing, so a tap on the field sends nothing.
    override package var takesTaps: Bool { false }

    /// `UITextField.ViewMode` (`UITextFieldViewMode`).
    public enum ViewMode: Int, @unchecked Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.BorderStyle` (`UITextBorderStyle`). [?] The box is drawn the same for every style.
    public enum BorderStyle: Int, @unchecked Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.DidEndEditingReason` (iOS 10; `cancelled` is tvOS only).
    public enum DidEndEditingReason: Int, @unchecked Sendable { case committed }

    /// `attributedText` (iOS 6): the text with its attributes; setting it sets `text`, and a
    /// plain `text` reads back without attributes.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// `placeholder`, `attributedPlaceholder` (iOS 6): kept (the box shows the text only).
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// `font`, `textColor`, `textAlignment` (`.natural`), `defaultTextAttributes` (iOS 7),
    /// `typingAttributes` (iOS 6): kept (`isEnabled` is the control's).
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// `clearsOnBeginEditing`, `adjustsFontSizeToFitWidth`, `minimumFontSize`,
    /// `allowsEditingTextAttributes`, `clearsOnInsertion`: UIKit's defaults (no, no, 0), kept.
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    /// `background`, `disabledBackground`: kept, not drawn [?].
    open var background: UIImage?
    open var disabledBackground: UIImage?
    /// `clearButtonMode`: `.never` by default (UITextField.h); kept.
    open var clearButtonMode: ViewMode = .never
    /// `borderStyle`: `.none` by default (UITextField.h); kept.
    open var borderStyle: BorderStyle = .none
    /// `delegate`: kept, weakly; asked before an edit made through `UIKeyInput`.
    open weak var delegate: (any UITextFieldDelegate)?
    /// `leftView`, `rightView` and their modes (`.never` by default, UITextField.h): kept, not
    /// added to the field or drawn [?].
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    /// `isEditing`: whether an editing session is under way; the model begins none, so false.
    open var isEditing: Bool { false }
    /// `adjustsFontForContentSizeCategory` (UIContentSizeCategoryAdjusting), `sizingRule`
    /// (iOS 17, UILetterformAwareAdjusting, `.typographic` by default): kept.
    open var adjustsFontForContentSizeCategory = false
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// `interactionState` (iOS 15): what it was last set to (UIKit's is an opaque snapshot of
    /// selection and first-responder status); the selected range when never set [?].
    open var interactionState: Any {
        get { keptInteractionState ?? selectionClamped() }
        set { keptInteractionState = newValue }
    }
    private var keptInteractionState: Any?

    /// `inputView`, `inputAccessoryView`: settable on a field, as UITextField.h redeclares them;
    /// kept (no keyboard shows here).
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

    // UITextInputTraits (UITextInputTraits.h), with its defaults: kept; no keyboard reads them [?].
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!
    open var passwordRules: UITextInputPasswordRules?
    open var writingToolsBehavior: UIWritingToolsBehavior = .default
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Engine.running?.noteOnce("UITextField: kept and drawn, not editable (the model has no keyboard)")
    }
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `becomeFirstResponder()`, `resignFirstResponder()`: no keyboard to show or hide.
    @discardableResult open override func becomeFirstResponder() -> Bool { false }
    @discardableResult open override func resignFirstResponder() -> Bool { true }
    open override var canBecomeFirstResponder: Bool { true }

    // Drawing and positioning overrides (UITextField.h). The model lays out no text inside the
    // field: the border, text, placeholder and editing rects are the whole bounds, and the clear
    // button and side views (never added, see `leftView`) have no rect [?], said once.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(.zero) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(.zero) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { unlaidOut(.zero) }
    /// `drawText(in:)` (deprecated in iOS 15, "no longer called"), `drawPlaceholder(in:)`: for a
    /// subclass to override; the model draws the field's box itself and calls neither.
    @available(iOS, deprecated: 15.0, message: "This method is no longer called.")
    open func drawText(in rect: CGRect) {}
    open func drawPlaceholder(in rect: CGRect) {}
    private func unlaidOut(_ rect: CGRect) -> CGRect {
        Engine.running?.noteOnce("UITextField: text layout inside the field is not modelled")
        return rect
    }

    // MARK: UIKeyInput, UITextInput

    /// The selection in UTF-16 units; nil is the insertion point at the end of the text.
    private var selection: NSRange?

    /// `hasText` (UIKeyInput): whether there is any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)` (UIKeyInput): what typing does, done from code: the delegate is asked
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`), the selection is replaced,
    /// the insertion point follows the new text, then `.editingChanged` is sent and
    /// `textDidChangeNotification` posted, as when the user types [?].
    open func insertText(_ text: String) { replace(selectionClamped(), with: text) }

    /// `deleteBackward()` (UIKeyInput): deletes the selection, or the UTF-16 unit before the
    /// insertion point (a whole character when it is one of a surrogate pair); nothing at the start.
    open func deleteBackward() {
        guard let range = backwardDeletion(in: text, selection: selectionClamped()) else { return }
        replace(range, with: "")
    }

    /// `selectedTextRange` (UITextInput): the selected range as text positions, clamped to the text.
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
            selection = NSRange(location: start, length: end - start)
        }
    }

    /// `beginningOfDocument`, `endOfDocument`, `tokenizer`.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    /// `closestPosition(to:)`: none, as no glyph is laid out [?].
    public func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    /// `position(from:offset:)`: the position that far on, within the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textPosition(position, offset: offset, in: text)
    }
    /// `offset(from:to:)`.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// `textRange(from:to:)`.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    /// `text(in:)`: the text between the range's positions, nil when they fall outside it.
    public func text(in range: UITextRange) -> String? {
        guard let span = utf16Range(of: range, in: text) else { return nil }
        return String(decoding: Array((text ?? "").utf16)[span.location..<span.upperBound], as: UTF16.self)
    }
    /// `replace(_:withText:)`: the range's text replaced as typing over a selection replaces it;
    /// nothing for a range outside the text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let span = utf16Range(of: range, in: self.text) else { return }
        replace(span, with: text)
    }

    /// The selection within the text.
    private func selectionClamped() -> NSRange {
        let count = (text ?? "").utf16.count
        guard let selection else { return NSRange(location: count, length: 0) }
        let start = min(max(selection.location, 0), count)
        return NSRange(location: start, length: min(max(selection.length, 0), count - start))
    }

    /// An edit as typing makes it, asked of the delegate and announced.
    private func replace(_ range: NSRange, with replacement: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) {
            return
        }
        let units = Array((self.text ?? "").utf16)
        let before = String(decoding: units[..<range.location], as: UTF16.self)
        let after = String(decoding: units[range.upperBound...], as: UTF16.self)
        text = before + replacement + after
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// `textDidBeginEditingNotification`, `textDidEndEditingNotification`,
    /// `textDidChangeNotification` (UITextField.h). The model posts the change one after an edit
    /// made through `UIKeyInput`; nothing begins or ends editing here.
    public static let textDidBeginEditingNotification = NSNotification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// `didEndEditingReasonUserInfoKey` (iOS 10, `UITextFieldDidEndEditingReasonKey`): the key of
    /// the reason in the end-editing notification's user info.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}
