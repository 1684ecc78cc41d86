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
}

/// `UITextField`: an editable line of text, as an alert's `addTextField(configurationHandler:)`
/// hands it out. An inert stand-in, said once in a note line: the model has no keyboard and no
/// editing, so the field keeps what is set on it and is drawn as a box showing its text. A
/// `UIControl`, as UITextField.h declares it, so `addTarget(_:action:for:)` and
/// `addAction(_:for:)` keep their targets and actions and `sendActions(for:)` sends them; the
/// model types nothing, so no editing event is sent of itself.
open class UITextField: UIControl {
    /// `text`: the field's text, which the drawing writes in its box.
    open override var text: String? {
        get { super.text }
        set { super.text = newValue }
    }
    /// A tap on a field begins editing in UIKit (its editing events, not `touchUpInside`); the
    /// model has no editing, so a tap on the field sends nothing.
    override package var takesTaps: Bool { false }

    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.BorderStyle` (UITextField.h). [?] The box is drawn the same for every style.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.DidEndEditingReason` (UITextField.h; `cancelled` is tvOS only).
    public enum DidEndEditingReason: Int, Sendable { case committed }

    /// `placeholder`: kept (the box shows the text only).
    open var placeholder: String?
    /// `isSecureTextEntry`, `font`, `textColor`, `textAlignment`, `clearButtonMode`: kept
    /// (`isEnabled` is the control's).
    open var isSecureTextEntry = false
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var clearButtonMode: ViewMode = .never
    /// `borderStyle`: `.none` by default (UITextField.h); kept.
    open var borderStyle: BorderStyle = .none
    /// `delegate`: kept, weakly; the model edits no text, so it is never asked anything [?].
    open weak var delegate: (any UITextFieldDelegate)?
    /// `leftView`, `rightView` and their modes (`.never` by default, UITextField.h): kept, not
    /// added to the field or drawn [?].
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never

    // UITextInputTraits (UITextInputTraits.h), with its defaults: kept; no keyboard reads them [?].
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType!

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
}
