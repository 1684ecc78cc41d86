/// `UIPreviewActionItem` (UIViewController.h, iOS 9-13): an action a 3D Touch preview shows under
/// it, as `previewActionItems` lists them (replaced by context menus). The model's devices have no
/// pressure-sensitive screen, so no preview and none of its actions is ever shown.
public protocol UIPreviewActionItem: NSObjectProtocol {
    /// `title`.
    var title: String { get }
}

/// `UIPreviewAction` (UIViewController.h, iOS 9-13): a preview action with a title, a style and
/// the handler UIKit would run when it is chosen; kept, never chosen here.
open class UIPreviewAction: NSObject, NSCopying, UIPreviewActionItem {
    /// `UIPreviewAction.Style` (`UIPreviewActionStyle`).
    public enum Style: Int, Sendable {
        case `default`, selected, destructive
    }

    /// `title`, `handler`.
    open var title: String { storedTitle }
    open var handler: (any UIPreviewActionItem, UIViewController) -> Void { storedHandler }
    /// The style it was made with.
    package let style: Style
    private let storedTitle: String
    private let storedHandler: (any UIPreviewActionItem, UIViewController) -> Void

    /// `init(title:style:handler:)`: a convenience initialiser, as Swift imports UIKit's
    /// `actionWithTitle:style:handler:`.
    public convenience init(
        title: String, style: Style, handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void
    ) {
        self.init(storedTitle: title, style: style, handler: handler)
    }

    private init(
        storedTitle: String, style: Style, handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void
    ) {
        self.storedTitle = storedTitle
        self.style = style
        storedHandler = handler
        super.init()
    }

    /// `copy(with:)` (`NSCopying`): an action with the same title, style and handler.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIPreviewAction(storedTitle: storedTitle, style: style, handler: storedHandler)
    }
}

/// `UIPreviewActionGroup` (UIViewController.h, iOS 9-13): preview actions shown together under
/// one title; kept, never shown here.
open class UIPreviewActionGroup: NSObject, NSCopying, UIPreviewActionItem {
    /// `title`, and the actions it groups.
    open var title: String { storedTitle }
    package let actions: [UIPreviewAction]
    package let style: UIPreviewAction.Style
    private let storedTitle: String

    /// `init(title:style:actions:)`: a convenience initialiser, as Swift imports UIKit's
    /// `actionGroupWithTitle:style:actions:`.
    public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.init(storedTitle: title, style: style, actions: actions)
    }

    private init(storedTitle: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.storedTitle = storedTitle
        self.style = style
        self.actions = actions
        super.init()
    }

    /// `copy(with:)` (`NSCopying`): a group with the same title, style and actions.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIPreviewActionGroup(storedTitle: storedTitle, style: style, actions: actions)
    }
}
