/// `UISwitch`: an on/off control. A tap flips `isOn` and sends `.valueChanged`, as Apple's
/// reference says ("When the user manipulates the switch control ('flips' it) a valueChanged
/// event is generated"), and `.primaryActionTriggered`, so a switch made with
/// `init(frame:primaryAction:)` runs its action; [?] that UIKit sends the second event on the
/// same flip is read from the initialiser's promise, not from a published trace. Setting `isOn`
/// or calling `setOn(_:animated:)` in code sends nothing, as in UIKit. Drawn as a plain control.
open class UISwitch: UIControl {
    /// `UISwitch.Style` (iOS 14).
    public enum Style: Int, @unchecked Sendable { case automatic, checkbox, sliding }
    /// `isOn`: off at first.
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// `title` (iOS 14, Mac Catalyst's checkbox): kept.
    open var title: String?
    /// `preferredStyle`; `style` is what it resolves to, the sliding switch on iPhone and iPad.
    open var preferredStyle: Style = .automatic
    open var style: Style { .sliding }

    /// `setOn(_:animated:)`.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The flip a tap makes, before the control's events are sent.
    override package func flipForTap() -> Event {
        isOn.toggle()
        return [.valueChanged, .primaryActionTriggered]
    }
}
