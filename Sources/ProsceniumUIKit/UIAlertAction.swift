import PresentationKit

/// `UIAlertAction`: a button of an alert or action sheet, with its title, style and the handler
/// UIKit runs when the button is tapped (Apple, "UIAlertAction": "a handler to execute when the
/// user taps the button"). Add it to a `UIAlertController` before presenting. An `NSObject`, as
/// UIKit's.
open class UIAlertAction: NSObject {
    /// `UIAlertAction.Style`: `.default`, `.cancel`, `.destructive`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// `title`: the button's text.
    public let title: String?
    /// `style`.
    public let style: Style
    /// `isEnabled`: a disabled action's button ignores taps (the model draws it the same).
    open var isEnabled = true
    /// What runs after the tap ([?] once the alert is dismissed: `UIAlertController.actionTapped`).
    let handler: ((UIAlertAction) -> Void)?

    /// `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
