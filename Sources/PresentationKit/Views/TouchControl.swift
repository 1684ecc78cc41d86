/// A view that takes a tap itself: a `UIControl` (ProsceniumUIKit's), whose actions a tap sends.
/// [D] Apple's Event Handling Guide for iOS, "Interacting with Other User Interface Controls":
/// from iOS 6 a control's default action wins over a tap recogniser on a superview (a tap on a
/// button sends the button's action, not the parent view's recogniser's); a recogniser on the
/// control itself still comes first, as it gets the touches before the view does.
package protocol TouchControl: AnyObject {
    /// Whether a touch reaches the control's actions now (`isEnabled`).
    var takesTaps: Bool { get }
    /// Sends what a tap sends (touch down, touch up inside, a button's primary action), each
    /// target's action traced; the first action's call, for what `tap` reports (nil: none).
    func tapped() -> String?
}
