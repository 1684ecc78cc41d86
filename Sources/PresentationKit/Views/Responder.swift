/// `UIResponder`: the base of views, view controllers, the application and its scenes, as in
/// UIKit, so an app's `override func touchesBegan(_:with:)`, `override var canBecomeFirstResponder`
/// and `extension UIResponder` compile as on iOS and `next` walks the same chain (Apple's
/// "Using responders and the responder chain": a view's next responder is its controller when it
/// is a controller's root view, else its superview; a controller's is its parent or presenter).
/// The touch callbacks forward to `next` by default, as Apple's reference says ("The default
/// implementation of this method forwards the message up the responder chain").
/// [?] The model delivers no touches to responders: a `tap` goes to gesture recognisers and
/// controls, so these callbacks are never called by the engine. The model has no keyboard: no
/// responder becomes first responder (`becomeFirstResponder()` answers false).
open class Responder: NSObject, UIResponderStandardEditActions {
    public override init() { super.init() }

    /// `next`: the next responder up the chain; nil here (views and controllers say theirs).
    open var next: Responder? { nil }

    /// First responder status: no keyboard, so nothing becomes one.
    open var canBecomeFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    open var canResignFirstResponder: Bool { true }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    open var isFirstResponder: Bool { false }

    /// The touch callbacks: each forwards to `next`, as UIKit's default does.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {}

    /// The press callbacks (UIResponder.h, iOS 9: a remote's buttons, a hardware keyboard's keys):
    /// each forwards to `next`, as UIKit's default does (Apple's `pressesBegan(_:with:)` page).
    /// [?] The model has no physical buttons or keyboard, so the engine never calls them.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The motion callbacks (UIResponder.h, iOS 3: the shake gesture): each forwards to `next`, as
    /// UIKit's default does (Apple's `motionBegan(_:with:)` page). [?] The model's device has no
    /// accelerometer and the CLI no `shake`, so the engine never calls them.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }
    open func remoteControlReceived(with event: Event?) {}

    /// `canPerformAction(_:withSender:)`: whether this responder answers the action's selector,
    /// as `responds(to:)` says (a proxy's override of it counts).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }
    /// `target(forAction:withSender:)`: the first responder up the chain that can perform it.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    /// Input views: none (no keyboard). `reloadInputViews()` does nothing.
    open var inputView: View? { nil }
    open var inputAccessoryView: View? { nil }
    open func reloadInputViews() {}

    // MARK: Menus, key commands and input controllers (UIResponder.h)

    /// `buildMenu(with:)` (UIResponder.h, iOS 13): where an app adds to or takes from the main
    /// and context menus UIKit builds; empty here, for a subclass. [?] UIKit asks the app's
    /// delegate while it builds the menu bar (Mac Catalyst, iPad's with a keyboard); the model
    /// shows no menu bar, so the engine never calls it.
    open func buildMenu(with builder: any UIMenuBuilder) {}
    /// `validate(_:)` (UIResponder.h, iOS 13): where a responder sets a command's title, image or
    /// state before its menu shows; empty here, for a subclass. [?] The model shows no menus, so
    /// the engine never calls it.
    open func validate(_ command: UICommand) {}
    /// `keyCommands` (UIResponder.h, iOS 7): the hardware-keyboard shortcuts this responder
    /// offers; none by default, as UIKit's (Apple's `keyCommands` page). [?] The model has no
    /// hardware keyboard, so no command is performed.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// `inputViewController`, `inputAccessoryViewController` (UIResponder.h, iOS 8): the
    /// controllers of a custom keyboard and of its accessory bar; none by default, as UIKit's.
    open var inputViewController: UIInputViewController? { nil }
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// `inputAssistantItem` (UIResponder.h, iOS 9): the iPad shortcuts bar's items while this
    /// responder takes typing. UIKit makes one per responder when first asked for (Apple's
    /// `inputAssistantItem` page), and so does the model; [?] it shows no keyboard, so no bar.
    open var inputAssistantItem: UITextInputAssistantItem { ownInputAssistantItem }
    private lazy var ownInputAssistantItem = UITextInputAssistantItem()
    /// `editingInteractionConfiguration` (UIResponder.h, iOS 13): what the three-finger edit
    /// gestures do; `.default` as UIKit's. The model sends no such gestures.
    open var editingInteractionConfiguration: EditingInteractionConfiguration { .default }
    /// `textInputMode` (UIResponder.h, iOS 7): the keyboard's input mode while this responder
    /// takes typing; none here, as no responder becomes first responder (no keyboard).
    open var textInputMode: TextInputMode? { nil }

    /// `undoManager` (UIResponder.h): the nearest undo manager up the responder chain, as
    /// UIKit's default walks `next` (Apple's `undoManager` page); a window has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// `userActivity` (UIResponder.h, iOS 8): the activity this responder keeps up to date; kept.
    open var userActivity: NSUserActivity?
    /// `updateUserActivityState(_:)`, `restoreUserActivityState(_:)` (UIResponder.h, iOS 8): for
    /// a subclass to fill in an activity and to restore from one; empty here [?]. The model has
    /// no Handoff and no state restoration, so the engine calls neither.
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The standard edit actions (`UIResponderStandardEditActions`): a responder that overrides
    /// one answers it; the base sends nothing on (UIKit's are optional, and no menu or keyboard
    /// shortcut sends them here: `sendAction` or the app's own code does) [?].
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open var textInputContextIdentifier: String? { nil }
    /// `clearTextInputContextIdentifier(_:)` (UIResponder.h): forgets the keyboard input mode
    /// kept for an identifier; the model keeps no input modes (no keyboard), so nothing to clear.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
}

/// `UIEditingInteractionConfiguration` (UIResponder.h, iOS 13), with UIKit's raw values: `none`
/// 0 turns the editing gestures off, `default` 1 leaves them on.
public enum EditingInteractionConfiguration: Int, Sendable {
    case none = 0
    case `default` = 1
}

/// `UIPress` (UIPress.h, iOS 9): one physical button or key held down. The model has no
/// physical buttons: the engine makes none, and one an app makes reads as a select button's
/// press that has just begun [?].
open class Press: NSObject {
    /// `UIPress.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    /// `UIPress.PressType`, with UIKit's raw values (UIPress.h).
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }
    /// `timestamp`, `phase`, `type`, `force`: a press made by hand holds nothing more.
    open var timestamp: Double { 0 }
    open var phase: Phase { .began }
    open var type: PressType { .select }
    open var force: Double { 0 }
    /// `window`, `responder`: none (no hardware delivers it).
    open var window: Window? { nil }
    open var responder: Responder? { nil }
}

/// `UIPressesEvent` (UIPressesEvent.h, iOS 9): the event the press callbacks are handed. The
/// model sends none (no physical buttons); one an app makes holds no presses.
open class PressesEvent: Event {
    /// `allPresses`: the presses of the event; none here.
    open var allPresses: Set<Press> { [] }
    /// `presses(for:)`: the presses of a gesture recogniser; none here.
    open func presses(for gesture: GestureRecognizer) -> Set<Press> { [] }
}

/// `UITextInputMode` (UITextInput.h, iOS 4.2): a keyboard's language. The model has no keyboard,
/// so no input mode is active.
open class TextInputMode: NSObject {
    /// `primaryLanguage`: the mode's language; none for one made by hand.
    open var primaryLanguage: String? { nil }
    /// `activeInputModes`: the keyboards the user has turned on; none (no keyboard).
    open class var activeInputModes: [TextInputMode] { [] }
}
