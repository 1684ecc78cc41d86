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
open class Responder: NSObject {
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
