/// `UIAlertAction`: a button of an alert or action sheet, with its title, style and the handler
/// UIKit runs when the button is tapped (Apple, "UIAlertAction": "a handler to execute when the
/// user taps the button"). Add it to a `UIAlertController` before presenting. An `NSObject`, as
/// UIKit's.
open class UIAlertAction: NSObject, NSCopying {
    /// `UIAlertAction.Style`: `.default`, `.cancel`, `.destructive`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// `title`: the button's text; read-only, open (UIAlertController.h), so a subclass may answer its own.
    open var title: String? { storedTitle }
    /// `style`: read-only, open (UIAlertController.h).
    open var style: Style { storedStyle }
    /// `isEnabled`: a disabled action's button ignores taps (the model draws it the same).
    open var isEnabled = true
    /// What runs after the tap ([?] once the alert is dismissed: `UIAlertController.actionTapped`).
    private(set) var handler: ((UIAlertAction) -> Void)?
    private var storedTitle: String?
    private var storedStyle = Style.default

    /// `init()`: designated (NSObject's, as UIKit declares no other): an action with no title, of
    /// the default style and with no handler.
    public override init() {
        super.init()
    }

    /// `init(title:style:handler:)`: a convenience initialiser, as Swift imports UIKit's
    /// `actionWithTitle:style:handler:` (UIAlertController.h).
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }

    /// `copy(with:)` (`NSCopying`): an action with the same title, style, handler and enabled state.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: storedTitle, style: storedStyle, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
