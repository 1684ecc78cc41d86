/// `UIInputViewController` (UIInputViewController.h, iOS 8): the controller of a custom keyboard
/// or of a responder's input accessory, which `UIResponder.inputViewController` names. [?] The
/// model shows no keyboard, so no responder's input controller is ever shown; one an app makes
/// is a view controller like any other.
open class UIInputViewController: UIViewController {
    /// `primaryLanguage`: the keyboard's language; kept.
    open var primaryLanguage: String?
    /// `hasFullAccess`, `needsInputModeSwitchKey` (iOS 11): a keyboard extension's; no extension
    /// runs here.
    open var hasFullAccess: Bool { false }
    open var needsInputModeSwitchKey: Bool { false }
    /// `dismissKeyboard()`, `advanceToNextInputMode()`: there is no keyboard to close or switch.
    open func dismissKeyboard() {
        Engine.running?.noteOnce("UIInputViewController.dismissKeyboard(): the keyboard is not modelled")
    }
    open func advanceToNextInputMode() {
        Engine.running?.noteOnce("UIInputViewController.advanceToNextInputMode(): the keyboard is not modelled")
    }
}
