/// `UIContextualAction` (iOS 11): an action a swipe on a row shows. Kept; the model never
/// swipes, so the handler is never called [?].
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// `style`, `handler`, `title`, `backgroundColor`, `image`.
    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?
    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// `UISwipeActionsConfiguration` (iOS 11): the actions a swipe on a row shows; kept.
open class UISwipeActionsConfiguration: NSObject {
    /// `actions`.
    public let actions: [UIContextualAction]
    /// `performsFirstActionWithFullSwipe`: true by default.
    open var performsFirstActionWithFullSwipe = true
    /// `init(actions:)`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
    /// `init()`: NSObject's, designated (UISwipeActionsConfiguration.h declares no initialiser,
    /// only `configurationWithActions:`): no actions.
    public override init() {
        actions = []
        super.init()
    }
}
