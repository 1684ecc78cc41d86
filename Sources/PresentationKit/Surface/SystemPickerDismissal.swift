extension UIViewController {
    /// For a system picker's `viewDidDisappear`: when the disappearance ends a dismissal the user
    /// began (a sheet's swipe, a tap outside a popover) rather than the app's `dismiss`, sends
    /// `message` (the delegate's "the user closed me") on the run loop's next turn, once the
    /// dismissal is over, so the delegate may dismiss the picker again as UIKit lets it (which then
    /// does nothing). When UIKit sends it against the dismissal's own calls is not published [?].
    package func tellDelegateIfDismissedByUser(_ message: @escaping () -> Void) {
        guard isBeingDismissed, isBeingDismissedByUser, let engine = Engine.running else { return }
        engine.sendLater(to: self, after: 0, message)
    }
}
