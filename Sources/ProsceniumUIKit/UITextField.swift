import PresentationKit

/// `UITextField`: an editable line of text, as an alert's `addTextField(configurationHandler:)`
/// hands it out. An inert stand-in, said once in a note line: the model has no keyboard and no
/// editing, so the field keeps what is set on it and is drawn as a box showing its text. It is
/// the engine's text view rather than a `UIControl` (whose view has no public `text`), so
/// `addTarget(_:action:for:)` is its own and keeps nothing: no editing event is sent.
open class UITextField: TextView {
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// `placeholder`: kept (the box shows the text only).
    open var placeholder: String?
    /// `isSecureTextEntry`, `font`, `textColor`, `textAlignment`, `clearButtonMode`, `isEnabled`: kept.
    open var isSecureTextEntry = false
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var clearButtonMode: ViewMode = .never
    open var isEnabled = true

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
