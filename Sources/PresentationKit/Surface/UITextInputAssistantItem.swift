/// `UITextInputAssistantItem` (UITextInput.h, iOS 9): the bar-button groups an iPad's shortcuts
/// bar shows above the keyboard while a responder takes typing (`UIResponder.inputAssistantItem`).
/// Kept; [?] the model shows no keyboard, so no shortcuts bar.
open class UITextInputAssistantItem: NSObject {
    /// `allowsHidingShortcuts`: true, as UIKit's default.
    open var allowsHidingShortcuts = true
    /// `leadingBarButtonGroups`, `trailingBarButtonGroups`: none until an app sets them.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// `keyboardActionButtonItem` (iOS 17): kept.
    open var keyboardActionButtonItem: UIBarButtonItem?
}
