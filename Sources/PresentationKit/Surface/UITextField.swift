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
/// editing, so the field keeps what is set on it and is drawn as a box showing its text. It is
/// the engine's text view rather than a `UIControl` (whose view has no public `text`), so
/// `addTarget(_:action:for:)` is its own and keeps nothing: no editing event is sent.
open class UITextField: TextView {
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextField.BorderStyle` (UITextField.h). [?] The box is drawn the same for every style.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextField.DidEndEditingReason` (UITextField.h; `cancelled` is tvOS only).
    public enum DidEndEditingReason: Int, Sendable { case committed }

    /// `placeholder`: kept (the box shows the text only).
    open var placeholder: String?
    /// `isSecureTextEntry`, `font`, `textColor`, `textAlignment`, `clearButtonMode`, `isEnabled`: kept.
    open var isSecureTextEntry = false
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var clearButtonMode: ViewMode = .never
    open var isEnabled = true
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

    /// `addTarget(_:action:for:)`: accepted; with no editing, no event is ever sent.
    open func addTarget(_ target: Any?, action: Selector, for events: UIControl.Event) {}
    /// `becomeFirstResponder()`, `resignFirstResponder()`: no keyboard to show or hide.
    @discardableResult open override func becomeFirstResponder() -> Bool { false }
    @discardableResult open override func resignFirstResponder() -> Bool { true }
    open override var canBecomeFirstResponder: Bool { true }
}
